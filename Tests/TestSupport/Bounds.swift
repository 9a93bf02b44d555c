import Dispatch
import Foundation
import QuartetSupport
import Testing

/// How long a test waits for something before it fails: a hang detector, never a claim about speed.
///
/// A passing test never waits this long; the bound only turns a hang into a failure that says what
/// was awaited. It is not a claim about speed because the machine does not keep one: the suite runs
/// hundreds of tests at a time on as few as two cores, beside compilers and servers that other
/// tests started.
public enum TestBound {
    /// For work in this process: a task, a thread, the main actor, a server's own threads. Thirty
    /// seconds, about a hundred times what such a wait takes in a full parallel run.
    public static let inProcess = Duration.seconds(30)
    /// For anything that waits on a compiler, a server or another process, measured from when the
    /// work got its slot (``ChildSlots``): ten minutes, since a child that compiles can wait for CPU
    /// time behind the other heavy tests' children.
    public static let child = Duration.seconds(600)
}

/// The failure of a wait whose bound passed; the test has recorded an issue already.
public struct BoundExceeded: Error, CustomStringConvertible {
    public let what: String
    public let bound: Duration
    public var description: String { "Waited \(bound) for \(what)" }
}

/// What `operation` returns, or `nil` (and an issue recorded) when it has not returned within
/// `bound`.
///
/// The bound on the suite's event waits: a subscriber, a batch, a line a child prints. The operation
/// runs in a task of its own, cancelled and left behind when the time is up, so that an operation
/// that ignores cancellation (the bug under test, perhaps) fails the test instead of hanging it, as
/// a task group, which awaits all of its children, would. A Dispatch timer ends the wait, so no
/// task sleeps.
///
/// - Parameters:
///   - bound: ``TestBound/inProcess`` or ``TestBound/child``.
///   - what: What is awaited, for the issue: "stop() to return", "a line of docbuild preview".
///   - lastOutput: What the child awaited last printed, for the issue; `nil` for in-process work.
///   - operation: What is awaited.
public func within<Value: Sendable>(
    _ bound: Duration, waitingFor what: String,
    lastOutput: @autoclosure @escaping @Sendable () -> String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ operation: @escaping @Sendable () async -> Value
) async -> Value? {
    let task = Lock<Task<Void, Never>?>(nil)
    let outcome = await decided(within: bound) { finish in
        task.withLock { $0 = Task { finish(await operation()) } }
    }
    task.withLock { $0?.cancel() }
    if outcome == nil { recordBoundExceeded(bound, what, lastOutput(), at: sourceLocation) }
    return outcome
}

/// Runs blocking `work` on a thread of its own, and records an issue when it has not returned
/// within `bound`: for calls that block until other threads end, such as a server's `stop()`.
///
/// The thread starts at once and itself says when the work has returned, so the bound measures
/// the work alone: no task of Swift's cooperative pool stands between the call and the work. (A
/// wait that started its thread from a task measured the pool's queue too, and in a run of the
/// whole suite that queue alone can pass thirty seconds.) A thread that never ends is left behind.
///
/// - Returns: Whether the work returned within `bound`.
@discardableResult
public func onThread(
    within bound: Duration = TestBound.inProcess, waitingFor what: String,
    sourceLocation: SourceLocation = #_sourceLocation, _ work: @escaping @Sendable () -> Void
) async -> Bool {
    let outcome: Void? = await decided(within: bound) { finish in
        Thread {
            work()
            finish(())
        }.start()
    }
    if outcome == nil { recordBoundExceeded(bound, what, nil, at: sourceLocation) }
    return outcome != nil
}

/// Suspends until `start`'s `finish` is called or `bound` passes, whichever is first.
///
/// Both are decided off the cooperative pool (by whoever calls `finish`, and by a Dispatch timer,
/// whose queues are not the pool's), so a busy pool can delay the return, never the outcome.
private func decided<Value: Sendable>(
    within bound: Duration, _ start: (@escaping @Sendable (Value) -> Void) -> Void
) async -> Value? {
    let waiter = Lock<CheckedContinuation<Value?, Never>?>(nil)
    let finish = { @Sendable (value: Value?) in
        waiter.withLock { continuation in
            defer { continuation = nil }
            return continuation
        }?.resume(returning: value)
    }
    return await withCheckedContinuation { continuation in
        waiter.withLock { $0 = continuation }
        start { finish($0) }
        DispatchQueue.global().asyncAfter(deadline: .now() + bound.seconds) { finish(nil) }
    }
}

private func recordBoundExceeded(
    _ bound: Duration, _ what: String, _ lastOutput: String?, at sourceLocation: SourceLocation
) {
    var message = BoundExceeded(what: what, bound: bound).description
    if let lastOutput {
        let tail = lastOutput.split(separator: "\n", omittingEmptySubsequences: false).suffix(20)
        message += "; it last printed:\n" + tail.joined(separator: "\n")
    }
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// Runs heavy `body` (it spawns a compiler, docbuild or another process, or checks with docbuild
/// in this process) holding a slot of `slots`, and fails it when it has not returned within
/// `bound` of getting the slot.
///
/// The one door to the slots for the suite's helpers: ``TestProcess`` and the docbuild tests'
/// check helpers call it, and so does a test around an exit test, whose body is a process. When the
/// bound passes, the issue says what was awaited and what the work last printed, the slot is given
/// back so that the rest of the suite goes on, and the body's task is cancelled and left behind.
///
/// - Parameters:
///   - what: What the work is, for the issue: "docbuild --check", "an exit test".
///   - lastOutput: What the work last printed (a child's output, a check's progress lines).
/// - Throws: ``BoundExceeded`` when the bound passed; what `body` throws.
@discardableResult
public func withChildSlot<Value: Sendable>(
    _ what: String, bound: Duration = TestBound.child, slots: ChildSlots = .shared,
    lastOutput: @autoclosure @escaping @Sendable () -> String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    try await slots.withSlot {
        let result = await within(
            bound, waitingFor: what, lastOutput: lastOutput(), sourceLocation: sourceLocation
        ) {
            await Result { try await body() }
        }
        guard let result else { throw BoundExceeded(what: what, bound: bound) }
        return try result.get()
    }
}

extension Result where Failure == any Error {
    /// The result of `body`, caught.
    init(catching body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}

extension Duration {
    /// The duration in seconds, for Dispatch's deadlines.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
