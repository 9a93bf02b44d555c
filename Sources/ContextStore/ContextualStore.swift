/// The source of truth of a feature: an actor holding one ``ContextualStoreState``.
///
/// Every write goes through ``update(state:)``, which runs inside the actor, so a
/// read-modify-write can never interleave with another. Observers follow the state through
/// ``states``, an `AsyncSequence` that starts with the current state:
///
/// ```swift
/// # struct Counter: ContextualStoreState { var value: Int }
/// let store = ContextualStore(Counter(value: 0))
/// await store.update { $0.value += 1 }
/// print(await store.state.value)  // Prints "1"
/// ```
///
/// The store never waits for its observers: an update stores the new state in each observer's
/// one-element mailbox and returns. An observer that is busy when several updates land receives
/// only the newest of them (the latest wins), and never an older state after a newer one.
public actor ContextualStore<State: ContextualStoreState> {
    /// The current state. Change it with ``update(state:)``.
    public private(set) var state: State

    /// Counts the updates that changed the state; each observer delivery carries it, so that
    /// ``ContextViewModel/syncWithStore()`` can tell when a given change has arrived.
    private(set) var version: UInt64 = 0

    /// Observers, held weakly: an observer that goes away (its iterator released) is pruned on
    /// the next update, so the store never keeps a view model's delivery alive.
    private var subscriptions: [WeakSubscription] = []

    /// Creates a store holding `state`.
    ///
    /// - Parameter state: The state the store starts with; observers receive it first.
    public init(_ state: State) {
        self.state = state
    }

    /// Changes the state atomically and notifies observers if, and only if, it really changed.
    ///
    /// `block` runs inside the actor, so nothing else reads or writes the state while it runs.
    /// When the result equals the previous state, observers are not notified at all.
    ///
    /// ```swift
    /// # struct Counter: ContextualStoreState { var value: Int }
    /// # let store = ContextualStore(Counter(value: 0))
    /// let change = await store.update { $0.value = 1 }
    /// print(change.hasChanged)  // Prints "true"
    /// ```
    ///
    /// - Parameter block: Mutates the state in place.
    /// - Returns: The change, with the state before and after `block`.
    @discardableResult
    public func update(state block: @Sendable (inout State) -> Void) -> ContextualStateChange<State> {
        let oldState = state
        block(&state)
        let change = ContextualStateChange(oldState: oldState, newState: state, isInitial: false)
        if change.hasChanged {
            version += 1
            notifySubscriptions()
        }
        return change
    }

    /// Registers `subscription` and hands it the current state, in one step of the actor, so that
    /// no update can fall between the first state an observer sees and the ones that follow.
    func register(_ subscription: StoreSubscription<State>) {
        subscriptions.append(WeakSubscription(subscription))
        subscription.deliver(StoreSnapshot(version: version, state: state))
    }

    /// How many observers are still following the store; used by tests to prove that released
    /// observers are dropped.
    var observerCount: Int {
        subscriptions.removeAll { $0.subscription == nil }
        return subscriptions.count
    }

    private func notifySubscriptions() {
        let snapshot = StoreSnapshot(version: version, state: state)
        subscriptions.removeAll { $0.subscription == nil }
        for entry in subscriptions {
            entry.subscription?.deliver(snapshot)
        }
    }

    private struct WeakSubscription {
        weak var subscription: StoreSubscription<State>?
        init(_ subscription: StoreSubscription<State>) { self.subscription = subscription }
    }
}

/// A store state together with the store's ``ContextualStore/version`` when it was current.
struct StoreSnapshot<State: Sendable>: Sendable {
    var version: UInt64
    var state: State
}
