import QuartetSupport

/// Drives an ``AsyncViewModel`` in a test: send actions, then assert the exact states that
/// follow.
///
/// The tester starts the model's pipeline and records every state it commits, in order.
/// ``receive(_:)-(State...)`` takes recorded states off the front and compares them with what
/// you expect; by default the tester is exhaustive, so a state you did not assert makes the next
/// ``send(_:)`` or ``finish()`` fail, naming it.
///
/// ```swift
/// # import Observation
/// # @Observable final class CounterViewModel: AsyncViewModel {
/// #     struct State: Sendable, Equatable { var count = 0 }
/// #     enum Action: Sendable { case increment }
/// #     let initialState = State()
/// #     func reduce(state: State, mutation: Action) -> State {
/// #         var state = state
/// #         state.count += 1
/// #         return state
/// #     }
/// # }
/// let tester = PipelineTester(CounterViewModel())
/// try tester.send(.increment)
/// try await tester.receive { $0.count = 1 }
/// try await tester.finish()
/// print(tester.lastAssertedState.count)  // Prints "1"
/// ```
///
/// Failures are thrown as ``PipelineTestFailure`` values whose description says what differed,
/// so any test framework reports them. Time is yours: when the model waits on an injected
/// `TestClock`, advance the clock, then `receive` what follows. The tester never sleeps: it
/// waits for a state by yielding to the pipeline's tasks, and reports a missing state once the
/// pipeline is provably idle or has shown no progress for ``timeout``.
@MainActor
public final class PipelineTester<Model: AsyncViewModel> where Model.State: Equatable {
    /// The model's state, which the `receive` methods compare.
    public typealias State = Model.State
    /// The model's action, which ``send(_:)`` sends.
    public typealias Action = Model.Action

    /// The view model under test.
    public let model: Model

    /// Whether every state must be asserted (the default). When `false`, ``receive(_:)-(State...)``
    /// skips states until it meets the expected one, and leftovers are not an error.
    public var isExhaustive = true

    /// The last state asserted (the initial one at first): what ``receive(_:)-((inout State) -> Void)``
    /// modifies to build the expected state.
    public private(set) var lastAssertedState: State

    /// How long ``receive(_:)-(State...)`` keeps waiting for an expected state while the
    /// pipeline might still produce it, counted from its last sign of progress (an action
    /// still awaiting `mutate(action:)`, or a new state). Five seconds by default.
    ///
    /// A pipeline that is provably idle fails at once, so this bounds only the pipelines whose
    /// work the tester cannot see: mutation streams fed by other tasks, reshaping `transform`
    /// hooks. In a parallel test run on a small machine those tasks can wait in the executor's
    /// queue for a second or more (Quartet's own suite, run three times at once on two cores,
    /// showed 1.6 s); the wait must outlast that, and it costs nothing when the state arrives.
    public var timeout: Duration = .seconds(5)

    private var unasserted: [State] = []
    private var lastAction = "start"
    private let storage: PipelineStorage<Model>
    private var observerID: UInt64?

    /// Starts `model`'s pipeline and records its states from now on.
    public init(_ model: Model) {
        self.model = model
        storage = model.pipeline
        lastAssertedState = storage.state
        observerID = storage.addStateObserver { [weak self] state in self?.unasserted.append(state) }
        storage.start()
    }

    /// The states recorded and not yet asserted.
    public var receivedStates: [State] { unasserted }

    /// Sends `action` to the model.
    ///
    /// - Throws: ``PipelineTestFailure`` when the tester is exhaustive and states received
    ///   earlier were not asserted.
    public func send(_ action: Action) throws {
        try checkNothingUnasserted(before: "send(\(describe(action)))")
        lastAction = "send(\(describe(action)))"
        model.send(action)
    }

    /// Asserts that the next states the model commits are `expected`, in order.
    ///
    /// - Throws: ``PipelineTestFailure`` naming the first state that differs, or the first
    ///   expected state that never arrived.
    public func receive(_ expected: State...) async throws {
        for (index, state) in expected.enumerated() {
            try await receiveOne(state, position: "\(index + 1) of \(expected.count)")
        }
    }

