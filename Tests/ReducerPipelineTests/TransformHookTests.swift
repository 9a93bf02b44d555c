import Observation
import QuartetSupport
import ReducerPipeline
import Testing

/// Drops odd amounts before `mutate`, merges an outside source into the mutations, and
/// clamps states.
@Observable
final class HookedCounter: AsyncViewModel {
    struct State: Sendable, Equatable { var count = 0 }
    enum Action: Sendable { case add(Int) }
    enum Mutation: Sendable { case add(Int) }

    let initialState = State()
    let outside: PipelineStream<Mutation>

    init(outside: PipelineStream<Mutation>) {
        self.outside = outside
    }

    func transform(action: ActionStream) -> ActionStream {
        PipelineStream(action.filter { if case .add(let amount) = $0 { amount % 2 == 0 } else { true } })
    }

    func transform(mutation: MutationStream) -> MutationStream {
        let outside = outside
        return MutationStream { continuation in
            let own = Task {
                for await mutation in mutation { continuation.yield(mutation) }
            }
            let merged = Task {
                for await mutation in outside { continuation.yield(mutation) }
            }
            continuation.onTermination = {
                own.cancel()
                merged.cancel()
            }
        }
    }

    func transform(state: StateStream) -> StateStream {
        PipelineStream(state.map { State(count: min($0.count, 100)) })
    }

    func mutate(action: Action) async -> MutationStream {
        switch action {
        case .add(let amount): .just(.add(amount))
        }
    }

    func reduce(state: State, mutation: Mutation) -> State {
        switch mutation {
        case .add(let amount): State(count: state.count + amount)
        }
    }
}

@MainActor
struct TransformHookTests {
    @Test func transformHooksReshapeActionsMutationsAndStates() async throws {
        var outsideContinuation: PipelineStream<HookedCounter.Mutation>.Continuation!
        let outside = PipelineStream<HookedCounter.Mutation> { outsideContinuation = $0 }
        let model = HookedCounter(outside: outside)
        let tester = PipelineTester(model)

        try tester.send(.add(3))  // odd: dropped by transform(action:)
        try tester.send(.add(4))
        try await tester.receive(.init(count: 4))

        outsideContinuation.yield(.add(10))  // merged in by transform(mutation:)
        try await tester.receive(.init(count: 14))

        try tester.send(.add(200))  // clamped by transform(state:)
        try await tester.receive(.init(count: 100))
        try await tester.finish()
    }

    /// A loaded machine can leave the task feeding a mutation stream unscheduled for a long
    /// time, so `receive` must outwait a
    /// producer it cannot see. Here the producer is released by a main-actor task, which runs
    /// only once this test, on the main actor, has suspended in `receive`: the state comes after
    /// `receive` has begun waiting, whatever the load. (A `TestClock` advanced by another task
    /// would race `receive`'s 30 s bound: an advance first lets ready tasks run, fifty hops
    /// through a parallel run's queue, which can take longer than that under load.)
    @Test func receiveOutwaitsAProducerTheTesterCannotSee() async throws {
        var outsideContinuation: PipelineStream<HookedCounter.Mutation>.Continuation!
        let outside = PipelineStream<HookedCounter.Mutation> { outsideContinuation = $0 }
        let tester = PipelineTester(HookedCounter(outside: outside))
        let continuation = outsideContinuation!
        let (release, releaseInput) = AsyncStream.makeStream(of: Void.self)
        let producer = Task.detached {
            for await _ in release {}
            continuation.yield(.add(10))
        }
        Task { @MainActor in releaseInput.finish() }
        try await tester.receive(.init(count: 10))
        await producer.value
    }

    @Test func throttledActionStreamStillReachesMutateInOrder() async throws {
        let clock = TestClock()
        let model = ThrottledToggle(clock: clock)
        let tester = PipelineTester(model)
        tester.isExhaustive = false
        try tester.send(.set(true))
        try await tester.receive(.init(isOn: true))
        try tester.send(.set(false))
        try tester.send(.set(true))
        try tester.send(.set(false))
        await clock.advance(by: .milliseconds(400))
        try tester.send(.set(true))
        // The actions sent within the interval are folded into the first one to arrive after
        // it; with `latest: true`, that newest action is the one `mutate` sees.
        try await tester.receive(.init(isOn: true))
        #expect(model.seen == [true, true])
    }
}

@Observable
final class ThrottledToggle: AsyncViewModel {
    struct State: Sendable, Equatable { var isOn = false }
    enum Action: Sendable { case set(Bool) }

    let initialState = State()
    let clock: TestClock
    var seen: [Bool] = []

    init(clock: TestClock) { self.clock = clock }

    func transform(action: ActionStream) -> ActionStream {
        action.throttle(for: .milliseconds(300), clock: clock)
    }

    func reduce(state: State, mutation: Action) -> State {
        switch mutation {
        case .set(let isOn):
            seen.append(isOn)
            return State(isOn: isOn)
        }
    }
}
