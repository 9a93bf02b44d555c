import QuartetSupport

/// A ``ReadingListService`` that keeps its items in memory, takes `latency` on a clock you choose
/// for every call, and fails while you say it is offline.
///
/// Pass a `TestClock` and move time by hand to test a screen's loading, refreshing and saving
/// states without real waiting; pass `ContinuousClock()` (the default) for previews and demos.
/// It records every request and impression, and counts the calls still in flight, so a test can
/// check what a screen asked for and that leaving it cancelled its work.
///
/// A call that is cancelled while it waits ends at once with `CancellationError`.
public final class InMemoryReadingListService: ReadingListService {
    /// A call the service received, in order.
    public enum Request: Hashable, Sendable, CustomStringConvertible {
        /// `items(matching:)` with its query.
        case items(query: String)
        /// `rename(itemID:to:)` with its arguments.
        case rename(itemID: ReadingItem.ID, title: String)

        public var description: String {
            switch self {
            case .items(let query): "items(\"\(query)\")"
            case .rename(let id, let title): "rename(#\(id), \"\(title)\")"
            }
        }
    }

    private struct State {
        var items: [ReadingItem]
        var isOffline = false
        var requests: [Request] = []
        var impressions: [ReadingItem.ID] = []
        var callsInFlight = 0
        var idleWaiters: [CheckedContinuation<Void, Never>] = []
        var impressionWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state: Lock<State>
    private let clock: any Clock<Duration>

    /// How long every call takes.
    public let latency: Duration

    /// Creates a service holding `items`, whose calls each take `latency` on `clock`.
    public init(
        items: [ReadingItem] = ReadingItem.shelf,
        latency: Duration = .seconds(1),
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.state = Lock(State(items: items))
        self.latency = latency
        self.clock = clock
    }

    /// While `true`, every call fails with ``ReadingListError/offline`` once its latency has passed.
    public var isOffline: Bool {
        get { state.withLock { $0.isOffline } }
        set { state.withLock { $0.isOffline = newValue } }
    }

    /// The items as the service holds them now.
    public var items: [ReadingItem] { state.withLock { $0.items } }

    /// Every request received so far, in order, including those that failed or were cancelled.
    public var requests: [Request] { state.withLock { $0.requests } }

    /// The items whose impressions were recorded, in order.
    public var impressions: [ReadingItem.ID] { state.withLock { $0.impressions } }

    /// How many calls have started and not yet returned, thrown or been cancelled.
    public var callsInFlight: Int { state.withLock { $0.callsInFlight } }

    /// Replaces the items the service holds, as another device editing the list would.
    public func replaceItems(with items: [ReadingItem]) {
        state.withLock { $0.items = items }
    }

    /// Suspends until no call is in flight: every call has returned, thrown or been cancelled.
    ///
    /// After a screen cancels its work, this is how a test waits for the cancellations to land
    /// before it checks that nothing is left running.
    public func waitUntilIdle() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isIdle = state.withLock { state -> Bool in
                if state.callsInFlight == 0 { return true }
                state.idleWaiters.append(continuation)
                return false
            }
            if isIdle { continuation.resume() }
        }
    }

    public func items(matching query: String) async throws -> [ReadingItem] {
        try await respond(to: .items(query: query)) { state in
            guard !query.isEmpty else { return state.items }
            let needle = query.lowercased()
            return state.items.filter {
                $0.title.lowercased().contains(needle) || $0.author.lowercased().contains(needle)
            }
        }
    }

    public func rename(itemID id: ReadingItem.ID, to title: String) async throws -> ReadingItem {
        try await respond(to: .rename(itemID: id, title: title)) { state in
            guard let index = state.items.firstIndex(where: { $0.id == id }) else {
                throw ReadingListError.notFound(link: ReadingListLink(itemID: id).path)
            }
            state.items[index].title = title
            return state.items[index]
        }
    }

    public func recordImpression(itemID id: ReadingItem.ID) {
        let ready = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.impressions.append(id)
            let count = state.impressions.count
            defer { state.impressionWaiters.removeAll { $0.count <= count } }
            return state.impressionWaiters.filter { $0.count <= count }.map(\.continuation)
        }
        for waiter in ready { waiter.resume() }
    }

    /// Suspends until at least `count` impressions have been recorded.
    ///
    /// A screen records an impression from a timer of its own, which no screen-level wait sees
    /// end; this is how a test waits for it, without polling.
    public func waitForImpressions(count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isReady = state.withLock { state -> Bool in
                if state.impressions.count >= count { return true }
                state.impressionWaiters.append((count, continuation))
                return false
            }
            if isReady { continuation.resume() }
        }
    }

    private func callEnded() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.callsInFlight -= 1
            guard state.callsInFlight == 0 else { return [] }
            defer { state.idleWaiters.removeAll() }
            return state.idleWaiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Records `request`, waits out the latency, then answers with `answer` unless offline.
    private func respond<Answer: Sendable>(
        to request: Request,
        with answer: (inout State) throws -> Answer
    ) async throws -> Answer {
        state.withLock {
            $0.requests.append(request)
            $0.callsInFlight += 1
        }
        defer { callEnded() }
        try await clock.sleep(for: latency)
        return try state.withLock { state in
            if state.isOffline { throw ReadingListError.offline }
            return try answer(&state)
        }
    }
}
