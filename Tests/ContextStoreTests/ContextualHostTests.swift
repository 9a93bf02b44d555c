import ContextStore
import QuartetSupport
import Testing

@MainActor @Suite struct ContextualHostTests {
    @Test func stateIsTheViewModelsState() async {
        let host = ContextualHost(CounterViewModel(CounterContext(CounterState(value: 3))))
        await host.viewModel.syncWithStore()
        #expect(host.state.value == 3)
    }

    @Test func aBindingReadsTheStateAndWritesBySendingAnAction() {
        let host = ContextualHost(CounterViewModel(CounterContext()))
        let note: Accessor<String> = host.bindTo(\.note) { .noteChanged($0) }
        #expect(note.wrappedValue == "")
        note.wrappedValue = "typed"
        #expect(host.state.note == "typed")
        #expect(note.wrappedValue == "typed")
    }

    @Test func sendForwardsToTheViewModelAndReturnsItsTask() async {
        let context = CounterContext()
        let host = ContextualHost(CounterViewModel(context))
        await host.send(.incrementTapped)?.value
        #expect(await context.store.state.value == 1)
        #expect(host.send(.refreshTapped) == nil)
    }

    @Test func disappearCancelsTheRunningEffects() async {
        let context = CounterContext()
        let host = ContextualHost(CounterViewModel(context))
        let task = host.send(.waitTapped(seconds: 5))
        await context.clock.waitForSleepers()
        #expect(host.viewModel.runningEffectCount == 1)
        host.disappear()
        #expect(host.viewModel.runningEffectCount == 0)
        await task?.value
        #expect(context.log.recorded == ["started", "cancelled"])
    }
}
