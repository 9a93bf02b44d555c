import Observation
import ReadingList

/// The reading-list screen's state and behaviour: one `@Observable` model whose async methods the
/// views call, the way SwiftUI apps are written by default.
///
/// The views call ``appear()`` from `.task` and ``refresh()`` from `.refreshable`, so SwiftUI owns
/// those two tasks and cancels them when the screen goes away. Work that a button or a keystroke
/// starts (a retry, a search, a save) runs in a task the model owns: it holds the model weakly,
/// the next request of its kind cancels it, and releasing the model cancels it.
///
/// ```swift
/// let model = ReadingListModel(service: service)
/// await model.appear()
/// print(model.loadState, model.items.count)  // Prints "loaded 5"
/// ```
@MainActor
@Observable
public final class ReadingListModel {
    /// The state of the list itself.
    public enum LoadState: Equatable, Sendable {
        /// The screen has not appeared yet.
        case idle
        /// The first load (or a retry) is running and nothing is shown yet.
        case loading
        /// ``ReadingListModel/items`` are shown.
        case loaded
        /// The list, or the search, came back with no items.
        case empty
        /// The load failed with this message; the screen offers Retry.
        case failed(String)
    }

    // region: state
    /// The state of the list.
    public private(set) var loadState = LoadState.idle
    /// The items the list shows: the search results, or the whole list when the search is empty.
    public internal(set) var items: [ReadingItem] = []
    /// Whether a pull to refresh is running.
    public private(set) var isRefreshing = false
    /// The search field's text; call ``queryChanged()`` after changing it.
    public var query = ""
    /// The message of the alert on screen, if any.
    public internal(set) var alertMessage: String?
    /// The navigation stack's path: the ids of the pushed details (at most one).
    public var path: [ReadingItem.ID] = []
    /// The edit sheet, while it is presented.
    public var editor: ReadingItemEditor?
    // endregion

    /// The whole list, as the last load or refresh returned it.
    var allItems: [ReadingItem] = []

    let service: any ReadingListService
    let clock: any Clock<Duration>

    /// The retry the Retry button started.
    @ObservationIgnored var loadTask: Task<Void, Never>?
    /// The pending or running search.
    @ObservationIgnored var searchTask: Task<Void, Never>?
    /// The running save.
    @ObservationIgnored var saveTask: Task<Void, Never>?

    /// Creates the screen's model over `service`, timing the search debounce and the impression on
    /// `clock`.
    public init(service: any ReadingListService, clock: any Clock<Duration> = ContinuousClock()) {
        self.service = service
        self.clock = clock
    }

    deinit {
        loadTask?.cancel()
        searchTask?.cancel()
        saveTask?.cancel()
    }

    /// Loads the list on the screen's first appearance; later appearances do nothing. Call it from
    /// the list's `.task`.
    public func appear() async {
        guard loadState == .idle else { return }
        await load()
    }

    /// Loads the list again after a failure. Call it from the Retry button.
    public func retry() {
        loadTask?.cancel()
        loadState = .loading
        loadTask = Task { [weak self, service] in
            let result = await Self.fetchAll(from: service)
            // A newer retry replaced this one, or the model is going away.
            guard !Task.isCancelled else { return }
            self?.loadFinished(result)
        }
    }

    /// Reloads with the current query while the items stay on screen; does nothing while a
    /// refresh is running. Call it from `.refreshable`: it returns when the refresh is done.
    public func refresh() async {
        guard !isRefreshing else { return }
        isRefreshing = true
        defer { isRefreshing = false }
        let query = query
        do {
            let found = try await service.items(matching: query)
            if query.isEmpty { allItems = found }
            show(found)
        } catch is CancellationError {
        } catch {
            alertMessage = ReadingListError.message(for: error)
        }
    }

    /// Clears the alert; call it when the alert is dismissed.
    public func dismissAlert() {
        alertMessage = nil
    }

    /// The first load, run by the `.task` that SwiftUI owns.
    private func load() async {
        loadState = .loading
        loadFinished(await Self.fetchAll(from: service))
    }

    private static func fetchAll(
        from service: any ReadingListService
    ) async -> Result<[ReadingItem], any Error> {
        do { return .success(try await service.items(matching: "")) } catch { return .failure(error) }
    }

    private func loadFinished(_ result: Result<[ReadingItem], any Error>) {
        switch result {
        case .success(let found):
            allItems = found
            if query.isEmpty { show(found) }
        case .failure(is CancellationError):
            // Cancelled before it answered: the next appearance loads again.
            loadState = .idle
        case .failure(let error):
            loadState = .failed(ReadingListError.message(for: error))
        }
    }

    /// Shows `found` as the list.
    func show(_ found: [ReadingItem]) {
        items = found
        loadState = found.isEmpty ? .empty : .loaded
    }
}
