import Observation
import ReadingList
import ReducerPipeline

/// The reading-list screen as a pipeline: the views send what happened (``Action``), `mutate`
/// runs the service calls and timers as streams of ``Mutation``s, and a pure `reduce` folds them
/// into the one ``State`` every view reads, navigation included.
///
/// ```swift
/// let host = AsyncViewModelHost(ReadingListModel(service: InMemoryReadingListService()))
/// host.appear()                       // .observing(model) in the list view
/// host.send(.screenAppeared)          // its .onAppear
/// host.send(.itemTapped(42))          // pushes item 42's detail
/// ```
///
/// `transform(action:)` passes every action on and derives ``Action/typingPaused(_:)`` from the
/// search text with a 300 ms debounce, merged in as it fires. Each running effect is kept by kind, so that a new search
/// cancels the one still running, popping the detail cancels its impression timer, and releasing
/// the model cancels everything at once.
@Observable
public final class ReadingListModel: AsyncViewModel {
    public let initialState = State()

    let service: any ReadingListService
    let clock: any Clock<Duration>
    /// How long the search text must stay unchanged before it is searched.
    let searchDebounce: Duration = .milliseconds(300)
    /// How long a detail must stay on screen to count as seen.
    let impressionDelay: Duration = .seconds(2)

    /// The tasks behind running effects; released with the model, which cancels them.
    @ObservationIgnored let effects = EffectTasks<Effect>()

    /// The kinds of effect that run at most once at a time.
    enum Effect: Hashable {
        case load, refresh, search, impression, save
        /// The debounce of the search text, set up with the pipeline.
        case searchPauses
    }

    /// Creates the screen's model over `service`.
    ///
    /// - Parameters:
    ///   - service: Where the reading list comes from.
    ///   - clock: What the search debounce and the impression timer wait on; a `TestClock` in
    ///     tests.
    public init(service: any ReadingListService, clock: any Clock<Duration> = ContinuousClock()) {
        self.service = service
        self.clock = clock
    }
}
