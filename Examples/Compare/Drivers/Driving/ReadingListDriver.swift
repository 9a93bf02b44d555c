import QuartetSupport
import ReadingList

/// Drives one implementation of the reading-list screen the way a person and SwiftUI would, and
/// describes what it shows: the seam between the one spec and the five implementations.
///
/// Each implementation supplies one conforming adapter over its headless host. The adapter does
/// what the screen's SwiftUI views do for each gesture (the `.task`, the button action, the
/// binding write) and nothing more, so that the spec exercises the code an app runs.
///
/// Actions return once the implementation has *accepted* the gesture, as a button action returns;
/// the work it starts runs on. Tests wait for its effects with ``ReadingListDriver/waitUntil(_:timeout:_:)``
/// on ``screen``, and move time with the `TestClock` they passed in.
@MainActor
public protocol ReadingListDriver: AnyObject {
    /// The implementation's name, as the spec and the benchmark print it.
    static var name: String { get }

    /// Builds the screen (not yet on screen) over `service`, waiting on `clock` for its debounce
    /// and impression timers.
    init(service: any ReadingListService, clock: any Clock<Duration>)

    /// What is on screen now. It reads only observable state, so that a change to it can be
    /// awaited with observation tracking.
    var screen: ReadingListScreen { get }

    /// The screen appears (`.task` / `onAppear` of the list).
    func appear()
    /// The user pulls to refresh (`.refreshable`); returns at once, as the spinner shows.
    func pullToRefresh()
    /// The search field's text becomes `text` (each keystroke sets the whole text).
    func search(_ text: String)
    /// The user taps Retry on the failed state.
    func tapRetry()
    /// The user taps item `id`, pushing its detail.
    func tapItem(_ id: ReadingItem.ID)
    /// The user pops the detail (the back button or the swipe).
    func tapBack()
    /// The user taps Edit on the detail, presenting the edit sheet.
    func tapEdit()
    /// The edit sheet's title field's text becomes `text`.
    func editTitle(_ text: String)
    /// The user taps Save on the edit sheet.
    func tapSave()
    /// The user taps Cancel on the edit sheet.
    func tapCancel()
    /// The user dismisses the alert on screen.
    func dismissAlert()
    /// The app opens a deep link (`onOpenURL`), given as its path: `items/42/edit`.
    func open(_ link: String)
    /// The screen goes away for good: the view disappears and is released.
    func leave()

    /// Suspends until every gesture made so far has been decided on, so that nothing that comes
    /// later (a request's result, a timer) can be seen before it: what a test waits for before it
    /// moves time past a gesture that should change nothing. Most implementations decide as the
    /// gesture is made, or in a task queued on the main actor at once, ahead of anything later;
    /// for them this returns at once.
    func gesturesHandled() async throws

    /// Every model, host and object the implementation made for the screen, held weakly, so a test
    /// can check that leaving released them all.
    var trackedObjects: [WeakReference] { get }

    /// Reads what the list view's `body` reads, for `ObservationProbe`.
    func readListView()
    /// Reads what the detail view's `body` reads (nothing when no detail is pushed).
    func readDetailView()
    /// Reads what the edit sheet's `body` reads (nothing when it is not presented).
    func readEditorView()
}

/// A weak reference to an object, to check that it was released.
public struct WeakReference {
    /// What the object is, for a failure message.
    public let label: String
    private weak var object: AnyObject?

    /// Holds `object` weakly.
    public init(_ label: String, _ object: AnyObject) {
        self.label = label
        self.object = object
    }

    /// Whether the object is still alive.
    public var isAlive: Bool { object != nil }
}

extension ReadingListDriver {
    public func gesturesHandled() async throws {}

    /// Suspends until `condition` holds for ``screen``, re-checking whenever an observable
    /// property the screen reads changes.
    ///
    /// - Throws: ``ObservationTimeout`` naming `description` and the last screen seen when
    ///   `condition` still does not hold after `timeout`.
    public func waitUntil(
        _ description: String,
        timeout: Duration = .seconds(30),
        _ condition: @escaping @MainActor (ReadingListScreen) -> Bool
    ) async throws {
        try await QuartetSupport.waitUntil(description, timeout: timeout) { [unowned self] in
            condition(self.screen)
        } describing: { [unowned self] in
            self.screen.description
        }
    }
}
