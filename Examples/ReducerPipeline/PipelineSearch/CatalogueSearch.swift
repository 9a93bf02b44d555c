import Observation
import ReducerPipeline

// region: model
/// Search-as-you-type over a ``Catalogue``: every keystroke updates the query at once, while
/// searches are throttled.
@Observable
public final class CatalogueSearch: AsyncViewModel {
    public struct State: Sendable, Equatable {
        /// What the search field shows.
        public var query = ""
        /// The query of the latest search started.
        public var searchedQuery = ""
        /// The query `results` answer.
        public var resultsQuery = ""
        public var results: [String] = []

        public init() {}

        /// What the screen shows.
        public var phase: Phase {
            if searchedQuery.isEmpty { return .idle }
            if resultsQuery != searchedQuery { return .loading }
            return results.isEmpty ? .empty : .results
        }
    }

    public enum Phase: Sendable, Equatable {
        case idle
        case loading
        case empty
        case results
    }

    public enum Action: Sendable {
        /// The user edited the search field.
        case queryChanged(String)
        /// The throttle let a query through: search for it.
        case searchRequested(String)
    }

    public enum Mutation: Sendable {
        case setQuery(String)
        case searchStarted(String)
        case resultsLoaded(query: String, [String])
    }

    public let initialState = State()
    private let catalogue: Catalogue
    private let interval: Duration
    private let clock: any Clock<Duration>

    /// - Parameters:
    ///   - catalogue: What to search.
    ///   - interval: At most one search starts per interval while the user types.
    ///   - clock: The clock the throttle measures with; a `TestClock` in tests.
    public init(
        catalogue: Catalogue = Catalogue(),
        interval: Duration = .milliseconds(300),
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.catalogue = catalogue
        self.interval = interval
        self.clock = clock
    }

    // region: transform
    /// Passes every action on, and derives `searchRequested` from the typed queries.
    ///
    /// A pulled throttle emits a query only when the next one arrives, so the last keystroke
    /// would wait for a keystroke that never comes; a debounce of the same interval searches it
    /// once typing pauses. `mutate` skips a query that was just searched.
    public func transform(action: ActionStream) -> ActionStream {
        let (queries, typed) = PipelineStream<String>.makeStream()
        let (pauses, paused) = PipelineStream<String>.makeStream()
        let (interval, clock) = (interval, clock)
        let throttled = queries.throttle(for: interval, clock: clock).map(Action.searchRequested)
        let debounced = pauses.debounce(for: interval, clock: clock).map(Action.searchRequested)
        let observed = action.onElement { action in
            if case .queryChanged(let query) = action {
                typed.yield(query)
                paused.yield(query)
            }
        }
        return observed.merge(with: PipelineStream(throttled)).merge(with: PipelineStream(debounced))
    }
    // endregion

    public func mutate(action: Action) async -> MutationStream {
        switch action {
        case .queryChanged(let query):
            return .just(.setQuery(query))
        case .searchRequested(let query):
            guard query != currentState.searchedQuery else { return .empty() }
            guard !query.isEmpty else { return .just(.searchStarted("")) }
            let catalogue = catalogue
            return MutationStream { continuation in
                continuation.yield(.searchStarted(query))
                let search = Task {
                    guard let titles = try? await catalogue.search(query) else { return }
                    continuation.yield(.resultsLoaded(query: query, titles))
                    continuation.finish()
                }
                continuation.onTermination = { search.cancel() }
            }
        }
    }

    public func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .setQuery(let query):
            state.query = query
        case .searchStarted(let query):
            state.searchedQuery = query
            if query.isEmpty {
                state.resultsQuery = ""
                state.results = []
            }
        case .resultsLoaded(let query, let titles):
            // A slower, older search must not overwrite a newer one.
            guard query == state.searchedQuery else { return state }
            state.resultsQuery = query
            state.results = titles
        }
        return state
    }
}
// endregion
