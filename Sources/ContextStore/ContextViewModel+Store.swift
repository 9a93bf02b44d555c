extension ContextViewModel {
    /// Writes the store: `block` runs atomically inside the store actor.
    ///
    /// Call it from ``handle(_:)`` (rule 2). The store notifies its observers, this view model
    /// included, only when the state really changed; the change then arrives as a
    /// `.storeChanged` action.
    ///
    /// ```swift
    /// await updateStore { $0.draftTitle = title }
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
    /// await context.store.update { $0.selectedId = entry.id }
    /// await viewModel.syncWithStore()
    /// #expect(viewModel.state.title == entry.title)
    /// ```
    public func syncWithStore() async {
        let version = await context.store.version
        if let delivered = deliveredStoreVersion, delivered >= version { return }
        await withCheckedContinuation { continuation in
            storeWaiters.append((version, continuation))
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
        send(.storeChanged(snapshot.state))
        let ready = storeWaiters.filter { $0.version <= snapshot.version }
        storeWaiters.removeAll { $0.version <= snapshot.version }
        for waiter in ready { waiter.continuation.resume() }
    }
}
