import QuartetSupport
import Testing

@testable import Interactors

@MainActor
struct NavigationTests {
    let clock = TestClock()

    @Test func pushRecordsTheDestinationAndItsContent() {
        let interactor = makeInteractor()
        let host = bind(interactor)
        let token = interactor.navigate(to: .detail(7))
        #expect(host.stack.map(\.description) == ["push detail(7)"])
        #expect(host.stack.first?.content as? String == "Detail 7")
        #expect(host.stack.first?.token == token)
        #expect(interactor.viewModel.navigation == NavigationIntent(.detail(7), token: token))
    }

    @Test func twoIntentsEmittedInOneTurnAreBothPresentedInOrder() {
        let interactor = makeInteractor()
        let host = bind(interactor)
        interactor.navigate(to: .detail(1))
        interactor.navigate(to: .detail(2))
        #expect(host.stack.map(\.description) == ["push detail(1)", "push detail(2)"])
    }

    @Test func intentEmittedBeforeAnyHostIsBoundIsPresentedOnceOneIs() {
        let interactor = makeInteractor()
        interactor.navigate(to: .detail(1))
        interactor.navigate(to: .settings)
        let host = bind(interactor)
        #expect(host.presented.map(\.description) == ["push detail(1)", "sheet settings"])
    }

    @Test func aModalEmittedWhileAnotherIsUpWaitsItsTurn() {
        let interactor = makeInteractor()
        let host = bind(interactor)
        interactor.navigate(to: .settings)
        interactor.navigate(to: .confirm)
        #expect(host.modal?.description == "sheet settings")
        #expect(host.waitingModals.map(\.description) == [#"confirmationDialog("Delete?") confirm"#])
        host.dismiss()
        #expect(host.modal?.description == #"confirmationDialog("Delete?") confirm"#)
        #expect(host.modal?.content as? [String] == ["Delete", "Cancel"])
        #expect(host.waitingModals.isEmpty)
    }

    /// The modal styles `bind` above does not use: an alert with a message, and a full-screen
    /// cover, which exists everywhere but macOS.
    @Test func alertsAndFullScreenCoversAreModalsWithTheirContent() {
        let interactor = makeInteractor()
        let host = InteractorHost(interactor) { destination in
            switch destination {
            case .confirm:
                .alert("Delete?", actions: { ["Delete", "Cancel"] }, message: { "It cannot be undone." })
            #if !os(macOS)
                case .settings: .fullScreenCover { "Settings" }
            #else
                case .settings: .sheet { "Settings" }
            #endif
            case .detail, .help: .push { "\(destination)" }
            }
        }
        host.appear()
        var events: [String] = []
        let alert = interactor.navigate(to: .confirm)
        interactor.observe(alert, .didDisappear) { events.append("alert gone") }
        interactor.navigate(to: .settings)

        #expect(host.modal?.description == #"alert("Delete?") confirm"#)
        #expect(host.modal?.content as? [String] == ["Delete", "Cancel"])
        #expect(host.modal?.message as? String == "It cannot be undone.")
        host.dismiss()
        #expect(events == ["alert gone"])
        #if !os(macOS)
            #expect(host.modal?.description == "fullScreenCover settings")
        #endif
        #expect(host.modal?.content as? String == "Settings")
    }

    @Test func popToRootDismissesEveryPushAndLeavesModalsAlone() {
        let interactor = makeInteractor()
        let host = bind(interactor)
        var events: [String] = []
        for id in 1...3 {
            let token = interactor.navigate(to: .detail(id))
            interactor.observe(token, .didDisappear) { events.append("detail \(id) gone") }
        }
        interactor.navigate(to: .settings)
        // Each push covered the one below it, which left the screen then.
        #expect(events == ["detail 1 gone", "detail 2 gone"])

        host.popToRoot()

        #expect(host.stack.isEmpty)
        #expect(host.modal?.description == "sheet settings")
        #expect(events == ["detail 1 gone", "detail 2 gone", "detail 3 gone"])
        host.dismiss()
        #expect(events.count == 3, "a popped destination's observers are gone")
    }

