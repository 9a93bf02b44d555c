import Dispatch
import Foundation
import QuartetSupport
import TestSupport
import Testing

@Suite struct BoundedWaitTests {
    /// The wait of a blocking call (a server's `stop()`) measures the call, not Swift's cooperative
    /// pool: with every thread of the pool blocked, the call still starts and its return is seen in
    /// time. Run in a process of its own, whose pool it may block.
    ///
    /// A wait whose thread was started by a task did not start the call until the pool ran that
    /// task, and in a run of the whole suite the pool's queue alone passed the 30 s bound
    /// (`PreviewServerTests.stopClosesTheListenerAndCanBeCalledTwice`). Here its Dispatch timer went
    /// off after 20 s, with the blocked pool freed only after 30 s, and the process exited with 1.
    @Test func aBlockingCallIsSeenToReturnWhileThePoolIsBlocked() async throws {
        try await withChildSlot("an exit test that blocks its pool") {
            await #expect(processExitsWith: .success) {
                let threads = ProcessInfo.processInfo.activeProcessorCount
                let released = DispatchSemaphore(value: 0)
                // Every thread of the pool waits until the call has run (or, should it never run,
                // for 30 s, so that the process can report).
                for _ in 0..<threads {
                    Task.detached { _ = released.wait(timeout: .now() + 30) }
                }
                let returned = await onThread(within: .seconds(20), waitingFor: "the call") {
                    for _ in 0..<threads { released.signal() }
                }
                exit(returned ? EXIT_SUCCESS : EXIT_FAILURE)
            }
        }
    }

    @Test func aWaitPastItsBoundReturnsNilAndSaysWhatItAwaited() async {
        let never = AsyncStream<Int>.makeStream()
        defer { never.continuation.finish() }
        await withKnownIssue {
            let value = await within(.milliseconds(10), waitingFor: "a value that never comes") {
                for await value in never.stream { return value }
                return 0
            }
            #expect(value == nil)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "Waited 0.01 seconds for a value that never comes")
        }
    }

    @Test func aWaitThatEndsInTimeReturnsItsValue() async {
        let value = await within(TestBound.inProcess, waitingFor: "a value") { 42 }
        #expect(value == 42)
    }
}
