// A scripted session on the reading list, driven headlessly through `InteractorHost` as the
// SwiftUI views would drive it, with time moved by hand so that the transcript is the same on
// every run.
import Interactors
import InteractorsReadingList
import QuartetSupport
import ReadingList

@MainActor
func runSession() async throws {
    let clock = TestClock()
    let service = InMemoryReadingListService(clock: clock)
    var alert: String?
    var isSaving = false
    var interactor: ReadingListInteractor? = ReadingListInteractor(service: service, clock: clock)
    let model = interactor!.viewModel
    var host: InteractorHost<ReadingListInteractor, ReadingListViewModel>? = InteractorHost(
        interactor!,
        onError: { error in
            alert = ReadingListError.message(for: error)
            print("  alert: \(alert!)")
            return true
        },
        onBusy: { isSaving = $0 },
        onNavigation: { destination in
            switch destination {
            case .detail(let id): .push { "ReadingItemDetailView(#\(id))" }
            case .editor(let id): .sheet { "ReadingItemEditorView(#\(id))" }
            }
        })
    weak let releasedInteractor = interactor
    weak let releasedHost = host

    func show() {
        let items = model.shownItems.map { "\($0)" }.joined(separator: ", ")
        print("  list: \(model.list.isLoaded ? "[\(items)]" : model.list.description)")
    }
    func showScreen() {
        print("  on screen: \(host!.presented)")
        if let item = model.openedItem { print("  detail: \(item)") }
        if model.editingItemID != nil {
            print(
                "  editor: \"\(model.draft)\", save \(model.isDraftValid && !isSaving ? "enabled" : "disabled")"
                    + (isSaving ? ", saving" : ""))
        }
    }
    /// Moves time by `duration`, once something sleeps until then.
    func pass(_ duration: Duration) async throws {
        print("  … \(duration) pass")
        try await clock.waitForSleeper(until: clock.now.advanced(by: duration))
        await clock.advance(by: duration)
    }
    /// Passes the service's latency, and waits until the work it answered has ended.
    func answer() async throws {
        try await pass(service.latency)
        try await interactor?.settled()
    }
    func dismissSheet() {
        if let sheet = host?.modal, sheet.style == .sheet { host?.dismiss(sheet.token) }
    }

    print("▶ The list appears")
    host!.appear()
    show()
    try await answer()
    show()

    print("▶ Type \"le\" one letter at a time, then wait")
    interactor!.search("l")
    try await clock.waitForSleeper(until: clock.now.advanced(by: .milliseconds(300)))
    await clock.advance(by: .milliseconds(100))
    interactor!.search("le")
    try await pass(.milliseconds(300))
    try await answer()
    show()
    print("  requests: \(service.requests)")

    print("▶ Clear the search")
    interactor!.search("")
    show()
    print("  requests: \(service.requests.count) (no new one)")

    print("▶ Tap #42, stay 2 seconds")
    interactor!.open(42)
    showScreen()
    try await pass(.seconds(2))
    print("  impressions: \(service.impressions)")

    print("▶ Edit, blank the title, then save \"H2G2\"")
    interactor!.edit()
    showScreen()
    model.draft = "   "
    showScreen()
    model.draft = "  H2G2 "
    interactor!.save(then: dismissSheet)
    interactor!.save(then: dismissSheet)  // a second tap while saving: ignored
    showScreen()
    try await answer()
    showScreen()
    show()
    print("  requests: \(service.requests.suffix(1))")

    print("▶ Back, then open the link items/42/edit")
    host!.dismiss(host!.stack.last!.token)
    interactor!.open(link: "items/42/edit")
    showScreen()
    print("▶ Cancel, then open the link items/99")
    dismissSheet()
    interactor!.open(link: "items/99")
    showScreen()
    alert = nil

    print("▶ Pull to refresh, and leave before it returns")
    let refresh = interactor!.refresh()
    print("  refreshing: \(model.isRefreshing)")
    host!.disappear()
    host = nil
    interactor = nil
    print("  refresh: \(await refresh.value)")
    print("  calls in flight: \(service.callsInFlight), sleepers: \(clock.sleeperCount)")
    print("  interactor released: \(releasedInteractor == nil), host released: \(releasedHost == nil)")
}

try await runSession()
