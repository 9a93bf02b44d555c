import ContextStore
import SharedDiary

// Two screens, one store: the list opens and stars entries, the detail renames them, and each
// sees the other's edits. Driven through headless hosts, as the SwiftUI views drive them.

let context = JournalContext(
    initialState: JournalStoreState(entries: [
        JournalEntry(title: "Monday"), JournalEntry(title: "Tuesday"),
    ]))
let list = ContextualHost(JournalListViewModel(context))
let detail = ContextualHost(JournalDetailViewModel(context))

@MainActor func settle() async {
    await list.viewModel.syncWithStore()
    await detail.viewModel.syncWithStore()
}

@MainActor func show(_ label: String) {
    let rows = list.state.rows.map { "\($0.isOpen ? ">" : " ")\($0.title)\($0.isFavorite ? " *" : "")" }
    let open =
        detail.state.entryID == nil || detail.state.isGone
        ? "nothing open" : "\"\(detail.state.title)\" favorite=\(detail.state.isFavorite)"
    print("\(label)\n  list:   \(rows.joined(separator: " | "))\n  detail: \(open)")
}

await settle()
show("start")

await list.send(.entryTapped(list.state.rows[0].id))?.value
await settle()
show("list opened Monday")

await detail.send(.titleChanged("Monday, rainy"))?.value
await settle()
show("detail renamed it")

await list.send(.starTapped(list.state.rows[0].id))?.value
await settle()
show("list starred it")

await detail.send(.closeTapped)?.value
await settle()
show("detail closed it")
