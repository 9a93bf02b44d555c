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
