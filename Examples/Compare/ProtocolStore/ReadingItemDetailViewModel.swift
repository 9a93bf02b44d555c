import Observation
import ProtocolStore
import ReadingList

/// What an item's detail needs: the item, its time on screen, and a way to start editing it.
public protocol ReadingItemDetailViewModel: ViewModel {
    /// The item as the detail shows it.
    var item: ReadingItem { get }
    /// Whether the detail has recorded its impression.
    var hasRecordedImpression: Bool { get }

    /// The detail came on screen: its impression is recorded after 2 uninterrupted seconds.
    func appear()
    /// The detail went off screen before its impression was recorded: it records none.
    func disappear()
    /// The user taps Edit.
    func edit()
    /// `item` was saved: show it as saved.
    func itemSaved(_ item: ReadingItem)
}

/// The live detail: records one impression once it has been on screen for 2 seconds on `clock`.
///
/// The timer is a task in its `TaskBag` that holds it weakly, so a detail that is popped or
/// released never records an impression.
@Observable
public final class DefaultReadingItemDetailViewModel: ReadingItemDetailViewModel {
    public private(set) var item: ReadingItem
    public private(set) var hasRecordedImpression = false

    @ObservationIgnored private var impressionTimer: Task<Void, Never>?
    @ObservationIgnored private let tasks = TaskBag()
    private let service: any ReadingListService
    private let clock: any Clock<Duration>
    private let onEdit: (ReadingItem) -> Void

    /// How long the detail must stay on screen before its impression counts.
    public static let impressionDelay = Duration.seconds(2)

    /// - Parameters:
    ///   - item: The item to show.
    ///   - service: Where the impression is recorded.
    ///   - clock: The clock the impression timer waits on.
    ///   - onEdit: What tapping Edit does; the coordinator decides.
    public init(
        item: ReadingItem, service: any ReadingListService, clock: any Clock<Duration> = ContinuousClock(),
        onEdit: @escaping (ReadingItem) -> Void
    ) {
        self.item = item
        self.service = service
        self.clock = clock
        self.onEdit = onEdit
    }

    public func appear() {
        guard !hasRecordedImpression, impressionTimer == nil else { return }
        let id = item.id
        let task = Task { [weak self, service, clock] in
            guard (try? await clock.sleep(for: DefaultReadingItemDetailViewModel.impressionDelay)) != nil,
                let self, !Task.isCancelled
            else { return }
            self.impressionTimer = nil
            service.recordImpression(itemID: id)
            self.hasRecordedImpression = true
        }
        impressionTimer = task
        tasks.insert(task)
    }

    public func disappear() {
        impressionTimer?.cancel()
        impressionTimer = nil
    }

    public func edit() {
        onEdit(item)
    }

    public func itemSaved(_ item: ReadingItem) {
        guard item.id == self.item.id else { return }
        self.item = item
    }
}