    /// Asserts that the next state equals the last asserted one changed by `update`.
    ///
    /// ```swift
    /// # import Observation
    /// # @Observable final class CounterViewModel: AsyncViewModel {
    /// #     struct State: Sendable, Equatable { var count = 0 }
    /// #     enum Action: Sendable { case increment }
    /// #     let initialState = State()
    /// #     func reduce(state: State, mutation: Action) -> State {
    /// #         var state = state
    /// #         state.count += 1
    /// #         return state
    /// #     }
    /// # }
    /// # let tester = PipelineTester(CounterViewModel())
    /// # try tester.send(.increment)
    /// try await tester.receive { $0.count = 1 }
    /// print(tester.lastAssertedState.count)  // Prints "1"
    /// ```
    public func receive(_ update: (inout State) -> Void) async throws {
        var expected = lastAssertedState
        update(&expected)
        try await receiveOne(expected, position: "1 of 1")
    }

    /// Waits for the pipeline to go quiet, then fails if states remain unasserted (when
    /// exhaustive). Call it at the end of a test, or midway to check that nothing happened
    /// (before advancing a clock, say); the tester keeps recording.
    public func finish() async throws {
        await settle(until: { false }, patience: quietDuration)
        try checkNothingUnasserted(before: "finish()")
    }

    isolated deinit {
        if let observerID { storage.removeStateObserver(observerID) }
    }

    /// Drops the states received so far without asserting them; the last one becomes
    /// ``lastAssertedState``.
    public func skipReceivedStates() async {
        await settle(until: { false }, patience: quietDuration)
        if let last = unasserted.last { lastAssertedState = last }
        unasserted.removeAll()
    }

    private func receiveOne(_ expected: State, position: String) async throws {
        while true {
            await settle(until: { !self.unasserted.isEmpty }, patience: timeout)
            guard !unasserted.isEmpty else {
                throw PipelineTestFailure(
                    """
                    Expected state \(position) after \(lastAction) never arrived: \(expected)
                    The pipeline went quiet. If the model waits on a clock, advance the \
                    TestClock before receiving.
                    """)
            }
            let received = unasserted.removeFirst()
            if received == expected {
                lastAssertedState = received
                return
            }
            if !isExhaustive { continue }
            throw PipelineTestFailure(
                """
                State \(position) after \(lastAction) differs from the expected one.
                  Expected: \(expected)
                  Received: \(received)
                """)
        }
    }

    private func checkNothingUnasserted(before step: String) throws {
        guard isExhaustive, !unasserted.isEmpty else { return }
        let states = unasserted.map { "  \($0)" }.joined(separator: "\n")
        unasserted.removeAll()
        throw PipelineTestFailure(
            """
            \(states.split(separator: "\n").count) state(s) received after \(lastAction) were \
            not asserted before \(step):
            \(states)
            Assert them with receive(_:), or set isExhaustive = false.
            """)
    }

    /// Lets the pipeline's tasks run until `isDone` holds or the pipeline has gone quiet.
    ///
    /// When the pipeline is provably idle (no action queued or in `mutate(action:)`, every
    /// mutation stream ended, no reshaping `transform` hook), nothing else can come, and this
    /// returns at once: the common case of synchronous mutations is decided exactly.
    ///
    /// Otherwise some producer outside the pipeline's sight (a task feeding a mutation stream,
    /// a timer in a hook) may still yield, and Swift cannot tell when the cooperative pool is
    /// idle, so this yields through tasks of the lowest priority, as `TestClock` does. The
    /// pipeline counts as quiet once no action awaits `mutate(action:)` and no state has
    /// arrived for a run of yields spanning `patience`. Waiting for a state that should come
    /// uses a long patience, because a wrong "quiet" is a false failure; checking that nothing
    /// more comes uses a short one, because there a wrong "quiet" at worst misses a late state.
    /// It never sleeps: a state that waits on a `TestClock` comes only once the test advances it.
    private func settle(until isDone: () -> Bool, patience: Duration) async {
        let clock = ContinuousClock()
        var quietYields = 0
        var quietSince = clock.now
        var seen = unasserted.count
        while !isDone() {
            if storage.isIdle { return }
            if storage.hasActionsInFlight || unasserted.count != seen {
                seen = unasserted.count
                quietYields = 0
                quietSince = clock.now
            } else if quietYields >= quietYieldLimit, quietSince.duration(to: clock.now) >= patience {
                return
            }
            await yieldToOtherTasks()
            quietYields += 1
        }
    }

    private func describe(_ action: Action) -> String {
        ".\(action)"
    }
}

/// How many yields, at least, without a new state mean that the pipeline went quiet.
private let quietYieldLimit = 50

/// How long ``PipelineTester/finish()`` watches a pipeline it cannot prove idle for late states.
private let quietDuration = Duration.milliseconds(20)

/// A failed expectation of ``PipelineTester``, thrown so that any test framework reports it.
public struct PipelineTestFailure: Error, CustomStringConvertible, Sendable {
    /// What was expected and what happened instead.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
