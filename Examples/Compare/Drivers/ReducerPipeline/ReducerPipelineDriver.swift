import CompareDriving
import ReadingList
import ReducerPipeline
import ReducerPipelineReadingList

/// Drives ``ReadingListModel`` through `AsyncViewModelHost`, the object `.observing(model)` owns,
/// sending for each gesture the action the SwiftUI views send.
@MainActor
public final class ReducerPipelineDriver: ReadingListDriver {
    public static let name = "ReducerPipeline"

    private var host: AsyncViewModelHost<ReadingListModel>?
    public let trackedObjects: [WeakReference]

    public init(service: any ReadingListService, clock: any Clock<Duration>) {
        let host = AsyncViewModelHost(ReadingListModel(service: service, clock: clock))
        self.host = host
        trackedObjects = [
            WeakReference("ReadingListModel", host.model), WeakReference("AsyncViewModelHost", host),
        ]
    }

    public var screen: ReadingListScreen {
        guard let state = host?.state else { return ReadingListScreen() }
        return ReadingListScreen(
            load: Self.load(state.phase), items: state.items, isRefreshing: state.isRefreshing,
            query: state.query, alert: state.alert,
            detail: state.detail.map { detail in
                ReadingListScreen.Detail(
                    item: detail.item,
                    editor: detail.editor.map {
                        .init(draft: $0.draft, isSaveEnabled: $0.isSaveEnabled, isSaving: $0.isSaving)
                    })
            })
    }

    private static func load(_ phase: ReadingListModel.State.Phase) -> ReadingListScreen.Load {
        switch phase {
        case .idle: .idle
        case .loading: .loading
        case .loaded: .loaded
        case .empty: .empty
        case .failed(let message): .failed(message)
        }
    }

    // `.observing(model)` and `.onAppear` of the list.
    public func appear() {
        host?.appear()
        host?.send(.screenAppeared)
    }

    public func pullToRefresh() { host?.send(.refreshPulled) }
    // The searchable field's binding.
    public func search(_ text: String) {
        host?.accessor(\.query) { .searchTextChanged($0) }.wrappedValue = text
    }
    public func tapRetry() { host?.send(.retryTapped) }
    public func tapItem(_ id: ReadingItem.ID) { host?.send(.itemTapped(id)) }
    // `navigationDestination(isPresented:)` writing `false`.
    public func tapBack() { host?.accessor(\.isShowingDetail) { _ in .backTapped }.wrappedValue = false }
    public func tapEdit() { host?.send(.editTapped) }
    public func editTitle(_ text: String) { host?.send(.draftChanged(text)) }
    public func tapSave() { host?.send(.saveTapped) }
    public func tapCancel() { host?.send(.cancelTapped) }
    // `alert(_:isPresented:)` writing `false`.
    public func dismissAlert() {
        host?.accessor(\.isShowingAlert) { _ in .alertDismissed }.wrappedValue = false
    }
    public func open(_ link: String) { host?.send(.linkOpened(link)) }

    // An action reaches `mutate(action:)` a turn of the main actor after `send`: a request's
    // result can be reduced in between.
    public func gesturesHandled() async throws {
        try await host?.model.actionsHandled()
    }

    public func leave() {
        host?.disappear()
        host = nil
    }

    // Every view reads `currentState`, so each is invalidated by every commit.
    public func readListView() {
        guard let state = host?.state else { return }
        _ = (state.phase, state.items, state.isRefreshing, state.query, state.alert, state.isShowingDetail)
    }

    public func readDetailView() {
        guard let detail = host?.state.detail else { return }
        _ = (detail.item, detail.editor != nil)
    }

    public func readEditorView() {
        guard let editor = host?.state.detail?.editor else { return }
        _ = (editor.draft, editor.isSaveEnabled, editor.isSaving)
    }
}
