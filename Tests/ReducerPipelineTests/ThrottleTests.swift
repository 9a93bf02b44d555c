import QuartetSupport
import ReducerPipeline
import Testing

struct ThrottleTests {
    @Test func emitsFirstElementAtOnceThenTheLatestOncePerInterval() async {
        let clock = TestClock()
        let throttled = timeline("abc-d---|", on: clock).throttle(for: .milliseconds(300), clock: clock)
        #expect(await record(throttled, on: clock) == ["a@0", "d@400", "|@800"])
    }

    @Test func keepsTheEarliestElementOfAnIntervalWhenLatestIsFalse() async {
        let clock = TestClock()
        let throttled = timeline("abc-d---|", on: clock)
            .throttle(for: .milliseconds(300), clock: clock, latest: false)
        #expect(await record(throttled, on: clock) == ["a@0", "b@400", "|@800"])
    }

    @Test func emitsThePendingElementAtTheEndNoSoonerThanTheInterval() async {
        let clock = TestClock()
        let throttled = timeline("ab|", on: clock).throttle(for: .milliseconds(300), clock: clock)
        #expect(await record(throttled, on: clock) == ["a@0", "b@300", "|@300"])
    }

    @Test func passesElementsSpacedBeyondTheIntervalUntouched() async {
        let clock = TestClock()
        let throttled = timeline("a---b---c|", on: clock).throttle(for: .milliseconds(300), clock: clock)
        #expect(await record(throttled, on: clock) == ["a@0", "b@400", "c@800", "|@900"])
    }

    @Test func reducingFoldsTheElementsOfAnInterval() async {
        let clock = TestClock()
        let throttled = timeline("abc-d---|", on: clock)
            .throttle(for: .milliseconds(300), clock: clock) { (joined: String?, element: String) in
                (joined ?? "") + element
            }
        #expect(await record(throttled, on: clock) == ["a@0", "bcd@400", "|@800"])
    }

    @Test func pipelineStreamOverloadKeepsTheStreamType() async {
        let clock = TestClock()
        let stream: PipelineStream<String> = timeline("abc-d---|", on: clock)
            .throttle(for: .milliseconds(300), clock: clock)
        #expect(await record(stream, on: clock) == ["a@0", "d@400", "|@800"])
    }
}
