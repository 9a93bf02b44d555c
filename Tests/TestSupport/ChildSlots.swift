import Foundation
import QuartetSupport

/// The slots that heavy work of the test suite takes: a child process (a compiler, docbuild, a
/// preview server, an exit test's process) or an in-process docbuild check, which starts them.
///
/// The suite runs in one process, many tests at once, on machines with as few as two cores. One
/// heavy test can keep every core busy for a while (`swift build` runs a compiler per core), so
/// without a bound a dozen of them start together and each waits minutes for CPU time, and every
/// wait bounded in seconds goes off. A process-wide count of slots, one per core, keeps the heavy
/// work to what the machine can run: a test whose child cannot get a slot yet waits its turn
/// before starting it, and its time is measured only from then.
///
/// Slots are taken by the helpers that spawn (``TestProcess``, the docbuild tests' check helpers,
/// ``withChildSlot(_:bound:slots:_:)`` around an exit test), never by a test itself, so that a new
/// test cannot forget one; `TestSupportTests` checks that the suite spawns through them. A task
/// that holds a slot and starts more heavy work (two runs of docbuild in one test) keeps using the
/// slot it has: taking a second one could wait for ever behind tests that wait for this one.
///
/// No outside package can be fetched here, so this is a small async semaphore: waiters are served
/// in the order they came, and a waiter that is cancelled leaves the queue.
public final class ChildSlots: Sendable {
    /// The suite's slots: one per core the process may use.
    public static let shared = ChildSlots(count: ProcessInfo.processInfo.activeProcessorCount)

    /// The slots the current task holds, by slots' identity: a holder that asks again is served at
    /// once from the slot it has.
    @TaskLocal static var held: Set<ObjectIdentifier> = []

    private struct State {
        var inUse = 0
        var mostInUse = 0
        var waiters: [(id: UInt64, continuation: CheckedContinuation<Void, any Error>)] = []
        var nextWaiter: UInt64 = 0

        mutating func take() {
            inUse += 1
            mostInUse = max(mostInUse, inUse)
        }
    }

    /// How many holders may run at once.
    public let count: Int
    private let state = Lock(State())
    /// Fired whenever a slot is taken or given back, or a waiter joins or leaves the queue.
    public let changed = SettleSignal()

    /// Creates `count` slots (at least one).
    public init(count: Int) {
        self.count = max(1, count)
    }

    /// How many slots are held now.
    public var inUse: Int { state.withLock { $0.inUse } }
    /// How many tasks wait for a slot now.
    public var waiting: Int { state.withLock { $0.waiters.count } }
    /// The most slots ever held at once.
    public var mostInUse: Int { state.withLock { $0.mostInUse } }

    /// Runs `body` holding a slot: at once when one is free or the current task holds one already,
    /// else after the tasks that asked before it.
    ///
    /// - Throws: `CancellationError` when the task is cancelled while it waits; what `body` throws.
    public func withSlot<Value>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Value
    ) async throws -> Value {
        let identity = ObjectIdentifier(self)
        if Self.held.contains(identity) { return try await body() }
        try await acquire()
        defer { release() }
        return try await Self.$held.withValue(Self.held.union([identity])) { try await body() }
    }

    private func acquire() async throws {
        let id = state.withLock { state in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<Void, any Error>) in
                let outcome = state.withLock { state -> Result<Void, any Error>? in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if state.inUse < count && state.waiters.isEmpty {
                        state.take()
                        return .success(())
                    }
                    state.waiters.append((id, continuation))
                    return nil
                }
                changed.signal()
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let waiter = state.withLock { state in
                state.waiters.firstIndex { $0.id == id }.map { state.waiters.remove(at: $0).continuation }
            }
            guard let waiter else { return }
            changed.signal()
            waiter.resume(throwing: CancellationError())
        }
    }

    private func release() {
        let next = state.withLock { state -> CheckedContinuation<Void, any Error>? in
            state.inUse -= 1
            guard !state.waiters.isEmpty else { return nil }
            state.take()
            return state.waiters.removeFirst().continuation
        }
        changed.signal()
        next?.resume()
    }
}
