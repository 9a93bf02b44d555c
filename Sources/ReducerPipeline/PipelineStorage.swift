import Observation
import Synchronization

/// One view model's pipeline: its state, its buffered actions, its running tasks and its relay.
///
/// Everything here runs on the main actor, where the view model lives; only the relay (an
/// actor) and the streams' buffers are reached from elsewhere.
@MainActor
final class PipelineStorage<Model: AsyncViewModel>: PipelineLifetime {
    typealias State = Model.State
    typealias Action = Model.Action
    typealias Mutation = Model.Mutation

    private(set) weak var owner: Model?
    private let observation = StateObservation()
    private var committedState: State
    /// The latest output of `reduce`, which `transform(state:)` may have yet to pass on.
    private var reducedState: State

    private(set) var isStarted = false
    private(set) var isEnded = false
    /// Actions sent before the pipeline started; afterwards, when `transform(action:)` returns
    /// its stream unchanged, the queue that the action loop takes from (`pendingHead` onwards).
    /// Both ends are on the main actor, so it needs no lock, unlike a `StreamBuffer`.
    private var pendingActions: [Action] = []
    private var pendingHead = 0
    /// Whether the action loop reads `pendingActions` rather than a reshaped stream.
    private var usesActionQueue = false
    /// The action loop, parked on an empty queue; `send` resumes it.
    private var actionWaiter: CheckedContinuation<Void, Never>?
    private var actions: StreamBuffer<Action>?
    /// Set only when `transform(mutation:)` / `transform(state:)` reshape their stream; when
    /// they return it unchanged, mutations are reduced and states committed directly.
    private var mutationInput: StreamBuffer<Mutation>?
    private var stateInput: StreamBuffer<State>?

    /// Actions sent and not yet turned into mutations; tracked only while `transform(action:)`
    /// returns its stream unchanged (a reshaped stream may drop or merge actions).
    private var actionsInFlight = 0
    private var tracksActionsInFlight = false

    private var tasks: [UInt64: Task<Void, Never>] = [:]
    private var nextTaskID: UInt64 = 0

    private let relayFeed: AsyncStream<RelayEvent<State>>.Continuation
    private let subscribers = SubscriberCount()
    private var stateObservers: [UInt64: (State) -> Void] = [:]

    init(owner: Model) {
        self.owner = owner
        committedState = owner.initialState
        reducedState = committedState
        let (feed, continuation) = AsyncStream.makeStream(of: RelayEvent<State>.self)
        relayFeed = continuation
        let relay = CurrentValueRelay(committedState)
        // The one task that talks to the relay: events reach it in the order they were fed, so
        // subscribers can never see states out of order. It ends when the feed finishes.
        Task.detached {
            for await event in feed {
                switch event {
                case .state(let state): await relay.send(state)
                case .subscribe(let continuation, let current, let onTermination):
                    await relay.replace(current)
                    await relay.subscribe(continuation, onTermination: onTermination)
                case .finish: await relay.finish()
                }
            }
        }
    }

    /// The committed state; reading it registers with Observation, as a view's `body` does.
    var state: State {
        get {
            observation.access()
            return committedState
        }
        set {
            observation.willChange()
            committedState = newValue
            observation.didChange()
        }
    }

    var isRunning: Bool { isStarted && !isEnded }

    // MARK: Actions

    func send(_ action: Action) {
        guard !isEnded else { return }
        if let actions {
            actionsInFlight += 1
            actions.yield(action)
        } else {
            pendingActions.append(action)
            guard usesActionQueue else { return }
            actionsInFlight += 1
            if let waiter = actionWaiter {
                actionWaiter = nil
                waiter.resume()
            }
        }
    }

    /// The next queued action, if any; compacts the queue as it drains.
    private func nextQueuedAction() -> Action? {
        guard pendingHead < pendingActions.count else {
            if pendingHead > 0 {
                pendingActions.removeAll(keepingCapacity: true)
                pendingHead = 0
            }
            return nil
        }
        let action = pendingActions[pendingHead]
        pendingHead += 1
        // Compact once the consumed prefix dominates, keeping takes amortised O(1).
        if pendingHead > 32, pendingHead * 2 > pendingActions.count {
            pendingActions.removeFirst(pendingHead)
            pendingHead = 0
        }
        return action
    }

