import ReadingList

/// What the reading-list screen shows, in the same terms for every implementation, so that one
/// spec can hold all of them to the same behaviour.
public struct ReadingListScreen: Equatable, Sendable, CustomStringConvertible {
    /// The state of the list itself.
    public enum Load: Equatable, Sendable {
        /// Not loaded yet: the screen has not appeared.
        case idle
        /// The first load is running and nothing is shown yet.
        case loading
        /// Items are shown.
        case loaded
        /// The list (or the search) came back with no items.
        case empty
        /// The first load failed: the message, with a retry button.
        case failed(String)
    }

    /// The pushed detail, if any.
    public struct Detail: Equatable, Sendable {
        /// The item as the detail shows it.
        public var item: ReadingItem
        /// The edit sheet over the detail, if presented.
        public var editor: Editor?

        public init(item: ReadingItem, editor: Editor? = nil) {
            self.item = item
            self.editor = editor
        }
    }

    /// The edit sheet.
    public struct Editor: Equatable, Sendable {
        /// The title being edited.
        public var draft: String
        /// Whether Save can be tapped.
        public var isSaveEnabled: Bool
        /// Whether a save is running (a spinner in place of Save).
        public var isSaving: Bool

        public init(draft: String, isSaveEnabled: Bool, isSaving: Bool) {
            self.draft = draft
            self.isSaveEnabled = isSaveEnabled
            self.isSaving = isSaving
        }
    }

    /// The list's state.
    public var load: Load
    /// The items the list shows, in order.
    public var items: [ReadingItem]
    /// Whether a pull to refresh is running.
    public var isRefreshing: Bool
    /// The search field's text.
    public var query: String
    /// The message of the alert on screen, if any.
    public var alert: String?
    /// The pushed detail, if any.
    public var detail: Detail?

    public init(
        load: Load = .idle,
        items: [ReadingItem] = [],
        isRefreshing: Bool = false,
        query: String = "",
        alert: String? = nil,
        detail: Detail? = nil
    ) {
        self.load = load
        self.items = items
        self.isRefreshing = isRefreshing
        self.query = query
        self.alert = alert
        self.detail = detail
    }

    public var description: String {
        var lines = ["load: \(load), items: \(items.map(\.id)), refreshing: \(isRefreshing)"]
        if !query.isEmpty { lines.append("query: \"\(query)\"") }
        if let alert { lines.append("alert: \(alert)") }
        if let detail {
            lines.append("detail: \(detail.item)")
            if let editor = detail.editor {
                lines.append(
                    "editor: \"\(editor.draft)\" save \(editor.isSaveEnabled ? "enabled" : "disabled")"
                        + (editor.isSaving ? ", saving" : ""))
            }
        }
        return lines.joined(separator: "; ")
    }
}
