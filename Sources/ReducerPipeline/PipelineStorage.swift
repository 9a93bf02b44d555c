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
    /// its stream unchanged (or only observed and merged with others), the queue that actions
    /// are handled from, tagged when merged in. Both ends are on the main actor, so it needs no
    /// lock, unlike a `StreamBuffer`.
    let pendingActions = RingQueue<Action>()
    /// Whether actions are taken from `pendingActions` rather than from a reshaped stream.
    var usesActionQueue = false
    /// What `transform(action:)` observes each sent action with, in queue mode.
    var actionObserver: (@Sendable (Action) -> Void)?
    /// Streams `transform(action:)` merged in that have not ended, in queue mode.
    var openMergedStreams = 0
    /// The task handling queued actions, while there are any; `send` starts one when none runs.
    var actionProcessor: Task<Void, Never>?
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
    /// The streams taken from as their elements arrive, which tell the pipeline of each arrival.
    private var arrivingStreams: [UInt64: ArrivingStream] = [:]

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
            if actionProcessor == nil { startActionProcessor() }
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
        if let plan = actionStream.queuePlan(over: actionBuffer) {
            // Unchanged, or only observed and merged with other streams: nobody else reads the
            // stream, so sent actions go through the main-actor queue, in send order, without a
            // lock, handled by a task started when they come; merged ones join them on arrival.
            tracksActionsInFlight = true
            usesActionQueue = true
            actionObserver = plan.observe
            for stream in plan.merged { mergeActions(of: stream) }
            if !pendingActions.isEmpty { startActionProcessor() }
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

    private static func mutationStreamEnded(_ storage: PipelineStorage) {
        storage.openMutationStreams -= 1
        storage.settlement.signal()
    }

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
            if buffer.drainBuffered({ deliver($0, by: model) }) { return }
            openMutationStreams += 1
            takeArrivals(of: buffer, ended: Self.mutationStreamEnded) { storage, model, mutation in
                storage.deliver(mutation, by: model)
            }
            return
        case .sequence, .observed, .merged:
            break
        }
        openMutationStreams += 1
        run(mutations, ended: Self.mutationStreamEnded) { storage, model, mutation in
            storage.deliver(mutation, by: model)
        }
    }

    /// Hands what `buffer` yields from now on to `each`, each arrival in a main-actor job of its
    /// own rather than in a task waiting on the buffer: such a task, resumed, would run on the
    /// global executor before hopping back here (two thread hand-offs per arrival, where a job
    /// enqueued on the main actor from the producer's thread is one). `ended` runs once the
    /// stream has.
    func takeArrivals<Element>(
        of buffer: StreamBuffer<Element>,
        ended: @escaping @MainActor (PipelineStorage) -> Void,
        _ each: @escaping @MainActor (PipelineStorage, Model, Element) -> Void
    ) {
        let id = nextTaskID
        nextTaskID += 1
        arrivingStreams[id] = ArrivingStream(
            take: { storage, model in
                buffer.drainBuffered { each(storage, model, $0) }
            },
            ended: ended, cancel: buffer.cancel)
        // The notice holds neither the pipeline nor the buffer, which holds the notice.
        buffer.notifyOnArrival { [weak self] in
            Task { @MainActor in self?.takeArrivals(id) }
        }
    }

    private func takeArrivals(_ id: UInt64) {
        guard let stream = arrivingStreams[id] else { return }
        guard let model = owner, !isEnded else {
            // The model is gone: end the whole pipeline now rather than at a sweep.
            if !isEnded { registry?.sweep() }
            return
        }
        guard stream.take(self, model) else { return }
        arrivingStreams[id] = nil
        stream.ended(self)
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

    /// Consumes `stream` in a task of the pipeline, handing each element to `body`; `ended` runs
    /// when the consumption stops.
    func run<Element: Sendable>(
        _ stream: PipelineStream<Element>,
        ended: (@MainActor (PipelineStorage) -> Void)? = nil,
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
            if let self { ended?(self) }
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
        actionProcessor?.cancel()
        actionProcessor = nil
        for stream in arrivingStreams.values { stream.cancel() }
        arrivingStreams.removeAll()
        actions?.cancel()
        mutationInput?.cancel()
        stateInput?.cancel()
        pendingActions.removeAll()
        stateObservers.removeAll()
        relayFeed.yield(.finish)
        relayFeed.finish()
        settlement.signal()
    }

    deinit {
        relayFeed.finish()
    }
}

extension PipelineStorage {
    /// A stream the pipeline takes from as its elements arrive; see `takeArrivals(of:ended:_:)`.
    struct ArrivingStream {
        /// Hands what has arrived on; `true` once the stream has ended.
        let take: @MainActor (PipelineStorage, Model) -> Bool
        let ended: @MainActor (PipelineStorage) -> Void
        /// Stops the stream from the pipeline's side, which tells its producer.
        let cancel: @Sendable () -> Void
    }
}
