import QuartetSupport
import Testing

@testable import ReducerPipeline

/// `settled()` waits, event by event, for every action and mutation stream of a pipeline, and
/// fails with what was still running instead of hanging.
@MainActor
struct PipelineSettledTests {
    @Test func synchronousActionsAreHandledWhenSettledReturns() async throws {
        let model = ClockedCounter()
        model.startPipeline()
        model.send(.increment)
        model.send(.add(2))
        try await model.settled()
        #expect(model.currentState.count == 3)
    }

    @Test func settledWaitsForAMutationStreamTheClockWoke() async throws {
        let clock = TestClock()
        let model = ClockedCounter(clock: clock)
        model.startPipeline()
        model.send(.loadSlowly(5, after: .seconds(1)))
        try await clock.advanceToSleeper(in: .seconds(1))
        try await model.settled()
        #expect(model.currentState.count == 5)
        #expect(!model.currentState.isLoading)
    }

    @Test func actionsSentBeforeTheStartAreWaitedForOnceItStarts() async throws {
        let model = ClockedCounter()
        model.send(.increment)
        model.send(.increment)
        model.startPipeline()
        try await model.settled()
        #expect(model.currentState.count == 2)
    }

    @Test func aStreamThatNeverEndsFailsNamingWhatWasStillRunning() async throws {
        let model = ClockedCounter()
        model.startPipeline()
        model.send(.loadSlowly(5, after: .seconds(60)))
        let failure = await #expect(throws: SettleFailure.self) {
            try await model.settled(timeout: .milliseconds(100))
        }
        #expect(
            failure?.description
                == "ClockedCounter's pipeline did not settle within 0.1 seconds; still running: "
                + "1 mutation stream(s) not finished")
    }

    @Test func actionsWaitingForAStartThatNeverComesAreNamed() async throws {
        let model = ClockedCounter()
        model.send(.increment)
        let failure = await #expect(throws: SettleFailure.self) {
            try await model.settled(timeout: .milliseconds(100))
        }
        #expect(
            failure?.stillRunning == [
                "1 action(s) wait for the pipeline to start (startPipeline(), states() or a host's appear())"
            ])
    }

    @Test func aReshapingHookFailsAtOnceSayingWhatToDoInstead() async throws {
        let model = ReshapedToggle()
        model.startPipeline()
        let failure = await #expect(throws: SettleFailure.self) {
            try await model.settled()
        }
        #expect(failure?.timeout == nil)
        #expect(failure?.description.contains("transform(action:) reshapes its stream") == true)
    }
}
