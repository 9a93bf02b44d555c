import InteractorFeed
import Interactors
import QuartetSupport
import Testing

@MainActor
struct FeedInteractorTests {
    let clock = TestClock()
    let first = [Article(id: 1, title: "One"), Article(id: 2, title: "Two")]
    let tracker = RecordingImpressionTracker()

    // region: make-screen
    func makeScreen(pages: [[Article]]? = nil) -> (
        FeedInteractor, InteractorHost<FeedInteractor, FeedViewModel>, InMemoryArticleService
    ) {
        let service = InMemoryArticleService(pages: pages ?? [first], clock: clock)
        let interactor = FeedInteractor(service: service, tracker: tracker, clock: clock)
        let host = InteractorHost(interactor) { destination in
            switch destination {
            case .article(let article): .push { article.title }
            }
        }
        return (interactor, host, service)
    }
    // endregion

    /// Lets the service's sleep of `duration` run out, then waits for the work it woke.
    func pass(_ duration: Duration, finishing interactor: FeedInteractor) async throws {
        try await clock.advanceToSleeper(in: duration)
        try await interactor.settled()
    }

    @Test func theFeedLoadsOnFirstAppearance() async throws {
        let (interactor, host, _) = makeScreen()
        #expect(interactor.viewModel.articles == .idle)
        host.appear()
        #expect(interactor.viewModel.articles == .loading)
        try await pass(.milliseconds(300), finishing: interactor)
        #expect(interactor.viewModel.articles == .loaded(first))
    }

    @Test func aFailedFirstLoadIsShownInPlaceAndRetryLoadsAgain() async throws {
        let (interactor, host, service) = makeScreen()
        await service.failNextFetch(with: OfflineError())
        host.appear()
        try await pass(.milliseconds(300), finishing: interactor)
        #expect(interactor.viewModel.articles == .failed(OfflineError()))
        interactor.reload()
        try await pass(.milliseconds(300), finishing: interactor)
        #expect(interactor.viewModel.articles == .loaded(first))
    }

    @Test func refreshKeepsTheArticlesOnScreenAndReplacesThem() async throws {
        let fresh = [Article(id: 3, title: "Three")] + first
        let (interactor, host, _) = makeScreen(pages: [first, fresh])
        host.appear()
        try await pass(.milliseconds(300), finishing: interactor)
        let refresh = interactor.refresh()
        #expect(interactor.viewModel.isRefreshing)
        #expect(interactor.viewModel.articles == .loaded(first))
        try await pass(.milliseconds(300), finishing: interactor)
        #expect(await refresh.value == .succeeded)
        #expect(interactor.viewModel.articles == .loaded(fresh))
        #expect(!interactor.viewModel.isRefreshing)
    }

    @Test func aSecondPullWhileRefreshingIsIgnored() async throws {
        let (interactor, host, _) = makeScreen()
        host.appear()
        try await pass(.milliseconds(300), finishing: interactor)
        let refresh = interactor.refresh()
        #expect(await interactor.refresh().value == .ignored)
        #expect(interactor.viewModel.isRefreshing)
        try await pass(.milliseconds(300), finishing: interactor)
        _ = await refresh.value
        #expect(!interactor.viewModel.isRefreshing)
    }

    @Test func aFailedRefreshKeepsTheArticlesAndGoesToTheErrorHandler() async throws {
        let service = InMemoryArticleService(pages: [first], clock: clock)
        let interactor = FeedInteractor(service: service, tracker: tracker, clock: clock)
        var toasts: [String] = []
        let host = InteractorHost(
            interactor,
            onError: { error in
                toasts.append("\(error)")
                return true
            })
        host.appear()
        try await pass(.milliseconds(300), finishing: interactor)
        await service.failNextFetch(with: OfflineError())
        let refresh = interactor.refresh()
        try await pass(.milliseconds(300), finishing: interactor)
        #expect(await refresh.value == .failed)
        #expect(toasts == ["You're offline."])
        #expect(interactor.viewModel.articles == .loaded(first))
        #expect(!interactor.viewModel.isRefreshing)
    }

    @Test func openingAnArticlePushesIt() {
        let (interactor, host, _) = makeScreen()
        host.appear()
        interactor.open(first[1])
        #expect(host.stack.map(\.description) == ["push article(2)"])
        #expect(host.stack.first?.content as? String == "Two")
    }

    // region: impression-test
    @Test func anArticleReadLongEnoughCountsAsAnImpression() async throws {
        let (interactor, host, _) = makeScreen()
        host.appear()
        interactor.open(first[0])
        await clock.waitForSleepers(count: 2)  // the first load and the exposure timer
        await clock.advance(by: .seconds(2))
        try await interactor.settled()  // the load has returned and the impression fired
        host.dismiss()
        #expect(tracker.events == ["opened 1", "impression 1", "closed 1"])
    }
    // endregion

    @Test func anArticleLeftEarlyIsNoImpression() async throws {
        let (interactor, host, _) = makeScreen()
        host.appear()
        interactor.open(first[0])
        await clock.waitForSleepers(count: 2)  // the first load and the exposure timer
        await clock.advance(by: .milliseconds(1900))
        host.dismiss()
        await clock.advance(by: .seconds(5))
        #expect(tracker.events == ["opened 1", "closed 1"])
    }
}
