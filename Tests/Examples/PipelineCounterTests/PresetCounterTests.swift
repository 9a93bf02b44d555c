import PipelineCounter
import QuartetSupport
import ReducerPipeline
import Testing

@MainActor
struct PresetCounterTests {
    @Test func tappingPlusAndMinusChangesTheCountAtOnce() async throws {
        let tester = PipelineTester(PresetCounter())
        try tester.send(.incrementTapped)
        try tester.send(.incrementTapped)
        try tester.send(.decrementTapped)
        try await tester.receive(.init(count: 1), .init(count: 2), .init(count: 1))
        try await tester.finish()
    }

    @Test func loadingThePresetShowsLoadingThenTheCount() async throws {
        let clock = TestClock()
        let tester = PipelineTester(PresetCounter(preset: 42, presetDelay: .milliseconds(250), clock: clock))
        try tester.send(.loadPresetTapped)
        try await tester.receive(.init(count: 0, isLoading: true))
        await clock.waitForSleepers()
        await clock.advance(by: .milliseconds(249))
        try await tester.finish()
        await clock.advance(by: .milliseconds(1))
        try await tester.receive(.init(count: 42, isLoading: true), .init(count: 42, isLoading: false))
        try await tester.finish()
    }

    @Test func countingContinuesWhileThePresetLoads() async throws {
        let clock = TestClock()
        let tester = PipelineTester(PresetCounter(preset: 42, clock: clock))
        try tester.send(.loadPresetTapped)
        try await tester.receive { $0.isLoading = true }
        try tester.send(.incrementTapped)
        try await tester.receive { $0.count = 1 }
        await clock.waitForSleepers()
        await clock.advance(by: .milliseconds(250))
        try await tester.receive { $0.count = 42 }
        try await tester.receive { $0.isLoading = false }
        try await tester.finish()
    }

    @Test func aSecondPresetTapWhileLoadingIsIgnored() async throws {
        let clock = TestClock()
        let tester = PipelineTester(PresetCounter(clock: clock))
        try tester.send(.loadPresetTapped)
        try await tester.receive { $0.isLoading = true }
        try tester.send(.loadPresetTapped)
        try await tester.finish()
        await clock.waitForSleepers()
        #expect(clock.sleeperCount == 1)
    }

    @Test func releasingTheCounterCancelsAPresetInFlight() async throws {
        let clock = TestClock()
        var counter: PresetCounter? = PresetCounter(clock: clock)
        weak let released = counter
        counter!.startPipeline()
        counter!.send(.loadPresetTapped)
        await clock.waitForSleepers()
        counter = nil
        #expect(released == nil)
    }
}
