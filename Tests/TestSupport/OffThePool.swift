import Foundation

/// Runs `body`, which blocks its thread while it waits for a child process, on a thread of its own
/// instead of one of Swift concurrency's cooperative threads.
///
/// The cooperative pool has one thread per core, two on a small CI machine: a docbuild run
/// waited for there holds a thread for seconds, and two of them at once starve every other test of
/// the suite that is waiting for a task or for the main actor (seen as a 30-second time-out in
/// `WaitUntilTests`). A cold `swiftc` run, building its module cache, can take as long.
public func offThePool<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value
{
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}
