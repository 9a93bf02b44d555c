import QuartetSupport
import TestSupport

// What the four modules' `UnderLoadTests` share: eight sender tasks, a main actor kept busy, and
// waits for what Swift gives no notice of. A test-only target, never a product.

/// How many sender tasks started and how many are still running, and how many updates they
/// made, from any isolation.
public final class SenderLoad: Sendable {
    private let counts = Lock((started: 0, inFlight: 0, updates: 0))

    public init() {}

    public func senderStarted() {
        counts.withLock {
            $0.started += 1
            $0.inFlight += 1
        }
    }
    public func senderFinished() { counts.withLock { $0.inFlight -= 1 } }
    /// For a test that counts the updates its senders made (a store's, say).
    public func updated() { counts.withLock { $0.updates += 1 } }
    public var startedCount: Int { counts.withLock { $0.started } }
    public var inFlightCount: Int { counts.withLock { $0.inFlight } }
    public var updateCount: Int { counts.withLock { $0.updates } }
}

/// Keeps the calling thread (the main actor, in the tests) busy, as a long layout pass would,
/// until `condition` holds and at least `minimum` has passed: nothing else can run on it
/// meanwhile. Never longer than 5 seconds, so a condition that never holds cannot hang a test.
public func keepBusy(until condition: () -> Bool, atLeast minimum: Duration) {
    let start = ContinuousClock.now
    let limit = start.advanced(by: .seconds(5))
    while ContinuousClock.now < limit && (!condition() || ContinuousClock.now - start < minimum) {}
}

/// Whether `condition` holds within `timeout`: Swift gives no notice when an object is freed, a
/// task ends or another isolation takes a value, so this checks again each time other tasks have
/// had a turn, as `ReadingListSession.objectsStillAlive` does, and as generously bounded.
@MainActor
public func holds(within timeout: Duration = TestBound.inProcess, _ condition: () async -> Bool) async -> Bool
{
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while await !condition() && ContinuousClock.now < deadline {
        await yieldToOtherTasks()
    }
    return await condition()
}
