import Interactors
import Observation

/// Where the feed can go.
public enum FeedDestination: Hashable, Sendable, CustomStringConvertible {
    /// An article, pushed.
    case article(Article)

    public var description: String {
        switch self {
        case .article(let article): "article(\(article.id))"
        }
    }
}

/// The feed's state: its articles and whether a pull-to-refresh is running.
@Observable @MainActor
public final class FeedViewModel: NavigableViewModel {
    public var navigation: NavigationIntent<FeedDestination>?
    /// The articles, as loaded on first appearance and replaced by each refresh.
    public var articles: Loadable<[Article]> = .idle
    /// Whether a pull-to-refresh is running (the list stays on screen meanwhile).
    public var isRefreshing = false

    /// Creates an empty feed state.
    public init() {}
}
