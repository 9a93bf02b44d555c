// Events: appearing, disappearing, tasks, changes, taps and URLs.

import Foundation

extension View {
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        checkingOnly(EmptyView.self)
    }

    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        checkingOnly(EmptyView.self)
    }

    nonisolated public func task(
        name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID,
        line: Int = #line,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        checkingOnly(EmptyView.self)
    }

    nonisolated public func onChange<V>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View where V: Equatable {
        checkingOnly(EmptyView.self)
    }

    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        checkingOnly(EmptyView.self)
    }

    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        checkingOnly(EmptyView.self)
    }
}
