// A scripted session on the reading list, driven headlessly: what the SwiftUI views do, step by
// step, with time moved by hand on a TestClock so that the transcript is the same on every run.
import PlainObservableReadingList
import QuartetSupport
import ReadingList

/// Plays the session on `screen`, and returns the tasks SwiftUI would own and still be running
/// when the screen goes away: the list's `.task` and a `.refreshable`.
@MainActor
func play(
    on screen: ReadingListModel, service: InMemoryReadingListService, clock: TestClock
) async throws -> [Task<Void, Never>] {
    var viewTasks: [Task<Void, Never>] = []

    func show() {
        print("  list: \(screen.loadState), \(screen.items.map(\.id))")
    }
    func pass(_ label: String, _ duration: Duration) async throws {
        print("  … \(label)")
        try await clock.waitForSleeper(until: clock.now.advanced(by: duration))
        await clock.advance(by: duration)
    }

    print("▶ The screen appears (.task)")
    viewTasks.append(Task { await screen.appear() })
    try await waitUntil("loading") { screen.loadState == .loading }
    show()
    try await pass("1 s: the service answers", .seconds(1))
    try await waitUntil("loaded") { screen.loadState == .loaded }
    show()

    print("▶ Type \"i\", \"in\", \"inv\" quickly (.onChange of the search text)")
    for text in ["i", "in", "inv"] {
        screen.query = text
        screen.queryChanged()
    }
    try await pass("300 ms: the debounce fires", .milliseconds(300))
    try await pass("1 s: the service answers", .seconds(1))
    try await waitUntil("searched") { screen.items.count == 1 }
    show()
    print("  requests: \(service.requests)")

    print("▶ Clear the search")
    screen.query = ""
    screen.queryChanged()
    show()

    print("▶ Tap #42 (NavigationLink), stay 2 s (the detail's .task)")
    screen.path.append(42)
    let impression = Task { await screen.detailAppeared(42) }
    print("  detail: \(screen.item(withID: 42)!)")
    try await pass("2 s on screen", .seconds(2))
    await impression.value
    print("  impressions: \(service.impressions)")

    print("▶ Edit, type \"  Hitchhiker's Guide  \", Save")
    screen.edit(42)
    let editor = screen.editor!
    print("  sheet: \"\(editor.draft)\"")
    editor.draft = "  Hitchhiker's Guide  "
    screen.save()
    print("  saving: \(editor.isSaving), save enabled: \(editor.isSaveEnabled)")
    screen.save()  // ignored: a save is running
    try await pass("1 s: the service saves", .seconds(1))
    try await waitUntil("saved") { screen.editor == nil }
    print("  sheet: closed; detail: \(screen.item(withID: 42)!)")
    print("  list: \(screen.items.first { $0.id == 42 }!)")

    print("▶ Back, then open readinglist://items/42/edit (.onOpenURL)")
    screen.path.removeLast()
    screen.open("items/42/edit")
    print("  path: \(screen.path), sheet: \"\(screen.editor!.draft)\"")
    screen.cancelEditing()
    screen.path.removeLast()

    print("▶ Open readinglist://items/99")
    screen.open("items/99")
    print("  alert: \(screen.alertMessage ?? "none"), path: \(screen.path)")
    screen.dismissAlert()

    print("▶ Pull to refresh, type \"be\", then leave before either finishes")
    let refresh = Task { await screen.refresh() }
    viewTasks.append(refresh)
    try await waitUntil("refreshing") { screen.isRefreshing }
    screen.query = "be"
    screen.queryChanged()
    await clock.waitForSleepers(count: 2)
    print("  calls in flight: \(service.callsInFlight), sleepers: \(clock.sleeperCount)")
    return viewTasks
}

@MainActor
func runSession() async throws {
    let clock = TestClock()
    let service = InMemoryReadingListService(clock: clock)
    var model: ReadingListModel? = ReadingListModel(service: service, clock: clock)
    weak let released = model
    var viewTasks = try await play(on: model!, service: service, clock: clock)

    print("▶ Leave the screen")
    // Leaving: SwiftUI cancels its tasks and releases the model, which cancels its own.
    for task in viewTasks { task.cancel() }
    model = nil
    for task in viewTasks { await task.value }
    viewTasks = []
    print("  calls in flight: \(service.callsInFlight), sleepers: \(clock.sleeperCount)")
    print("  model released: \(released == nil)")
    print("  requests: \(service.requests)")
}

try await runSession()
