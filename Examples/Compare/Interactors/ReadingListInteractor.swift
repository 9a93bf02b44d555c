import Interactors
import ReadingList

/// The reading-list screen's logic: loading, refreshing, searching, opening an item, editing its
/// title, and following deep links.
///
/// The view calls its synchronous methods and never awaits; the interactor starts and owns the
/// work. Failures of the first load are shown in place (``ReadingListViewModel/list`` is
/// `.failed`); every other failure (a refresh, a search, a save, an unknown link) is routed to
/// the bind's `onError`, which shows it as an alert. A save is the screen's one busy action, so
/// the bind's `onBusy` is its spinner.
///
/// ```swift
/// let interactor = ReadingListInteractor(service: service)
/// let host = InteractorHost(interactor) { destination in … }
/// host.appear()  // prepare(): the first load
/// ```
@MainActor
public final class ReadingListInteractor: Interactor<ReadingListViewModel> {
    /// How long a search waits for the typing to stop.
    public static let searchDebounce = Duration.milliseconds(300)
    /// How long, in seconds, a detail stays on screen before it counts as an impression.
    public static let impressionDelay = 2.0

    private let service: any ReadingListService
    /// The search waiting out its debounce or running, cancelled by the next keystroke.
    private var search: Task<TaskOutcome, Never>?
    /// The pushed detail, while it is on screen.
    private var detail: NavigationToken?
    /// Counts the items the pushed detail has shown, so that an impression counts only the
    /// item still shown when its time is up.
    private var detailShowing = 0
    /// The edit sheet, while it is on screen.
    private var editor: NavigationToken?

    /// Creates the screen's interactor.
    ///
    /// - Parameters:
    ///   - viewModel: The screen's state.
    ///   - service: Where the reading list comes from.
    ///   - clock: Times the search debounce and the impressions; a `TestClock` in tests.
    public init(
        viewModel: ReadingListViewModel = ReadingListViewModel(),
        service: any ReadingListService,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.service = service
        super.init(viewModel: viewModel, clock: clock)
    }

    override public func prepare() {
        super.prepare()
        reload()
    }

    // MARK: Loading

    /// Loads the full list, showing the loading state: on first appearance and from Retry.
    public func reload() {
        load(\.list) { [service] in try await service.items(matching: "") }
    }

    /// Pull to refresh: requests the current query while the items stay on screen. A second pull
    /// while one runs is ignored; a failure goes to the error handlers and keeps the items.
    ///
    /// - Returns: The task, for SwiftUI's `.refreshable` to await.
    @discardableResult
    public func refresh() -> Task<TaskOutcome, Never> {
        viewModel.isRefreshing = true
        return asyncTask(gateKey: "refresh") { [service, viewModel] in
            let query = viewModel.query
            let items = try await service.items(matching: query)
            if query.isEmpty {
                viewModel.list = .loaded(items)
            } else {
                viewModel.searchResults = items
            }
        } finally: { [viewModel] outcome in
            if outcome != .ignored { viewModel.isRefreshing = false }
        }
    }

    // MARK: Searching

    // region: search
    /// The search field's text became `text`: restarts the debounce, after which the matching
    /// items are requested. An empty text shows the full list at once, with no request.
    ///
    /// Every call cancels the search before it. The module's gates ignore new work while old work
    /// runs; a search wants the opposite, so each gets a gate of its own and the interactor keeps
    /// the task to cancel it.
    public func search(_ text: String) {
        viewModel.query = text
        search?.cancel()
        search = nil
        guard !text.isEmpty else {
            viewModel.searchResults = nil
            return
        }
        search = asyncTask(gate: TaskGate()) { [service, viewModel, clock] in
            try await clock.sleep(for: Self.searchDebounce)
            let items = try await service.items(matching: text)
            try Task.checkCancellation()
            viewModel.searchResults = items
        }
    }
    // endregion

    // MARK: Detail

    /// Pushes the detail of item `id`, and records an impression once it has stayed on screen
    /// for ``impressionDelay`` seconds.
    public func open(_ id: ReadingItem.ID) {
        guard let item = item(id) else { return }
        showDetail(of: item)
    }

    /// Shows `item` in the detail: pushes one, or, when one is on screen, shows `item` in it.
    ///
    /// An interactor cannot pop what it pushed, so replacing the detail means reusing it.
    private func showDetail(of item: ReadingItem) {
        viewModel.openedItem = item
        detailShowing += 1
        let token: NavigationToken
        if let detail {
            token = detail
        } else {
            token = navigate(to: .detail(item.id))
            detail = token
            observe(token, .didDisappear) { [weak self] in self?.detailDidClose() }
        }
        let showing = detailShowing
        observe(token, .minimumExposure(Self.impressionDelay)) { [weak self] in
            guard let self, self.detailShowing == showing else { return }
            self.service.recordImpression(itemID: item.id)
        }
    }

    private func detailDidClose() {
        detail = nil
        detailShowing += 1
        viewModel.openedItem = nil
    }

    // MARK: Editing

    /// Presents the edit sheet for the item in the detail, its draft starting as the title.
    public func edit() {
        guard let item = viewModel.openedItem else { return }
        viewModel.editingItemID = item.id
        viewModel.draft = item.title
        guard editor == nil else { return }
        let token = navigate(to: .editor(item.id))
        editor = token
        observe(token, .didDisappear) { [weak self] in self?.editorDidClose() }
    }

    // region: save
    /// Saves the trimmed draft; on success updates the detail and the list, then calls
    /// `onSaved`, with which the sheet dismisses itself. A blank draft, or a tap while a save
    /// runs, does nothing; a failure goes to the error handlers and keeps the sheet and draft.
    ///
    /// - Parameter onSaved: Dismisses the sheet: an interactor cannot dismiss what it presented.
    public func save(then onSaved: @escaping @MainActor () -> Void) {
        guard let id = viewModel.editingItemID, viewModel.isDraftValid else { return }
        asyncTask { [service, viewModel, title = viewModel.trimmedDraft] in
            let saved = try await service.rename(itemID: id, to: title)
            viewModel.list = viewModel.list.map { $0.replacing(saved) }
            viewModel.searchResults = viewModel.searchResults?.replacing(saved)
            if viewModel.openedItem?.id == saved.id { viewModel.openedItem = saved }
            onSaved()
        }
    }
    // endregion

    private func editorDidClose() {
        editor = nil
        viewModel.editingItemID = nil
        viewModel.draft = ""
    }

    // MARK: Deep links

    // region: deep-link
    /// Opens `link` (`items/42`, `items/42/edit`): item 42's detail, and its edit sheet. A link to
    /// an item that is not loaded, or any other text, goes to the error handlers as
    /// ``ReadingListError/notFound(link:)`` and changes nothing.
    public func open(link: String) {
        guard let parsed = ReadingListLink(link), let item = item(parsed.itemID) else {
            performThrowable { throw ReadingListError.notFound(link: link) }
            return
        }
        showDetail(of: item)
        if parsed.opensEditor { edit() }
    }
    // endregion

    /// The loaded item `id`, as the list or the search shows it.
    private func item(_ id: ReadingItem.ID) -> ReadingItem? {
        viewModel.list.value?.first { $0.id == id } ?? viewModel.searchResults?.first { $0.id == id }
    }
}

extension [ReadingItem] {
    /// The items with `item` in place of the one with its id.
    fileprivate func replacing(_ item: ReadingItem) -> [ReadingItem] {
        map { $0.id == item.id ? item : $0 }
    }
}
