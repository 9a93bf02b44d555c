// A scripted session on the feed, driven headlessly: what the SwiftUI view would do, step by
// step, with time moved by hand so that the transcript is the same on every run.
import InteractorFeed
import Interactors
import QuartetSupport

@MainActor
func runSession() async throws {
    let clock = TestClock()
    let articles = [
        Article(id: 1, title: "Swift 6.3 is out"),
        Article(id: 2, title: "Observation in depth"),
    ]
    let service = InMemoryArticleService(
        pages: [articles, [Article(id: 3, title: "Breaking: tabs vs spaces")] + articles],
        clock: clock)
    let tracker = RecordingImpressionTracker()
    tracker.onEvent = { print("  analytics: \($0)") }
    let interactor = FeedInteractor(service: service, tracker: tracker, clock: clock)
    let host = InteractorHost(
        interactor,
        onError: { error in
            print("  toast: \(error)")
            return true
        },
        onNavigation: { destination in
            switch destination {
            case .article(let article): .push { "ArticleView(\(article.title))" }
            }
        }
    )

    func show() {
        let titles = interactor.viewModel.articles.value?.map(\.title).joined(separator: ", ")
        print("  feed: \(titles.map { "[\($0)]" } ?? interactor.viewModel.articles.description)")
    }
    func wait(_ duration: Duration) async throws {
        print("  … \(duration) pass")
        await clock.waitForSleepers()
        await clock.advance(by: duration)
        // Every task the clock woke has returned, and every timer it made due has fired.
        try await interactor.settled()
    }

    print("▶ The feed appears")
    host.appear()
    show()
    try await wait(.milliseconds(300))
    show()

    print("▶ Tap \"\(articles[0].title)\", read it for 3 seconds, go back")
    interactor.open(articles[0])
    print("  screen: \(host.stack)")
    try await wait(.seconds(3))
    host.dismiss()
    print("  screen: \(host.stack)")

    print("▶ Tap \"\(articles[1].title)\", go back after 1 second (no impression)")
    interactor.open(articles[1])
    try await wait(.seconds(1))
    host.dismiss()

    print("▶ Pull to refresh")
    let refresh = interactor.refresh()
    print("  refreshing: \(interactor.viewModel.isRefreshing)")
    try await wait(.milliseconds(300))
    _ = await refresh.value
    show()

    print("▶ Pull to refresh while offline")
    await service.failNextFetch(with: OfflineError())
    let failing = interactor.refresh()
    try await wait(.milliseconds(300))
    print("  outcome: \(await failing.value)")
    show()
}

try await runSession()
