// Stacks, spacing, padding, alignment and axes.

import Foundation

@frozen
public struct HorizontalAlignment: Equatable {
    public static let leading: HorizontalAlignment = { fatalError("SwiftUI interface: checking only") }()

    public static let center: HorizontalAlignment = { fatalError("SwiftUI interface: checking only") }()
}

@frozen
public struct VerticalAlignment: Equatable {
    public static let center: VerticalAlignment = { fatalError("SwiftUI interface: checking only") }()
}

@frozen
public struct Alignment: Equatable {
    public static let center: Alignment = { fatalError("SwiftUI interface: checking only") }()

    public static let leading: Alignment = { fatalError("SwiftUI interface: checking only") }()

    public static let bottom: Alignment = { fatalError("SwiftUI interface: checking only") }()
}

@frozen
public enum Axis: Int8, CaseIterable {
    case horizontal
    case vertical

    @frozen
    public struct Set: OptionSet {
        public let rawValue: Int8

        public init(rawValue: Int8) { fatalError("SwiftUI interface: checking only") }

        public static let vertical: Axis.Set = { fatalError("SwiftUI interface: checking only") }()
    }
}

@frozen
public enum Edge: Int8, CaseIterable {
    case top
    case leading
    case bottom
    case trailing

    @frozen
    public struct Set: OptionSet {
        public let rawValue: Int8

        public init(rawValue: Int8) { fatalError("SwiftUI interface: checking only") }

        public static let all: Edge.Set = { fatalError("SwiftUI interface: checking only") }()
    }
}

@frozen
public struct HStack<Content>: View where Content: View {
    nonisolated public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        fatalError("SwiftUI interface: checking only")
    }

    public var body: Never { fatalError("SwiftUI interface: checking only") }
}

@frozen
public struct VStack<Content>: View where Content: View {
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        fatalError("SwiftUI interface: checking only")
    }

    public var body: Never { fatalError("SwiftUI interface: checking only") }
}

@frozen
public struct Spacer: View {
    nonisolated public init(minLength: CGFloat? = nil) { fatalError("SwiftUI interface: checking only") }

    public var body: Never { fatalError("SwiftUI interface: checking only") }
}

extension View {
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        checkingOnly(EmptyView.self)
    }

    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        checkingOnly(EmptyView.self)
    }

    nonisolated public func overlay<V>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View where V: View {
        checkingOnly(EmptyView.self)
    }
}
