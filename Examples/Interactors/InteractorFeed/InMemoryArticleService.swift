/// An ``ArticleService`` that serves articles from memory after a latency, timed on a clock.
///
/// Used by the demo and the tests; pass a `TestClock` to control the latency, and queue
/// failures with ``failNextFetch(with:)`` to see the error paths.
public actor InMemoryArticleService: ArticleService {
    private var pages: [[Article]]
    private var failures: [any Error] = []
    private let latency: Duration
    private let clock: any Clock<Duration>

    /// Serves `pages` one fetch after another (the last one from then on).
    ///
    /// - Parameters:
    ///   - pages: What each successive fetch returns.
    ///   - latency: How long a fetch takes.
    ///   - clock: Times the latency.
    public init(
        pages: [[Article]],
        latency: Duration = .milliseconds(300),
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.pages = pages
        self.latency = latency
        self.clock = clock
    }

    /// Makes the next fetch throw `error`.
    public func failNextFetch(with error: any Error) {
        failures.append(error)
    }

    public func fetchArticles() async throws -> [Article] {
        try await clock.sleep(for: latency)
        if !failures.isEmpty { throw failures.removeFirst() }
        return pages.count > 1 ? pages.removeFirst() : pages.first ?? []
    }
}

/// The error a service reports when the network is unreachable.
public struct OfflineError: Error, Equatable, CustomStringConvertible {
    /// Creates the error.
    public init() {}
    public var description: String { "You're offline." }
}
