/// The error a pattern's `settled()` throws when the work it waits for is still running after the
/// timeout, or when it cannot know that the work is done.
///
/// Its message names the subject and everything that was still running, so that a test that
/// would have hung fails with the reason instead:
///
/// ```
/// HomeInteractor did not settle within 30 seconds; still running: load of Loadable<[Post]>
/// started at Feed/HomeInteractor.swift:21
/// ```
public struct SettleFailure: Error, CustomStringConvertible, Sendable {
    /// What was awaited: an interactor, a view model, a task bag.
    public let subject: String
    /// How long it was awaited, in real time; `nil` when the subject could not tell at all.
    public let timeout: Duration?
    /// What was still running when the wait gave up, one description each.
    public let stillRunning: [String]

    /// Creates the failure of waiting for `subject`.
    public init(subject: String, timeout: Duration?, stillRunning: [String]) {
        self.subject = subject
        self.timeout = timeout
        self.stillRunning = stillRunning
    }

    public var description: String {
        let running = stillRunning.joined(separator: "; ")
        guard let timeout else { return "\(subject) cannot tell when it has settled: \(running)" }
        return "\(subject) did not settle within \(timeout); still running: \(running)"
    }
}

/// A count of "something ended" events that a waiter can await with a deadline: the event-driven
/// core of every pattern's `settled()`.
///
/// The owner of the work calls ``signal()`` whenever a piece of it ends (a task returns, an
/// action is handled, a state is delivered). A waiter reads ``generation`` in the same isolation
/// as it checks whether the work is done, and, if it is not, awaits
/// ``wait(since:until:)``, which returns as soon as the generation has moved on, even if the
/// signal came between the check and the wait. No yields, no polling.
public final class SettleSignal: Sendable {
    private struct State {
        var generation: UInt64 = 0
        var nextWaiter: UInt64 = 0
        var waiters: [UInt64: CheckedContinuation<Bool, Never>] = [:]
        /// Waiters whose deadline passed before they registered.
        var expired: Set<UInt64> = []
    }

    private let state = Lock(State())

    /// Creates a signal that has never fired.
    public init() {}

    /// How many times ``signal()`` was called.
    public var generation: UInt64 { state.withLock { $0.generation } }

    /// Records that some work ended, waking every waiter.
    ///
    /// It is on the hot path of the patterns (a pipeline signals every handled action), so with
    /// nobody waiting it costs one uncontended lock and an increment.
    public func signal() {
        let waiters = state.withLock { state -> [CheckedContinuation<Bool, Never>]? in
            state.generation &+= 1
            guard !state.waiters.isEmpty else { return nil }
            defer { state.waiters.removeAll() }
            return Array(state.waiters.values)
        }
        guard let waiters else { return }
        for waiter in waiters { waiter.resume(returning: true) }
    }

    /// Suspends until the signal fires after `generation` was read, or `deadline` passes.
    ///
    /// The deadline's timer is a child task, so the wait returns only once the timer has ended:
    /// cancelled when the signal came first, or having marked this waiter expired, which the wait
    /// then clears. A wait leaves nothing behind, however many run.
    ///
    /// - Returns: `true` when the signal fired, `false` when the deadline came first.
    public func wait(since generation: UInt64, until deadline: ContinuousClock.Instant) async -> Bool {
        let id = state.withLock { state in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        let fired = await withTaskGroup(of: Void.self, returning: Bool.self) { group in
            group.addTask {
                // Cancelled means the wait is over: only a deadline that passed expires it.
                guard (try? await Task.sleep(until: deadline, clock: .continuous)) != nil else { return }
                self.expire(id)
            }
            let fired = await withCheckedContinuation { continuation in
                let outcome = state.withLock { state -> Bool? in
                    if state.generation != generation { return true }
                    if state.expired.remove(id) != nil { return false }
                    state.waiters[id] = continuation
                    return nil
                }
                if let outcome { continuation.resume(returning: outcome) }
            }
            group.cancelAll()
            return fired
        }
        // The timer has ended: if its deadline passed after the signal, it left the id behind.
        state.withLock { _ = $0.expired.remove(id) }
        return fired
    }

    /// Waiters marked expired and not yet returned; zero whenever no wait is in progress.
    var expiredCount: Int { state.withLock { $0.expired.count } }

    private func expire(_ id: UInt64) {
        let waiter = state.withLock { state -> CheckedContinuation<Bool, Never>? in
            if let waiter = state.waiters.removeValue(forKey: id) { return waiter }
            state.expired.insert(id)
            return nil
        }
        waiter?.resume(returning: false)
    }
}

/// Suspends until `stillRunning` reports nothing, checking it again each time `signal` fires.
///
/// The shared loop behind the patterns' `settled()`: `stillRunning` describes the work that has
/// not ended yet (an empty list means settled), and runs in the caller's isolation, where that
/// work is recorded.
///
/// - Parameters:
///   - subject: What is awaited, for the failure's message.
///   - timeout: How long to wait, in real time, before failing. It bounds a test that would hang
///     and never decides a passing one, so it is generous.
///   - signal: Fired by the owner of the work whenever a piece of it ends.
///   - stillRunning: The work still running, one description each; it may throw to fail at once.
/// - Throws: ``SettleFailure`` naming what was still running when `timeout` passed.
public func waitUntilSettled(
    _ subject: @autoclosure () -> String,
    timeout: Duration,
    signal: SettleSignal,
    isolation: isolated (any Actor)? = #isolation,
    stillRunning: () async throws -> [String]
) async throws {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while true {
        let generation = signal.generation
        if try await stillRunning().isEmpty { return }
        guard await signal.wait(since: generation, until: deadline) else {
            let running = try await stillRunning()
            if running.isEmpty { return }
            throw SettleFailure(subject: subject(), timeout: timeout, stillRunning: running)
        }
    }
}