    /// Starts the pipeline once: wires the transform hooks, replays buffered actions in order
    /// and starts processing actions.
    func start() {
        guard !isStarted, !isEnded, let model = owner else { return }
        isStarted = true
        PipelineRegistry.pipelineDidStart()

        let stateBuffer = StreamBuffer<State>()
        let states = model.transform(state: PipelineStream(buffer: stateBuffer))
        if !states.isBacked(by: stateBuffer) {
            stateInput = stateBuffer
            run(states) { storage, _, state in storage.commit(state) }
        }

        let mutationBuffer = StreamBuffer<Mutation>()
        let mutations = model.transform(mutation: PipelineStream(buffer: mutationBuffer))
        if !mutations.isBacked(by: mutationBuffer) {
            mutationInput = mutationBuffer
            run(mutations) { storage, model, mutation in storage.reduce(mutation, by: model) }
        }

        let actionBuffer = StreamBuffer<Action>()
        actionsInFlight = pendingActions.count
        let actionStream = model.transform(action: PipelineStream(buffer: actionBuffer))
        if actionStream.isBacked(by: actionBuffer) {
            // Unchanged: nobody else reads the stream, so actions go through the main-actor
            // queue, in send order, without a lock or a task switch per action.
            tracksActionsInFlight = true
            usesActionQueue = true
            spawn { [weak self] in
                // The storage is held only while actions are handled: a parked loop keeps
                // neither it nor the model alive.
                while await self?.processQueuedActions() == true {
                    await withCheckedContinuation { self?.parkActionLoop($0) ?? $0.resume() }
                }
            }
            return
        }
        for action in pendingActions { actionBuffer.yield(action) }
        pendingActions.removeAll()
        actions = actionBuffer
        spawn { [weak self] in
            for await action in actionStream {
                // Strong only for this one action: a waiting pipeline never keeps the model alive.
                guard let self, let model = self.owner else { break }
                let mutations = await model.mutate(action: action)
                guard !self.isEnded else { break }
                self.attach(mutations, of: model)
                self.actionsInFlight -= 1
            }
        }
    }

    /// Handles the queued actions in order until the queue is empty; `false` once the pipeline
    /// has ended or its model is gone.
    private func processQueuedActions() async -> Bool {
        while let action = nextQueuedAction() {
            // Strong only for this one action: a waiting pipeline never keeps the model alive.
            guard let model = owner else { return false }
            let mutations = await model.mutate(action: action)
            guard !isEnded else { return false }
            attach(mutations, of: model)
            actionsInFlight -= 1
        }
        return !isEnded
    }

    /// Parks the action loop until `send` queues an action or the pipeline ends.
    private func parkActionLoop(_ waiter: CheckedContinuation<Void, Never>) {
        if isEnded || pendingHead < pendingActions.count {
            waiter.resume()
        } else {
            actionWaiter = waiter
        }
    }

    // MARK: Mutations

    /// Reduces what `mutations` has ready now, and consumes the rest concurrently with every
    /// other stream.
    private func attach(_ mutations: PipelineStream<Mutation>, of model: Model) {
        switch mutations.source {
        case .element(let mutation):
            deliver(mutation, by: model)
            return
        case .elements(let ready):
            for mutation in ready { deliver(mutation, by: model) }
            return
        case .buffer(let buffer):
            let (ready, isFinished) = buffer.drainBuffered()
            for mutation in ready { deliver(mutation, by: model) }
            if isFinished { return }
        case .sequence:
            break
        }
        run(mutations) { storage, model, mutation in storage.deliver(mutation, by: model) }
    }

    /// `model` is passed down from whoever holds it already: a weak load and the matching
    /// release per mutation are a large share of a synchronous mutation's cost.
    private func deliver(_ mutation: Mutation, by model: Model) {
        if let mutationInput {
            mutationInput.yield(mutation)
        } else {
            reduce(mutation, by: model)
        }
    }

