import QuartetSupport

/// The headless counterpart of `ContextualView`: what a view does with its view model, without
/// SwiftUI.
///
/// A `ContextualView` reads ``state``, calls ``send(_:)`` from buttons, and hands controls the
/// bindings of ``bindTo(_:action:)``. A host does the same through plain calls, so tests and demos
/// off Apple platforms drive a view model exactly as its view would. The SwiftUI adapter builds
/// its `Binding`s from a host's accessors, so both behave alike:
///
/// ```swift
/// # struct Entry: Identifiable, Equatable, Sendable { var id: Int; var title: String }
/// # struct EntryStoreState: ContextualStoreState {
/// #     var entries = [Entry(id: 7, title: "Rainy Sunday")]
/// #     var selectedId: Entry.ID?
/// #     var draftTitle = ""
/// # }
/// # struct EntryAPI: Sendable { func save(_ title: String) async throws {} }
/// # struct EntryContext: StoreContext {
/// #     let store = ContextualStore(EntryStoreState())
/// #     let api = EntryAPI()
/// # }
/// # struct EntryState: ContextualViewState {
/// #     var title = ""
/// #     var isSaving = false
/// # }
/// # final class EntryViewModel: ContextViewModel<
/// #     EntryContext, EntryState, EntryViewModel.Action, EntryViewModel.Effect
/// # > {
/// #     enum Action: ContextualAction {
/// #         case storeChanged(EntryStoreState)
/// #         case titleChanged(String)
/// #     }
/// #     enum Effect { case saveTitle(String) }
/// #     override class func respond(to action: Action, state: inout EntryState) -> Effect? {
/// #         switch action {
/// #         case .storeChanged(let store):
/// #             let selected = store.entries.first { $0.id == store.selectedId }
/// #             state.title = selected?.title ?? store.draftTitle
/// #             return nil
/// #         case .titleChanged(let title):
/// #             state.title = title
/// #             return .saveTitle(title)
/// #         }
/// #     }
/// #     override func handle(_ effect: Effect) async {
/// #         guard case .saveTitle(let title) = effect else { return }
/// #         await updateStore { $0.draftTitle = title }
/// #     }
/// # }
/// # let context = EntryContext()
/// let host = ContextualHost(EntryViewModel(context))
/// let title = host.bindTo(\.title) { .titleChanged($0) }
/// title.wrappedValue = "Hello"   // what typing into the TextField does
/// print(host.state.title)  // Prints "Hello"
/// ```
@MainActor
public final class ContextualHost<ViewModel: ContextualViewModel> {
    /// The view model the host drives; the host keeps it alive, as `@State` does in a view.
    public let viewModel: ViewModel

    /// Creates a host for `viewModel`.
    public init(_ viewModel: ViewModel) {
        self.viewModel = viewModel
    }

    // The screen is gone: end its effects, as `cancelsEffectsOnDisappear(of:)` does in SwiftUI.
    // A running `handle` holds the view model until it returns; cancelling is what makes that
    // prompt. The deinit is nonisolated, so the cancellation hops to the main actor; the view
    // model is `Sendable` (main-actor isolated), so the task may carry it there.
    deinit {
        Task { @MainActor [viewModel] in viewModel.cancelEffects() }
    }

    /// The view model's current state, as the view's `body` reads it.
    public var state: ViewModel.State { viewModel.state }

    /// Sends `action`, as a button does.
    ///
    /// - Returns: The effect task; see ``ContextViewModel/send(_:)`` for what awaiting it means.
    @discardableResult
    public func send(_ action: ViewModel.Action) -> Task<Void, Never>? {
        viewModel.send(action)
    }

    /// The screen went away: cancels the view model's effects, as
    /// `cancelsEffectsOnDisappear(of:)` does for a SwiftUI view.
    ///
    /// The host does the same when it is released; call this when the screen is hidden but the
    /// host is kept.
    public func disappear() {
        viewModel.cancelEffects()
    }

    /// An accessor that reads a property of the state and, when written, sends an action.
    ///
    /// Writes never mutate the state directly (rule 5): the new value becomes
    /// `action(newValue)`, and the reducer decides what the state becomes.
    ///
    /// - Parameters:
    ///   - keyPath: The property of the state the control shows.
    ///   - action: Builds the action to send from the value the control wrote.
    /// - Returns: An accessor to hand the control.
    public func bindTo<Value>(
        _ keyPath: KeyPath<ViewModel.State, Value>,
        action: @escaping (Value) -> ViewModel.Action
    ) -> Accessor<Value> {
        Self.accessor(for: viewModel, keyPath, action: action)
    }

    /// The binding logic shared by the host and the SwiftUI adapter.
    static func accessor<Value>(
        for viewModel: ViewModel,
        _ keyPath: KeyPath<ViewModel.State, Value>,
        action: @escaping (Value) -> ViewModel.Action
    ) -> Accessor<Value> {
        Accessor(
            get: { viewModel.state[keyPath: keyPath] },
            set: { viewModel.send(action($0)) }
        )
    }
}
