import Interactors

/// The feed's logic: loads the articles, refreshes them, opens one and tracks what was read.
@MainActor
public final class FeedInteractor: Interactor<FeedViewModel> {
    private let service: any ArticleService
    private let tracker: any ImpressionTracker

    /// How long an article must stay on screen to count as an impression.
    public static let impressionDelay = 2.0

    /// Creates the feed's interactor.
    ///
    /// - Parameters:
    ///   - viewModel: The feed's state.
    ///   - service: Where the articles come from.
    ///   - tracker: Receives what the reader opened, read and closed.
    ///   - clock: Times impressions; a `TestClock` in tests.
    public init(
        viewModel: FeedViewModel = FeedViewModel(),
        service: any ArticleService,
        tracker: any ImpressionTracker,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.service = service
        self.tracker = tracker
        super.init(viewModel: viewModel, clock: clock)
    }

    override public func prepare() {
        super.prepare()
        reload()
    }

    // region: reload
    /// Loads the articles from scratch, showing the loading state: on first appearance and
    /// from the failed state's Retry button.
    public func reload() {
        load(\.articles) { [service] in try await service.fetchArticles() }
    }
    // endregion

    // region: refresh
    /// Pull-to-refresh: fetches the articles while the current ones stay on screen. A failure
    /// keeps them and goes to the error handlers (a toast, say). A second pull while one runs is
    /// ignored.
    ///
    /// - Returns: The task, for SwiftUI's `.refreshable` to await.
    @discardableResult
    public func refresh() -> Task<TaskOutcome, Never> {
        viewModel.isRefreshing = true
        // Capture the service and the view model, not the interactor: releasing the screen
        // cancels the refresh instead of waiting for it.
        return asyncTask(gateKey: "refresh") { [service, viewModel] in
            viewModel.articles = .loaded(try await service.fetchArticles())
        } finally: { [viewModel] outcome in
            if outcome != .ignored { viewModel.isRefreshing = false }
        }
    }
    // endregion

    // region: open
    /// Opens `article` and tracks it: opened, an impression once it has been read for
    /// ``impressionDelay`` seconds, and closed.
    public func open(_ article: Article) {
        let token = navigate(to: .article(article))
        observe(token, .didAppear) { [tracker] in tracker.track(.opened, article: article.id) }
        observe(token, .minimumExposure(Self.impressionDelay)) { [tracker] in
            tracker.track(.impression, article: article.id)
        }
        observe(token, .didDisappear) { [tracker] in tracker.track(.closed, article: article.id) }
    }
    // endregion
}
