import ContextStore
import ReadingList

/// The list screen: loads the reading list into the shared store, refreshes it, searches it with
/// a debounce, pushes an item's detail and follows deep links.
///
/// The whole list lives in the store (``ReadingListStoreState``); the view state mirrors it on
/// every `.storeChanged` and adds what only this screen shows: the load phase, the search text
/// and its results, the refresh spinner, the alert and the pushed detail. The reducer is pure;
/// the effects (load, refresh, search) run in ``handle(_:)`` and report back with actions:
///
/// ```swift
/// let list = ContextualHost(ReadingListViewModel(context))
/// await list.send(.appeared)?.value
/// print(list.state.phase, list.state.rows.count)  // Prints "loaded 5"
/// ```
public final class ReadingListViewModel: ContextViewModel<
    ReadingListContext, ReadingListViewModel.State, ReadingListViewModel.Action, ReadingListViewModel.Effect
>
{
    /// How long the search text must stay unchanged before it is searched.
    public static let searchDebounce = Duration.milliseconds(300)

    /// Where the list itself stands.
    public enum Phase: Equatable, Sendable {
        /// The screen has not appeared yet.
        case idle
        /// The first load (or a retry) is running and nothing is shown yet.
        case loading
        /// The list has loaded; ``State/rows`` may still be empty.
        case loaded
        /// The load failed with this message; the screen offers Retry.
        case failed(String)
    }

    /// The detail pushed on the navigation stack.
    ///
    /// Every push gets a new `id`, so that a deep link to the item already shown still replaces
    /// its detail with a fresh one.
    public struct Destination: Identifiable, Hashable, Sendable {
        /// The push's number.
        public let id: Int
        /// The item as the list showed it when it was pushed; the detail follows the store after.
        public let item: ReadingItem
        /// Whether the detail opens with its edit sheet presented.
        public let opensEditor: Bool
    }

    /// What the list screen shows.
    public struct State: ContextualViewState {
        // region: state
        /// Where the list stands.
        public var phase = Phase.idle
        /// The whole list, as the store holds it.
        public var items: [ReadingItem] = []
        /// The results of the current search; `nil` when the search field is empty.
        public var searchResults: [ReadingItem]?
        /// The search field's text.
        public var query = ""
        /// Whether a pull to refresh is running.
        public var isRefreshing = false
        /// The message of the alert on screen, if any.
        public var alert: String?
        /// The pushed detail, if any.
        public var destination: Destination?
        // endregion
        /// How many details have been pushed, to number the next one.
        var pushCount = 0

        /// The empty screen, before it appears.
        public init() {}

        /// The items the list shows: the search results, or the whole list.
        public var rows: [ReadingItem] { searchResults ?? items }
        /// Whether an alert is on screen, for `.alert(isPresented:)`.
        public var isAlertPresented: Bool { alert != nil }

        /// Pushes a new detail for `item`, replacing the one pushed, if any.
        mutating func push(_ item: ReadingItem, opensEditor: Bool) {
            pushCount += 1
            destination = Destination(id: pushCount, item: item, opensEditor: opensEditor)
        }
    }

    /// What happens on the list screen, what its effects report, and store changes.
    public enum Action: ContextualAction {
        case storeChanged(ReadingListStoreState)
        case appeared
        case retryTapped
        case refreshPulled
        case queryChanged(String)
        case itemTapped(ReadingItem.ID)
        case detailPopped
        case linkOpened(String)
        case alertDismissed
        case listLoaded
        case listFailed(String)
        case refreshFinished(query: String, results: [ReadingItem])
        case refreshFailed(String)
        case searchFinished(query: String, results: [ReadingItem])
        case searchFailed(query: String, message: String)
    }

    /// The list screen's async work.
    public enum Effect: Equatable, Sendable {
        /// Load the whole list into the store.
        case load
        /// Reload with `query`; an empty query reloads the store's list.
        case refresh(query: String)
        /// Search for `query` once it has stayed unchanged for ``searchDebounce``.
        case search(query: String)
        /// Drop the pending or running search.
        case cancelSearch
    }

    /// The pending or running search; the next search, or clearing the field, cancels it.
    @ObservationIgnored private var pendingSearch: Task<[ReadingItem], any Error>?

    public override class func respond(to action: Action, state: inout State) -> Effect? {
        switch action {
        case .storeChanged(let store):
            state.items = store.items
            // Results keep their order, but show each item as the store now holds it (a rename).
            state.searchResults = state.searchResults?.map { result in
                store.items.first { $0.id == result.id } ?? result
            }
            return nil
        case .appeared:
            guard state.phase == .idle else { return nil }
            state.phase = .loading
            return .load
        case .retryTapped:
            guard case .failed = state.phase else { return nil }
            state.phase = .loading
            return .load
        case .listLoaded:
            state.phase = .loaded
            return nil
        case .listFailed(let message):
            state.phase = .failed(message)
            return nil
        case .refreshPulled:
            guard state.phase == .loaded, !state.isRefreshing else { return nil }
            state.isRefreshing = true
            return .refresh(query: state.query)
        case .refreshFinished(let query, let results):
            state.isRefreshing = false
            // An empty query refreshed the store, whose change has already arrived.
            if !query.isEmpty, query == state.query { state.searchResults = results }
            return nil
        case .refreshFailed(let message):
            state.isRefreshing = false
            state.alert = message
            return nil
        // region: search
        case .queryChanged(let text):
            guard text != state.query else { return nil }
            state.query = text
            guard !text.isEmpty else {
                state.searchResults = nil
                return .cancelSearch
            }
            return .search(query: text)
        // endregion
        case .searchFinished(let query, let results):
            guard query == state.query else { return nil }
            state.searchResults = results
            return nil
        case .searchFailed(let query, let message):
            guard query == state.query else { return nil }
            state.alert = message
            return nil
        case .itemTapped(let id):
            guard let item = state.rows.first(where: { $0.id == id }) else { return nil }
            state.push(item, opensEditor: false)
            return nil
        case .detailPopped:
            state.destination = nil
            return nil
        // region: deep-link
        case .linkOpened(let text):
            guard let link = ReadingListLink(text),
                let item = state.items.first(where: { $0.id == link.itemID })
            else {
                state.alert = ReadingListError.notFound(link: text).description
                return nil
            }
            state.push(item, opensEditor: link.opensEditor)
            return nil
        // endregion
        case .alertDismissed:
            state.alert = nil
            return nil
        }
    }

    public override func handle(_ effect: Effect) async {
        switch effect {
        case .load:
            do {
                let items = try await context.service.items(matching: "")
                await updateStore { $0.items = items }
                // The phase changes once the items are in the view state, never before.
                await syncWithStore()
                send(.listLoaded)
            } catch {
                guard !Task.isCancelled else { return }
                send(.listFailed(ReadingListError.message(for: error)))
            }
        case .refresh(let query):
            do {
                let results = try await context.service.items(matching: query)
                if query.isEmpty {
                    await updateStore { $0.items = results }
                    await syncWithStore()
                }
                send(.refreshFinished(query: query, results: results))
            } catch {
                guard !Task.isCancelled else { return }
                send(.refreshFailed(ReadingListError.message(for: error)))
            }
        case .search(let query):
            await search(query)
        case .cancelSearch:
            pendingSearch?.cancel()
            pendingSearch = nil
        }
    }

    // region: search
    /// Waits out the debounce, then searches, unless a newer search (or clearing the field)
    /// cancels it first.
    ///
    /// A view model cancels its effects all at once (``cancelEffects()``), so the one effect that
    /// must cancel only its predecessor keeps that work in a task of its own. The effect awaits
    /// it and passes its own cancellation on, so leaving the screen still ends it.
    private func search(_ query: String) async {
        pendingSearch?.cancel()
        let clock = context.clock
        let service = context.service
        let work = Task {
            try await clock.sleep(for: Self.searchDebounce)
            return try await service.items(matching: query)
        }
        pendingSearch = work
        do {
            let results = try await withTaskCancellationHandler {
                try await work.value
            } onCancel: {
                work.cancel()
            }
            guard !work.isCancelled else { return }
            send(.searchFinished(query: query, results: results))
        } catch {
            guard !work.isCancelled else { return }
            send(.searchFailed(query: query, message: ReadingListError.message(for: error)))
        }
    }
    // endregion
}
