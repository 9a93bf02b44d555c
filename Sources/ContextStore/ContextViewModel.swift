import QuartetSupport

/// A screen's view model: maps store and user actions to a view state with a pure reducer, and
/// runs the reducer's effects asynchronously.
///
/// Subclass it with four types: the feature's ``StoreContext``, the ``ContextualViewState`` the
/// screen shows, its ``ContextualAction`` (which has a `storeChanged` case) and its effects:
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
/// final class EntryViewModel: ContextViewModel<
///     EntryContext, EntryState, EntryViewModel.Action, EntryViewModel.Effect
/// > {
///     enum Action: ContextualAction {
///         case storeChanged(EntryStoreState)
///         case titleChanged(String)
///     }
///     enum Effect { case saveTitle(String) }
///
///     override class func respond(to action: Action, state: inout EntryState) -> Effect? {
///         switch action {
///         case .storeChanged(let store):
///             state.title = store.draftTitle
///             return nil
///         case .titleChanged(let title):
///             state.title = title
///             return .saveTitle(title)
///         }
///     }
///
///     override func handle(_ effect: Effect) async {
///         guard case .saveTitle(let title) = effect else { return }
///         await updateStore { $0.draftTitle = title }
///     }
/// }
///
/// let viewModel = EntryViewModel(EntryContext())
/// viewModel.send(.titleChanged("Rainy Sunday"))  // the reducer, then handle(.saveTitle)
/// try await viewModel.settled()
/// print(await viewModel.context.store.state.draftTitle)  // Prints "Rainy Sunday"
/// ```
///
/// The flow is one-way. ``send(_:)`` runs ``respond(to:state:)`` synchronously, publishes the new
/// state if it changed, and, when the reducer returned an effect, starts ``handle(_:)`` in a task
/// that the view model owns. Effects write to the store with ``updateStore(_:)``; every change of
/// the store comes back as `.storeChanged(state)` through the same reducer.
///
/// Only ``state`` is observable: a view that reads it is invalidated when, and only when, a new
/// state that differs from the old one is committed.
///
/// Store changes reach the view model in order, from a task that holds it weakly: when several
/// changes land while the main actor is busy, only the newest is applied, and an older state is
/// never applied after a newer one. When a newer store change arrives while the effect the
/// previous `.storeChanged` returned is still running, that effect is cancelled, as Chiui does:
/// its work is about a state that is no longer the store's, so its follow-up must not land.
/// Cancellation is cooperative: `try await` on cancellation-aware work (`Task.sleep`, a clock's
/// `sleep`, `URLSession`) throws there; work that ignores cancellation checks
/// `Task.isCancelled` before it writes the store or sends an action. Effects of other actions
/// are never cancelled this way. Releasing the view model cancels that task and every effect
/// task it started; an effect that has not started by then never runs. A `handle` that is
/// already running holds its view model until it returns (as any method call holds `self`), so
/// screens cancel their effects when they go away: ``cancelEffects()``,
/// ``ContextualHost/disappear()``, or the SwiftUI modifier `cancelsEffectsOnDisappear(of:)`.
@MainActor
open class ContextViewModel<
    Context: StoreContext,
    State: ContextualViewState,
    Action: ContextualAction,
    Effect
