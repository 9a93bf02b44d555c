import QuartetSupport
import ReadingList
import ReducerPipeline
import ReducerPipelineReadingList

// A scripted session with the reading list, driven through the headless host that
// `.observing(model)` owns, on a test clock so that the transcript appears at once.
let clock = TestClock()
let service = InMemoryReadingListService(clock: clock)
var host: AsyncViewModelHost<ReadingListModel>? = AsyncViewModelHost(
    ReadingListModel(service: service, clock: clock))
weak let model = host?.model
weak let weakHost = host

/// What the screen shows now, on one line.
@MainActor
func show(_ step: String) {
    let milliseconds =
        clock.now.offset.components.seconds * 1000
        + clock.now.offset.components.attoseconds / 1_000_000_000_000_000
    var line = "[\(milliseconds) ms] \(step)"
    if let state = host?.state {
        line += " → \(state.phase), items \(state.items.map(\.id))"
        if state.isRefreshing { line += ", refreshing" }
        if !state.query.isEmpty { line += ", query \"\(state.query)\"" }
        if let alert = state.alert { line += ", alert \"\(alert)\"" }
        if let detail = state.detail {
            line += ", detail \(detail.item)"
            if let editor = detail.editor {
                line += ", editor \"\(editor.draft)\" (save \(editor.isSaveEnabled ? "enabled" : "disabled")"
                line += editor.isSaving ? ", saving)" : ")"
            }
        }
    }
    print(line)
}

/// Waits until the state satisfies `condition`, re-checking at each commit.
@MainActor
func waitFor(_ description: String, _ condition: @escaping @MainActor (ReadingListModel.State) -> Bool)
    async throws
{
    try await waitUntil(description) { host.map { condition($0.state) } ?? false }
}

/// Moves time by `duration` once a task sleeps until exactly then.
@MainActor
func advance(by duration: Duration) async throws {
    try await clock.waitForSleeper(until: clock.now.advanced(by: duration))
    await clock.advance(by: duration)
}

// The list appears and loads.
host?.appear()
host?.send(.screenAppeared)
try await waitFor("loading") { $0.phase == .loading }
show("appear")
try await advance(by: .seconds(1))
try await waitFor("loaded") { $0.phase == .loaded }
show("loaded")

// Typing: only the text that stood still for 300 ms is searched.
/// What the searchable field's binding does when the user types.
@MainActor
func enterSearch(_ text: String) {
    host?.accessor(\.query) { .searchTextChanged($0) }.wrappedValue = text
}

enterSearch("in")
try await waitFor("query in") { $0.query == "in" }
show("type \"in\"")
try await clock.waitForSleeper(until: clock.now.advanced(by: .milliseconds(300)))
await clock.advance(by: .milliseconds(100))
enterSearch("inv")
try await waitFor("query inv") { $0.query == "inv" }
show("type \"inv\" 100 ms later")
try await advance(by: .milliseconds(300))
try await advance(by: .seconds(1))
try await waitFor("results") { $0.items.map(\.id) == [12] }
show("search answered")
print("  requests so far: \(service.requests)")
enterSearch("")
try await waitFor("cleared") { $0.query.isEmpty && $0.items.count == 5 }
show("clear the search")

// The detail records an impression after 2 s on screen.
host?.send(.itemTapped(42))
try await waitFor("detail") { $0.detail != nil }
show("tap #42")
try await advance(by: .seconds(2))
await service.waitForImpressions(count: 1)  // the impression timer is the model's, not the pipeline's
show("2 s on the detail")
print("  impressions: \(service.impressions)")

// Editing: Save is disabled for a blank title, busy while saving.
host?.send(.editTapped)
try await waitFor("editor") { $0.isEditing }
show("tap Edit")
host?.send(.draftChanged("   "))
try await waitFor("blank draft") { $0.detail?.editor?.draft == "   " }
show("clear the title")
host?.send(.draftChanged(" The Hitchhiker's Guide "))
try await waitFor("draft") { $0.detail?.editor?.isSaveEnabled == true }
show("type a title")
host?.send(.saveTapped)
try await waitFor("saving") { $0.detail?.editor?.isSaving == true }
show("tap Save")
try await advance(by: .seconds(1))
try await waitFor("saved") { !$0.isEditing }
show("saved")
print("  list shows: \(host!.state.items.first { $0.id == 42 }!)")

// Deep links: one into the edit sheet, one to an item that is not there.
host?.send(.backTapped)
try await waitFor("popped") { $0.detail == nil }
show("tap Back")
host?.send(.linkOpened("items/42/edit"))
try await waitFor("linked editor") { $0.isEditing }
show("open items/42/edit")
host?.send(.cancelTapped)
try await waitFor("cancelled") { !$0.isEditing }
show("tap Cancel")
host?.send(.linkOpened("items/99"))
try await waitFor("alert") { $0.alert != nil }
show("open items/99")
host?.send(.alertDismissed)
try await waitFor("no alert") { $0.alert == nil }
show("dismiss the alert")

// Leaving while a refresh, a debounce and the impression timer run.
host?.send(.refreshPulled)
enterSearch("x")
try await waitFor("refreshing") { $0.isRefreshing && $0.query == "x" }
try await clock.waitForSleeper(until: clock.now.advanced(by: .milliseconds(300)))
show("pull to refresh, type \"x\"")
print("  calls in flight: \(service.callsInFlight), sleepers: \(clock.sleeperCount)")
host?.disappear()
host = nil
await service.waitUntilIdle()  // the cancelled calls have landed
print("leave → calls in flight: \(service.callsInFlight), sleepers: \(clock.sleeperCount)")
print("  model released: \(model == nil), host released: \(weakHost == nil)")
print("  requests: \(service.requests)")
