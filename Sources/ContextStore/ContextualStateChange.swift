/// One attempt to change a state: the state before, the state after, and what that means.
///
/// ``ContextViewModel/updateState(_:)`` and ``ContextualStore/update(state:)`` return one, so the
/// code that follows can decide whether there is anything to do:
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
/// # let viewModel = EntryViewModel(EntryContext())
/// let change = viewModel.updateState { $0.title = "Hello" }
/// if change.hasChanged { print("now \(change.newState.title)") }  // Prints "now Hello"
/// ```
public struct ContextualStateChange<State: ContextualState>: Equatable, Sendable {
    /// The state before the change.
    public let oldState: State

    /// The state after the change; equal to ``oldState`` when nothing changed.
    public let newState: State

    /// Whether this is the first change ever applied to the state's owner.
    ///
    /// A view model's first committed change is the one that replaces the empty `init()` state;
    /// it stays `true` for no-op attempts made before that, and is `false` for every change after.
    /// Store updates are never initial: a store starts with a real state.
    public let isInitial: Bool

    /// Creates a change from `oldState` to `newState`.
    public init(oldState: State, newState: State, isInitial: Bool) {
        self.oldState = oldState
        self.newState = newState
        self.isInitial = isInitial
    }

    /// Whether the values differ, that is whether observers were (or will be) notified.
    public var hasChanged: Bool { oldState != newState }
}
