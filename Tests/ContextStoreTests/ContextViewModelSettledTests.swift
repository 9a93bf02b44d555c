import QuartetSupport
import Testing

@testable import ContextStore

/// `settled()` waits for a view model's effects and for the store's latest state to reach its
/// view state, and fails with what was still running instead of hanging.
@MainActor
struct ContextViewModelSettledTests {
    @Test func theStoresInitialStateHasReachedTheViewStateOnceSettled() async throws {
        let viewModel = CounterViewModel(CounterContext(CounterState(value: 5)))
        try await viewModel.settled()
        #expect(viewModel.state.value == 5)
    }

    @Test func settledWaitsForTheEffectAndTheStoreChangeItMade() async throws {
        let viewModel = CounterViewModel(CounterContext())
        viewModel.send(.incrementTapped)
        viewModel.send(.incrementTapped)
        try await viewModel.settled()
        #expect(viewModel.state.value == 2)
        #expect(viewModel.runningEffectCount == 0)
    }

    @Test func settledWaitsForAStoreChangeMadeByAnotherWriter() async throws {
        let context = CounterContext()
        let viewModel = CounterViewModel(context)
        await context.store.update { $0.value = 7 }
        try await viewModel.settled()
        #expect(viewModel.state.value == 7)
    }

    @Test func settledWaitsForAnEffectTheClockWoke() async throws {
        let clock = TestClock()
        let viewModel = CounterViewModel(CounterContext(clock: clock))
        viewModel.send(.waitTapped(seconds: 1))
        #expect(viewModel.state.isWaiting)
        try await clock.advanceToSleeper(in: .seconds(1))
        try await viewModel.settled()
        #expect(!viewModel.state.isWaiting)
    }

    @Test func anEffectThatNeverEndsFailsNamingIt() async throws {
        let viewModel = CounterViewModel(CounterContext())
        viewModel.send(.waitTapped(seconds: 60))
        let failure = await #expect(throws: SettleFailure.self) {
            try await viewModel.settled(timeout: .milliseconds(100))
        }
        #expect(failure?.stillRunning == ["handle(wait(seconds: 60))"])
        #expect(
            failure?.description
                == "CounterViewModel did not settle within 0.1 seconds; still running: handle(wait(seconds: 60))"
        )
        viewModel.cancelEffects()
    }
}
