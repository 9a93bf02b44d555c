import Observation
import QuartetSupport
import Testing

@testable import ReducerPipeline

@MainActor
struct LifetimeTests {
    @Test func releasingTheModelFreesItEvenWithASlowMutationAndASubscriber() async throws {
        let clock = TestClock()
        var model: ClockedCounter? = ClockedCounter(clock: clock)
        weak let released = model
        let states = model!.states()
        model!.send(.loadSlowly(1, after: .seconds(60)))
        await clock.waitForSleepers(count: 1)

        model = nil
        // Neither the pipeline's tasks nor the subscriber's stream hold the model.
        #expect(released == nil)
        _ = states
    }

    /// A view model that is sent actions or read but never subscribed to starts no relay task,
    /// so nothing of it runs on after it is released, sweep or no sweep.
    @Test func aModelNobodySubscribesToHasNoRelayTask() async throws {
        let model = ClockedCounter()
        let storage = model.pipeline
        model.send(.increment)
        _ = model.currentState
        #expect(!storage.hasRelayTask)

        let states = model.states()
        #expect(storage.hasRelayTask)
        var iterator = states.makeAsyncIterator()
        #expect(await iterator.next()?.count == 0)
    }

    @Test func endingAReleasedModelsPipelineCancelsItsTasksAndFinishesItsStreams() async throws {
        let clock = TestClock()
        var model: ClockedCounter? = ClockedCounter(clock: clock)
        weak let storage = model!.pipeline
        let states = model!.states()
        let consumer = Task {
            var received = 0
            for await _ in states { received += 1 }
            return received
        }
        model!.send(.loadSlowly(1, after: .seconds(60)))
        await clock.waitForSleepers(count: 1)
        #expect(storage?.openMutationStreams == 1, "the slow stream")
        #expect(storage?.runningTaskCount == 0, "no task waits: the stream tells of its arrivals")

        model = nil
        // The next pipeline to be created sweeps the table.
        _ = ClockedCounter().currentState

        #expect(await consumer.value == 2, "the subscriber saw the initial and loading states, then the end")
        // The slow stream was told to stop and cancelled its sleep: every sleep ends, untimed.
        try await clock.waitForNoSleepers()
        #expect(storage == nil, "nothing keeps the pipeline's storage, hence its relay, alive")
    }

    @Test func theReaperEndsAReleasedModelsPipelineWithoutOtherActivity() async throws {
        let reaperClock = TestClock()
        let registry = PipelineRegistry(reaperClock: reaperClock, reaperInterval: .seconds(1))
        var model: ClockedCounter? = ClockedCounter(registry: registry)
        let states = model!.states()
        let consumer = Task {
            for await _ in states {}
            return true
        }
        await reaperClock.waitForSleepers(count: 1)
        model = nil
        await reaperClock.advance(by: .seconds(1))
        #expect(await consumer.value)
    }

    @Test func sendingToAReleasedModelsStorageIsIgnored() async throws {
        var model: ClockedCounter? = ClockedCounter()
        let storage = model!.pipeline
        storage.start()
        model = nil
        PipelineRegistry.shared.sweep()
        storage.send(.increment)
        #expect(!storage.isRunning)
        #expect(storage.runningTaskCount == 0)
    }

    @Test func aStreamOfAnEndedPipelineFinishesAtOnce() async throws {
        var model: ClockedCounter? = ClockedCounter()
        let storage = model!.pipeline
        storage.start()
        model = nil
        PipelineRegistry.shared.sweep()
        var count = 0
        for await _ in storage.states() { count += 1 }
        #expect(count == 0)
    }
}

/// Checks that releasing a model stops its action loop between two queued actions.
@MainActor
struct ReleaseBetweenActionsTests {
    @Test func actionsStillQueuedWhenTheModelIsReleasedAreNotHandled() async throws {
        let log = MutationLog()
        let holder = ModelHolder()
        holder.model = SelfReleasingModel(log: log)
        weak let released = holder.model
        // The first mutate drops the last reference from outside the pipeline.
        holder.model!.onMutate = { [unowned holder] in holder.model = nil }
        holder.model!.startPipeline()
        for _ in 0..<3 { holder.model?.send(.tick) }

        // The action loop holds the model while it handles an action: it lets it go once it
        // sees that nobody else holds it, and the model's `deinit` says so.
        try await waitUntil("the action loop releases the model") { log.isModelReleased }
        #expect(released == nil)
        #expect(log.mutations == 1, "the two actions behind the releasing one were dropped")
    }
}

@Observable @MainActor
final class MutationLog {
    var mutations = 0
    /// Set by the model's `deinit`.
    var isModelReleased = false
}

@MainActor
final class ModelHolder {
    var model: SelfReleasingModel?
}

/// A model that calls `onMutate` from `mutate(action:)` and logs mutations outside itself.
@Observable
final class SelfReleasingModel: AsyncViewModel {
    struct State: Sendable, Equatable { var count = 0 }
    enum Action: Sendable { case tick }

    let initialState = State()
    @ObservationIgnored let log: MutationLog
    @ObservationIgnored var onMutate: (@MainActor () -> Void)?

    init(log: MutationLog) { self.log = log }

    isolated deinit { log.isModelReleased = true }

    func mutate(action: Action) async -> MutationStream {
        log.mutations += 1
        onMutate?()
        return .just(action)
    }

    func reduce(state: State, mutation: Action) -> State {
        State(count: state.count + 1)
    }
}
