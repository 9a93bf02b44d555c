// Modifiers: the protocol, the content they receive, and the view they make.

@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body

    typealias Content = _ViewModifier_Content<Self>
}

public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {
    public var body: Never { fatalError("SwiftUI interface: checking only") }
}

extension _ViewModifier_Content: View {}

@frozen
public struct ModifiedContent<Content, Modifier> {
    public var content: Content

    public var modifier: Modifier

    nonisolated public init(content: Content, modifier: Modifier) {
        fatalError("SwiftUI interface: checking only")
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError("SwiftUI interface: checking only") }
}

extension View {
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        fatalError("SwiftUI interface: checking only")
    }
}
