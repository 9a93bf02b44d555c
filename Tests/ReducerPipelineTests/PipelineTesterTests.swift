import QuartetSupport
import ReducerPipeline
import Testing

@MainActor
struct PipelineTesterTests {
    @Test func anUnexpectedStateFailsNamingBothStates() async throws {
        let tester = PipelineTester(ClockedCounter())
        try tester.send(.increment)
        let failure = await #expect(throws: PipelineTestFailure.self) {
            try await tester.receive(.init(count: 2))
        }
        let description = failure?.description ?? ""
        #expect(description.contains("after send(.increment) differs"))
        #expect(description.contains("Expected: State(count: 2"))
        #expect(description.contains("Received: State(count: 1"))
    }

    @Test func aMissingStateFailsNamingIt() async throws {
        let clock = TestClock()
        let tester = PipelineTester(ClockedCounter(clock: clock))
        // The open mutation stream keeps the pipeline from being provably idle, so the tester
        // gives up only after `timeout` without progress.
        tester.timeout = .milliseconds(100)
        try tester.send(.loadSlowly(7, after: .seconds(1)))
        try await tester.receive { $0.isLoading = true }
        // The clock was not advanced: the next state never comes.
        let failure = await #expect(throws: PipelineTestFailure.self) {
            try await tester.receive { $0.count = 7 }
        }
        #expect(failure?.description.contains("never arrived: State(count: 7") == true)
        #expect(failure?.description.contains("advance the TestClock") == true)
    }

    @Test func anUnassertedStateFailsTheNextSend() async throws {
        let model = ClockedCounter()
        let tester = PipelineTester(model)
        try tester.send(.increment)
        try await model.settled()
        let failure = #expect(throws: PipelineTestFailure.self) {
            try tester.send(.increment)
        }
        #expect(failure?.description.contains("1 state(s) received after send(.increment)") == true)
        #expect(failure?.description.contains("not asserted before send(.increment)") == true)
    }

    @Test func anUnassertedStateFailsFinish() async throws {
        let tester = PipelineTester(ClockedCounter())
        try tester.send(.increment)
        await #expect(throws: PipelineTestFailure.self) {
            try await tester.finish()
        }
    }

    @Test func nonExhaustiveTesterSkipsToTheExpectedState() async throws {
        let tester = PipelineTester(ClockedCounter())
        tester.isExhaustive = false
        for _ in 0..<3 { try tester.send(.increment) }
        try await tester.receive(.init(count: 3))
        try await tester.finish()
    }

    @Test func skippingReceivedStatesMovesTheBaseline() async throws {
        let tester = PipelineTester(ClockedCounter())
        try tester.send(.add(2))
        await tester.skipReceivedStates()
        #expect(tester.lastAssertedState == .init(count: 2, log: ["added 2"]))
        try tester.send(.increment)
        try await tester.receive { $0.count = 3 }
        try await tester.finish()
    }
}
