import Observation
import QuartetSupport
import Testing

@testable import ReducerPipeline

/// Derives an action from another through `transform(action:)` without holding any up: each
/// `.typed` is observed and passed on, and what `derived` yields is merged in.
@Observable
final class DerivingModel: AsyncViewModel {
    struct State: Sendable, Equatable { var handled: [String] = [] }
    enum Action: Sendable {
        case typed(String)
        case derived(String)
    }

    let initialState = State()
    @ObservationIgnored let observed = Lock<[String]>([])
    let derived: PipelineStream<Action>

    init(derived: PipelineStream<Action>) {
        self.derived = derived
    }

    func transform(action: ActionStream) -> ActionStream {
        let observed = observed
        return action.onElement { action in
            if case .typed(let text) = action { observed.withLock { $0.append(text) } }
        }
        .merge(with: derived)
    }

    func reduce(state: State, mutation: Action) -> State {
        var state = state
        switch mutation {
        case .typed(let text): state.handled.append(text)
        case .derived(let text): state.handled.append("derived " + text)
        }
        return state
    }
}

/// A `transform(action:)` that only observes and merges keeps the pipeline's own action queue:
/// no task per stage, sent actions handled in order in one main-actor turn, merged ones joining
/// as they arrive.
@MainActor
struct ObservedAndMergedActionsTests {
    @Test func sentActionsAreObservedAndHandledInOrderThroughTheQueue() async throws {
        let (derived, _) = PipelineStream<DerivingModel.Action>.makeStream()
        let model = DerivingModel(derived: derived)
        model.startPipeline()
        for text in ["a", "b", "c"] { model.send(.typed(text)) }
        try await model.actionsHandled()
        #expect(model.currentState.handled == ["a", "b", "c"])
        #expect(model.observed.withLock { $0 } == ["a", "b", "c"])
        #expect(model.pipeline.usesActionQueue, "the queue, not a task per stage")
        #expect(model.pipeline.runningTaskCount == 0, "nothing waits between actions")
    }

    @Test func mergedActionsJoinAsTheyArriveAndAreNotObserved() async throws {
        let (derived, input) = PipelineStream<DerivingModel.Action>.makeStream()
        let model = DerivingModel(derived: derived)
        model.startPipeline()
        model.send(.typed("a"))
        try await model.actionsHandled()
        input.yield(.derived("x"))
        for await state in model.states() where state.handled.count == 2 { break }
        model.send(.typed("b"))
        try await model.actionsHandled()
        #expect(model.currentState.handled == ["a", "derived x", "b"])
        #expect(model.observed.withLock { $0 } == ["a", "b"], "the observer sees sent actions only")
    }

    @Test func settledCannotTellWhileAMergedStreamMayStillYield() async throws {
        let (derived, input) = PipelineStream<DerivingModel.Action>.makeStream()
        let model = DerivingModel(derived: derived)
        model.startPipeline()
        await #expect(throws: SettleFailure.self) { try await model.settled() }
        input.finish()
        // The end arrives on a later turn of the main actor; once it has, the pipeline can tell.
        let storage = model.pipeline
        try await waitUntilSettled(
            "the merged stream's end", timeout: .seconds(60), signal: storage.settlement
        ) {
            storage.openMergedStreams == 0 ? [] : ["the merged stream is open"]
        }
        try await model.settled()
    }
}