    private func reduce(_ mutation: Mutation, by model: Model) {
        reducedState = model.reduce(state: reducedState, mutation: mutation)
        if let stateInput {
            stateInput.yield(reducedState)
        } else {
            commit(reducedState)
        }
    }

    // MARK: States

    private func commit(_ newState: State) {
        state = newState
        if !stateObservers.isEmpty {
            for observer in stateObservers.values { observer(newState) }
        }
        if subscribers.count > 0 { relayFeed.yield(.state(newState)) }
    }

    /// A stream of the current state, then every later state; it finishes when the pipeline
    /// ends.
    func states() -> AsyncStream<State> {
        let (stream, continuation) = AsyncStream.makeStream(of: State.self)
        guard !isEnded else {
            continuation.finish()
            return stream
        }
        // Counted here, synchronously, so that a state committed right after this call is
        // fed to the relay; the relay counts down when the subscriber goes away.
        subscribers.increment()
        relayFeed.yield(.subscribe(continuation, current: state, onTermination: subscribers.decrement))
        return stream
    }

    /// Calls `observer` synchronously with every committed state; for the test harness.
    func addStateObserver(_ observer: @escaping (State) -> Void) -> UInt64 {
        let id = nextTaskID
        nextTaskID += 1
        stateObservers[id] = observer
        return id
    }

    func removeStateObserver(_ id: UInt64) {
        stateObservers[id] = nil
    }

    // MARK: Tasks and teardown

    /// Consumes `stream` in a task of the pipeline, handing each element to `body`.
    private func run<Element: Sendable>(
        _ stream: PipelineStream<Element>,
        _ body: @escaping @MainActor (PipelineStorage, Model, Element) -> Void
    ) {
        spawn { [weak self] in
            for await element in stream {
                guard let self, let model = self.owner, !self.isEnded else {
                    // The model is gone: end the whole pipeline now rather than at a sweep.
                    if let self, !self.isEnded { PipelineRegistry.sweep() }
                    break
                }
                body(self, model, element)
            }
        }
    }

    private func spawn(_ operation: @escaping @MainActor () async -> Void) {
        let id = nextTaskID
        nextTaskID += 1
        tasks[id] = Task { [weak self] in
            await operation()
            self?.tasks[id] = nil
        }
    }

    /// Whether actions are known to be waiting for `mutate(action:)`; for the test harness,
    /// which keeps waiting for states while they are.
    var hasActionsInFlight: Bool { tracksActionsInFlight && actionsInFlight > 0 }

    /// How many tasks the pipeline is running; for tests.
    var runningTaskCount: Int { tasks.count }

    func endPipeline() {
        guard !isEnded else { return }
        isEnded = true
        for task in tasks.values { task.cancel() }
        tasks.removeAll()
        actions?.cancel()
        mutationInput?.cancel()
        stateInput?.cancel()
        pendingActions.removeAll()
        pendingHead = 0
        actionWaiter?.resume()
        actionWaiter = nil
        stateObservers.removeAll()
        relayFeed.yield(.finish)
        relayFeed.finish()
    }

    deinit {
        relayFeed.finish()
    }
}

/// What the pipeline tells its relay, in order, through one feed.
enum RelayEvent<State: Sendable>: Sendable {
    case state(State)
    /// A new subscriber, and the state it must start from (the relay skips states while nobody
    /// listens, so it may be behind).
    case subscribe(AsyncStream<State>.Continuation, current: State, onTermination: @Sendable () -> Void)
    case finish
}

/// How many `states()` subscribers a pipeline has; read on the main actor, counted down from
/// wherever a subscriber's stream terminates.
final class SubscriberCount: Sendable {
    private let value = Atomic<Int>(0)

    var count: Int { value.load(ordering: .relaxed) }

    func increment() { value.add(1, ordering: .relaxed) }

    @Sendable func decrement() { value.subtract(1, ordering: .relaxed) }
}
