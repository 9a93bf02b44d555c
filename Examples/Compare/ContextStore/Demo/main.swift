import ContextStore
import ContextStoreReadingList
import QuartetSupport
import ReadingList

// A scripted session on the reading list, driven through the headless `ContextualHost`s exactly
// as the SwiftUI views drive them, on a `TestClock` so that the output never changes.

let clock = TestClock()
let service = InMemoryReadingListService(clock: clock)

/// Moves time by `duration` once something is sleeping until then (a call, the debounce, a timer).
@MainActor func pass(_ duration: Duration) async throws {
    try await clock.waitForSleeper(until: clock.now.advanced(by: duration))
    await clock.advance(by: duration)
}

/// Prints what the list (and the pushed detail, if any) shows.
@MainActor func show(
    _ label: String, _ list: ContextualHost<ReadingListViewModel>,
    _ detail: ContextualHost<ReadingItemDetailViewModel>? = nil
) {
    let state = list.state
    var line = "\(label): \(state.phase), \(state.rows.map(\.id))"
    if state.isRefreshing { line += ", refreshing" }
    if !state.query.isEmpty { line += ", query \"\(state.query)\"" }
    if let alert = detail?.state.alert ?? state.alert { line += ", alert \"\(alert)\"" }
    print(line)
    guard let detail = detail?.state, let item = detail.item else { return }
    var detailLine = "  detail: \(item)"
    if let editor = detail.editor {
        detailLine += "; sheet \"\(editor.draft)\", save \(editor.isSaveEnabled ? "enabled" : "disabled")"
        if editor.isSaving { detailLine += ", saving" }
    }
    print(detailLine)
}

/// What `.navigationDestination(item:)` does when the list pushes: a new detail, which appears.
@MainActor func push(
    _ destination: ReadingListViewModel.Destination?, in context: ReadingListContext
) -> ContextualHost<ReadingItemDetailViewModel>? {
    guard let destination else { return nil }
    let detail = ContextualHost(
        ReadingItemDetailViewModel(context, item: destination.item, opensEditor: destination.opensEditor))
    detail.send(.appeared)
    return detail
}

/// The session; returns weak references to everything it made, and the work it left running.
@MainActor func runSession() async throws -> (made: [WeakReference], work: [Task<Void, Never>]) {
    let context = ReadingListContext(service: service, clock: clock)
    let list = ContextualHost(ReadingListViewModel(context))
    var made = [WeakReference(list), WeakReference(list.viewModel)]

    list.send(.appeared)
    show("appeared", list)
    try await pass(.seconds(1))
    try await waitUntil("the list is loaded") { list.state.phase == .loaded }
    show("loaded", list)

    let searchField = list.bindTo(\.query) { .queryChanged($0) }
    for text in ["c", "ca", "cal"] {
        searchField.wrappedValue = text
        try await clock.waitForSleeper(until: clock.now.advanced(by: ReadingListViewModel.searchDebounce))
        await clock.advance(by: .milliseconds(100))
    }
    await clock.advance(by: .milliseconds(200))
    print("requested after the debounce: \(service.requests.dropFirst().map(\.description))")
    try await pass(.seconds(1))
    try await waitUntil("the results are shown") { list.state.searchResults != nil }
    show("searched", list)
    searchField.wrappedValue = ""
    show("cleared", list)

    list.send(.itemTapped(12))
    var detail = push(list.state.destination, in: context)
    made += [WeakReference(detail!), WeakReference(detail!.viewModel)]
    show("tapped #12", list, detail)
    try await pass(.seconds(2))
    try await detail?.viewModel.settled()  // the impression effect has returned
    print("impressions after 2 s: \(service.impressions)")

    detail?.send(.editTapped)
    detail?.bindTo(\.draft) { .draftChanged($0) }.wrappedValue = "  Invisible Cities (1972) "
    let save = detail?.send(.saveTapped)
    print("second tap while saving starts anything: \(detail?.send(.saveTapped) != nil)")
    show("saving", list, detail)
    try await pass(.seconds(1))
    await save?.value
    await list.viewModel.syncWithStore()
    show("saved", list, detail)
    print("  list row: \(list.state.rows.first { $0.id == 12 }!)")

    list.bindTo(\.destination) { _ in .detailPopped }.wrappedValue = nil
    detail?.disappear()
    detail = nil
    show("popped", list)

    list.send(.linkOpened("items/42/edit"))
    detail = push(list.state.destination, in: context)
    made += [WeakReference(detail!), WeakReference(detail!.viewModel)]
    show("opened items/42/edit", list, detail)
    list.send(.linkOpened("items/404"))
    show("opened items/404", list, detail)
    list.bindTo(\.isAlertPresented) { _ in .alertDismissed }.wrappedValue = false

    let refresh = list.send(.refreshPulled)
    try await clock.waitForSleeper(until: clock.now.advanced(by: .seconds(1)))
    show("pulled to refresh", list, detail)

    // Leaving: the views disappear (cancelling their effects) and are released.
    detail?.disappear()
    list.disappear()
    return (made, [refresh].compactMap { $0 })
}

let session = try await runSession()
for task in session.work { await task.value }
await service.waitUntilIdle()
// Hosts cancel their view model's effects from a task when released; let those tasks end.
let deadline = ContinuousClock.now.advanced(by: .seconds(2))
while session.made.contains(where: \.isAlive) && ContinuousClock.now < deadline {
    await yieldToOtherTasks()
}
print("left: calls in flight \(service.callsInFlight), sleepers \(clock.sleeperCount)")
print("still alive: \(session.made.filter(\.isAlive).map(\.label))")
print("requests: \(service.requests.map(\.description))")

/// A weak reference to something the session made, to show that leaving released it.
struct WeakReference {
    let label: String
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.label = String(describing: type(of: object))
        self.object = object
    }

    var isAlive: Bool { object != nil }
}
