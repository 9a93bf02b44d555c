import Foundation
import Interactors
import ReadingList

/// The reading-list screen's state: passive and observable, driven by ``ReadingListInteractor``.
///
/// Every view of the screen renders it: the list reads ``list``, ``searchResults``, ``query`` and
/// ``isRefreshing``; the detail reads ``openedItem``; the edit sheet reads and writes ``draft``.
/// Errors and the saving spinner are not here: they reach the view through the bind's `onError`
/// and `onBusy` closures.
@Observable @MainActor
public final class ReadingListViewModel: NavigableViewModel {
    // region: state
    public var navigation: NavigationIntent<ReadingListDestination>?

    /// The full list, from the first load, a retry, or the last refresh without a query.
    public var list: Loadable<[ReadingItem]> = .idle
    /// Whether a pull to refresh is running (the items stay on screen meanwhile).
    public var isRefreshing = false
    /// The search field's text.
    public var query = ""
    /// What the last search for ``query`` returned; `nil` while the full list is shown.
    public var searchResults: [ReadingItem]?

    /// The item the pushed detail shows, if a detail is pushed.
    public var openedItem: ReadingItem?
    /// The item the edit sheet renames, while it is presented.
    public var editingItemID: ReadingItem.ID?
    /// The edit sheet's title field, bound to it directly.
    public var draft = ""
    // endregion

    /// Creates the state of a screen that has not appeared yet.
    public init() {}

    /// The items the list shows: the search results, else the full list.
    public var shownItems: [ReadingItem] { searchResults ?? list.value ?? [] }

    /// The draft as it would be saved: without surrounding spaces.
    public var trimmedDraft: String { draft.trimmingCharacters(in: .whitespacesAndNewlines) }

    /// Whether the draft may be saved: it is not blank.
    public var isDraftValid: Bool { !trimmedDraft.isEmpty }
}
