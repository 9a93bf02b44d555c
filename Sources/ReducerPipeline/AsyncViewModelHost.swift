import QuartetSupport

/// Does for an ``AsyncViewModel`` what its SwiftUI view does, driven by explicit calls: the
/// seam between the pipeline and SwiftUI.
///
/// The SwiftUI adapter (`View.observing(_:)`) owns one of these and forwards `onAppear` and
/// `onDisappear` into it, and `binding(_:send:)` is built on ``accessor(_:send:)``, so what a
/// test or a doc sample does with a host is what an app's view does:
///
/// ```swift
/// # import Observation
/// # @Observable final class SearchViewModel: AsyncViewModel {
/// #     struct State: Sendable { var query = "" }
/// #     enum Action: Sendable { case queryChanged(String) }
/// #     let initialState = State()
/// #     func reduce(state: State, mutation: Action) -> State {
/// #         switch mutation {
/// #         case .queryChanged(let query): State(query: query)
/// #         }
/// #     }
/// # }
/// let host = AsyncViewModelHost(SearchViewModel())
/// host.appear()                                   // .observing(viewModel) in the view
/// let query = host.accessor(\.query, send: { .queryChanged($0) })
/// query.wrappedValue = "swift"                    // the user types
/// try await host.model.settled()
/// print(host.state.query)                         // Prints "swift"
/// ```
@MainActor
public final class AsyncViewModelHost<Model: AsyncViewModel> {
    /// The hosted view model.
    public let model: Model

    /// Whether the host's view is on screen.
    public private(set) var isVisible = false

    /// How many times the view has appeared.
    public private(set) var appearanceCount = 0

    /// Hosts `model`; nothing starts until ``appear()``.
    public init(_ model: Model) {
        self.model = model
    }

    /// The view appeared: starts the pipeline on the first appearance, so that actions sent
    /// before it are replayed.
    public func appear() {
        isVisible = true
        appearanceCount += 1
        model.startPipeline()
    }

    /// The view disappeared. The pipeline keeps running (a view that comes back finds its
    /// state); it ends when the view model is released.
    public func disappear() {
        isVisible = false
    }

    /// What the view renders.
    public var state: Model.State { model.currentState }

    /// Sends `action`, as a button would.
    public func send(_ action: Model.Action) {
        model.send(action)
    }

    /// A get/set accessor to one value of the state that sends an action when written: what a
    /// text field or toggle binds to.
    ///
    /// Reading returns the value in ``AsyncViewModel/currentState``; writing does not change
    /// the state itself but sends `action(newValue)`, and the state changes when the pipeline
    /// reduces it.
    ///
    /// - Parameters:
    ///   - keyPath: The value in the state.
    ///   - action: Makes the action that reports a new value.
    /// - Returns: An accessor (SwiftUI's `Binding` shape, off Apple platforms).
    public func accessor<Value>(
        _ keyPath: KeyPath<Model.State, Value>,
        send action: @escaping (Value) -> Model.Action
    ) -> Accessor<Value> {
        model.accessor(keyPath, send: action)
    }
}

extension AsyncViewModel {
    /// A get/set accessor that reads `keyPath` of ``currentState`` and sends `action(newValue)`
    /// when written; `binding(_:send:)` is the SwiftUI `Binding` built the same way.
    ///
    /// - Parameters:
    ///   - keyPath: The value in the state.
    ///   - action: Makes the action that reports a new value.
    public func accessor<Value>(
        _ keyPath: KeyPath<State, Value>,
        send action: @escaping (Value) -> Action
    ) -> Accessor<Value> {
        Accessor(
            get: { self.currentState[keyPath: keyPath] },
            set: { self.send(action($0)) }
        )
    }
}
