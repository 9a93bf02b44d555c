/// Where the reading list comes from: the one dependency of every reading-list screen.
///
/// Every call can take time and can fail; each screen shows that the same way.
public protocol ReadingListService: Sendable {
    /// The items whose title or author contains `query`, ignoring case; all of them when `query`
    /// is empty.
    func items(matching query: String) async throws -> [ReadingItem]

    /// Gives item `id` the title `title`, and returns the item as saved.
    func rename(itemID id: ReadingItem.ID, to title: String) async throws -> ReadingItem

    /// Records that item `id` has been seen (its detail stayed on screen long enough).
    func recordImpression(itemID id: ReadingItem.ID)
}
