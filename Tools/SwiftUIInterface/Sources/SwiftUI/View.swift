// The protocols every view is built on, and the primitive views the package names.
// Declarations mirror Apple's documentation of SwiftUI in the Xcode 27 SDK (see README.md);
// every body traps: this module exists to type-check code, never to run it.

// As Apple's SwiftUI does, `import SwiftUI` brings in Foundation and Observation.
@_exported import Foundation
@_exported import Observation

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public var body: Never { fatalError("SwiftUI interface: checking only") }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("SwiftUI interface: checking only") }
}

@frozen
public struct EmptyView: View {
    nonisolated public init() { fatalError("SwiftUI interface: checking only") }

    public var body: Never { fatalError("SwiftUI interface: checking only") }
}

@frozen
public struct AnyView: View {
    nonisolated public init<V>(_ view: V) where V: View { fatalError("SwiftUI interface: checking only") }

    public var body: Never { fatalError("SwiftUI interface: checking only") }
}

@frozen
public struct TupleView<T>: View {
    public var value: T

    nonisolated public init(_ value: T) { fatalError("SwiftUI interface: checking only") }

    public var body: Never { fatalError("SwiftUI interface: checking only") }
}

@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public var body: Never { fatalError("SwiftUI interface: checking only") }
}

@MainActor @preconcurrency
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() { fatalError("SwiftUI interface: checking only") }
}

extension View {
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable {
        checkingOnly(EmptyView.self)
    }
}
