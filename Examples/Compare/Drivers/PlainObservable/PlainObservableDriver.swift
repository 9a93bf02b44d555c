import CompareDriving
import PlainObservableReadingList
import ReadingList

/// Drives ``ReadingListModel`` as `ReadingListView` and its detail and sheet do, for the one spec.
///
/// The model is its own headless host: the driver calls the methods the views call and writes the
/// properties their bindings write. It also owns the tasks SwiftUI would own (the list's `.task`,
/// each `.refreshable`, the detail's `.task`) and cancels them when the detail is popped or the
/// screen is left, as SwiftUI does.
@MainActor
public final class PlainObservableDriver: ReadingListDriver {
    public static let name = "PlainObservable"

    public private(set) var trackedObjects: [WeakReference]
    private var model: ReadingListModel?
    private weak var trackedEditor: ReadingItemEditor?
    /// The list's `.task` and `.refreshable` tasks.
    private var viewTasks: [Task<Void, Never>] = []
    /// The pushed detail's `.task`, with the item it shows.
    private var detailTask: (id: ReadingItem.ID, task: Task<Void, Never>)?

    public init(service: any ReadingListService, clock: any Clock<Duration>) {
        let model = ReadingListModel(service: service, clock: clock)
        self.model = model
        trackedObjects = [WeakReference("ReadingListModel", model)]
    }

    public var screen: ReadingListScreen {
        guard let model else { return ReadingListScreen() }
        let load: ReadingListScreen.Load =
            switch model.loadState {
            case .idle: .idle
            case .loading: .loading
            case .loaded: .loaded
            case .empty: .empty
            case .failed(let message): .failed(message)
            }
        let detail = model.path.last.flatMap(model.item(withID:)).map { item in
            ReadingListScreen.Detail(
                item: item,
                editor: model.editor.map {
                    .init(draft: $0.draft, isSaveEnabled: $0.isSaveEnabled, isSaving: $0.isSaving)
                })
        }
        return ReadingListScreen(
            load: load, items: model.items, isRefreshing: model.isRefreshing, query: model.query,
            alert: model.alertMessage, detail: detail)
    }

    public func appear() {
        guard let model else { return }
        viewTasks.append(Task { await model.appear() })
    }

    public func pullToRefresh() {
        guard let model else { return }
        viewTasks.append(Task { await model.refresh() })
    }

    public func search(_ text: String) {
        // `.searchable` writes the binding; `.onChange(of: model.query)` fires only on a change.
        guard let model, model.query != text else { return }
        model.query = text
        model.queryChanged()
    }

    public func tapRetry() { model?.retry() }

    public func tapItem(_ id: ReadingItem.ID) {
        model?.path.append(id)
        detailChanged()
    }

    public func tapBack() {
        guard model?.path.isEmpty == false else { return }
        model?.path.removeLast()
        detailChanged()
    }

    public func tapEdit() {
        guard let id = model?.path.last else { return }
        model?.edit(id)
        trackEditor()
    }

    public func editTitle(_ text: String) { model?.editor?.draft = text }
    public func tapSave() { model?.save() }
    public func tapCancel() { model?.cancelEditing() }
    public func dismissAlert() { model?.dismissAlert() }

    public func open(_ link: String) {
        model?.open(link)
        detailChanged()
        trackEditor()
    }

    public func leave() {
        for task in viewTasks { task.cancel() }
        detailTask?.task.cancel()
        viewTasks = []
        detailTask = nil
        model = nil
    }

    public func readListView() {
        guard let model else { return }
        _ = (model.loadState, model.items, model.query, model.path, model.alertMessage, model.editor)
    }

    public func readDetailView() {
        guard let model, let id = model.path.last else { return }
        _ = (model.item(withID: id), model.editor)
    }

    public func readEditorView() {
        guard let model, let editor = model.editor else { return }
        _ = (editor.draft, editor.isSaving, editor.isSaveEnabled, model.alertMessage)
    }

    /// Starts the detail's `.task` when a different detail is pushed, cancelling the old one's.
    private func detailChanged() {
        guard let model, model.path.last != detailTask?.id else { return }
        detailTask?.task.cancel()
        detailTask = model.path.last.map { id in (id, Task { await model.detailAppeared(id) }) }
    }

    private func trackEditor() {
        guard let editor = model?.editor, editor !== trackedEditor else { return }
        trackedEditor = editor
        trackedObjects.append(WeakReference("ReadingItemEditor #\(editor.id)", editor))
    }
}
