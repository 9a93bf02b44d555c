import CompareDriving
import ProtocolStore
import ProtocolStoreReadingList
import QuartetSupport
import ReadingList

/// Drives the protocol-store reading list as its SwiftUI views do: `@Store` holds the
/// coordinator, and two `Presentation`s stand in for `.navigation(model:)` and `.sheet(model:)`.
///
/// Gestures call the view models through their protocols, bindings write through `$viewModel`,
/// and the detail's `onAppear`/`onDisappear` are called when the navigation presents a new child,
/// as SwiftUI calls them.
@MainActor
public final class ProtocolStoreDriver: ReadingListDriver {
    public static let name = "ProtocolStore"

    /// `ReadingListCoordinatorView` off Apple platforms: the same `@Store`, without a `body`.
    private struct CoordinatorView {
        @Store var coordinator: ReadingListCoordinator
    }

    private var view: CoordinatorView?
    private var navigation: Presentation<any ReadingItemDetailViewModel>?
    private var sheet: Presentation<any ReadingItemEditorViewModel>?
    /// The detail SwiftUI last showed, whose `onDisappear` runs when another is shown.
    private weak var appearedDetail: (any ReadingItemDetailViewModel)?
    private var tracked: [WeakReference] = []
    private weak var trackedEditor: (any ReadingItemEditorViewModel)?

    public init(service: any ReadingListService, clock: any Clock<Duration>) {
        let view = CoordinatorView(coordinator: ReadingListCoordinator(service: service, clock: clock))
        self.view = view
        navigation = Presentation(.navigation, model: view.$coordinator.detail)
        sheet = Presentation(.sheet, model: view.$coordinator.editor)
        tracked = [
            WeakReference("coordinator", view.coordinator), WeakReference("list", view.coordinator.list),
            WeakReference("navigation", navigation!), WeakReference("sheet", sheet!),
        ]
    }

    private var coordinator: ReadingListCoordinator? { view?.coordinator }
    private var list: (any ReadingListViewModel)? { coordinator?.list }
    private var detail: (any ReadingItemDetailViewModel)? { navigation?.presented?.model }
    private var editor: (any ReadingItemEditorViewModel)? { sheet?.presented?.model }

    public var screen: ReadingListScreen {
        guard let coordinator else { return ReadingListScreen() }
        let list = coordinator.list
        let load: ReadingListScreen.Load =
            switch list.status {
            case .idle: .idle
            case .loading: .loading
            case .loaded: .loaded
            case .empty: .empty
            case .failed(let message): .failed(message)
            }
        let editor = editor.map {
            ReadingListScreen.Editor(draft: $0.draft, isSaveEnabled: $0.isSaveEnabled, isSaving: $0.isSaving)
        }
        return ReadingListScreen(
            load: load, items: list.items, isRefreshing: list.isRefreshing, query: list.query,
            alert: coordinator.alert, detail: detail.map { .init(item: $0.item, editor: editor) })
    }

    public func appear() { list?.appear() }
    public func pullToRefresh() { list?.refresh() }
    public func search(_ text: String) {
        guard let list else { return }
        Store(wrappedValue: list).projectedValue.query.wrappedValue = text
    }
    public func tapRetry() { list?.retry() }
    public func tapItem(_ id: ReadingItem.ID) {
        guard let item = list?.items.first(where: { $0.id == id }) else { return }
        list?.select(item)
        updateDetailLifecycle()
    }
    public func tapBack() {
        navigation?.dismiss()
        updateDetailLifecycle()
    }
    public func tapEdit() {
        detail?.edit()
        trackPresented()
    }
    public func editTitle(_ text: String) {
        guard let editor else { return }
        Store(wrappedValue: editor).projectedValue.draft.wrappedValue = text
    }
    public func tapSave() { editor?.save() }
    public func tapCancel() { editor?.cancel() }
    public func dismissAlert() {
        guard let view else { return }
        view.$coordinator.alert.map(get: { $0 != nil }, set: { _ in nil }).wrappedValue = false
    }
    public func open(_ link: String) {
        coordinator?.follow(DeepLink(link))
        updateDetailLifecycle()
    }

    public func leave() {
        appearedDetail?.disappear()
        view = nil
        navigation = nil
        sheet = nil
    }

    public var trackedObjects: [WeakReference] { tracked }

    public func readListView() {
        guard let coordinator else { return }
        // ReadingListCoordinatorView: the alert, and the pushed child for `.navigation(model:)`.
        _ = (coordinator.alert, coordinator.editor == nil, navigation?.presented)
        // ReadingListView.
        let list = coordinator.list
        _ = (list.status, list.isRefreshing, list.query)
        for item in list.items { _ = (item.id, item.title, item.author) }
    }

    public func readDetailView() {
        guard let detail else { return }
        _ = (detail.item.title, detail.item.author, sheet?.presented)
    }

    public func readEditorView() {
        guard let editor, let coordinator else { return }
        _ = (editor.draft, editor.isSaveEnabled, editor.isSaving, coordinator.alert)
    }

    /// What SwiftUI does when the pushed destination changes: the old detail's `onDisappear`,
    /// the new one's `onAppear`.
    private func updateDetailLifecycle() {
        let shown = detail
        guard shown !== appearedDetail else { return }
        appearedDetail?.disappear()
        appearedDetail = shown
        if let shown {
            shown.appear()
            tracked.append(WeakReference("detail #\(shown.item.id)", shown))
        }
        trackPresented()
    }

    /// Tracks a newly presented editor.
    private func trackPresented() {
        guard let editor, editor !== trackedEditor else { return }
        trackedEditor = editor
        tracked.append(WeakReference("editor #\(editor.itemID)", editor))
    }
}
