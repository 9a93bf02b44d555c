import Testing

@testable import ContextStore

/// A view model lives exactly as long as its owner keeps it (plus any `handle` call that is
/// running), and its tasks end with it.
@MainActor @Suite struct ContextViewModelLifetimeTests {
    @Test func followingTheStoreDoesNotKeepTheViewModelAlive() async throws {
        let context = CounterContext()
        weak var released: CounterViewModel?
        var delivery: Task<Void, Never>?
        do {
            let viewModel = CounterViewModel(context)
            await viewModel.syncWithStore()
            released = viewModel
            delivery = viewModel.storeDelivery
            #expect(await context.store.observerCount == 1)
        }
        #expect(released == nil)
        // `deinit` cancelled its delivery task; once the task has returned, the iterator it
        // followed the store with, the store's observer, is gone.
        let task = try #require(delivery)
        try #require(task.isCancelled)
        await task.value
        #expect(await context.store.observerCount == 0)
    }

    @Test func releasingTheViewModelCancelsItsEffectTasks() async {
        let context = CounterContext()
        var viewModel: CounterViewModel? = CounterViewModel(context)
        let task = viewModel?.send(.incrementTapped)
        viewModel = nil
        #expect(task?.isCancelled == true)
        await task?.value
        // The effect had not started: with its view model gone, it never runs.
        #expect(await context.store.state.value == 0)
    }

    @Test func cancelEffectsEndsARunningHandle() async {
        let context = CounterContext()
        let viewModel = CounterViewModel(context)
        let task = viewModel.send(.waitTapped(seconds: 60))
        await context.clock.waitForSleepers()
        viewModel.cancelEffects()
        await task?.value
        #expect(context.log.recorded == ["started", "cancelled"])
        #expect(viewModel.runningEffectCount == 0)
        #expect(viewModel.state.isWaiting)
    }

    @Test func aRunningHandleHoldsItsViewModelOnlyUntilItReturns() async {
        let context = CounterContext()
        weak var released: CounterViewModel?
        var task: Task<Void, Never>?
        do {
            let viewModel = CounterViewModel(context)
            released = viewModel
            task = viewModel.send(.waitTapped(seconds: 1))
            await context.clock.waitForSleepers()
        }
        // The owner is gone, but `handle` is suspended inside a method call on the view model.
        #expect(released != nil)
        await context.clock.advance(by: .seconds(1))
        await task?.value
        #expect(released == nil)
        #expect(context.log.recorded == ["started", "finished"])
    }

    @Test func releasingTheHostCancelsTheRunningEffectAndFreesTheViewModel() async {
        let context = CounterContext()
        weak var released: CounterViewModel?
        var task: Task<Void, Never>?
        do {
            let host = ContextualHost(CounterViewModel(context))
            released = host.viewModel
            task = host.send(.waitTapped(seconds: 60))
            await context.clock.waitForSleepers()
        }
        await task?.value
        #expect(context.log.recorded == ["started", "cancelled"])
        #expect(released == nil)
    }
}
