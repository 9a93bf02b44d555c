import ContextStore
import DiaryEntryEditor

// A scripted session with the diary entry editor, driven through the headless host exactly as
// the SwiftUI view drives it: type, close the screen, reopen it (the draft is still there), save.

let context = DiaryContext()

@MainActor func show(_ label: String, _ state: EntryEditorViewModel.State) {
    print("\(label): title=\"\(state.title)\" text=\"\(state.text)\" saved=\(state.savedCount)")
}

var editor: ContextualHost<EntryEditorViewModel>? = ContextualHost(EntryEditorViewModel(context))
await editor!.viewModel.syncWithStore()
show("opened", editor!.state)

let title = editor!.bindTo(\.title) { .titleChanged($0) }
title.wrappedValue = "Rainy Sunday"
await editor!.send(.textChanged("Stayed in and read."))?.value
show("typed", editor!.state)
print("store draft: \"\((await context.store.state).draft.title)\"")

editor = nil
print("closed the editor")

editor = ContextualHost(EntryEditorViewModel(context))
await editor!.viewModel.syncWithStore()
show("reopened", editor!.state)

await editor!.send(.saveTapped)?.value
await editor!.viewModel.syncWithStore()
show("saved", editor!.state)
let store = await context.store.state
print("store: \(store.entries.map(\.title)), draft empty: \(store.draft.isEmpty)")
