/// A clock whose time moves only when a test says so.
///
/// Anything in Quartet that waits (minimum exposure, throttling, debouncing) takes a
/// `Clock<Duration>` and defaults to `ContinuousClock`. Tests pass a `TestClock` instead and move
/// time by hand, so time-dependent behaviour is checked without real sleeps:
///
/// ```swift
/// let clock = TestClock()
/// let task = Task { try await clock.sleep(for: .seconds(2)); print("woke") }
/// await clock.waitForSleepers()
/// await clock.advance(by: .seconds(1))   // nothing yet
/// await clock.advance(by: .seconds(1))   // Prints "woke"
/// ```
///
/// `advance(by:)` wakes sleepers in deadline order (ties in the order they went to sleep), setting
/// ``now`` to each deadline in turn. After each wake-up it waits until the woken task is running
/// again (returned from `sleep`), then yields to let it go on before it moves to the next sleeper,
/// so work that a wake-up schedules at a later instant within the same advance is usually woken
/// too.
///
/// "Usually", because Swift cannot tell when the tasks it resumed have finished running: the clock
/// knows that a woken task started again, and yields a number of times to let it run on, but on a
/// loaded machine it may not have reached its next sleep by then. A test that depends on a task
/// having gone to sleep waits for it with ``waitForSleepers(count:)`` or
/// ``waitForSleeper(until:timeout:)``, and a test that depends on the woken work having finished
/// waits for it with the pattern's `settled()` (an interactor's, a pipeline's, a context view
/// model's, a `TaskBag`'s), which the work's owner signals as each piece ends; neither then
/// depends on scheduling.
///
/// `advance(by:)` does not itself wait until what it woke has settled, because it cannot know:
/// a woken task may hop to another actor, start tasks of its own, or go to sleep on another
/// clock, and none of that is visible to this clock. The owner of the work can know, so the
/// deterministic wait lives there:
///
/// ```swift
/// # import Interactors
/// # import Observation
/// # @Observable final class Feed: ViewModel { var posts: Loadable<[String]> = .idle }
/// # let interactor = Interactor(viewModel: Feed(), clock: clock)
/// # interactor.load(\.posts) {
/// #     try await clock.sleep(for: .seconds(1))
/// #     return ["Hello"]
/// # }
/// try await clock.advanceToSleeper(in: .seconds(1))   // the fake service answers
/// try await interactor.settled()                      // and the load it woke has returned
/// print(interactor.viewModel.posts.value ?? [])       // Prints "[\"Hello\"]"
/// ```
///
/// Quartet depends on nothing but the toolchain, so it has its own test clock; its semantics
/// follow the `TestClock` of [swift-clocks](https://github.com/pointfreeco/swift-clocks).
public final class TestClock: Clock, Sendable {
    /// A point in a ``TestClock``'s time: the duration since the clock was created.
    public struct Instant: InstantProtocol, Hashable, Sendable {
        /// Time since the clock's start.
        public var offset: Duration

        /// Creates the instant `offset` after the clock's start.
        public init(offset: Duration = .zero) { self.offset = offset }

        /// The instant `duration` after this one.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        /// The time from this instant to `other`: negative when `other` is earlier.
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        var id: UInt64
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant()
        var nextID: UInt64 = 0
        var sleepers: [Sleeper] = []
        var cancelledBeforeRegistering: Set<UInt64> = []
        var sleeperWaiters: [SleeperWaiter] = []
        /// Sleepers resumed by an advance whose tasks have not yet returned from `sleep`.
        var waking: Set<UInt64> = []
        /// Advances waiting for a woken task to return from `sleep`, by sleeper.
        var wakeWaiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
    }

    /// A task waiting in ``waitForSleepers(count:)`` or ``waitForSleeper(until:)``.
    private struct SleeperWaiter {
        var id: UInt64
        var isReady: @Sendable ([Sleeper]) -> Bool
        /// Resumed with `true` once ready, `false` when the wait timed out.
        var continuation: CheckedContinuation<Bool, Never>
    }

