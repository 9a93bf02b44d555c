// Navigation: stacks, links, split views, destinations, titles, toolbars and search.

import Foundation

public struct NavigationPath {
    public init() { fatalError("SwiftUI interface: checking only") }
}

public struct NavigationStack<Data, Root>: View where Root: View {
    nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        fatalError("SwiftUI interface: checking only")
    }

    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
        Data.Element: Hashable
    {
        fatalError("SwiftUI interface: checking only")
    }

    public var body: some View { checkingOnly(EmptyView.self) }
}

public struct NavigationLink<Label, Destination>: View where Label: View, Destination: View {
    public var body: some View { checkingOnly(EmptyView.self) }
}

extension NavigationLink where Destination == Never {
    nonisolated public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable {
        fatalError("SwiftUI interface: checking only")
    }
}

public struct NavigationSplitView<Sidebar, Content, Detail>: View
where Sidebar: View, Content: View, Detail: View {
    nonisolated public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        fatalError("SwiftUI interface: checking only")
    }

    public var body: some View { checkingOnly(EmptyView.self) }
}

extension View {
    nonisolated public func navigationDestination<V>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View where V: View {
        checkingOnly(EmptyView.self)
    }

    nonisolated public func navigationDestination<D, C>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View {
        checkingOnly(EmptyView.self)
    }

    nonisolated public func navigationDestination<D, C>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View {
        checkingOnly(EmptyView.self)
    }

    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        checkingOnly(EmptyView.self)
    }

    nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
        checkingOnly(EmptyView.self)
    }

    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        checkingOnly(EmptyView.self)
    }

    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        checkingOnly(EmptyView.self)
    }

    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        checkingOnly(EmptyView.self)
    }
}

public struct SearchFieldPlacement: Sendable {
    public static let automatic: SearchFieldPlacement = { fatalError("SwiftUI interface: checking only") }()
}

// MARK: - Toolbars

@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent

    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: ToolbarContent {
        fatalError("SwiftUI interface: checking only")
    }

    public static func buildBlock<each Content>(_ content: repeat each Content) -> some ToolbarContent
    where repeat each Content: ToolbarContent {
        checkingOnly(CheckingOnlyToolbarContent.self)
    }

    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ToolbarContent {
        fatalError("SwiftUI interface: checking only")
    }
}

extension Never: ToolbarContent {}

public struct ToolbarItem<ID, Content>: ToolbarContent where Content: View {
    public var body: Never { fatalError("SwiftUI interface: checking only") }
}

extension ToolbarItem where ID == () {
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
    {
        fatalError("SwiftUI interface: checking only")
    }
}

public struct ToolbarItemPlacement: Sendable {
    public static let automatic: ToolbarItemPlacement = { fatalError("SwiftUI interface: checking only") }()

    public static let confirmationAction: ToolbarItemPlacement = {
        fatalError("SwiftUI interface: checking only")
    }()

    public static let cancellationAction: ToolbarItemPlacement = {
        fatalError("SwiftUI interface: checking only")
    }()
}

// Apple declares both `toolbar(content:)` overloads; a trailing closure picks one by its builder.
// swift-format-ignore: AmbiguousTrailingClosureOverload
extension View {
    nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View
    where Content: View {
        checkingOnly(EmptyView.self)
    }

    nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View
    where Content: ToolbarContent {
        checkingOnly(EmptyView.self)
    }
}
