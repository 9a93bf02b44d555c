import Observation
import ProtocolStore
import ReadingList

/// What the reading list needs: its items and status, the search text, and the user's gestures.
///
/// The list view holds it with `@Store` and binds the search field to `$viewModel.query`; the
/// coordinator decides what a selected item shows. A preview or a test passes another
/// implementation.
///
/// It is `Sendable` (every implementation is, being main-actor isolated) so that `.refreshable`'s
/// `@Sendable` action can capture it.
// region: state
public protocol ReadingListViewModel: ViewModel, Sendable {
    /// Whether the list is loading, loaded, empty or failed.
    var status: ReadingListStatus { get }
    /// The items shown, in order: the full list, or the results of the search.
    var items: [ReadingItem] { get }
    /// Whether a pull to refresh is running.
    var isRefreshing: Bool { get }
    /// The search field's text; each change restarts the search's debounce.
    var query: String { get set }

    /// The list appears; the first appearance loads it.
    func appear()
    /// Loads the list again after it failed.
    func retry()
    /// Reloads with the current query while the items stay on screen.
    ///
    /// - Returns: The refresh, for `.refreshable` to await; the one already running when the
    ///   user pulls again, which is ignored.
    @discardableResult func refresh() -> Task<Void, Never>
    /// The user taps `item`.
    func select(_ item: ReadingItem)
    /// The item among those loaded with `id`, if any.
    func loadedItem(id: ReadingItem.ID) -> ReadingItem?
    /// `item` was saved elsewhere: show it as saved.
    func itemSaved(_ item: ReadingItem)
}
// endregion

/// The live reading list: loads, refreshes and searches through a ``ReadingListService``.
///
/// Its tasks live in a `TaskBag` and hold it weakly, so releasing the list (leaving the screen)
/// cancels whatever it was doing. The search waits 300 ms on `clock` after each change of
/// ``query``; clearing the query shows the full list at once.
@Observable
public final class DefaultReadingListViewModel: ReadingListViewModel {
    public private(set) var status = ReadingListStatus.idle
    public private(set) var items: [ReadingItem] = []
    public private(set) var isRefreshing = false
    public var query = "" {
        didSet { if query != oldValue { queryChanged() } }
    }

    /// What selecting an item does; the coordinator decides.
    @ObservationIgnored public var onSelect: (ReadingItem) -> Void = { _ in }
    /// Where a failed refresh or search is reported; the coordinator shows the alert.
    @ObservationIgnored public var onFailure: (String) -> Void = { _ in }

    /// The full list from the last load, or from the last refresh without a query.
    @ObservationIgnored private var allItems: [ReadingItem]?
    @ObservationIgnored private var hasAppeared = false
    @ObservationIgnored private var refreshTask: Task<Void, Never>?
    @ObservationIgnored private var searchTask: Task<Void, Never>?
    @ObservationIgnored private let tasks = TaskBag()
    private let service: any ReadingListService
    private let clock: any Clock<Duration>

    /// How long the search waits after the last change of the query.
    public static let searchDebounce = Duration.milliseconds(300)

    /// - Parameters:
    ///   - service: Where the items come from.
    ///   - clock: The clock the search's debounce waits on.
    public init(service: any ReadingListService, clock: any Clock<Duration> = ContinuousClock()) {
        self.service = service
        self.clock = clock
    }

    public func appear() {
        guard !hasAppeared else { return }
        hasAppeared = true
        load()
    }

    public func retry() {
        guard case .failed = status else { return }
        load()
    }

    @discardableResult
    public func refresh() -> Task<Void, Never> {
        if let refreshTask { return refreshTask }
        isRefreshing = true
        let query = query
        let task = Task { [weak self, service] in
            let result: Result<[ReadingItem], any Error>
            do { result = .success(try await service.items(matching: query)) } catch {
                result = .failure(error)
            }
            guard let self, !Task.isCancelled else { return }
            self.refreshTask = nil
            self.isRefreshing = false
            switch result {
            case .success(let items):
                if query.isEmpty { self.allItems = items }
                if query == self.query { self.show(items) }
            case .failure(let error):
                self.onFailure(ReadingListError.message(for: error))
            }
        }
        refreshTask = task
        tasks.insert(task)
        return task
    }

    public func select(_ item: ReadingItem) {
        onSelect(item)
    }

    public func loadedItem(id: ReadingItem.ID) -> ReadingItem? {
        allItems?.first { $0.id == id }
    }

    public func itemSaved(_ item: ReadingItem) {
        allItems = allItems?.map { $0.id == item.id ? item : $0 }
        items = items.map { $0.id == item.id ? item : $0 }
    }

    private func load() {
        status = .loading
        let task = Task { [weak self, service] in
            do {
                let items = try await service.items(matching: "")
                guard let self, !Task.isCancelled else { return }
                self.allItems = items
                if self.query.isEmpty { self.show(items) }
            } catch {
                guard let self, !Task.isCancelled else { return }
                self.status = .failed(ReadingListError.message(for: error))
            }
        }
        tasks.insert(task)
    }

    // region: search
    /// Restarts the debounce for the new query, or shows the full list when it was cleared.
    private func queryChanged() {
        searchTask?.cancel()
        searchTask = nil
        guard !query.isEmpty else {
            if let allItems { show(allItems) }
            return
        }
        let query = query
        let task = Task { [weak self, service, clock] in
            do {
                try await clock.sleep(for: DefaultReadingListViewModel.searchDebounce)
                let items = try await service.items(matching: query)
                guard let self, !Task.isCancelled else { return }
                self.searchTask = nil
                self.show(items)
            } catch is CancellationError {
                return
            } catch {
                guard let self, !Task.isCancelled else { return }
                self.searchTask = nil
                self.onFailure(ReadingListError.message(for: error))
            }
        }
        searchTask = task
        tasks.insert(task)
    }
    // endregion

    private func show(_ items: [ReadingItem]) {
        self.items = items
        status = items.isEmpty ? .empty : .loaded
    }
}
