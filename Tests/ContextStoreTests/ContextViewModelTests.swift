import ContextStore
import QuartetSupport
import Testing

@MainActor @Suite struct ContextViewModelTests {
    @Test func theViewStateStartsEmptyAndReceivesTheStoreStateOnALaterTurn() async {
        let viewModel = CounterViewModel(CounterContext(CounterState(value: 4)))
        #expect(viewModel.state == CounterViewState())
        await viewModel.syncWithStore()
        #expect(viewModel.state.value == 4)
        #expect(viewModel.state.received == [4])
    }

    @Test func theReducerRunsBeforeSendReturns() {
        let viewModel = CounterViewModel(CounterContext())
        viewModel.send(.noteChanged("hello"))
        #expect(viewModel.state.note == "hello")
    }

    @Test func sendReturnsNoTaskWhenTheReducerProducesNoEffect() {
        let viewModel = CounterViewModel(CounterContext())
        #expect(viewModel.send(.noteChanged("a")) == nil)
        #expect(viewModel.runningEffectCount == 0)
    }

    @Test func sendReturnsTheTaskHandlingTheEffect() async {
        let context = CounterContext()
        let viewModel = CounterViewModel(context)
        let task = viewModel.send(.incrementTapped)
        #expect(task != nil)
        #expect(viewModel.runningEffectCount == 1)
        await task?.value
        #expect(await context.store.state.value == 1)
        #expect(viewModel.runningEffectCount == 0)
    }

    @Test func awaitingTheTaskWaitsForTheStoreWriteButNotForTheStoreChangeToArrive() async {
        let context = CounterContext()
        let viewModel = CounterViewModel(context)
        await viewModel.syncWithStore()
        await viewModel.send(.incrementTapped)?.value
        // The store has the write...
        #expect(await context.store.state.value == 1)
        // ...and the view state has it once the `.storeChanged` it caused has been delivered.
        await viewModel.syncWithStore()
        #expect(viewModel.state.value == 1)
        #expect(viewModel.state.received == [0, 1])
    }

    @Test func storeChangesMadeElsewhereReachTheViewStateAsStoreChangedActions() async {
        let context = CounterContext()
        let viewModel = CounterViewModel(context)
        await viewModel.syncWithStore()
        await context.store.update { $0.value = 7 }
        await viewModel.syncWithStore()
        await context.store.update { $0.value = 9 }
        await viewModel.syncWithStore()
        #expect(viewModel.state.received == [0, 7, 9])
    }

    @Test func syncWithStoreReturnsAtOnceWhenNothingIsPending() async {
        let context = CounterContext()
        let viewModel = CounterViewModel(context)
        await viewModel.syncWithStore()
        await viewModel.syncWithStore()
        #expect(viewModel.state.received == [0])
    }

    @Test func onlyAChangedStateInvalidatesTheView() async {
        let viewModel = CounterViewModel(CounterContext())
        await viewModel.syncWithStore()
        let probe = ObservationProbe { _ = viewModel.state }
        viewModel.send(.refreshTapped)
        viewModel.send(.noteChanged(""))
        #expect(!probe.isInvalidated)
        viewModel.send(.noteChanged("changed"))
        #expect(probe.isInvalidated)
        await probe.nextRender()
        #expect(probe.invalidationCount == 1)
    }

    @Test func nothingButStateIsObservable() async {
        let viewModel = CounterViewModel(CounterContext())
        await viewModel.syncWithStore()
        let probe = ObservationProbe {
            _ = viewModel.runningEffectCount
            _ = viewModel.context
        }
        await viewModel.send(.incrementTapped)?.value
        await viewModel.syncWithStore()
        #expect(viewModel.state.value == 1)
        #expect(probe.invalidationCount == 0)
        #expect(!probe.isInvalidated)
    }

    @Test func handleRunsOnTheMainActorAndReportsBackWithActions() async {
        let context = CounterContext()
        let viewModel = CounterViewModel(context)
        let task = viewModel.send(.waitTapped(seconds: 2))
        #expect(viewModel.state.isWaiting)
        await context.clock.waitForSleepers()
        await context.clock.advance(by: .seconds(2))
        await task?.value
        #expect(!viewModel.state.isWaiting)
        #expect(context.log.recorded == ["started", "finished"])
    }

    @Test func updateStateChangesTheViewStateWithoutTheReducer() {
        let viewModel = CounterViewModel(CounterContext())
        let change = viewModel.updateState { $0.note = "direct" }
        #expect(change.hasChanged)
        #expect(viewModel.state.note == "direct")
    }

    @Test func scopeStateWorksWithTheSnapshotTakenWhenItStarts() async {
        let viewModel = CounterViewModel(CounterContext())
        viewModel.send(.noteChanged("before"))
        var seen: [String] = []
        var shown: String?
        await viewModel.scopeState(\.note) { note in
            viewModel.send(.noteChanged("after"))
            // The view state shows the change (a timeout leaves `shown` at "before")…
            try? await waitUntil("the view state shows the new note") { viewModel.state.note == "after" }
            shown = viewModel.state.note
            // …and the body still works with the note it started with.
            seen.append(note)
        }
        #expect(shown == "after")
        #expect(seen == ["before"])
        #expect(viewModel.state.note == "after")
    }

    @Test func twoViewModelsOnOneStoreSeeEachOthersWrites() async {
        let context = CounterContext()
        let list = CounterViewModel(context)
        let detail = CounterViewModel(context)
        await detail.send(.incrementTapped)?.value
        await list.syncWithStore()
        await detail.syncWithStore()
        #expect(list.state.value == 1)
        #expect(detail.state.value == 1)
    }
}
