import Dispatch
import QuartetSupport
import Testing

@Suite struct TestClockTests {
    @Test func sleeperWakesOnlyWhenItsDeadlineIsReached() async throws {
        let clock = TestClock()
        let woke = Flag()
        let task = Task {
            try await clock.sleep(for: .seconds(2))
            await woke.set()
        }
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(1))
        #expect(await woke.isSet == false)
        await clock.advance(by: .seconds(1))
        try await task.value
        #expect(await woke.isSet)
        #expect(clock.now == .init(offset: .seconds(2)))
    }

    @Test func waitForSleeperReturnsOnlyOnceASleepEndsAtThatDeadline() async throws {
        let clock = TestClock()
        let first = Task { try await clock.sleep(for: .seconds(1)) }
        await clock.waitForSleepers()
        let waited = Flag()
        let waiter = Task {
            try await clock.waitForSleeper(until: TestClock.Instant(offset: .seconds(3)))
            await waited.set()
        }
        // A sleeper with another deadline does not end the wait.
        await yieldToOtherTasks(times: 20)
        #expect(await waited.isSet == false)
        first.cancel()
        let second = Task { try await clock.sleep(for: .seconds(3)) }
        try await waiter.value
        #expect(await waited.isSet)
        second.cancel()
        _ = await (first.result, second.result)
    }

    @Test func advanceToSleeperWaitsForTheSleepThenEndsIt() async throws {
        let clock = TestClock()
        let woke = Flag()
        let sleeper = Task {
            try await clock.sleep(for: .milliseconds(300))
            await woke.set()
        }
        try await clock.advanceToSleeper(in: .milliseconds(300))
        try await sleeper.value
        #expect(await woke.isSet)
        #expect(clock.now == TestClock.Instant(offset: .milliseconds(300)))
    }

    @Test func waitForSleeperTimesOutNamingTheSleepersItSaw() async throws {
        let clock = TestClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        await clock.waitForSleepers()
        await #expect {
            try await clock.waitForSleeper(
                until: TestClock.Instant(offset: .seconds(3)), timeout: .milliseconds(50))
        } throws: { error in
            "\(error)"
                == "Timed out after 0.05 seconds waiting for a task to sleep until 3.0 seconds; "
                + "tasks were sleeping until [1.0 seconds]"
        }
        sleeper.cancel()
        _ = await sleeper.result
    }

    /// A cancelled sleep and one an advance wakes both end the wait; the clock's time is only
    /// moved by the advance.
    @Test func waitForNoSleepersReturnsOnceEverySleepHasEnded() async throws {
        let clock = TestClock()
        let cancelled = Task { try await clock.sleep(for: .seconds(60)) }
        let woken = Task { try await clock.sleep(for: .seconds(1)) }
        await clock.waitForSleepers(count: 2)
        let waiter = Task { try await clock.waitForNoSleepers() }
        cancelled.cancel()
        await #expect(throws: CancellationError.self) { try await cancelled.value }
        #expect(clock.sleeperCount == 1)
        await clock.advance(by: .seconds(1))
        try await woken.value
        try await waiter.value
        #expect(clock.sleeperCount == 0 && clock.now == TestClock.Instant(offset: .seconds(1)))
    }

    @Test func waitForNoSleepersTimesOutNamingTheSleepersLeft() async throws {
        let clock = TestClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(2)) }
        await clock.waitForSleepers()
        let error = await #expect(throws: SleeperTimeout.self) {
            try await clock.waitForNoSleepers(timeout: .milliseconds(50))
        }
        #expect(error?.deadline == nil && error?.sleeping == [.seconds(2)])
        sleeper.cancel()
        _ = await sleeper.result
    }

    @Test func sleepersWakeInDeadlineOrder() async throws {
        let clock = TestClock()
        let log = Log()
        for seconds in [3, 1, 2] {
            Task {
                try await clock.sleep(for: .seconds(seconds))
                await log.append(seconds)
            }
        }
        await clock.waitForSleepers(count: 3)
        await clock.advance(by: .seconds(5))
        #expect(await log.entries == [1, 2, 3])
        #expect(clock.sleeperCount == 0)
    }

    @Test func cancellingASleeperThrowsCancellationError() async {
        let clock = TestClock()
        let task = Task { try await clock.sleep(for: .seconds(1)) }
        await clock.waitForSleepers()
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test func runAdvancesUntilNothingSleeps() async throws {
        let clock = TestClock()
        let first = Task { try await clock.sleep(for: .seconds(1)) }
        let second = Task { try await clock.sleep(for: .seconds(3)) }
        await clock.waitForSleepers(count: 2)
        await clock.run()
        try await first.value
        try await second.value
        #expect(clock.sleeperCount == 0)
        #expect(clock.now == .init(offset: .seconds(3)))
    }

    @Test func aSleepStartedByAWokenTaskWakesWithinTheSameAdvance() async throws {
        let clock = TestClock()
        let log = Log()
        let chain = Task {
            try await clock.sleep(for: .seconds(1))
            await log.append(1)
            try await clock.sleep(for: .seconds(1))
            await log.append(2)
        }
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(1))
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(1))
        try await chain.value
        #expect(await log.entries == [1, 2])
    }

    /// On a loaded machine a woken task's thread can be descheduled for longer than the clock's
    /// yields last (CI saw [2, 1, 3] here). A gated executor stands in for that stall,
    /// deterministically: while the first sleeper cannot run, the advance must not wake the next.
    @Test func advanceWaitsForAWokenTaskToRunBeforeWakingTheNext() async throws {
        let clock = TestClock()
        let log = Log()
        let gate = GatedExecutor()
        let first = Task(executorPreference: gate) {
            try await clock.sleep(for: .seconds(1))
            await log.append(1)
        }
        await clock.waitForSleepers(count: 1)
        let second = Task {
            try await clock.sleep(for: .seconds(2))
            await log.append(2)
        }
        await clock.waitForSleepers(count: 2)

        gate.close()
        let advance = Task { await clock.advance(by: .seconds(5)) }
        // Ten times the clock's own settling, through the same lowest-priority lane, so that an
        // advance that did not wait would have woken the second sleeper by now.
        await yieldToOtherTasks(times: 500)
        #expect(clock.sleeperCount > 0, "the second sleeper was woken while the first could not run")
        #expect(await log.entries.isEmpty)

        gate.open()
        await advance.value
        try await first.value
        try await second.value
        #expect(await log.entries == [1, 2])
    }

    @Test func sleepingUntilThePastReturnsAtOnce() async throws {
        let clock = TestClock(now: .init(offset: .seconds(10)))
        try await clock.sleep(until: .init(offset: .seconds(5)))
        #expect(clock.sleeperCount == 0)
    }
}

actor Flag {
    private(set) var isSet = false
    func set() { isSet = true }
}

actor Log {
    private(set) var entries: [Int] = []
    func append(_ entry: Int) { entries.append(entry) }
}

/// A task executor that runs jobs in order on a dispatch queue while open, and holds them while
/// closed: a thread the scheduler does not run, made deterministic. A task that prefers it runs
/// its nonisolated code, `TestClock.sleep` included, there.
final class GatedExecutor: TaskExecutor {
    private struct State {
        var isOpen = true
        var held: [UnownedJob] = []
    }

    private let state = Lock(State())
    private let queue = DispatchQueue(label: "GatedExecutor")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        // Dispatched under the lock, so that a job enqueued while `open()` releases the held ones
        // cannot overtake them.
        state.withLock { state in
            if state.isOpen { run(job) } else { state.held.append(job) }
        }
    }

    func close() {
        state.withLock { $0.isOpen = false }
    }

    func open() {
        state.withLock { state in
            state.isOpen = true
            for job in state.held { run(job) }
            state.held.removeAll()
        }
    }

    private func run(_ job: UnownedJob) {
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
