import Observation
import ProtocolStore
import ReadingList

/// Owns the reading-list screen's navigation: the list, the pushed detail, the edit sheet over it,
/// and the one alert.
///
/// Child view models never navigate themselves; they call back, and the coordinator decides what
/// is shown by setting ``detail`` (pushed with `.navigation(model:)`), ``editor`` (presented with
/// `.sheet(model:)`) and ``alert``. Clearing them goes back. Because the state is plain optional
/// view models, a deep link can put the screen in any state, and a test can check it without a
/// screen:
///
/// ```swift
/// let coordinator = ReadingListCoordinator(service: InMemoryReadingListService())
/// coordinator.follow("items/42/edit")
/// print(coordinator.alert ?? "-")  // Prints "Nothing found at items/42/edit." (nothing loaded yet)
/// ```
///
/// Releasing the coordinator releases every view model it made, and with them their tasks.
@Observable
public final class ReadingListCoordinator: ViewModel {
    /// The list, always present.
    public let list: any ReadingListViewModel
    /// The pushed detail, if any.
    public var detail: (any ReadingItemDetailViewModel)?
    /// The edit sheet over the detail, if any.
    public var editor: (any ReadingItemEditorViewModel)?
    /// The message of the alert on screen, if any; the alert clears it when dismissed.
    public var alert: String?

    private let service: any ReadingListService
    private let clock: any Clock<Duration>

    /// - Parameters:
    ///   - service: Where the reading list comes from.
    ///   - clock: The clock the search's debounce and the detail's impression timer wait on.
    public init(service: any ReadingListService, clock: any Clock<Duration> = ContinuousClock()) {
        self.service = service
        self.clock = clock
        let list = DefaultReadingListViewModel(service: service, clock: clock)
        self.list = list
        list.onSelect = { [weak self] item in self?.showItem(item) }
        list.onFailure = { [weak self] message in self?.alert = message }
    }

    /// The screens a deep link can reach, in the order a search visits them.
    public var children: [any DeepLinkable] {
        list
        detail
        editor
    }

    /// Pushes the detail of `item`, replacing any detail and closing any editor.
    public func showItem(_ item: ReadingItem) {
        editor = nil
        detail = DefaultReadingItemDetailViewModel(item: item, service: service, clock: clock) {
            [weak self] item in self?.editItem(item)
        }
    }

    /// Presents the edit sheet for `item` over its detail.
    public func editItem(_ item: ReadingItem) {
        editor = DefaultReadingItemEditorViewModel(
            item: item, service: service,
            onSaved: { [weak self] saved in self?.itemSaved(saved) },
            onFailure: { [weak self] message in self?.alert = message },
            onClose: { [weak self] in self?.editor = nil })
    }

    // region: deep-link
    /// Opens `link`, or shows the alert `Nothing found at <link>.` when nothing on the screen
    /// handles it (a link to an item that is not loaded, or any other link).
    public func follow(_ link: DeepLink) {
        if case .unhandled = open(link) {
            alert = ReadingListError.notFound(link: link.description).description
        }
    }
    // endregion

    private func itemSaved(_ item: ReadingItem) {
        editor = nil
        detail?.itemSaved(item)
        list.itemSaved(item)
    }
}

extension ReadingListCoordinator: DeepLinkReceiver {
    // region: deep-link
    /// Shows `route`'s item, with its editor when the route says so, replacing whatever detail was
    /// pushed. Declines (returns `false`) an item that is not among those loaded.
    public func receive(_ route: ReadingListRoute) -> Bool {
        guard let item = list.loadedItem(id: route.link.itemID) else { return false }
        showItem(item)
        if route.link.opensEditor { editItem(item) }
        return true
    }
    // endregion
}
