// The result builder of view content, as in the Xcode 27 SDK: a single child, an `if` and an
// `if`-`else` are passed through unconstrained (the container's own `View` constraint checks them);
// several children must each be a `View`.

@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { fatalError("SwiftUI interface: checking only") }

    public static func buildBlock<Content>(_ content: Content) -> Content {
        fatalError("SwiftUI interface: checking only")
    }

    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    >
    where repeat each Content: View {
        fatalError("SwiftUI interface: checking only")
    }

    public static func buildIf<Content>(_ content: Content?) -> Content? {
        fatalError("SwiftUI interface: checking only")
    }

    public static func buildEither<TrueContent, FalseContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        fatalError("SwiftUI interface: checking only")
    }

    public static func buildEither<TrueContent, FalseContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        fatalError("SwiftUI interface: checking only")
    }
}

public typealias ContentBuilder = ViewBuilder
