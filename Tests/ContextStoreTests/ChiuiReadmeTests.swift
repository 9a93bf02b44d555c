import ContextStore
import Testing

// Chiui's README "Unit tests" section, verbatim but for the import line.

// region: chiui-tests
@Suite("EntryViewModel tests")
struct EntryViewModelTests {
    @Test("Reducer: titleChanged updates state and emits effect")
    func reducer_titleChanged_updatesState_andEmitsEffect() {
        var state = EntryState()
        let effect = EntryViewModel.respond(to: .titleChanged("Hello"), state: &state)

        #expect(state.title == "Hello")
        #expect(effect == .persistTitle("Hello"))
    }

    @Test("send(saveTapped) runs effect and updates store")
    @MainActor
    func send_saveTapped_runsEffectAndUpdatesStore() async {
        let context = EntryContext(initialState: .init(), api: .mockSuccess)
        let sut = EntryViewModel(context)

        _ = sut.send(.titleChanged("New entry"))
        if let task = sut.send(.saveTapped) {
            await task.value
        }

        let store = await context.store.state
        #expect(store.entries.last?.title == "New entry")
        #expect(sut.state.isSaving == false)
    }
}
// endregion
