#if canImport(SwiftUI)
    import SwiftUI

    extension AsyncViewModel {
        /// A binding that reads `keyPath` of ``currentState`` and sends `action(newValue)` when
        /// a control writes it.
        ///
        /// The state is not written directly: the control shows the new value once the
        /// pipeline has reduced the action (a `.just` mutation does so before the next action).
        ///
        /// ```swift
        /// # import SwiftUI
        /// # @Observable final class SearchViewModel: AsyncViewModel {
        /// #     struct State: Sendable { var query = ""; var count = 0 }
        /// #     enum Action: Sendable { case queryChanged(String) }
        /// #     let initialState = State()
        /// #     func reduce(state: State, mutation: Action) -> State {
        /// #         var state = state
        /// #         if case .queryChanged(let query) = mutation { state.query = query }
        /// #         return state
        /// #     }
        /// # }
        /// struct SearchField: View {
        ///     let viewModel: SearchViewModel
        ///
        ///     var body: some View {
        ///         TextField("Title", text: viewModel.binding(\.query, send: { .queryChanged($0) }))
        ///     }
        /// }
        /// ```
        ///
        /// It is built like ``accessor(_:send:)``, which tests and headless hosts use.
        ///
        /// - Parameters:
        ///   - keyPath: The value in the state.
        ///   - action: Makes the action that reports a new value.
        public func binding<Value>(
            _ keyPath: KeyPath<State, Value> & Sendable,
            send action: @escaping @Sendable (Value) -> Action
        ) -> Binding<Value> {
            Binding(
                get: { @MainActor in self.currentState[keyPath: keyPath] },
                set: { @MainActor newValue in self.send(action(newValue)) }
            )
        }
    }

    extension View {
        /// Begins observation of `viewModel`'s pipeline when the view appears: actions sent
        /// before are replayed, later ones are processed as they are sent.
        ///
        /// A view reads ``AsyncViewModel/currentState`` and sends actions; without this
        /// modifier (or a ``AsyncViewModel/states()`` subscription) actions stay buffered.
        ///
        /// ```swift
        /// # import SwiftUI
        /// # @Observable final class SearchViewModel: AsyncViewModel {
        /// #     struct State: Sendable { var query = ""; var count = 0 }
        /// #     enum Action: Sendable { case queryChanged(String) }
        /// #     let initialState = State()
        /// #     func reduce(state: State, mutation: Action) -> State {
        /// #         var state = state
        /// #         if case .queryChanged(let query) = mutation { state.query = query }
        /// #         return state
        /// #     }
        /// # }
        /// struct CountView: View {
        ///     @State private var viewModel = SearchViewModel()
        ///
        ///     var body: some View {
        ///         Text("\(viewModel.currentState.count)")
        ///             .observing(viewModel)
        ///     }
        /// }
        /// ```
        ///
        /// The modifier owns an ``AsyncViewModelHost`` and forwards appearance into it.
        public func observing<Model: AsyncViewModel>(_ viewModel: Model) -> some View {
            modifier(AsyncViewModelObservingModifier(viewModel: viewModel))
        }
    }

    /// Forwards a view's lifecycle into the host that tests drive directly.
    private struct AsyncViewModelObservingModifier<Model: AsyncViewModel>: ViewModifier {
        let viewModel: Model
        @State private var host: AsyncViewModelHost<Model>?

        func body(content: Content) -> some View {
            content
                .onAppear { currentHost().appear() }
                .onDisappear { host?.disappear() }
                .onChange(of: ObjectIdentifier(viewModel)) {
                    // The parent handed over another view model: host that one instead.
                    host?.disappear()
                    currentHost().appear()
                }
        }

        /// The host of `viewModel`, created on first use or when the view model was replaced.
        private func currentHost() -> AsyncViewModelHost<Model> {
            if let host, host.model === viewModel { return host }
            let replacement = AsyncViewModelHost(viewModel)
            host = replacement
            return replacement
        }
    }
#endif
