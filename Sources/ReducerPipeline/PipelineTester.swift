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
/// waits for a state on the pipeline's own signals (a state committed, an action handled, a
/// stream ended), and reports a missing state once the pipeline is provably idle or after
/// ``timeout``.
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
    /// pipeline might still produce it, counted from its last new state. Thirty seconds by
    /// default, as every wait of Quartet's test support.
    ///
    /// It bounds a test that would hang and never decides a passing one: the wait ends as soon as
    /// the state arrives, and a pipeline that is provably idle fails at once, so it is reached
    /// only by pipelines whose work the tester cannot see (mutation streams fed by other tasks,
    /// reshaping `transform` hooks) when the state never comes. It is generous because a
    /// parallel test run starts every test at once, and on a loaded machine a state that comes
    /// within milliseconds alone can take seconds.
    public var timeout: Duration = .seconds(30)

    private var unasserted: [State] = []
    private var lastAction = "start"
    private let storage: PipelineStorage<Model>
    private var observerID: UInt64?

    /// Starts `model`'s pipeline and records its states from now on.
    public init(_ model: Model) {
        self.model = model
        storage = model.pipeline
        lastAssertedState = storage.state
        // A state wakes a waiting `receive` through the pipeline's settlement signal, which
        // every waiter checks its own condition again on, so one more firing is harmless.
        observerID = storage.addStateObserver { [weak self, storage] state in
            self?.unasserted.append(state)
            storage.settlement.signal()
        }
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
        await settleUntilQuiet()
        try checkNothingUnasserted(before: "finish()")
    }

    isolated deinit {
        if let observerID { storage.removeStateObserver(observerID) }
    }

    /// Drops the states received so far without asserting them; the last one becomes
    /// ``lastAssertedState``.
    public func skipReceivedStates() async {
        await settleUntilQuiet()
        if let last = unasserted.last { lastAssertedState = last }
        unasserted.removeAll()
    }

    private func receiveOne(_ expected: State, position: String) async throws {
        while true {
            await waitForAState()
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

    /// Suspends until a state is recorded and not yet asserted, the pipeline is provably idle
    /// (nothing can come), or ``timeout`` passes without a new state.
    ///
    /// Event-driven: it wakes on the pipeline's settlement signal, fired for every committed
    /// state, handled action and ended mutation stream, so a state from a producer the tester
    /// cannot see (a task feeding a mutation stream) is received however long it takes to come.
    private func waitForAState() async {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while unasserted.isEmpty, !storage.isIdle {
            let generation = storage.settlement.generation
            guard await storage.settlement.wait(since: generation, until: deadline) else { return }
        }
    }

    /// Lets the pipeline's tasks run until the pipeline has gone quiet: what ``finish()`` and
    /// ``skipReceivedStates()`` wait for before checking that no state is left.
    ///
    /// When the pipeline is provably idle (no action queued or in `mutate(action:)`, every
    /// mutation stream ended, no reshaping `transform` hook), nothing else can come, and this
    /// returns at once: the common case of synchronous mutations is decided exactly.
    ///
    /// Otherwise some producer outside the pipeline's sight (a task feeding a mutation stream,
    /// a timer in a hook) may still yield, and no signal can say that it never will: "nothing
    /// more comes" is a claim about the future. So this yields through tasks of the lowest
    /// priority until no action awaits `mutate(action:)` and no state has arrived for a run of
    /// yields spanning ``quietDuration``. A wrong "quiet" here at worst misses a late state,
    /// which the next `send` or `finish()` then reports. It never sleeps: a state that waits on
    /// a `TestClock` comes only once the test advances it.
    private func settleUntilQuiet() async {
        let clock = ContinuousClock()
        var quietYields = 0
        var quietSince = clock.now
        var seen = unasserted.count
        while !storage.isIdle {
            if storage.hasActionsInFlight || unasserted.count != seen {
                seen = unasserted.count
                quietYields = 0
                quietSince = clock.now
            } else if quietYields >= quietYieldLimit, quietSince.duration(to: clock.now) >= quietDuration {
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
