/// A book on the reading list.
public struct ReadingItem: Identifiable, Hashable, Sendable {
    /// The item's identity; deep links name it (`items/42`).
    public let id: Int
    /// The title, which the edit sheet changes.
    public var title: String
    /// Who wrote it.
    public var author: String

    /// Creates an item.
    public init(id: Int, title: String, author: String) {
        self.id = id
        self.title = title
        self.author = author
    }
}

extension ReadingItem: CustomStringConvertible {
    public var description: String { "#\(id) \(title)" }
}
