import ContextStore
import ReadingList

/// The detail screen of one item, with its edit sheet: records an impression after the detail has
/// been on screen for 2 seconds, and saves a new title to the service and the shared store.
///
/// Each push makes a new view model for the pushed item. The item follows the store, so a rename
/// saved here shows in the list too (and the other way round); the draft in the sheet does not,
/// because it belongs to the user while they type:
///
/// ```swift
/// let detail = ContextualHost(ReadingItemDetailViewModel(context, item: item))
/// detail.send(.editTapped)
/// detail.bindTo(\.draft) { .draftChanged($0) }.wrappedValue = "Dune"
/// await detail.send(.saveTapped)?.value
/// print(detail.state.item?.title ?? "")  // Prints "Dune"
/// ```
public final class ReadingItemDetailViewModel: ContextViewModel<
    ReadingListContext, ReadingItemDetailViewModel.State, ReadingItemDetailViewModel.Action,
    ReadingItemDetailViewModel.Effect
>
{
    /// How long the detail must stay on screen before it records an impression.
    public static let impressionDelay = Duration.seconds(2)

    /// The edit sheet.
    public struct Editor: Equatable, Sendable {
        /// The title being edited.
        public var draft: String
        /// Whether a save is running.
        public var isSaving = false

        /// The draft without surrounding whitespace: what Save sends.
        public var trimmedDraft: String {
            String(draft.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        }
        /// Whether Save can be tapped: the trimmed draft is not empty and no save is running.
        public var isSaveEnabled: Bool { !trimmedDraft.isEmpty && !isSaving }
    }

    /// What the detail screen shows.
    public struct State: ContextualViewState {
        /// The item, as the store holds it.
        public var item: ReadingItem?
        /// The edit sheet, while it is presented.
        public var editor: Editor?
        /// The message of the alert on screen, if any.
        public var alert: String?
        /// Whether the impression timer has been started for this push.
        var hasStartedImpression = false

        /// The empty screen, before its item arrives.
        public init() {}

        /// Whether the edit sheet is presented, for `.sheet(isPresented:)`.
        public var isEditorPresented: Bool { editor != nil }
        /// The sheet's draft, for the title field's binding.
        public var draft: String { editor?.draft ?? "" }
        /// Whether an alert is on screen, for `.alert(isPresented:)`.
        public var isAlertPresented: Bool { alert != nil }
    }

    /// What happens on the detail and its sheet, what its effects report, and store changes.
    public enum Action: ContextualAction {
        case storeChanged(ReadingListStoreState)
        case opened(ReadingItem, opensEditor: Bool)
        case appeared
        case editTapped
        case draftChanged(String)
        case saveTapped
        case cancelTapped
        case saved(ReadingItem)
        case saveFailed(String)
        case alertDismissed
    }

    /// The detail screen's async work.
    public enum Effect: Equatable, Sendable {
        /// Record an impression for the item once ``impressionDelay`` has passed on screen.
        case recordImpression(ReadingItem.ID)
        /// Save `title` as the item's title.
        case save(ReadingItem.ID, title: String)
    }

    /// Creates the detail of `item`, as the list pushed it.
    ///
    /// - Parameters:
    ///   - context: The feature's context; the item follows its store from now on.
    ///   - item: The item as the list showed it.
    ///   - opensEditor: Whether the edit sheet is presented at once (a deep link to `…/edit`).
    public init(_ context: ReadingListContext, item: ReadingItem, opensEditor: Bool = false) {
        super.init(context)
        send(.opened(item, opensEditor: opensEditor))
    }

    public override class func respond(to action: Action, state: inout State) -> Effect? {
        switch action {
        case .storeChanged(let store):
            // The item follows the store (a rename saved elsewhere shows here); the draft doesn't.
            guard let id = state.item?.id, let item = store.items.first(where: { $0.id == id })
            else { return nil }
            state.item = item
            return nil
        case .opened(let item, let opensEditor):
            state.item = item
            if opensEditor { state.editor = Editor(draft: item.title) }
            return nil
        case .appeared:
            guard !state.hasStartedImpression, let item = state.item else { return nil }
            state.hasStartedImpression = true
            return .recordImpression(item.id)
        case .editTapped:
            guard let item = state.item, state.editor == nil else { return nil }
            state.editor = Editor(draft: item.title)
            return nil
        case .draftChanged(let text):
            state.editor?.draft = text
            return nil
        // region: save
        case .saveTapped:
            guard let editor = state.editor, editor.isSaveEnabled, let item = state.item else { return nil }
            state.editor?.isSaving = true
            return .save(item.id, title: editor.trimmedDraft)
        // endregion
        case .cancelTapped:
            state.editor = nil
            return nil
        case .saved(let item):
            state.item = item
            state.editor = nil
            return nil
        case .saveFailed(let message):
            state.editor?.isSaving = false
            state.alert = message
            return nil
        case .alertDismissed:
            state.alert = nil
            return nil
        }
    }

    public override func handle(_ effect: Effect) async {
        switch effect {
        case .recordImpression(let id):
            // Popping the detail cancels this sleep (the view cancels its effects on disappear).
            do { try await context.clock.sleep(for: Self.impressionDelay) } catch { return }
            context.service.recordImpression(itemID: id)
        // region: save
        case .save(let id, let title):
            do {
                let saved = try await context.service.rename(itemID: id, to: title)
                await updateStore { $0.replace(saved) }
                await syncWithStore()
                send(.saved(saved))
            } catch {
                guard !Task.isCancelled else { return }
                send(.saveFailed(ReadingListError.message(for: error)))
            }
        // endregion
        }
    }
}
