import ContextStore
import Foundation

/// One journal entry, shared by the list and the detail screen.
public struct JournalEntry: Identifiable, Equatable, Sendable {
    public var id: UUID
    public var title: String
    public var isFavorite: Bool

    /// Creates an entry; a new one gets a fresh identifier.
    public init(id: UUID = UUID(), title: String, isFavorite: Bool = false) {
        self.id = id
        self.title = title
        self.isFavorite = isFavorite
    }
}

/// The one store both screens follow: the entries and which one is open.
public struct JournalStoreState: ContextualStoreState {
    public var entries: [JournalEntry]
    public var selectedID: JournalEntry.ID?

    /// Creates a journal, by default empty with nothing open.
    public init(entries: [JournalEntry] = [], selectedID: JournalEntry.ID? = nil) {
        self.entries = entries
        self.selectedID = selectedID
    }

    /// The open entry, if it still exists.
    public var selectedEntry: JournalEntry? {
        entries.first { $0.id == selectedID }
    }
}

/// The journal's dependencies. Both screens are built from the same context, so they share one
/// store: an edit on one screen reaches the other as a `.storeChanged` action.
public struct JournalContext: StoreContext {
    public let store: ContextualStore<JournalStoreState>

    /// Creates the journal's context with a store starting at `initialState`.
    public init(initialState: JournalStoreState = JournalStoreState()) {
        self.store = ContextualStore(initialState)
    }
}
