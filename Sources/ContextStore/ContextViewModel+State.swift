extension ContextViewModel {
    /// Changes the view state directly, outside the reducer, and reports what changed.
    ///
    /// `block` mutates a copy; the copy is published only if it differs from the current state,
    /// so a no-op update does not invalidate any view. Prefer sending an action (the reducer is
    /// the one place the screen's logic lives); use this from ``handle(_:)`` for view-only
    /// bookkeeping that no action describes.
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
    /// let change = viewModel.updateState { $0.isSaving = true }
    /// print(change.hasChanged)  // Prints "true"
    /// ```
    ///
    /// - Parameter block: Mutates the view state in place.
    /// - Returns: The change; ``ContextualStateChange/isInitial`` is `true` until the first
    ///   change is committed.
    @discardableResult
    public func updateState(_ block: (inout State) -> Void) -> ContextualStateChange<State> {
        var newState = state
        block(&newState)
        return commit(newState)
    }

    /// Reads a part of the current view state, then does async work with that snapshot.
    ///
    /// The value is taken when the call starts: later state changes do not affect it, so the
    /// work sees one consistent picture of the screen.
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
    /// extension EntryViewModel {
    ///     func saveTitle() async {
    ///         await scopeState(\.title) { [api = context.api] title in
    ///             try? await api.save(title)
    ///             print("saved", title)
    ///         }
    ///     }
    /// }
    ///
    /// let viewModel = EntryViewModel(EntryContext())
    /// await viewModel.syncWithStore()
    /// viewModel.updateState { $0.title = "Rainy Sunday" }
    /// await viewModel.saveTitle()  // Prints "saved Rainy Sunday"
    /// ```
    ///
    /// - Parameters:
    ///   - scope: Picks what the work needs from the view state.
    ///   - body: The async work, given the snapshot.
    public func scopeState<Value>(
        _ scope: (State) -> Value,
        _ body: (Value) async -> Void
    ) async {
        await body(scope(state))
    }
}
