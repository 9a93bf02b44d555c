import ContextStore
import ReadingList

/// The reading list as the screens share it: the source of truth that the list and the detail
/// both follow.
///
/// It holds the list as the last load or refresh returned it, with every saved rename applied.
/// Search results, navigation, alerts and drafts are one screen's business and live in that
/// screen's view state.
public struct ReadingListStoreState: ContextualStoreState {
    /// The whole list, from the last load or refresh, with saved renames applied.
    public var items: [ReadingItem]

    /// Creates the shared state, by default with nothing loaded.
    public init(items: [ReadingItem] = []) {
        self.items = items
    }

    /// Replaces the item with `item`'s id by `item`; does nothing when it is not on the list.
    public mutating func replace(_ item: ReadingItem) {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        items[index] = item
    }
}

/// The reading-list feature's dependencies: the store both screens share, the service, and the
/// clock that times the search debounce and the impression.
///
/// Build one per screen session and hand it to every view model of that session:
///
/// ```swift
/// let context = ReadingListContext(service: service)
/// let list = ReadingListViewModel(context)
/// ```
public struct ReadingListContext: StoreContext {
    /// The source of truth both screens follow.
    public let store: ContextualStore<ReadingListStoreState>
    /// Where the reading list comes from.
    public let service: any ReadingListService
    /// The clock the debounce and the impression timer wait on.
    public let clock: any Clock<Duration>

    /// Creates the context over `service`, with a store starting at `initialState`.
    ///
    /// - Parameters:
    ///   - service: Where the list is loaded from and renames are saved to.
    ///   - clock: Times the 300 ms search debounce and the 2 s impression; `ContinuousClock()`
    ///     unless a test passes a `TestClock`.
    ///   - initialState: The store's first state; empty by default.
    public init(
        service: any ReadingListService,
        clock: any Clock<Duration> = ContinuousClock(),
        initialState: ReadingListStoreState = ReadingListStoreState()
    ) {
        self.store = ContextualStore(initialState)
        self.service = service
        self.clock = clock
    }
}
