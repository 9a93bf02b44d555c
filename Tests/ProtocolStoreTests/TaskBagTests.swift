import ProtocolStore
import QuartetSupport
import Testing

@Suite struct TaskBagTests {
    /// A task that runs until cancelled, sleeping on a clock nobody advances.
    private func endlessTask(on clock: TestClock) -> Task<Void, Never> {
        Task {
            try? await clock.sleep(for: .seconds(3600))
        }
    }

    @Test func releasingTheBagCancelsItsTasks() async {
        let clock = TestClock()
        let first = endlessTask(on: clock)
        let second = endlessTask(on: clock)
        var bag: TaskBag? = TaskBag {
            first
            second
        }
        await clock.waitForSleepers(count: 2)
        #expect(bag?.count == 2)
        #expect(!first.isCancelled)
        bag = nil
        #expect(first.isCancelled)
        #expect(second.isCancelled)
        await first.value
        await second.value
    }

    @Test func insertTakesManyTasksWithConditionsAndLoops() {
        let clock = TestClock()
        let bag = TaskBag()
        let includeExtra = false
        bag.insert {
            endlessTask(on: clock)
            if includeExtra {
                endlessTask(on: clock)
            }
            for _ in 0..<3 {
                endlessTask(on: clock)
            }
        }
        #expect(bag.count == 4)
        bag.cancelAll()
        #expect(bag.count == 0)
    }

    @Test func cancelAllCancelsAndEmptiesButKeepsTheBagUsable() {
        let clock = TestClock()
        let bag = TaskBag()
        let task = endlessTask(on: clock)
        task.store(in: bag)
        bag.cancelAll()
        #expect(task.isCancelled)
        let later = endlessTask(on: clock)
        bag.insert(later)
        #expect(!later.isCancelled)
        bag.cancelAll()
        #expect(later.isCancelled)
    }

    @Test func aViewModelsTasksAreCancelledWhenTheViewModelGoesAway() async {
        @MainActor final class Ticker {
            let tasks = TaskBag()
            var ticks = 0
            init(clock: TestClock) {
                tasks.insert {
                    Task { [weak self] in
                        while (try? await clock.sleep(for: .seconds(1))) != nil { self?.ticks += 1 }
                    }
                }
            }
        }
        let clock = TestClock()
        var ticker: Ticker? = await Ticker(clock: clock)
        await clock.waitForSleepers(count: 1)
        await clock.advance(by: .seconds(1))
        await clock.waitForSleepers(count: 1)
        #expect(await ticker?.ticks == 1)
        ticker = nil
        // Cancelled: the sleeper is gone, nothing waits on the clock any more.
        await clock.advance(by: .seconds(5))
        #expect(clock.sleeperCount == 0)
    }
}
