import QuartetSupport
import Testing

@testable import ReducerPipeline

@MainActor
struct AsyncViewModelHostTests {
    @Test func appearingStartsThePipelineAndReplaysEarlierActions() async throws {
        let host = AsyncViewModelHost(ClockedCounter())
        host.send(.increment)
        // The action waits in the queue: nothing was handed to mutate, so nothing can run.
        let storage = host.model.pipeline
        #expect(!storage.isStarted && storage.unsettledWork.count == 1, "\(storage.unsettledWork)")
        #expect(host.state.count == 0)
        #expect(!host.model.isPipelineRunning)

        host.appear()
        try await host.model.settled()
        #expect(host.state.count == 1)
        #expect(host.isVisible)
    }

    @Test func disappearingKeepsThePipelineForTheNextAppearance() async throws {
        let host = AsyncViewModelHost(ClockedCounter())
        host.appear()
        host.disappear()
        host.send(.increment)
        try await host.model.settled()
        #expect(host.model.isPipelineRunning)
        #expect(host.state.count == 1)
        host.appear()
        #expect(host.appearanceCount == 2)
    }

    @Test func writingAnAccessorSendsAnActionAndReadingFollowsTheState() async throws {
        let host = AsyncViewModelHost(Toggle())
        host.appear()
        let isOn = host.accessor(\.isOn, send: { .set($0) })
        #expect(isOn.wrappedValue == false)
        isOn.wrappedValue = true
        // The state changes when the pipeline reduces the action, not on the write itself.
        #expect(isOn.wrappedValue == false)
        try await host.model.settled()
        #expect(isOn.wrappedValue == true)
    }
}
