// Modal presentations: sheets, full-screen covers, popovers, alerts and confirmation dialogs, and
// their dismissal.

import Foundation

extension View {
    nonisolated public func sheet<Content>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View {
        checkingOnly(EmptyView.self)
    }

    nonisolated public func sheet<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        checkingOnly(EmptyView.self)
    }

    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Content>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View {
        checkingOnly(EmptyView.self)
    }

    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func popover<Item, Content>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        checkingOnly(EmptyView.self)
    }

    nonisolated public func alert<A, M>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View {
        checkingOnly(EmptyView.self)
    }

    nonisolated public func alert<S, A, M>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        checkingOnly(EmptyView.self)
    }

    nonisolated public func alert<A, M, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View {
        checkingOnly(EmptyView.self)
    }

    nonisolated public func confirmationDialog<S, A, M>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        checkingOnly(EmptyView.self)
    }
}

extension View {
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        checkingOnly(EmptyView.self)
    }
}

extension EnvironmentValues {
    public var dismiss: DismissAction { fatalError("SwiftUI interface: checking only") }
}

@MainActor @preconcurrency
public struct DismissAction {
    public func callAsFunction() { fatalError("SwiftUI interface: checking only") }
}

@frozen
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

@frozen
public struct Anchor<Value> {
    @frozen
    public struct Source {}
}

extension Anchor.Source where Value == CGRect {
    public static var bounds: Anchor<CGRect>.Source { fatalError("SwiftUI interface: checking only") }
}

@frozen
public struct UnitPoint: Hashable {}

@frozen
public enum Visibility: Hashable, CaseIterable {
    case automatic
    case visible
    case hidden
}
