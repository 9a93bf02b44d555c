import ProtocolStore
import QuartetSupport
import Testing

/// `TaskBag.settled()` waits for every task in the bag and fails naming those still running.
@Suite struct TaskBagSettledTests {
    @Test func anEmptyBagIsSettledAtOnce() async throws {
        try await TaskBag().settled()
    }

    @Test func settledReturnsOnceTheStreamsTheTasksFollowHaveFinished() async throws {
        let (titles, input) = AsyncStream.makeStream(of: String.self)
        let seen = Recorder()
        let bag = TaskBag()
        bag.insert(Task { for await title in titles { await seen.record(title) } })
        input.yield("Pancakes")
        input.finish()
        try await bag.settled()
        #expect(await seen.values == ["Pancakes"])
    }

    @Test func settledWaitsForATaskInsertedWhileItWaits() async throws {
        let clock = TestClock()
        let bag = TaskBag()
        let seen = Recorder()
        bag.insert(
            Task {
                try? await clock.sleep(for: .seconds(1))
                bag.insert(Task { await seen.record("second") })
            })
        try await clock.advanceToSleeper(in: .seconds(1))
        try await bag.settled()
        #expect(await seen.values == ["second"])
    }

    @Test func aTaskThatNeverEndsFailsNamingWhereItWasInserted() async throws {
        let clock = TestClock()
        let bag = TaskBag()
        bag.insert(Task { try? await clock.sleep(for: .seconds(60)) })
        let failure = await #expect(throws: SettleFailure.self) {
            try await bag.settled(timeout: .milliseconds(100))
        }
        #expect(failure?.stillRunning.count == 1)
        #expect(
            failure?.description.hasPrefix(
                "TaskBag did not settle within 0.1 seconds; still running: the task inserted at "
                    + "ProtocolStoreTests/TaskBagSettledTests.swift:") == true)
        bag.cancelAll()
    }
}

/// Collects values from any task.
private actor Recorder {
    private(set) var values: [String] = []
    func record(_ value: String) { values.append(value) }
}
