import QuartetSupport

extension ContextViewModel {
    /// Writes the store: `block` runs atomically inside the store actor.
    ///
    /// Call it from ``handle(_:)`` (rule 2). The store notifies its observers, this view model
    /// included, only when the state really changed; the change then arrives as a
    /// `.storeChanged` action.
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
    /// # let title = "Rainy Sunday"
    /// let change = await viewModel.updateStore { $0.draftTitle = title }
    /// print(change.hasChanged)      // Prints "true"
    /// await viewModel.syncWithStore()
    /// print(viewModel.state.title)  // Prints "Rainy Sunday"
    /// ```
    ///
    /// - Parameter block: Mutates the store state in place.
    /// - Returns: The store change, with the state before and after `block`.
    @discardableResult
    public func updateStore(
        _ block: @Sendable (inout Context.StoreState) -> Void
    ) async -> ContextualStateChange<Context.StoreState> {
        await context.store.update(state: block)
    }

    /// Suspends until every store change made before this call has reached the view model as a
    /// `.storeChanged` action (and so, through the reducer, its ``state``).
    ///
    /// Changes conflate: if the store changed again meanwhile, the newer state may be the one
    /// delivered, which also satisfies the wait. Tests use it instead of polling:
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
    /// # let viewModel = EntryViewModel(context)
    /// # let entry = Entry(id: 7, title: "Rainy Sunday")
    /// await context.store.update { $0.selectedId = entry.id }
    /// await viewModel.syncWithStore()
    /// print(viewModel.state.title == entry.title)  // Prints "true"
    /// ```
    public func syncWithStore() async {
        let version = await context.store.version
        if let delivered = deliveredStoreVersion, delivered >= version { return }
        await withCheckedContinuation { continuation in
            storeWaiters.append((version, continuation))
        }
    }

    /// Suspends until every effect in flight has returned and the store's latest state has
    /// reached ``state``, through `.storeChanged` and the reducer.
    ///
    /// The one way for tests and samples to wait for what they started: send an action, then
    /// wait for its effect, the store writes the effect made, and the store change that comes
    /// back. Effects started by actions that effects send, and store changes made by anyone
    /// meanwhile, are waited for too. It is event-driven (each effect's end and each delivery is
    /// signalled), so it returns as soon as the last of them happened:
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
    /// viewModel.send(.titleChanged("Rainy Sunday"))   // the effect writes the store
    /// try await viewModel.settled()
    /// print(viewModel.state.title)  // Prints "Rainy Sunday"
    /// ```
    ///
    /// ``syncWithStore()`` waits for the store changes alone. An effect that waits on a
    /// `TestClock` returns only once the test advances the clock; instead of hanging, `settled`
    /// then fails after `timeout`, naming each effect still running.
    ///
    /// - Parameter timeout: How long to wait, in real time, before failing. It bounds a test that
    ///   would hang and never decides a passing one, so it is generous.
    /// - Throws: `SettleFailure` naming the effects still running and the store version not yet
    ///   delivered after `timeout`.
    public func settled(timeout: Duration = .seconds(30)) async throws {
        try await waitUntilSettled("\(type(of: self))", timeout: timeout, signal: settlement) {
            let version = await context.store.version
            var work = effectsInFlight
            if let delivered = deliveredStoreVersion, delivered >= version {
                return work
            }
            let delivered = deliveredStoreVersion.map { "version \($0)" } ?? "none yet"
            work.append(
                "the store's state (version \(version)) has not reached the view state (delivered: \(delivered))"
            )
            return work
        }
    }

    /// Starts the task that turns the store's states into `.storeChanged` actions.
    ///
    /// It holds the view model weakly between deliveries, so following a store never keeps a
    /// view model alive; `deinit` cancels it. One loop delivers in order, and the store's
    /// mailbox keeps only the newest undelivered state, so the latest wins.
    func startStoreDelivery() {
        let states = context.store.states
        storeDelivery = Task { [weak self] in
            var iterator = states.makeAsyncIterator()
            while let snapshot = await iterator.nextSnapshot() {
                guard let self else { return }
                self.deliverStoreSnapshot(snapshot)
            }
        }
    }

    private func deliverStoreSnapshot(_ snapshot: StoreSnapshot<Context.StoreState>) {
        deliveredStoreVersion = snapshot.version
        sendStoreChange(snapshot.state)
        let ready = storeWaiters.filter { $0.version <= snapshot.version }
        storeWaiters.removeAll { $0.version <= snapshot.version }
        for waiter in ready { waiter.continuation.resume() }
        settlement.signal()
    }
}
