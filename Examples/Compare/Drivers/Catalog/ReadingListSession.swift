import CompareDriving
import QuartetSupport
import ReadingList

/// One implementation's reading-list screen on a manual clock and an in-memory service, with the
/// steps a test or a measurement takes: the spec's only way in, so that every behaviour is stated
/// once for all five.
@MainActor
public final class ReadingListSession {
    /// The clock the screen's timers and the service's latency run on.
    public let clock = TestClock()
    /// The service the screen talks to.
    public let service: InMemoryReadingListService
    private var driver: (any ReadingListDriver)?
    private var tracked: [WeakReference] = []

    /// How long each service call takes, unless the session was made with another latency.
    public static let latency = Duration.seconds(1)
    /// The search debounce every implementation uses.
    public static let debounce = Duration.milliseconds(300)
    /// How long a detail must stay on screen to record its impression.
    public static let exposure = Duration.seconds(2)

    /// The latency of this session's service.
    public var latency: Duration { service.latency }

    /// Builds `implementation`'s screen over a service holding `items`.
    public init(
        _ implementation: ReadingListImplementation, items: [ReadingItem] = ReadingItem.shelf,
        latency: Duration = ReadingListSession.latency
    ) {
        service = InMemoryReadingListService(items: items, latency: latency, clock: clock)
        driver = implementation.makeDriver(service: service, clock: clock)
    }

    /// The live driver; leaving the screen ends it.
    public var screen: any ReadingListDriver {
        guard let driver else { preconditionFailure("the screen was left; make a new fixture") }
        return driver
    }

    /// What is on screen now.
    public var state: ReadingListScreen { screen.screen }

    /// Waits until a timer of `duration`, started now, is sleeping: the call or the debounce the
    /// last gesture started.
    public func waitForTimer(_ duration: Duration) async throws {
        try await clock.waitForSleeper(until: clock.now.advanced(by: duration))
    }

    /// Lets the service call started now return.
    public func completeCall() async throws {
        guard latency > .zero else { return }
        try await clock.advanceToSleeper(in: latency)
    }

    /// Waits until `condition` holds for what is on screen (see ``ReadingListDriver/waitUntil(_:timeout:_:)``).
    public func waitUntil(
        _ description: String, _ condition: @escaping @MainActor (ReadingListScreen) -> Bool
    ) async throws {
        try await screen.waitUntil(description, condition)
    }

    /// Appears and lets the first load finish.
    public func appearLoaded() async throws {
        screen.appear()
        try await completeCall()
        try await waitUntil("the list is loaded") { $0.load == .loaded }
    }

    /// Types `text` into the search field and waits until its debounce is running.
    public func search(_ text: String) async throws {
        screen.search(text)
        try await waitForTimer(Self.debounce)
    }

    /// Pushes item `id`'s detail and waits until its impression timer is running.
    public func openDetail(_ id: ReadingItem.ID) async throws {
        screen.tapItem(id)
        try await waitUntil("the detail of #\(id) is pushed") { $0.detail?.item.id == id }
        try await waitForTimer(Self.exposure)
    }

    /// Pushes item `id`'s detail, presents its edit sheet and, when `title` is given, types it as
    /// the draft; returns once the sheet shows it.
    public func openEditor(of id: ReadingItem.ID, typing title: String? = nil) async throws {
        try await openDetail(id)
        screen.tapEdit()
        try await waitUntil("the edit sheet is presented") { $0.detail?.editor != nil }
        guard let title else { return }
        screen.editTitle(title)
        try await waitUntil("the draft is \"\(title)\"") { $0.detail?.editor?.draft == title }
    }

    /// Leaves the screen and waits until its cancelled work has ended.
    public func leave() async {
        tracked = screen.trackedObjects
        screen.leave()
        driver = nil
        await service.waitUntilIdle()
    }

    /// The objects the screen made that are still alive, waiting up to `timeout` for the tasks
    /// that held them to end.
    ///
    /// Swift gives no notice when an object is freed, so this checks again each time other tasks
    /// have had a turn, until all are released or the time is up. It never passes a screen that
    /// keeps an object: that one is still alive when the time is up. The bound is generous, as
    /// every wait of Quartet's test support: in a parallel run of a whole suite on two cores, one
    /// turn of the lowest priority has taken a fifth of a second.
    public func objectsStillAlive(timeout: Duration = .seconds(30)) async -> [String] {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while tracked.contains(where: \.isAlive) && ContinuousClock.now < deadline {
            await yieldToOtherTasks()
        }
        return tracked.filter(\.isAlive).map(\.label)
    }
}
