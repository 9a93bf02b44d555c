import Foundation
import QuartetSupport
import TestSupport
import Testing

/// Tokens a test hands out one at a time, for holders that wait until the test lets them go.
private final class Releases: Sendable {
    private let state = Lock((tokens: 0, waiters: [CheckedContinuation<Void, Never>]()))

    func wait() async {
        await withCheckedContinuation { continuation in
            let isReleased = state.withLock { state in
                guard state.tokens == 0 else {
                    state.tokens -= 1
                    return true
                }
                state.waiters.append(continuation)
                return false
            }
            if isReleased { continuation.resume() }
        }
    }

    func releaseOne() {
        let waiter = state.withLock { state in
            guard !state.waiters.isEmpty else {
                state.tokens += 1
                return nil as CheckedContinuation<Void, Never>?
            }
            return state.waiters.removeFirst()
        }
        waiter?.resume()
    }
}

/// Waits until `condition` holds, checking again whenever `slots` changes.
private func waitUntil(
    _ what: String, slots: ChildSlots, _ condition: @escaping @Sendable () -> String?
) async throws {
    try await waitUntilSettled(what, timeout: TestBound.inProcess, signal: slots.changed) {
        condition().map { [$0] } ?? []
    }
}

@Suite struct ChildSlotsTests {
    /// Six heavy tests at once, each starting a child that runs until the test lets it go, on two
    /// slots: two children run, four tests wait without one, and never more than two run.
    @Test func heavyWorkBeyondTheSlotsWaitsAndNoMoreChildrenRunThanSlots() async throws {
        let slots = ChildSlots(count: 2)
        let children = Lock((running: 0, most: 0))
        let releases = Releases()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<6 {
                group.addTask {
                    try await withChildSlot("cat", slots: slots) {
                        let child = Process()
                        child.executableURL = URL(fileURLWithPath: "/bin/cat")
                        let input = Pipe()
                        child.standardInput = input
                        let (ended, end) = AsyncStream.makeStream(of: Void.self)
                        child.terminationHandler = { _ in end.finish() }
                        try child.run()
                        children.withLock {
                            $0.running += 1
                            $0.most = max($0.most, $0.running)
                        }
                        slots.changed.signal()
                        await releases.wait()
                        try input.fileHandleForWriting.close()
                        // cat ends at the end of its input.
                        for await _ in ended {}
                        children.withLock { $0.running -= 1 }
                    }
                }
            }
            // Checked after every holder is let go, so that a failure ends the test at once.
            let limited = await Result {
                try await waitUntil("two children running and four tests waiting", slots: slots) {
                    let running = children.withLock { $0.running }
                    return running == 2 && slots.waiting == 4
                        ? nil : "\(running) children running, \(slots.waiting) tests waiting"
                }
            }
            for _ in 0..<6 { releases.releaseOne() }
            try await group.waitForAll()
            try limited.get()
        }
        #expect(children.withLock { $0.most } == 2)
        #expect(slots.mostInUse == 2)
        #expect(slots.inUse == 0 && slots.waiting == 0)
    }

    @Test func slotsAreGivenInTheOrderTheyWereAskedFor() async throws {
        let slots = ChildSlots(count: 1)
        let order = Lock<[Int]>([])
        let releases = Releases()
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await slots.withSlot { await releases.wait() } }
            try await waitUntil("the first holder", slots: slots) { slots.inUse == 1 ? nil : "not yet" }
            for index in 0..<4 {
                group.addTask { try await slots.withSlot { order.withLock { $0.append(index) } } }
                try await waitUntil("waiter \(index) queued", slots: slots) {
                    slots.waiting == index + 1 ? nil : "\(slots.waiting) waiting"
                }
            }
            releases.releaseOne()
            try await group.waitForAll()
        }
        #expect(order.withLock { $0 } == [0, 1, 2, 3])
    }

    @Test func aCancelledWaiterLeavesTheQueueAndTheNextOneGetsTheSlot() async throws {
        let slots = ChildSlots(count: 1)
        let releases = Releases()
        let holder = Task { try await slots.withSlot { await releases.wait() } }
        try await waitUntil("the holder", slots: slots) { slots.inUse == 1 ? nil : "not yet" }
        let cancelled = Task { try await slots.withSlot { Issue.record("A cancelled waiter got the slot") } }
        try await waitUntil("the waiter queued", slots: slots) { slots.waiting == 1 ? nil : "not yet" }
        cancelled.cancel()
        await #expect(throws: CancellationError.self) { try await cancelled.value }
        #expect(slots.waiting == 0)
        let next = Task { try await slots.withSlot { "served" } }
        releases.releaseOne()
        try await holder.value
        #expect(try await next.value == "served")
        #expect(slots.inUse == 0)
    }

    /// A holder that starts more heavy work uses the slot it has: asking for a second slot could
    /// wait for ever on tests that wait for this one.
    @Test func aHolderAskingAgainUsesTheSlotItHas() async throws {
        let slots = ChildSlots(count: 1)
        let inner = try await slots.withSlot {
            try await withChildSlot("nested work", slots: slots) { slots.inUse }
        }
        #expect(inner == 1)
        #expect(slots.mostInUse == 1)
    }

    /// The work waits until the test lets it go, after its bound has passed.
    @Test func workPastItsBoundFailsNamingItAndGivesTheSlotBack() async throws {
        let slots = ChildSlots(count: 1)
        let releases = Releases()
        try await withKnownIssue {
            _ = try await withChildSlot(
                "work held past its bound", bound: .milliseconds(10), slots: slots,
                lastOutput: "stuck at step 2"
            ) { await releases.wait() }
        } matching: { issue in
            if issue.error is BoundExceeded { return true }
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("work held past its bound") && text.contains("stuck at step 2")
        }
        #expect(slots.inUse == 0)
        releases.releaseOne()
    }
}

extension Result where Failure == any Error {
    /// The result of `body`, caught.
    fileprivate init(_ body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
