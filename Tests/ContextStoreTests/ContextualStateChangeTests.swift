import ContextStore
import Testing

@MainActor @Suite struct ContextualStateChangeTests {
    @Test func hasChangedComparesOldAndNew() {
        let same = ContextualStateChange(
            oldState: CounterState(value: 1), newState: CounterState(value: 1), isInitial: false)
        let different = ContextualStateChange(
            oldState: CounterState(value: 1), newState: CounterState(value: 2), isInitial: false)
        #expect(!same.hasChanged)
        #expect(different.hasChanged)
    }

    @Test func onlyTheFirstCommittedViewStateChangeIsInitial() {
        let viewModel = CounterViewModel(CounterContext())
        let noOp = viewModel.updateState { $0.note = "" }
        #expect(noOp.isInitial)
        #expect(!noOp.hasChanged)
        let first = viewModel.updateState { $0.note = "a" }
        #expect(first.isInitial)
        #expect(first.hasChanged)
        let second = viewModel.updateState { $0.note = "b" }
        #expect(!second.isInitial)
        #expect(second.oldState.note == "a")
        #expect(second.newState.note == "b")
    }
}
