import QuartetSupport

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
    /// its stream unchanged, the queue that the action loop takes from.
    /// Both ends are on the main actor, so it needs no lock, unlike a `StreamBuffer`.
    let pendingActions = ActionQueue<Action>()
    /// Whether the action loop reads `pendingActions` rather than a reshaped stream.
    var usesActionQueue = false
    /// The action loop, parked on an empty queue; `send` resumes it.
    var actionWaiter: CheckedContinuation<Void, Never>?
    private(set) var actions: StreamBuffer<Action>?
    /// When `transform(action:)` reshapes the stream into one fed by a continuation: its buffer,
    /// which the action loop takes from. With ``actions`` and ``isHandlingAction``, what
    /// ``unhandledActions`` is told from.
    var passedOnActions: StreamBuffer<Action>?
    /// Whether the action loop is inside `mutate(action:)`, when it reads a reshaped stream.
    var isHandlingAction = false
    /// Set only when `transform(mutation:)` / `transform(state:)` reshape their stream; when
    /// they return it unchanged, mutations are reduced and states committed directly.
    var mutationInput: StreamBuffer<Mutation>?
    var stateInput: StreamBuffer<State>?

    /// Actions sent and not yet turned into mutations; tracked only while `transform(action:)`
    /// returns its stream unchanged (a reshaped stream may drop or merge actions).
    var actionsInFlight = 0
    var tracksActionsInFlight = false

    /// Mutation streams that were not over when `mutate(action:)` returned and are still being
    /// consumed; see ``isIdle``.
    var openMutationStreams = 0

    /// Fired whenever an action has been handled, a mutation stream ends or the pipeline ends;
    /// ``AsyncViewModel/settled(timeout:)`` waits on it.
    let settlement = SettleSignal()

    var tasks: [UInt64: Task<Void, Never>] = [:]
    private var nextTaskID: UInt64 = 0

    private let relayFeed: AsyncStream<RelayEvent<State>>.Continuation
    /// The relay task's input until the first subscription starts the task; `nil` after.
    private var relayEvents: AsyncStream<RelayEvent<State>>?
    /// Whether the relay task was started; for tests.
    var hasRelayTask: Bool { relayEvents == nil }
    private let subscribers = SubscriberCount()
    private var stateObservers: [UInt64: (State) -> Void] = [:] {
        // Checked on every commit; a generic dictionary's `isEmpty` costs a metadata lookup.
        didSet { hasStateObservers = !stateObservers.isEmpty }
    }
    private var hasStateObservers = false

    /// The registry that keeps this pipeline: told when it starts, and asked to sweep when the
    /// model is found gone.
    private weak var registry: PipelineRegistry?

    init(owner: Model, registry: PipelineRegistry) {
        self.owner = owner
        self.registry = registry
        committedState = owner.initialState
        reducedState = committedState
        let (feed, continuation) = AsyncStream.makeStream(of: RelayEvent<State>.self)
        relayFeed = continuation
        relayEvents = feed
    }

    /// Starts the one task that talks to the relay, on the first subscription: a view model
    /// that nobody subscribes to (touched, or only observed through `currentState`) has no
    /// relay and no task to outlive it.
    ///
    /// Events reach the task in the order they were fed, so subscribers can never see states
    /// out of order. It ends when the feed finishes.
    private func startRelayIfNeeded() {
        guard let feed = relayEvents else { return }
        relayEvents = nil
        let relay = CurrentValueRelay(committedState)
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

    /// Starts the pipeline once: wires the transform hooks, replays buffered actions in order
    /// and starts processing actions.
    func start() {
        guard !isStarted, !isEnded, let model = owner else { return }
        isStarted = true
        registry?.pipelineDidStart()

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
        while let action = pendingActions.popFirst() { actionBuffer.yield(action) }
        actions = actionBuffer
        actionBuffer.trackReceipts(signalling: settlement)
        if case .buffer(let passedOn) = actionStream.source {
            passedOn.trackReceipts()
            passedOnActions = passedOn
        }
        spawn { [weak self] in
            for await action in actionStream {
                // Strong only for this one action: a waiting pipeline never keeps the model alive.
                guard let self, let model = self.owner else { break }
                self.isHandlingAction = true
                let mutations = await model.mutate(action: action)
                self.isHandlingAction = false
                guard !self.isEnded else { break }
                self.attach(mutations, of: model)
                self.actionsInFlight -= 1
                self.settlement.signal()
            }
        }
    }

    // MARK: Mutations

    /// Reduces what `mutations` has ready now, and consumes the rest concurrently with every
    /// other stream.
    func attach(_ mutations: PipelineStream<Mutation>, of model: Model) {
        switch mutations.source {
        case .element(let box):
            deliver(box.element, by: model)
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
        openMutationStreams += 1
        run(mutations, isMutationStream: true) { storage, model, mutation in
            storage.deliver(mutation, by: model)
        }
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
        if hasStateObservers { notifyStateObservers(of: newState) }
        if subscribers.count > 0 { feedRelay(newState) }
    }

    // Out of line, so that the type metadata these need (looked up at run time in generic code,
    // and hoisted to the top of whatever function they are in) is fetched only when there is
    // someone to tell, not on every commit.
    @inline(never)
    private func notifyStateObservers(of newState: State) {
        for observer in stateObservers.values { observer(newState) }
    }

    @inline(never)
    private func feedRelay(_ newState: State) {
        relayFeed.yield(.state(newState))
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
        startRelayIfNeeded()
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
        isMutationStream: Bool = false,
        _ body: @escaping @MainActor (PipelineStorage, Model, Element) -> Void
    ) {
        spawn { [weak self] in
            for await element in stream {
                guard let self, let model = self.owner, !self.isEnded else {
                    // The model is gone: end the whole pipeline now rather than at a sweep.
                    if let self, !self.isEnded { self.registry?.sweep() }
                    break
                }
                body(self, model, element)
            }
            if isMutationStream {
                self?.openMutationStreams -= 1
                self?.settlement.signal()
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

    func endPipeline() {
        guard !isEnded else { return }
        isEnded = true
        for task in tasks.values { task.cancel() }
        tasks.removeAll()
        actions?.cancel()
        mutationInput?.cancel()
        stateInput?.cancel()
        pendingActions.removeAll()
        actionWaiter?.resume()
        actionWaiter = nil
        stateObservers.removeAll()
        relayFeed.yield(.finish)
        relayFeed.finish()
        settlement.signal()
    }

    deinit {
        relayFeed.finish()
    }
}
