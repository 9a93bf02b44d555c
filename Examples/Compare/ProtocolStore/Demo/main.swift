// A scripted session on the reading list, without a screen. `@Store` holds the coordinator as
// `ReadingListCoordinatorView` does, two `Presentation`s read its optional children as
// `.navigation(model:)` and `.sheet(model:)` do, and time moves only when the script says so, so
// the transcript is the same on every run.
import ProtocolStore
import ProtocolStoreReadingList
import QuartetSupport
import ReadingList

/// `ReadingListCoordinatorView` off Apple platforms: the same `@Store`, without a `body`.
struct CoordinatorView {
    @Store var coordinator: ReadingListCoordinator
}

@MainActor
func runSession() async throws {
    let clock = TestClock()
    let service = InMemoryReadingListService(clock: clock)
    var view: CoordinatorView? = CoordinatorView(
        coordinator: ReadingListCoordinator(service: service, clock: clock))
    var navigation = Optional(Presentation(.navigation, model: view!.$coordinator.detail))
    var sheet = Optional(Presentation(.sheet, model: view!.$coordinator.editor))
    weak let coordinator = view!.coordinator
    weak let list = view!.coordinator.list

    var lastList = ""
    /// Prints what is on screen; the list only when it changed.
    func show() {
        guard let list else { return }
        let items = list.items.map(\.description).joined(separator: ", ")
        let shown = "  list: \(list.status)\(list.isRefreshing ? ", refreshing" : "") [\(items)]"
        if shown != lastList { print(shown) }
        lastList = shown
        if let detail = navigation?.presented?.model { print("  detail: \(detail.item)") }
        if let editor = sheet?.presented?.model {
            print(
                "  sheet: \"\(editor.draft)\", save \(editor.isSaveEnabled ? "enabled" : "disabled")"
                    + (editor.isSaving ? ", saving" : ""))
        }
        if let alert = coordinator?.alert { print("  alert: \(alert)") }
    }
    /// Moves time by `duration` once something sleeps until `duration` (or `sleeper`) from now.
    func pass(_ duration: Duration, whileSleeping sleeper: Duration? = nil) async throws {
        print("  … \(duration) pass")
        try await clock.waitForSleeper(until: clock.now.advanced(by: sleeper ?? duration))
        await clock.advance(by: duration)
    }
    func wait(_ what: String, until condition: @escaping @MainActor () -> Bool) async throws {
        try await waitUntil(what, condition)
    }

    print("▶ The list appears")
    list?.appear()
    show()
    try await pass(.seconds(1))
    try await wait("the list is loaded") { list?.status == .loaded }
    show()

    print("▶ Type \"l\", \"le\", \"le g\" into the search field, 100 ms apart")
    for text in ["l", "le", "le g"] {
        Store(wrappedValue: list!).projectedValue.query.wrappedValue = text
        if text != "le g" { try await pass(.milliseconds(100), whileSleeping: .milliseconds(300)) }
    }
    try await pass(.milliseconds(300))
    print("  requests: \(service.requests.map(\.description))")
    try await pass(.seconds(1))
    try await wait("the search result is shown") { list?.items.count == 1 }
    show()

    print("▶ Clear the search field")
    Store(wrappedValue: list!).projectedValue.query.wrappedValue = ""
    show()
    print("  requests: \(service.requests.map(\.description))")

    print("▶ Tap #42")
    list?.select(list!.items.first { $0.id == 42 }!)
    navigation?.presented?.model.appear()  // the detail's onAppear
    show()
    try await pass(.seconds(2))
    try await wait("the impression is recorded") {
        navigation?.presented?.model.hasRecordedImpression == true
    }
    print("  impressions: \(service.impressions)")

    print("▶ Tap Edit, clear the title, then type \"The Hitchhiker's Guide \"")
    navigation?.presented?.model.edit()
    show()
    let editor = sheet!.presented!.model
    Store(wrappedValue: editor).projectedValue.draft.wrappedValue = "  "
    show()
    Store(wrappedValue: editor).projectedValue.draft.wrappedValue = "The Hitchhiker's Guide "

    print("▶ Tap Save, twice")
    editor.save()
    editor.save()
    show()
    try await pass(.seconds(1))
    try await wait("the sheet closes") { sheet?.isPresented == false }
    show()
    print("  requests: \(service.requests.dropFirst(2).map(\.description))")

    print("▶ Tap Back, then open the link items/42/edit")
    navigation?.presented?.model.disappear()  // the detail's onDisappear
    navigation?.dismiss()
    view?.coordinator.follow("items/42/edit")
    navigation?.presented?.model.appear()
    show()

    print("▶ Tap Cancel, then open the link items/99")
    sheet?.presented?.model.cancel()
    view?.coordinator.follow("items/99")
    show()
    print("▶ Dismiss the alert")
    view?.$coordinator.alert.map(get: { $0 != nil }, set: { _ in nil }).wrappedValue = false
    show()

    print("▶ Pull to refresh, and leave while it runs")
    let refresh = list!.refresh()
    show()
    weak let detail = navigation?.presented?.model
    detail?.disappear()
    view = nil
    navigation = nil
    sheet = nil
    await refresh.value
    print("  coordinator, list, detail released: \([coordinator, list, detail].allSatisfy { $0 == nil })")
    print("  calls in flight: \(service.callsInFlight), sleepers: \(clock.sleeperCount)")
    print("  impressions: \(service.impressions)")
}

try await runSession()
