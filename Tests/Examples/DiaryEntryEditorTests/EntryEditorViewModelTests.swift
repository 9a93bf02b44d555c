import ContextStore
import DiaryEntryEditor
import QuartetSupport
import Testing

struct SaveRejected: Error, CustomStringConvertible, Sendable {
    var description: String { "offline" }
}

@Suite struct EntryEditorReducerTests {
    @Test func typingPersistsTheWholeDraft() {
        var state = EntryEditorViewModel.State()
        state.text = "Body"
        let effect = EntryEditorViewModel.respond(to: .titleChanged("Title"), state: &state)
        #expect(state.title == "Title")
        #expect(effect == .persistDraft(DiaryDraft(title: "Title", text: "Body")))
    }

    @Test func theStoresDraftFillsTheFieldsOnlyOnce() {
        var state = EntryEditorViewModel.State()
        let first = DiaryStoreState(draft: DiaryDraft(title: "Hel"))
        _ = EntryEditorViewModel.respond(to: .storeChanged(first), state: &state)
        #expect(state.title == "Hel")
        _ = EntryEditorViewModel.respond(to: .titleChanged("Hello"), state: &state)
        // A late echo of an older draft must not move the text backwards.
        _ = EntryEditorViewModel.respond(to: .storeChanged(first), state: &state)
        #expect(state.title == "Hello")
    }

    @Test func saveIsIgnoredWithoutATitleOrWhileSaving() {
        var state = EntryEditorViewModel.State()
        #expect(EntryEditorViewModel.respond(to: .saveTapped, state: &state) == nil)
        state.title = "Title"
        #expect(
            EntryEditorViewModel.respond(to: .saveTapped, state: &state) == .save(DiaryDraft(title: "Title")))
        #expect(state.isSaving)
        #expect(EntryEditorViewModel.respond(to: .saveTapped, state: &state) == nil)
    }
}

@MainActor @Suite struct EntryEditorViewModelTests {
    @Test func reopeningTheEditorRestoresTheDraft() async {
        let context = DiaryContext()
        do {
            let editor = ContextualHost(EntryEditorViewModel(context))
            await editor.viewModel.syncWithStore()
            editor.bindTo(\.title) { .titleChanged($0) }.wrappedValue = "Draft"
            await editor.send(.textChanged("kept"))?.value
        }
        let reopened = EntryEditorViewModel(context)
        await reopened.syncWithStore()
        #expect(reopened.state.title == "Draft")
        #expect(reopened.state.text == "kept")
    }

    @Test func savingAppendsTheEntryClearsTheDraftAndTheFields() async {
        let context = DiaryContext()
        let editor = EntryEditorViewModel(context)
        await editor.syncWithStore()
        await editor.send(.titleChanged("Rain"))?.value
        await editor.send(.saveTapped)?.value
        await editor.syncWithStore()
        let store = await context.store.state
        #expect(store.entries.map(\.title) == ["Rain"])
        #expect(store.draft.isEmpty)
        #expect(editor.state.title == "")
        #expect(!editor.state.isSaving)
        #expect(editor.state.savedCount == 1)
    }

    @Test func aFailedSaveKeepsTheDraftAndShowsTheError() async {
        let context = DiaryContext(api: .failing(SaveRejected()))
        let editor = EntryEditorViewModel(context)
        await editor.syncWithStore()
        await editor.send(.titleChanged("Rain"))?.value
        await editor.send(.saveTapped)?.value
        let store = await context.store.state
        #expect(store.entries.isEmpty)
        #expect(store.draft.title == "Rain")
        #expect(editor.state.title == "Rain")
        #expect(editor.state.errorMessage == "Could not save: offline")
    }

    @Test func whileSavingTheButtonIsDisabled() async {
        let clock = TestClock()
        let context = DiaryContext(api: DiaryAPI(save: { _ in try await clock.sleep(for: .seconds(1)) }))
        let editor = EntryEditorViewModel(context)
        await editor.syncWithStore()
        editor.send(.titleChanged("Rain"))
        let save = editor.send(.saveTapped)
        #expect(!editor.state.canSave)
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(1))
        await save?.value
        #expect(!editor.state.isSaving)
    }
}
