/// An ``ImpressionTracker`` that keeps what it is told, for the demo and tests (and as a
/// stand-in until the app has an analytics client).
@MainActor
public final class RecordingImpressionTracker: ImpressionTracker {
    /// Every event so far, oldest first, as `"opened 1"`.
    public private(set) var events: [String] = []
    /// Called with each event as it is recorded.
    public var onEvent: ((String) -> Void)?

    /// Creates a tracker with no events.
    public init() {}

    public func track(_ event: ImpressionEvent, article: Article.ID) {
        let entry = "\(event.rawValue) \(article)"
        events.append(entry)
        onEvent?(entry)
    }
}
