/// One entry of the feed.
public struct Article: Identifiable, Hashable, Sendable {
    /// Identifies the article.
    public var id: Int
    /// Its headline.
    public var title: String
    /// Its text.
    public var body: String

    /// Creates an article.
    public init(id: Int, title: String, body: String = "") {
        self.id = id
        self.title = title
        self.body = body
    }
}

/// Where the articles come from: a network client in the app, an in-memory one in tests.
public protocol ArticleService: Sendable {
    /// The latest articles, newest first.
    func fetchArticles() async throws -> [Article]
}

/// Something that records what the reader saw: an analytics client in the app.
@MainActor
public protocol ImpressionTracker: AnyObject {
    /// Records `event` about `article`.
    func track(_ event: ImpressionEvent, article: Article.ID)
}

/// What the feed reports about an article.
public enum ImpressionEvent: String, Sendable {
    /// The reader opened the article.
    case opened
    /// The article stayed on screen long enough to count as read.
    case impression
    /// The reader left the article.
    case closed
}
