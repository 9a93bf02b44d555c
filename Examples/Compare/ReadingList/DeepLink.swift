/// A link into the reading-list screen: `items/42` opens item 42's detail, `items/42/edit` opens
/// its detail with the edit sheet.
public struct ReadingListLink: Hashable, Sendable {
    /// The item the link opens.
    public var itemID: ReadingItem.ID
    /// Whether the link also opens the edit sheet.
    public var opensEditor: Bool

    /// Creates a link.
    public init(itemID: ReadingItem.ID, opensEditor: Bool = false) {
        self.itemID = itemID
        self.opensEditor = opensEditor
    }

    /// Parses `items/<id>` or `items/<id>/edit` (a leading `/` is allowed); `nil` for anything else.
    public init?(_ text: String) {
        var parts = text.split(separator: "/", omittingEmptySubsequences: false)[...]
        if parts.first == "" { parts = parts.dropFirst() }
        guard parts.count == 2 || parts.count == 3, parts.first == "items",
            let id = Int(parts[parts.startIndex + 1])
        else { return nil }
        if parts.count == 3 && parts.last != "edit" { return nil }
        self.init(itemID: id, opensEditor: parts.count == 3)
    }

    /// The link as text: `items/42/edit`.
    public var path: String { "items/\(itemID)" + (opensEditor ? "/edit" : "") }
}