    private let state = Lock(State())

    /// Creates a clock whose ``now`` is `now`:
    ///
    ///     let clock = TestClock(now: .init(offset: .seconds(90)))
    ///     print(clock.now.offset)  // Prints "90.0 seconds"
    public init(now: Instant = Instant()) {
        state.withLock { $0.now = now }
    }

    /// The clock's current instant; it changes only through ``advance(by:)`` and ``advance(to:)``.
    public var now: Instant { state.withLock { $0.now } }

    /// The test clock resolves any duration exactly.
    public var minimumResolution: Duration { .zero }

    /// How many tasks are sleeping on this clock right now.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Suspends until the clock has been advanced to `deadline`; returns at once if it already has.
    ///
    /// - Throws: `CancellationError` when the sleeping task is cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = state.withLock { state -> UInt64 in
            defer { state.nextID += 1 }
            return state.nextID
        }
        defer { reportAwake(id) }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<Void, any Error>) in
                let outcome = state.withLock { state -> Result<Void, any Error>? in
                    if state.cancelledBeforeRegistering.remove(id) != nil {
                        return .failure(CancellationError())
                    }
                    if deadline <= state.now { return .success(()) }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return nil
                }
                if let outcome {
                    continuation.resume(with: outcome)
                } else {
                    resumeSleeperWaiters()
                }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                if let index = state.sleepers.firstIndex(where: { $0.id == id }) {
                    return state.sleepers.remove(at: index)
                }
                // An advance resumed it already: the sleep ends normally.
                if state.waking.contains(id) { return nil }
                // The cancellation raced ahead of the registration: leave a note so that the
                // continuation is failed as soon as it is registered.
                state.cancelledBeforeRegistering.insert(id)
                return nil
            }
            sleeper?.continuation.resume(throwing: CancellationError())
            if sleeper != nil { resumeSleeperWaiters() }
        }
    }

    /// Moves time forward by `duration`, waking every sleeper whose deadline is reached.
    public func advance(by duration: Duration = .zero) async {
        await advance(to: now.advanced(by: duration))
    }

    /// Moves time forward to `deadline` (never backwards), waking sleepers in deadline order.
    public func advance(to deadline: Instant) async {
        await settle()
        while true {
            let due = state.withLock { state -> Sleeper? in
                guard
                    let index = state.sleepers.indices
                        .filter({ state.sleepers[$0].deadline <= deadline })
                        .min(by: { state.sleepers[$0].deadline < state.sleepers[$1].deadline })
                else {
                    if state.now < deadline { state.now = deadline }
                    return nil
                }
                let sleeper = state.sleepers.remove(at: index)
                if state.now < sleeper.deadline { state.now = sleeper.deadline }
                state.waking.insert(sleeper.id)
                return sleeper
            }
            guard let due else { break }
            resumeSleeperWaiters()
            due.continuation.resume()
            await waitUntilAwake(due.id)
            await settle()
        }
    }

    /// Advances until no task sleeps on this clock any more.
    public func run() async {
        await settle()
        while let last = state.withLock({ $0.sleepers.map(\.deadline).max() }) {
            await advance(to: last)
        }
    }

    /// Suspends until at least `count` tasks are sleeping on this clock.
    ///
    /// Use it before ``advance(by:)`` when the code under test starts its sleep in a task of its
    /// own, so that the advance cannot overtake the sleep it is meant to end.
    public func waitForSleepers(count: Int = 1) async {
        await waitForSleepers { $0.count >= count }
    }

    /// Suspends until a task is sleeping until exactly `deadline`.
    ///
    /// Where a sleep replaces an earlier one (a debounce restarting on each keystroke), the number
    /// of sleepers does not change, but the deadline does:
    ///
    /// ```swift
    /// # let clock = TestClock()
    /// # @MainActor final class Search {
    /// #     var debounce: Task<Void, any Error>?
    /// #     var text = "" {
    /// #         didSet {
    /// #             debounce?.cancel()
    /// #             debounce = Task { try await clock.sleep(for: .milliseconds(300)) }
    /// #         }
    /// #     }
    /// # }
    /// # let search = Search()
    /// search.text = "sw"
    /// try await clock.waitForSleeper(until: clock.now.advanced(by: .milliseconds(300)))
    /// print(clock.sleeperCount)  // Prints "1"
    /// ```
    ///
    /// - Parameter timeout: How long to wait, in real time, before giving up: it turns code that
    ///   never starts the sleep into a failure that says so, instead of a test that hangs. It is
    ///   generous, as a loaded machine can take seconds to run the code that starts the sleep.
    /// - Throws: ``SleeperTimeout`` listing the deadlines that were sleeping when time ran out.
    public func waitForSleeper(until deadline: Instant, timeout: Duration = .seconds(30)) async throws {
        try await waitForSleepers(timeout: timeout, deadline: deadline.offset) {
            $0.contains { $0.deadline == deadline }
        }
    }

    /// Suspends until no task is sleeping on this clock: each sleep has been woken by an advance or
    /// ended by its task's cancellation.
    ///
    /// It shows that cancelled work has stopped waiting, without advancing time to find out:
    ///
    /// ```swift
    /// let clock = TestClock()
    /// let timer = Task { try await clock.sleep(for: .seconds(60)) }
    /// await clock.waitForSleepers(count: 1)
    /// timer.cancel()
    /// try await clock.waitForNoSleepers()
    /// print(clock.sleeperCount, clock.now.offset)  // Prints "0 0.0 seconds"
    /// ```
    ///
    /// - Throws: ``SleeperTimeout`` when tasks are still sleeping after `timeout`, in real time.
    public func waitForNoSleepers(timeout: Duration = .seconds(30)) async throws {
        try await waitForSleepers(timeout: timeout, deadline: nil) { $0.isEmpty }
    }

    /// Suspends until the sleepers satisfy `isReady`, or throws ``SleeperTimeout`` (naming
    /// `deadline`, what was awaited) after `timeout` of real time.
    private func waitForSleepers(
        timeout: Duration, deadline: Duration?, where isReady: @escaping @Sendable ([Sleeper]) -> Bool
    ) async throws {
        let id = state.withLock { state -> UInt64 in
            defer { state.nextID += 1 }
            return state.nextID
        }
        let timer = Task { [weak self] in
            try await Task.sleep(for: timeout)
            self?.giveUp(waiter: id)
        }
        defer { timer.cancel() }
        let ready = await withCheckedContinuation { continuation in
            register(SleeperWaiter(id: id, isReady: isReady, continuation: continuation))
        }
        guard ready else {
            throw SleeperTimeout(
                deadline: deadline, timeout: timeout,
                sleeping: state.withLock { $0.sleepers.map(\.deadline.offset) })
        }
    }

    /// Waits until a task is sleeping until `duration` from now, then moves time forward by
    /// `duration`, waking it.
    ///
    /// The one step a test takes most: let the call, the debounce or the timer that the code under
    /// test just started run out, and never advance before it has begun to sleep.
    ///
    /// ```swift
    /// # let clock = TestClock()
    /// # @MainActor final class Model {
    /// #     func queryChanged() { Task { try await clock.sleep(for: .milliseconds(300)) } }
    /// # }
    /// # let model = Model()
    /// model.queryChanged()                              // starts a 300 ms debounce
    /// try await clock.advanceToSleeper(in: .milliseconds(300))
    /// print(clock.now.offset)                           // Prints "0.3 seconds"
    /// ```
    ///
    /// - Throws: ``SleeperTimeout`` when no task goes to sleep until then within `timeout`.
    public func advanceToSleeper(in duration: Duration, timeout: Duration = .seconds(30)) async throws {
        let deadline = now.advanced(by: duration)
        try await waitForSleeper(until: deadline, timeout: timeout)
        await advance(to: deadline)
    }

    private func waitForSleepers(where isReady: @escaping @Sendable ([Sleeper]) -> Bool) async {
        let id = state.withLock { state -> UInt64 in
            defer { state.nextID += 1 }
            return state.nextID
        }
        _ = await withCheckedContinuation { continuation in
            register(SleeperWaiter(id: id, isReady: isReady, continuation: continuation))
        }
    }

    private func register(_ waiter: SleeperWaiter) {
        let ready = state.withLock { state -> Bool in
            if waiter.isReady(state.sleepers) { return true }
            state.sleeperWaiters.append(waiter)
            return false
        }
        if ready { waiter.continuation.resume(returning: true) }
    }

    private func giveUp(waiter id: UInt64) {
        let waiter = state.withLock { state -> SleeperWaiter? in
            guard let index = state.sleeperWaiters.firstIndex(where: { $0.id == id }) else { return nil }
            return state.sleeperWaiters.remove(at: index)
        }
        waiter?.continuation.resume(returning: false)
    }

    private func resumeSleeperWaiters() {
        let ready = state.withLock { state -> [CheckedContinuation<Bool, Never>] in
            let sleepers = state.sleepers
            let ready = state.sleeperWaiters.filter { $0.isReady(sleepers) }.map(\.continuation)
            state.sleeperWaiters.removeAll { $0.isReady(sleepers) }
            return ready
        }
        for continuation in ready { continuation.resume(returning: true) }
    }

    /// Suspends until the task of sleeper `id`, resumed by an advance, has returned from `sleep`.
    ///
    /// Yielding alone cannot promise that a woken task ran: on a loaded machine its thread may be
    /// descheduled for the whole of ``settle()``. This handshake makes sure it is running before
    /// the clock yields to let it go on, and before the next sleeper is woken.
    private func waitUntilAwake(_ id: UInt64) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isAwake = state.withLock { state -> Bool in
                guard state.waking.contains(id) else { return true }
                state.wakeWaiters[id] = continuation
                return false
            }
            if isAwake { continuation.resume() }
        }
    }

    /// Called by every `sleep` as it returns: ends ``waitUntilAwake(_:)`` for its sleeper.
    private func reportAwake(_ id: UInt64) {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            state.waking.remove(id)
            return state.wakeWaiters.removeValue(forKey: id)
        }
        waiter?.resume()
    }

    /// Lets tasks woken by the clock run until they suspend again.
    ///
    /// Swift offers no way to wait until the cooperative pool is idle, so this yields repeatedly,
    /// through tasks of the lowest priority, as swift-clocks' `megaYield` does.
    private func settle() async {
        await yieldToOtherTasks(times: settleYields)
    }
}

/// How many times ``TestClock`` yields to let woken tasks run; enough for chains of a few
/// actor hops, which is what Quartet's timers do.
private let settleYields = 50

/// The error ``TestClock/waitForSleeper(until:timeout:)`` throws when no task went to sleep until
/// the deadline in time.
public struct SleeperTimeout: Error, CustomStringConvertible {
    /// The deadline awaited, as an offset from the clock's start; `nil` when the wait was for
    /// every sleep to end (``TestClock/waitForNoSleepers(timeout:)``).
    public let deadline: Duration?
    /// How long it was awaited, in real time.
    public let timeout: Duration
    /// The deadlines of the tasks that were sleeping when time ran out.
    public let sleeping: [Duration]

    public var description: String {
        let sleepers = sleeping.isEmpty ? "no task was sleeping" : "tasks were sleeping until \(sleeping)"
        guard let deadline else {
            return "Timed out after \(timeout) waiting for every sleep to end; \(sleepers)"
        }
        return "Timed out after \(timeout) waiting for a task to sleep until \(deadline); \(sleepers)"
    }
}
