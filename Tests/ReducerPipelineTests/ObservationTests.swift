import QuartetSupport
import ReducerPipeline
import Testing

@MainActor
struct ObservationTests {
    @Test func aViewReadingCurrentStateIsInvalidatedWhenItChanges() async throws {
        let model = ClockedCounter()
        let tester = PipelineTester(model)
        let probe = ObservationProbe { _ = model.currentState.count }
        #expect(probe.invalidationCount == 0)

        try tester.send(.increment)
        try await tester.receive { $0.count = 1 }
        await probe.nextRender()
        #expect(probe.invalidationCount == 1)
        #expect(probe.renderCount == 2)
    }

    @Test func statesCommittedInOneTurnCoalesceIntoOneRender() async throws {
        let model = ClockedCounter()
        let tester = PipelineTester(model)
        let probe = ObservationProbe { _ = model.currentState }
        try tester.send(.add(5))  // two mutations, reduced in the same turn
        try await tester.receive(.init(count: 5), .init(count: 5, log: ["added 5"]))
        await probe.nextRender()
        #expect(probe.renderCount == 2)
    }

    @Test func aViewOfAModelThatNeverChangesIsNotInvalidated() async throws {
        let model = ClockedCounter()
        let tester = PipelineTester(model)
        let probe = ObservationProbe { _ = model.currentState }
        try tester.send(.noop)
        try await tester.finish()
        #expect(probe.invalidationCount == 0)
    }
}
