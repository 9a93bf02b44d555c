import Observation
import QuartetSupport
import Testing

@testable import ReducerPipeline

/// The pipeline knows when nothing it runs can commit another state, so that the test harness
/// decides "nothing more comes" exactly instead of waiting for a quiet spell.
@MainActor
struct PipelineIdleTests {
    @Test func aPipelineWithOnlySynchronousMutationsIsIdleOnceItsActionsAreHandled() async throws {
        let model = ClockedCounter()
        let storage = model.pipeline
        storage.start()
        #expect(storage.isIdle)
        model.send(.increment)
        model.send(.add(2))
        #expect(!storage.isIdle, "two actions wait for mutate(action:)")
        try await model.settled()
        #expect(model.currentState.count == 3)
    }

    @Test func anOpenMutationStreamKeepsThePipelineBusyUntilItEnds() async throws {
        let clock = TestClock()
        let model = ClockedCounter(clock: clock)
        let storage = model.pipeline
        storage.start()
        model.send(.loadSlowly(5, after: .seconds(1)))
        await clock.waitForSleepers(count: 1)
        #expect(model.currentState.isLoading)
        #expect(!storage.isIdle, "the stream's producer sleeps on the clock and will yield")

        await clock.advance(by: .seconds(1))
        try await model.settled()
        #expect(model.currentState.count == 5)
        #expect(!model.currentState.isLoading)
    }

    @Test func aReshapedActionStreamIsNeverReportedIdle() async throws {
        let model = ReshapedToggle()
        let storage = model.pipeline
        storage.start()
        // A reshaped stream may hold an action back on a timer: only the harness's fallback,
        // not the pipeline, can judge it quiet.
        #expect(!storage.isIdle)
    }

    @Test func theTesterReportsAMissingStateOfAnIdlePipeline() async throws {
        let tester = PipelineTester(ClockedCounter())
        try tester.send(.noop)
        let failure = await #expect(throws: PipelineTestFailure.self) {
            try await tester.receive { $0.count = 1 }
        }
        #expect(failure?.description.contains("never arrived: State(count: 1") == true)
    }
}

/// A toggle whose actions pass through a reshaping `transform(action:)`.
@Observable
final class ReshapedToggle: AsyncViewModel {
    struct State: Sendable, Equatable { var isOn = false }
    enum Action: Sendable { case set(Bool) }

    let initialState = State()

    func transform(action: ActionStream) -> ActionStream {
        PipelineStream(action.map { $0 })
    }

    func reduce(state: State, mutation: Action) -> State {
        switch mutation {
        case .set(let isOn): State(isOn: isOn)
        }
    }
}
