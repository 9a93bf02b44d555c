import ReadingList

/// Where the reading-list screen can go: the interactor emits these, the view presents them.
public enum ReadingListDestination: Hashable, Sendable, CustomStringConvertible {
    /// An item's detail, pushed.
    case detail(ReadingItem.ID)
    /// The edit sheet over an item's detail.
    case editor(ReadingItem.ID)

    public var description: String {
        switch self {
        case .detail(let id): "detail(#\(id))"
        case .editor(let id): "editor(#\(id))"
        }
    }
}