    @Test func dismissRemovesTheTopmostDestination() {
        let interactor = makeInteractor()
        let host = bind(interactor)
        interactor.navigate(to: .detail(1))
        interactor.navigate(to: .settings)
        host.dismiss()
        #expect(host.presented.map(\.description) == ["push detail(1)"])
        host.dismiss()
        #expect(host.presented.isEmpty)
    }

    @Test func dismissWithNothingPresentedDoesNothing() {
        let interactor = makeInteractor()
        let host = bind(interactor)
        host.dismiss()
        host.dismiss(NavigationToken())
        #expect(host.presented.isEmpty)
    }

    @Test func dismissingAPushPopsEverythingAboveIt() {
        let interactor = makeInteractor()
        let host = bind(interactor)
        let first = interactor.navigate(to: .detail(1))
        interactor.navigate(to: .detail(2))
        interactor.navigate(to: .detail(3))
        host.dismiss(first)
        #expect(host.stack.isEmpty)
        #expect(interactor.destinations.isEmpty)
    }

    @Test func performRunsItsActionAndPresentsNothing() {
        let interactor = makeInteractor()
        var performed: [Destination] = []
        let host = bind(interactor, performed: { performed.append($0) })
        interactor.navigate(to: .help)
        #expect(performed == [.help])
        #expect(host.presented.isEmpty)
    }

    @Test func didAppearAndDidDisappearFollowPresentationAndDismissal() {
        let interactor = makeInteractor()
        let host = bind(interactor)
        var events: [String] = []
        interactor.navigate(to: .detail(1))
        let token = host.stack[0].token
        interactor.observe(token, .didAppear) { events.append("appeared") }
        interactor.observe(token, .didDisappear) { events.append("disappeared") }
        // Observed while already on screen, `.didAppear` runs at once.
        #expect(events == ["appeared"])
        host.dismiss()
        #expect(events == ["appeared", "disappeared"])
    }

    @Test func observersRegisteredBeforeBindingHearTheAppearance() {
        let interactor = makeInteractor()
        var events: [String] = []
        let token = interactor.navigate(to: .settings)
        interactor.observe(token, .didAppear) { events.append("appeared") }
        #expect(events.isEmpty)
        _ = bind(interactor)
        #expect(events == ["appeared"])
    }

    @Test func pushingOnTopCoversAndPoppingUncovers() {
        let interactor = makeInteractor()
        let host = bind(interactor)
        var events: [String] = []
        let first = interactor.navigate(to: .detail(1))
        interactor.observe(first, .didAppear) { events.append("appeared") }
        interactor.observe(first, .didDisappear) { events.append("disappeared") }
        interactor.navigate(to: .detail(2))
        host.dismiss()
        #expect(events == ["appeared", "disappeared", "appeared"])
    }

    @Test func minimumExposureFiresAsSoonAsTheTimeHasPassed() async throws {
        let interactor = makeInteractor(clock: clock)
        _ = bind(interactor)
        var fired = 0
        let token = interactor.navigate(to: .detail(1))
        interactor.observe(token, .minimumExposure(2)) { fired += 1 }
        await clock.waitForSleepers()
        await clock.advance(by: .milliseconds(1999))
        #expect(fired == 0)
        await clock.advance(by: .milliseconds(1))
        try await interactor.settled()
        #expect(fired == 1)
        await clock.advance(by: .seconds(10))
        #expect(fired == 1)
    }

