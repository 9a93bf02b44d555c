/// What the reading list shows in place of, or together with, its items.
public enum ReadingListStatus: Equatable, Sendable {
    /// Not loaded yet: the list has not appeared.
    case idle
    /// The first load is running and there is nothing to show yet.
    case loading
    /// Items are shown.
    case loaded
    /// The list, or the search, came back with no items.
    case empty
    /// The first load failed: the message, shown with a Retry button.
    case failed(String)
}