>: ContextualViewModel where Action.StoreState == Context.StoreState {
    /// The context the view model was created with: the store and the feature's dependencies.
    public let context: Context

    private var storedState = State()
    private let observation = StateObservation()

    /// Whether a change has ever been committed; see ``ContextualStateChange/isInitial``.
    private var hasCommittedState = false

    /// Effect tasks in flight, by the number `send` gave them; each removes itself when done.
    private var effectTasks: [UInt64: Task<Void, Never>] = [:]
    private var nextEffectID: UInt64 = 0
    /// The effects in flight, by task, for ``settled(timeout:)``'s message.
    private var effectsByTask: [UInt64: Effect] = [:]
    /// The effect task the latest `.storeChanged` started, which the next one supersedes.
    private var storeChangeEffect: UInt64?
    /// Fired whenever an effect returns or a store change is delivered; ``settled(timeout:)``
    /// waits on it.
    let settlement = SettleSignal()

    /// The task that receives store changes; see `ContextViewModel+Store.swift`.
    var storeDelivery: Task<Void, Never>?
    /// The store version whose state was last sent as `.storeChanged`; `nil` before the first.
    var deliveredStoreVersion: UInt64?
    /// Callers of ``syncWithStore()`` waiting for a store version to be delivered.
    var storeWaiters: [(version: UInt64, continuation: CheckedContinuation<Void, Never>)] = []

    /// Creates a view model that follows `context`'s store.
    ///
    /// The view state starts as `State()`; the store's current state arrives as the first
    /// `.storeChanged` action on a later turn of the main actor (await ``syncWithStore()`` to
    /// wait for it).
    ///
    /// - Parameter context: The feature's store and dependencies.
    public init(_ context: Context) {
        self.context = context
        startStoreDelivery()
    }

    // Tasks are `Sendable` values, so the nonisolated deinit may read them; cancelling here is
    // what ends the store delivery and any effect still waiting to start or running.
    deinit {
        storeDelivery?.cancel()
        for task in effectTasks.values { task.cancel() }
    }

    /// The state the view shows. Observable: reading it in a view's `body` subscribes the view.
    ///
    /// It changes only through ``send(_:)`` (the reducer) and ``updateState(_:)``, and only when
    /// the new value differs from the current one.
    public var state: State {
        observation.access()
        return storedState
    }

    /// The pure reducer: applies `action` to `state` and returns the effect to run, if any.
    ///
    /// It is a `class func` so that it cannot reach `self`: not the store, not a service, not a
    /// coordinator (rule 1). Everything it needs is in the action and the state, so a test calls
    /// it directly, without a view model or a mock. It is `nonisolated` for the same reason: a
    /// plain synchronous test can call it.
    ///
    /// The default returns `nil` and leaves the state unchanged.
    ///
    /// - Parameters:
    ///   - action: What happened.
    ///   - state: The view state, mutated in place.
    /// - Returns: The side effect to run in ``handle(_:)``, or `nil`.
    nonisolated open class func respond(to action: Action, state: inout State) -> Effect? {
        nil
    }

    /// Runs one effect returned by the reducer: store writes, network calls, navigation.
    ///
    /// It runs on the main actor, in a task the view model owns; awaiting inside it does not
    /// block the main actor. Write the store with ``updateStore(_:)``, and report results back by
    /// sending actions. The default does nothing.
    ///
    /// - Parameter effect: The effect ``respond(to:state:)`` returned.
    open func handle(_ effect: Effect) async {}

    /// Sends `action` through the reducer and starts handling the effect it returns.
    ///
    /// The reducer runs synchronously: when `send` returns, ``state`` already reflects `action`.
    /// If the reducer returned an effect, ``handle(_:)`` starts in a new task, owned by the view
    /// model and cancelled when it is released.
    ///
    /// Awaiting the returned task's `value` waits for exactly that `handle` call to return:
    /// everything it awaited (store writes through ``updateStore(_:)`` included) has finished.
    /// It does not wait for the resulting `.storeChanged` to reach ``state`` (use
    /// ``syncWithStore()``), nor for tasks of actions that `handle` itself sent.
    ///
    /// - Parameter action: What happened.
    /// - Returns: The task running the effect, or `nil` when the reducer returned none.
    @discardableResult
    public func send(_ action: Action) -> Task<Void, Never>? {
        dispatch(action)?.task
    }

    /// Sends the store's newest state as `.storeChanged`, first cancelling the effect that the
    /// previous store change started, if it is still running.
    ///
    /// This is Chiui's rule: the work a store change starts is about that state, and once a
    /// newer state has arrived it is stale, so its follow-up work (a store write, an action it
    /// would send) must not land on top of the newer state's. Effects of other actions are
    /// never cancelled this way.
    func sendStoreChange(_ storeState: Context.StoreState) {
        if let superseded = storeChangeEffect {
            effectTasks[superseded]?.cancel()
        }
        storeChangeEffect = dispatch(.storeChanged(storeState))?.id
    }

    /// Runs the reducer on `action`, commits the state, and starts the effect it returned.
    private func dispatch(_ action: Action) -> (id: UInt64, task: Task<Void, Never>)? {
        var newState = storedState
        let effect = type(of: self).respond(to: action, state: &newState)
        commit(newState)
        guard let effect else { return nil }
        return startEffect(effect)
    }

    /// Cancels every effect task in flight.
    ///
    /// The view model does this itself when it is released. A running ``handle(_:)`` holds its
    /// view model until it returns (Swift retains `self` for a method call), so a host that goes
    /// away while a long effect is suspended calls this to end it promptly.
    public func cancelEffects() {
        for task in effectTasks.values { task.cancel() }
        effectTasks.removeAll()
        effectsByTask.removeAll()
        settlement.signal()
    }

    /// The effects in flight, described, in the order they started; for ``settled(timeout:)``.
    var effectsInFlight: [String] {
        effectsByTask.sorted { $0.key < $1.key }.map { "handle(\($0.value))" }
    }

    /// How many effect tasks are in flight.
    public var runningEffectCount: Int { effectTasks.count }

    /// Publishes `newState` when it differs from the current state.
    ///
    /// - Returns: The change, with ``ContextualStateChange/isInitial`` set for the first one.
    @discardableResult
    func commit(_ newState: State) -> ContextualStateChange<State> {
        let change = ContextualStateChange(
            oldState: storedState, newState: newState, isInitial: !hasCommittedState)
        if change.hasChanged {
            observation.willChange()
            storedState = newState
            observation.didChange()
            hasCommittedState = true
        }
        return change
    }

    private func startEffect(_ effect: Effect) -> (id: UInt64, task: Task<Void, Never>) {
        let id = nextEffectID
        nextEffectID += 1
        // Weak until `handle` starts: an effect whose view model is gone by then never runs.
        let task = Task { [weak self] in
            await self?.handle(effect)
            self?.effectTasks[id] = nil
            self?.effectsByTask[id] = nil
            self?.settlement.signal()
        }
        effectTasks[id] = task
        effectsByTask[id] = effect
        return (id, task)
    }
}

extension ContextViewModel: Observable {}
