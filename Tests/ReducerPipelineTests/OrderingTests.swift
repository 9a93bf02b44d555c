import QuartetSupport
import Testing

@testable import ReducerPipeline

@MainActor
struct OrderingTests {
    @Test func actionsSentBeforeObservationAreReplayedInOrderOnceItBegins() async throws {
        let model = ClockedCounter()
        model.send(.add(1))
        model.send(.add(10))
        model.send(.add(100))
        // The actions wait in the queue: nothing was handed to mutate, so nothing can run.
        let storage = model.pipeline
        #expect(!storage.isStarted && storage.unsettledWork.count == 1, "\(storage.unsettledWork)")
        #expect(model.currentState.count == 0, "nothing runs before observation begins")
        #expect(model.mutated.isEmpty)

        let tester = PipelineTester(model)
        try await tester.receive(
            .init(count: 1), .init(count: 1, log: ["added 1"]),
            .init(count: 11, log: ["added 1"]), .init(count: 11, log: ["added 1", "added 10"]),
            .init(count: 111, log: ["added 1", "added 10"]),
            .init(count: 111, log: ["added 1", "added 10", "added 100"]))
        #expect(model.mutated == ["add(1)", "add(10)", "add(100)"])
        try await tester.finish()
    }

    @Test func immediateMutationsAreReducedBeforeTheNextActionIsMutated() async throws {
        let model = ClockedCounter()
        let tester = PipelineTester(model)
        for _ in 0..<5 { try tester.send(.increment) }
        // Each `increment` reads `currentState`: had a `.just` waited, two would read the same
        // count and the total would fall short.
        for count in 1...5 { try await tester.receive(.init(count: count)) }
        try await tester.finish()
    }

    @Test func quickMutationIsNotStuckBehindASlowStream() async throws {
        let clock = TestClock()
        let model = ClockedCounter(clock: clock)
        let tester = PipelineTester(model)
        try tester.send(.loadSlowly(42, after: .seconds(5)))
        try await tester.receive { $0.isLoading = true }
        await clock.waitForSleepers(count: 1)
        try tester.send(.increment)
        // The slow stream still sleeps; the increment is reduced anyway.
        try await tester.receive { $0.count = 1 }
        #expect(clock.sleeperCount == 1)

        await clock.advance(by: .seconds(5))
        try await tester.receive({ $0.count = 42 })
        try await tester.receive({ $0.isLoading = false })
        try await tester.finish()
    }

    @Test func mutationsOfOneStreamAreReducedInOrderWhileStreamsInterleave() async throws {
        let clock = TestClock()
        let model = ClockedCounter(clock: clock)
        let tester = PipelineTester(model)
        try tester.send(.countUp(to: 3, every: .seconds(2)))  // ticks at 2 s, 4 s, 6 s
        try tester.send(.loadSlowly(9, after: .seconds(3)))  // lands at 3 s
        try await tester.receive { $0.isLoading = true }
        // Time moves one wake-up at a time, each after the sleeps it ends have begun.
        await clock.waitForSleepers(count: 2)
        await clock.advance(by: .seconds(2))
        try await tester.receive { $0.log = ["tick 1"] }
        await clock.waitForSleepers(count: 2)
        await clock.advance(by: .seconds(1))
        try await tester.receive { $0.count = 9 }
        try await tester.receive { $0.isLoading = false }
        await clock.waitForSleepers(count: 1)
        await clock.advance(by: .seconds(1))
        try await tester.receive { $0.log = ["tick 1", "tick 2"] }
        await clock.waitForSleepers(count: 1)
        await clock.advance(by: .seconds(2))
        try await tester.receive { $0.log = ["tick 1", "tick 2", "tick 3"] }
        try await tester.finish()
    }

    @Test func everySubscriberSeesTheCurrentStateThenEveryLaterStateInOrder() async throws {
        let model = ClockedCounter()
        let early = model.states()
        for _ in 0..<3 { model.send(.increment) }
        try await model.settled()
        let late = model.states()
        for _ in 0..<2 { model.send(.increment) }

        var earlyCounts: [Int] = []
        for await state in early {
            earlyCounts.append(state.count)
            if state.count == 5 { break }
        }
        var lateCounts: [Int] = []
        for await state in late {
            lateCounts.append(state.count)
            if state.count == 5 { break }
        }
        #expect(earlyCounts == [0, 1, 2, 3, 4, 5])
        #expect(lateCounts == [3, 4, 5])
    }

    @Test func emptyMutationStreamCommitsNoState() async throws {
        let model = ClockedCounter()
        let tester = PipelineTester(model)
        try tester.send(.noop)
        try await tester.finish()
        #expect(model.mutated == ["noop"])
    }

    @Test func modelWithoutMutationTypeReducesItsActions() async throws {
        let model = Toggle()
        let tester = PipelineTester(model)
        try tester.send(.set(true))
        try await tester.receive(.init(isOn: true))
        try await tester.finish()
    }
}
