import QuartetSupport
import Testing

@testable import ReducerPipeline

/// The registry finds a model's pipeline by the model's address alone, so a released model's
/// address must never lead a new model to the old pipeline.
@MainActor
struct PipelineRegistryTests {
    @Test func aNewModelNeverInheritsAReleasedModelsPipeline() async throws {
        for _ in 0..<200 {
            var model: ClockedCounter? = ClockedCounter()
            model!.startPipeline()
            model!.send(.add(3))
            try await model!.settled()
            #expect(model!.currentState.count == 3)
            model = nil
            // The allocator readily hands a freed address to the next object of the same size.
            let next = ClockedCounter()
            #expect(next.currentState.count == 0, "a fresh model starts from its initial state")
            #expect(!next.isPipelineRunning)
        }
    }

    /// Each registry sweeps only its own pipelines, so a test with a registry of its own (and a
    /// reaper on its own clock) neither sees nor disturbs any other test's.
    @Test func aRegistryEndsOnlyItsOwnPipelines() async throws {
        let own = PipelineRegistry(reaperClock: TestClock())
        var model: ClockedCounter? = ClockedCounter(registry: own)
        weak let storage = model!.pipeline
        model!.startPipeline()
        model = nil
        PipelineRegistry.shared.sweep()
        #expect(storage?.isRunning == true, "the shared registry does not hold it")
        #expect(own.sweep() == 0)
        #expect(storage == nil, "its own registry ended and let go of it")
    }
}
