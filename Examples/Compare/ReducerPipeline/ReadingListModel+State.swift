import ReadingList

extension ReadingListModel {
    /// Everything the reading-list screen shows, the pushed detail and its sheet included.
    public struct State: Sendable, Equatable {
        /// Where the list is in its loading.
        public enum Phase: Sendable, Equatable {
            /// Not loaded yet.
            case idle
            /// The first load (or a retry) is running.
            case loading
            /// Items are shown.
            case loaded
            /// The list, or the search, has no items.
            case empty
            /// The load failed with this message; Retry loads again.
            case failed(String)
        }

        /// The pushed detail.
        public struct Detail: Sendable, Equatable {
            /// The item as the detail shows it.
            public var item: ReadingItem
            /// The edit sheet over the detail, when presented.
            public var editor: Editor?
        }

        /// The edit sheet.
        public struct Editor: Sendable, Equatable {
            /// The title being edited.
            public var draft: String
            /// Whether a save is running.
            public var isSaving = false

            /// The title Save would send.
            public var trimmedDraft: String { draft.trimmed }
            /// Whether Save can be tapped.
            public var isSaveEnabled: Bool { !trimmedDraft.isEmpty && !isSaving }
        }

        // region: state
        /// Where the list is in its loading.
        public var phase = Phase.idle
        /// The items on screen: the full list, or the search's results.
        public var items: [ReadingItem] = []
        /// The full list from the last load or refresh, shown again when the search is cleared.
        public var allItems: [ReadingItem] = []
        /// Whether a pull to refresh is running.
        public var isRefreshing = false
        /// The search field's text.
        public var query = ""
        /// The message of the alert on screen.
        public var alert: String?
        /// The pushed detail: navigation is state, like the rest.
        public var detail: Detail?
        // endregion

        public init() {}

        /// Whether a detail is pushed, for `navigationDestination(isPresented:)`.
        public var isShowingDetail: Bool { detail != nil }
        /// Whether the edit sheet is presented, for `sheet(isPresented:)`.
        public var isEditing: Bool { detail?.editor != nil }
        /// Whether an alert is on screen, for `alert(_:isPresented:)`.
        public var isShowingAlert: Bool { alert != nil }
    }
}

extension String {
    /// The text without leading or trailing whitespace; spares the logic a Foundation import.
    fileprivate var trimmed: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
