// Text, the localized keys it is made from, fonts, images and labels.

import Foundation

@frozen
public struct Text: Sendable {
    nonisolated public init<S>(_ content: S) where S: StringProtocol {
        fatalError("SwiftUI interface: checking only")
    }

    nonisolated public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) {
        fatalError("SwiftUI interface: checking only")
    }

}

extension Text: View {
    public var body: Never { fatalError("SwiftUI interface: checking only") }
}

@frozen
public struct LocalizedStringKey: ExpressibleByStringInterpolation {
    public init(_ value: String) { fatalError("SwiftUI interface: checking only") }

    public init(stringLiteral value: String) { fatalError("SwiftUI interface: checking only") }

    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        fatalError("SwiftUI interface: checking only")
    }

    @frozen
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {
            fatalError("SwiftUI interface: checking only")
        }

        public mutating func appendLiteral(_ literal: String) {
            fatalError("SwiftUI interface: checking only")
        }

        public mutating func appendInterpolation(_ string: String) {
            fatalError("SwiftUI interface: checking only")
        }

        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
            fatalError("SwiftUI interface: checking only")
        }
    }
}

public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg

    var _arg: Self._Arg { get }

    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int64 { fatalError("SwiftUI interface: checking only") }

    public var _specifier: String { fatalError("SwiftUI interface: checking only") }
}

extension Double: _FormatSpecifiable {
    public var _arg: Double { fatalError("SwiftUI interface: checking only") }

    public var _specifier: String { fatalError("SwiftUI interface: checking only") }
}

extension View {
    nonisolated public func font(_ font: Font?) -> some View {
        checkingOnly(EmptyView.self)
    }

    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
        checkingOnly(EmptyView.self)
    }

    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        checkingOnly(EmptyView.self)
    }
}

@frozen
public struct Font: Hashable, Sendable {
    public static let largeTitle: Font = { fatalError("SwiftUI interface: checking only") }()

    public static let title: Font = { fatalError("SwiftUI interface: checking only") }()

    public static let headline: Font = { fatalError("SwiftUI interface: checking only") }()

    public static let subheadline: Font = { fatalError("SwiftUI interface: checking only") }()

    public static let footnote: Font = { fatalError("SwiftUI interface: checking only") }()

    public static let caption: Font = { fatalError("SwiftUI interface: checking only") }()

    public func weight(_ weight: Font.Weight) -> Font { fatalError("SwiftUI interface: checking only") }

    public func monospacedDigit() -> Font { fatalError("SwiftUI interface: checking only") }

    @frozen
    public struct Weight: Hashable, Sendable {
        public static let regular: Font.Weight = { fatalError("SwiftUI interface: checking only") }()

        public static let semibold: Font.Weight = { fatalError("SwiftUI interface: checking only") }()

        public static let bold: Font.Weight = { fatalError("SwiftUI interface: checking only") }()
    }
}

@frozen
public struct Image: Sendable {
    nonisolated public init(systemName: String) { fatalError("SwiftUI interface: checking only") }
}

extension Image: View {
    public var body: Never { fatalError("SwiftUI interface: checking only") }
}

public struct Label<Title, Icon>: View where Title: View, Icon: View {
    public var body: some View { checkingOnly(EmptyView.self) }
}

extension Label where Title == Text, Icon == Image {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        fatalError("SwiftUI interface: checking only")
    }
}