    @Test func minimumExposureNeverFiresWhenTheDestinationLeavesEarlier() async {
        let interactor = makeInteractor(clock: clock)
        let host = bind(interactor)
        var fired = 0
        let token = interactor.navigate(to: .detail(1))
        interactor.observe(token, .minimumExposure(2)) { fired += 1 }
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(1))
        host.dismiss()
        await clock.advance(by: .seconds(5))
        #expect(fired == 0)
        #expect(clock.sleeperCount == 0)
    }

    @Test func coveringADestinationRestartsItsExposure() async throws {
        let interactor = makeInteractor(clock: clock)
        let host = bind(interactor)
        var fired = 0
        let token = interactor.navigate(to: .detail(1))
        interactor.observe(token, .minimumExposure(2)) { fired += 1 }
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(1))
        interactor.navigate(to: .detail(2))
        await clock.advance(by: .seconds(5))
        #expect(fired == 0)
        host.dismiss()
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(1))
        #expect(fired == 0)
        await clock.advance(by: .seconds(1))
        try await interactor.settled()
        #expect(fired == 1)
    }

    @Test func observersAndTimersAreRemovedAfterDismissal() async {
        let interactor = makeInteractor(clock: clock)
        let host = bind(interactor)
        let token = interactor.navigate(to: .settings)
        interactor.observe(token, .minimumExposure(3)) {}
        interactor.observe(token, .didDisappear) {}
        await clock.waitForSleepers()
        host.dismiss()
        #expect(interactor.destinations.isEmpty)
        #expect(interactor.cancellers.isEmpty)
        #expect(clock.sleeperCount == 0)
    }

    @Test func observersAreRemovedRightAfterPerform() {
        let interactor = makeInteractor(clock: clock)
        _ = bind(interactor)
        var fired = 0
        let token = interactor.navigate(to: .help)
        interactor.observe(token, .didAppear) { fired += 1 }
        interactor.observe(token, .minimumExposure(1)) { fired += 1 }
        #expect(interactor.destinations.isEmpty)
        #expect(interactor.cancellers.isEmpty)
        #expect(fired == 0)
    }

    @Test func cancelTasksRemovesObserversAndStopsExposureTimers() async {
        let interactor = makeInteractor(clock: clock)
        let host = bind(interactor)
        var events: [String] = []
        let token = interactor.navigate(to: .detail(1))
        interactor.observe(token, .minimumExposure(2)) { events.append("exposed") }
        interactor.observe(token, .didDisappear) { events.append("disappeared") }
        await clock.waitForSleepers()
        interactor.cancelTasks()
        #expect(interactor.cancellers.isEmpty)
        await clock.advance(by: .seconds(5))
        host.dismiss()
        #expect(events.isEmpty)
        #expect(clock.sleeperCount == 0)
    }

    @Test func withoutOnNavigationIntentsAreNotPresentedAndTheirObserversAreRemoved() {
        let interactor = makeInteractor()
        let host = InteractorHost(interactor)
        host.appear()
        var fired = 0
        let token = interactor.navigate(to: .detail(1))
        interactor.observe(token, .didAppear) { fired += 1 }
        #expect(fired == 0)
        #expect(interactor.destinations.isEmpty)
    }

    @Test func eachIntentHasItsOwnToken() {
        let interactor = makeInteractor()
        let one = interactor.navigate(to: .detail(1))
        let two = interactor.navigate(to: .detail(1))
        #expect(one != two)
    }

    @Test func intentWrittenToTheViewModelDirectlyIsPresentedOnTheNextTurn() async throws {
        let interactor = makeInteractor()
        let host = bind(interactor)
        interactor.viewModel.navigation = NavigationIntent(.settings)
        #expect(host.modal == nil)
        try await waitUntil("the host presents the sheet") { host.modal != nil }
        #expect(host.modal?.description == "sheet settings")
        host.dismiss()
        #expect(interactor.destinations.isEmpty)
    }

    @Test func intentWrittenBeforeBindingIsPresentedOnBinding() {
        let interactor = makeInteractor()
        interactor.viewModel.navigation = NavigationIntent(.detail(5))
        let host = bind(interactor)
        #expect(host.stack.map(\.description) == ["push detail(5)"])
    }

    @Test func intentsEmittedWithNavigateArePresentedOnce() throws {
        let interactor = makeInteractor()
        let host = bind(interactor)
        interactor.navigate(to: .detail(1))
        host.dismiss()
        interactor.navigate(to: .detail(2))
        // `navigate(to:)` also writes the view model's `navigation`, which the host watches for
        // intents written directly: the change reaches the host's watcher on a later turn, and
        // is what could present `detail(2)` a second time. Deliver it now, so that the host has
        // handled it before the check; the turn it was queued for then finds that watcher gone
        // (the host keeps only the current one), and does nothing.
        try #require(host.navigationWatcher).changed()
        #expect(host.stack.map(\.description) == ["push detail(2)"])
    }
}
