import QuartetSupport
import ReducerPipeline
import Testing

private struct Offline: Error {}

struct DebounceTests {
    /// The error ends the debounced sequence at once: the waiting element is dropped and no
    /// interval is waited for (the clock never moves here).
    @Test func anErrorOfTheBaseIsRethrownAtOnce() async throws {
        let clock = TestClock()
        let (base, input) = AsyncThrowingStream.makeStream(of: String.self)
        let debounced = base.debounce(for: .milliseconds(300), clock: clock)
        let consumer = Task {
            var received: [String] = []
            do {
                for try await element in debounced { received.append(element) }
                return (received, "ended without the error")
            } catch {
                return (received, error is Offline ? "rethrown" : "other error \(error)")
            }
        }
        input.yield("a")
        input.finish(throwing: Offline())
        let (received, ending) = await consumer.value
        #expect(received == [])
        #expect(ending == "rethrown")
        #expect(clock.now == .init())
    }

    @Test func emitsAnElementOnlyAfterTheIntervalPassesQuietly() async {
        let clock = TestClock()
        let debounced = timeline("abc------|", on: clock).debounce(for: .milliseconds(300), clock: clock)
        #expect(await record(debounced, on: clock) == ["c@500", "|@900"])
    }

    @Test func emitsTheWaitingElementAtOnceWhenTheBaseEnds() async {
        let clock = TestClock()
        let debounced = timeline("ab---c-|", on: clock).debounce(for: .milliseconds(300), clock: clock)
        #expect(await record(debounced, on: clock) == ["b@400", "c@700", "|@700"])
    }

    @Test func emitsEveryElementSpacedBeyondTheInterval() async {
        let clock = TestClock()
        let debounced = timeline("a----b----|", on: clock).debounce(for: .milliseconds(300), clock: clock)
        #expect(await record(debounced, on: clock) == ["a@300", "b@800", "|@1000"])
    }

    @Test func pipelineStreamOverloadKeepsTheStreamType() async {
        let clock = TestClock()
        let stream: PipelineStream<String> = timeline("abc------|", on: clock)
            .debounce(for: .milliseconds(300), clock: clock)
        #expect(await record(stream, on: clock) == ["c@500", "|@900"])
    }

    @Test func cancellingTheConsumerStopsTheTimers() async {
        let clock = TestClock()
        let debounced = timeline("a--------|", on: clock).debounce(for: .milliseconds(300), clock: clock)
        let consumer = Task {
            for await _ in debounced {}
        }
        await clock.waitForSleepers(count: 2)  // the timeline's and the debounce timer's
        consumer.cancel()
        await consumer.value
        await clock.advance(by: .zero)
        #expect(clock.sleeperCount == 1, "only the timeline itself still sleeps")
    }
}
