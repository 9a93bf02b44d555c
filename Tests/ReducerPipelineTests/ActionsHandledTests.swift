import Observation
import QuartetSupport
import Testing

@testable import ReducerPipeline

/// `actionsHandled()` waits until `mutate(action:)` has handled what was sent, also through a
/// `transform(action:)` hook that passes actions on from a task of its own, where `settled()`
/// cannot tell: the Compare spec's "a second pull while refreshing is ignored" needs the pull
/// decided on before it lets the refresh finish.
@MainActor
struct ActionsHandledTests {
    @Test func actionsPassedOnByAHookAreHandledWhenItReturns() async throws {
        let model = Forwarding()
        model.startPipeline()
        model.send(.tap(2))
        model.send(.tap(4))
        // The hook's task and then the action loop must each take a turn on the main actor.
        #expect(model.handled.isEmpty)
        try await model.actionsHandled()
        #expect(model.handled == [2, 4])
    }

    @Test func anActionTheHookDropsIsNotWaitedFor() async throws {
        let model = Forwarding()
        model.startPipeline()
        // Dropped, so mutate(action:) never handles it: the wait ends on the hook's taking it.
        model.send(.tap(1))
        try await model.actionsHandled()
        #expect(model.handled.isEmpty)
        model.send(.tap(6))
        try await model.actionsHandled()
        #expect(model.handled == [6])
    }

    @Test func actionsSentBeforeThePipelineStartsAreWaitedForOnceItDoes() async throws {
        let model = Forwarding()
        model.send(.tap(8))
        #expect(model.pipeline.unhandledActions == ["1 action(s) wait for the pipeline to start"])
        model.startPipeline()
        try await model.actionsHandled()
        #expect(model.handled == [8])
    }

    @Test func withoutAHookActionsAreHandledThroughTheQueue() async throws {
        let model = ClockedCounter()
        model.startPipeline()
        model.send(.add(3))
        #expect(model.pipeline.unhandledActions == ["1 action(s) not yet handled by mutate(action:)"])
        try await model.actionsHandled()
        #expect(model.currentState.count == 3)
    }

    @Test func aHookWhoseStreamNoContinuationFeedsCannotBeWaitedFor() async throws {
        let model = ReshapedToggle()
        model.startPipeline()
        model.send(.set(true))
        await #expect(throws: SettleFailure.self) { try await model.actionsHandled() }
    }
}

/// Passes on the even taps from a task of its own, as the reading list's search debounce does
/// with every action, and records what `mutate(action:)` handled.
@Observable
final class Forwarding: AsyncViewModel {
    struct State: Sendable, Equatable {}
    enum Action: Sendable { case tap(Int) }

    let initialState = State()
    private(set) var handled: [Int] = []

    func transform(action: ActionStream) -> ActionStream {
        ActionStream { continuation in
            let forwarding = Task {
                for await action in action {
                    if case .tap(let number) = action, number % 2 == 0 { continuation.yield(action) }
                }
            }
            continuation.onTermination = { forwarding.cancel() }
        }
    }

    func mutate(action: Action) async -> MutationStream {
        if case .tap(let number) = action { handled.append(number) }
        return .empty()
    }

    func reduce(state: State, mutation: Action) -> State { state }
}
