import Dispatch
import Foundation
import QuartetSupport
import Testing

/// How long a wait of these tests may take before the test fails: 30 s, as the suite's other waits.
/// A test that passes never waits that long; the bound only turns a hang into a failure. Under a
/// sanitizer, with the whole suite started at once, 10 s ran out for waits that came later.
let testDeadline = Duration.seconds(30)

/// Awaits `operation`, and fails the test if it has not finished within `limit`.
///
/// The bound on every wait of these tests, which wait for events (a subscriber, a batch, a closed
/// stream) and never for time: `limit` passes only when the event never comes. The operation runs
/// in a task of its own, cancelled and left behind when the time runs out, so that an operation
/// that ignores cancellation (the bug under test, perhaps) fails the test instead of hanging it,
/// as a task group, which awaits all of its children, would.
///
/// - Returns: The operation's result, or `nil` when the time ran out.
func withinDeadline<T: Sendable>(
    _ limit: Duration = testDeadline, waitingFor what: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ operation: @escaping @Sendable () async -> T
) async -> T? {
    let outcome = Lock<CheckedContinuation<T?, Never>?>(nil)
    let finish = { @Sendable (result: T?) in
        outcome.withLock { continuation in
            defer { continuation = nil }
            return continuation
        }?.resume(returning: result)
    }
    let task = Lock<Task<Void, Never>?>(nil)
    let result = await withCheckedContinuation { continuation in
        outcome.withLock { $0 = continuation }
        task.withLock { $0 = Task { finish(await operation()) } }
        // A Dispatch timer resumes the wait: no task sleeps.
        let (seconds, attoseconds) = limit.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { finish(nil) }
    }
    task.withLock { $0?.cancel() }
    if result == nil {
        Issue.record("Waited \(limit) for \(what)", sourceLocation: sourceLocation)
    }
    return result
}

/// Runs blocking `work` on a thread of its own, and fails the test if it has not returned within
/// `limit`: for ``PreviewServer/stop()``, which blocks until the server's threads end, so that a
/// thread that never ends fails the test instead of hanging it (the stuck thread is left behind).
func onThread(
    within limit: Duration = testDeadline, waitingFor what: String,
    sourceLocation: SourceLocation = #_sourceLocation, _ work: @escaping @Sendable () -> Void
) async {
    _ = await withinDeadline(limit, waitingFor: what, sourceLocation: sourceLocation) {
        await withCheckedContinuation { continuation in
            Thread {
                work()
                continuation.resume()
            }.start()
        }
    }
}
