// Containers: forms, sections, groups, labeled content, lists, `ForEach`, scroll views, and the
// unavailable-content view.

public struct Form<Content>: View where Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content) {
        fatalError("SwiftUI interface: checking only")
    }

    public var body: some View { checkingOnly(EmptyView.self) }
}

public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { fatalError("SwiftUI interface: checking only") }
}

extension Section where Parent == EmptyView {
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        fatalError("SwiftUI interface: checking only")
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    nonisolated public init(@ViewBuilder content: () -> Content) {
        fatalError("SwiftUI interface: checking only")
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        fatalError("SwiftUI interface: checking only")
    }
}

public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

extension ForEach: View where Content: View {
    public var body: Never { fatalError("SwiftUI interface: checking only") }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        fatalError("SwiftUI interface: checking only")
    }
}

extension ForEach where Content: View {
    nonisolated public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        fatalError("SwiftUI interface: checking only")
    }
}

public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    public var body: some View { checkingOnly(EmptyView.self) }
}

extension List where SelectionValue == Never {
    nonisolated public init(@ViewBuilder content: () -> Content) {
        fatalError("SwiftUI interface: checking only")
    }

    nonisolated public init<Data, RowContent>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
        RowContent: View, Data.Element: Identifiable
    {
        fatalError("SwiftUI interface: checking only")
    }

    nonisolated public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View
    {
        fatalError("SwiftUI interface: checking only")
    }
}

public struct ScrollView<Content>: View where Content: View {
    nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        fatalError("SwiftUI interface: checking only")
    }

    public var body: some View { checkingOnly(EmptyView.self) }
}

public struct ContentUnavailableView<Label, Description, Actions>: View
where Label: View, Description: View, Actions: View {
    nonisolated public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        fatalError("SwiftUI interface: checking only")
    }

    public var body: some View { checkingOnly(EmptyView.self) }
}

extension ContentUnavailableView
where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    nonisolated public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        fatalError("SwiftUI interface: checking only")
    }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        fatalError("SwiftUI interface: checking only")
    }
}

public struct SearchUnavailableContent {
    public struct Label: View {
        public var body: some View { checkingOnly(EmptyView.self) }
    }

    public struct Description: View {
        public var body: some View { checkingOnly(EmptyView.self) }
    }

    public struct Actions: View {
        public var body: some View { checkingOnly(EmptyView.self) }
    }
}

@frozen
public struct Group<Content> {
    nonisolated public init(@ViewBuilder content: () -> Content) {
        fatalError("SwiftUI interface: checking only")
    }
}

extension Group: View where Content: View {
    public var body: Never { fatalError("SwiftUI interface: checking only") }
}

public struct LabeledContent<Label, Content> {}

extension LabeledContent: View where Label: View, Content: View {
    public var body: some View { checkingOnly(EmptyView.self) }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S>(_ titleKey: LocalizedStringKey, value: S) where S: StringProtocol {
        fatalError("SwiftUI interface: checking only")
    }

    public init<S1, S2>(_ title: S1, value: S2) where S1: StringProtocol, S2: StringProtocol {
        fatalError("SwiftUI interface: checking only")
    }
}
