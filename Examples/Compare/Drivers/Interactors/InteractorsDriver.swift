import CompareDriving
import Interactors
import InteractorsReadingList
import ReadingList

/// Drives the Interactors reading list through `InteractorHost`, the object `.bind` owns.
@MainActor
public final class InteractorsDriver: ReadingListDriver {
    public static let name = "Interactors"

    /// What `ReadingListView` keeps in `@State`: errors and busy reach a view through closures.
    @Observable @MainActor
    final class ViewState {
        var alert: String?
        var isSaving = false
    }

    private var interactor: ReadingListInteractor?
    private var host: InteractorHost<ReadingListInteractor, ReadingListViewModel>?
    private let viewState = ViewState()
    public let trackedObjects: [WeakReference]

    public init(service: any ReadingListService, clock: any Clock<Duration>) {
        let interactor = ReadingListInteractor(service: service, clock: clock)
        let host = InteractorHost(
            interactor,
            onError: { [viewState] error in
                viewState.alert = ReadingListError.message(for: error)
                return true
            },
            onBusy: { [viewState] in viewState.isSaving = $0 },
            onNavigation: { destination in
                switch destination {
                case .detail: .push { "ReadingItemDetailView" }
                case .editor: .sheet { "ReadingItemEditorView" }
                }
            })
        self.interactor = interactor
        self.host = host
        trackedObjects = [
            WeakReference("interactor", interactor), WeakReference("view model", interactor.viewModel),
            WeakReference("host", host), WeakReference("view state", viewState),
        ]
    }

    public var screen: ReadingListScreen {
        guard let model = interactor?.viewModel, let host else { return ReadingListScreen() }
        let load: ReadingListScreen.Load =
            switch model.list {
            case .idle: .idle
            case .loading: .loading
            case .failed(let error): .failed(ReadingListError.message(for: error))
            case .loaded: model.shownItems.isEmpty ? .empty : .loaded
            }
        let editor = host.modal?.style == .sheet ? editorScreen(model) : nil
        return ReadingListScreen(
            load: load, items: model.shownItems, isRefreshing: model.isRefreshing, query: model.query,
            alert: viewState.alert,
            detail: host.stack.isEmpty ? nil : model.openedItem.map { .init(item: $0, editor: editor) })
    }

    private func editorScreen(_ model: ReadingListViewModel) -> ReadingListScreen.Editor {
        ReadingListScreen.Editor(
            draft: model.draft, isSaveEnabled: model.isDraftValid && !viewState.isSaving,
            isSaving: viewState.isSaving)
    }

    public func appear() { host?.appear() }
    public func pullToRefresh() { interactor?.refresh() }
    public func search(_ text: String) { interactor?.search(text) }
    public func tapRetry() { interactor?.reload() }
    public func tapItem(_ id: ReadingItem.ID) { interactor?.open(id) }
    public func tapBack() { host?.stack.last.map { host?.dismiss($0.token) } }
    public func tapEdit() { interactor?.edit() }
    public func editTitle(_ text: String) { interactor?.viewModel.draft = text }
    public func tapSave() { interactor?.save(then: dismissSheet()) }
    public func tapCancel() { dismissSheet()() }
    public func dismissAlert() { viewState.alert = nil }
    public func open(_ link: String) { interactor?.open(link: link) }

    /// The sheet's `@Environment(\.dismiss)`: dismisses the sheet on screen now.
    private func dismissSheet() -> @MainActor () -> Void {
        let sheet = host?.modal?.style == .sheet ? host?.modal?.token : nil
        return { [weak host] in sheet.map { host?.dismiss($0) } }
    }

    public func leave() {
        host?.disappear()
        host = nil
        interactor = nil
    }

    public func readListView() {
        guard let model = interactor?.viewModel else { return }
        _ = (model.list, model.searchResults, model.query, model.isRefreshing, model.editingItemID)
        _ = viewState.alert
    }

    public func readDetailView() {
        guard let host, !host.stack.isEmpty else { return }
        _ = interactor?.viewModel.openedItem
    }

    public func readEditorView() {
        guard let host, host.modal?.style == .sheet, let model = interactor?.viewModel else { return }
        _ = (model.draft, viewState.isSaving, viewState.alert)
    }
}
