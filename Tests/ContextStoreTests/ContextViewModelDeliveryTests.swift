import ContextStore
import TestSupport
import Testing

/// How store changes reach a view model: in order, the latest winning, without the store ever
/// waiting for the main actor.
@MainActor @Suite struct ContextViewModelDeliveryTests {
    /// It holds the main actor on purpose, so it runs in a process of its own (an exit test): in
    /// the parallel run, every other main-actor test would wait behind it.
    @Test func aBusyMainActorBlocksNeitherTheStoreNorTheOrderOfDeliveries() async throws {
        try await withChildSlot("an exit test under load") {
            await #expect(processExitsWith: .success) {
                await ContextViewModelDeliveryTests()
                    .aBusyMainActorBlocksNeitherTheStoreNorTheOrderOfDeliveriesInThisProcess()
            }
        }
    }

    func aBusyMainActorBlocksNeitherTheStoreNorTheOrderOfDeliveriesInThisProcess() async {
        let context = CounterContext()
        let viewModel = CounterViewModel(context)
        await viewModel.syncWithStore()
        let store = context.store
        // The main actor is blocked while 50 updates land: the store completes them all (it never
        // waits for an observer), and the view model then receives only the newest.
        blockingCallerUntil {
            for value in 1...50 {
                await store.update { $0.value = value }
            }
        }
        await viewModel.syncWithStore()
        #expect(viewModel.state.received == [0, 50])
    }

    @Test func deliveriesAreInOrderAndEndWithTheFinalState() async {
        let context = CounterContext()
        let viewModel = CounterViewModel(context)
        let store = context.store
        await Task.detached {
            for value in 1...300 {
                await store.update { $0.value = value }
            }
        }.value
        await viewModel.syncWithStore()
        let received = viewModel.state.received
        #expect(received.last == 300)
        #expect(zip(received, received.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func aStoreChangeInterleavedWithUserActionsIsStillApplied() async {
        let context = CounterContext()
        let viewModel = CounterViewModel(context)
        await viewModel.syncWithStore()
        viewModel.send(.noteChanged("typing"))
        await context.store.update { $0.value = 2 }
        viewModel.send(.noteChanged("typing more"))
        await viewModel.syncWithStore()
        #expect(viewModel.state.value == 2)
        #expect(viewModel.state.note == "typing more")
    }
}
