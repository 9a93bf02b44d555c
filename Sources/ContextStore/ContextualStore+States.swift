extension ContextualStore {
    /// The store's states, starting with the current one, then each change.
    ///
    /// Iterating registers an observer with the store; the first element is the state at that
    /// moment. The store never waits for an observer: when several updates land while the
    /// observer is busy, it receives only the newest (the latest wins), and it never receives an
    /// older state after a newer one. Iteration ends when the iterating task is cancelled.
    ///
    /// ```swift
    /// # struct Counter: ContextualStoreState { var value = 0 }
    /// # let store = ContextualStore(Counter())
    /// for await state in store.states {
    ///     print(state.value)
    ///     if state.value == 2 { break }
    ///     await store.update { $0.value += 1 }
    /// }
    /// // Prints "0"
    /// // Prints "1"
    /// // Prints "2"
    /// ```
    public nonisolated var states: States { States(store: self) }

    /// An `AsyncSequence` of a store's states; see ``ContextualStore/states``.
    public struct States: AsyncSequence, Sendable {
        /// Each element is a whole store state.
        public typealias Element = State
        /// Following a store never fails; it ends when the iterating task is cancelled.
        public typealias Failure = Never

        let store: ContextualStore

        /// Creates a new observer of the store; it registers on its first `next()`.
        public func makeAsyncIterator() -> Iterator {
            Iterator(store: store)
        }

        /// Iterates a store's states; each iterator is one observer of the store.
        public struct Iterator: AsyncIteratorProtocol, Sendable {
            /// Each element is a whole store state.
            public typealias Element = State
            /// Following a store never fails.
            public typealias Failure = Never

            private let store: ContextualStore
            private let subscription = StoreSubscription<State>()
            private var isRegistered = false

            init(store: ContextualStore) {
                self.store = store
            }

            /// The next state; `nil` when the iterating task is cancelled.
            public mutating func next() async -> State? {
                await nextSnapshot()?.state
            }

            /// The next state, taken in the iterating task's isolation; `nil` when the task is
            /// cancelled.
            public mutating func next(isolation actor: isolated (any Actor)?) async -> State? {
                await nextSnapshot(isolation: actor)?.state
            }

            /// The next state with the store version it belongs to.
            ///
            /// Taking it in the caller's isolation matters: an observer on a busy main actor
            /// takes, once the main actor is free, the newest state at that moment.
            mutating func nextSnapshot(
                isolation actor: isolated (any Actor)? = #isolation
            ) async -> StoreSnapshot<State>? {
                if !isRegistered {
                    isRegistered = true
                    await store.register(subscription)
                }
                return await subscription.next()
            }
        }
    }
}
