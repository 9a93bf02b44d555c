import CompareDriving
import ContextStore
import ContextStoreReadingList
import ReadingList

/// Drives the ContextStore reading list through its headless `ContextualHost`s, as its SwiftUI
/// views do: the list host for the whole screen, and one detail host per push, made when the
/// list's state pushes a ``ReadingListViewModel/Destination`` (`.navigationDestination(item:)`).
@MainActor
public final class ContextStoreDriver: ReadingListDriver {
    public static let name = "ContextStore"

    private let context: ReadingListContext
    private var list: ContextualHost<ReadingListViewModel>?
    private var detail: ContextualHost<ReadingItemDetailViewModel>?
    private var made: [WeakReference] = []

    public init(service: any ReadingListService, clock: any Clock<Duration>) {
        context = ReadingListContext(service: service, clock: clock)
        let list = ContextualHost(ReadingListViewModel(context))
        made = [WeakReference("list host", list), WeakReference("list view model", list.viewModel)]
        self.list = list
    }

    public var screen: ReadingListScreen {
        guard let state = list?.state else { return ReadingListScreen() }
        let load: ReadingListScreen.Load =
            switch state.phase {
            case .idle: .idle
            case .loading: .loading
            case .loaded: state.rows.isEmpty ? .empty : .loaded
            case .failed(let message): .failed(message)
            }
        let shown = detail?.state
        return ReadingListScreen(
            load: load, items: state.rows, isRefreshing: state.isRefreshing, query: state.query,
            alert: shown?.alert ?? state.alert,
            detail: shown?.item.map { item in
                .init(
                    item: item,
                    editor: shown?.editor.map {
                        .init(draft: $0.draft, isSaveEnabled: $0.isSaveEnabled, isSaving: $0.isSaving)
                    })
            })
    }

    public func appear() { list?.send(.appeared) }
    public func pullToRefresh() { list?.send(.refreshPulled) }
    public func search(_ text: String) { list?.bindTo(\.query) { .queryChanged($0) }.wrappedValue = text }
    public func tapRetry() { list?.send(.retryTapped) }
    public func tapEdit() { detail?.send(.editTapped) }
    public func editTitle(_ text: String) {
        detail?.bindTo(\.draft) { .draftChanged($0) }.wrappedValue = text
    }
    public func tapSave() { detail?.send(.saveTapped) }
    public func tapCancel() { detail?.send(.cancelTapped) }

    public func tapItem(_ id: ReadingItem.ID) {
        list?.send(.itemTapped(id))
        followNavigation()
    }

    public func tapBack() {
        list?.bindTo(\.destination) { _ in .detailPopped }.wrappedValue = nil
        followNavigation()
    }

    public func open(_ link: String) {
        list?.send(.linkOpened(link))
        followNavigation()
    }

    public func dismissAlert() {
        if detail?.state.alert != nil {
            detail?.bindTo(\.isAlertPresented) { _ in .alertDismissed }.wrappedValue = false
        } else {
            list?.bindTo(\.isAlertPresented) { _ in .alertDismissed }.wrappedValue = false
        }
    }

    public func leave() {
        detail?.disappear()
        list?.disappear()
        detail = nil
        list = nil
    }

    public var trackedObjects: [WeakReference] { made }

    public func readListView() { _ = list?.state }
    public func readDetailView() { _ = detail?.state }
    public func readEditorView() {
        if detail?.state.isEditorPresented == true { _ = detail?.state }
    }

    /// What SwiftUI does when the list's destination changes: the old detail disappears (and
    /// cancels its effects), and a new one is made for the new push and appears.
    private func followNavigation() {
        let destination = list?.state.destination
        guard destination?.id != shownDestination else { return }
        detail?.disappear()
        detail = nil
        shownDestination = destination?.id
        guard let destination else { return }
        let host = ContextualHost(
            ReadingItemDetailViewModel(context, item: destination.item, opensEditor: destination.opensEditor))
        made += [WeakReference("detail host", host), WeakReference("detail view model", host.viewModel)]
        detail = host
        host.send(.appeared)
    }

    private var shownDestination: ReadingListViewModel.Destination.ID?
}
