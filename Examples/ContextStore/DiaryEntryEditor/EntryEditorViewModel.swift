import ContextStore
import Foundation

/// The diary entry editor: a title, a text, and a Save button; the draft is kept in the store.
public final class EntryEditorViewModel: ContextViewModel<
    DiaryContext, EntryEditorViewModel.State, EntryEditorViewModel.Action, EntryEditorViewModel.Effect
>
{
    /// What the editor shows.
    public struct State: ContextualViewState {
        public var title = ""
        public var text = ""
        public var isSaving = false
        public var savedCount = 0
        public var errorMessage: String?
        /// Whether the store's draft has been read into the fields; see `storeChanged`.
        public var hasRestoredDraft = false

        /// The empty editor, before the store's draft arrives.
        public init() {}

        /// Save is offered when there is a title and no save is running.
        public var canSave: Bool { !title.isEmpty && !isSaving }
    }

    /// What happens on the editor: typing, tapping Save, the save's outcome, store changes.
    public enum Action: ContextualAction {
        case storeChanged(DiaryStoreState)
        case titleChanged(String)
        case textChanged(String)
        case saveTapped
        case saveFinished(errorMessage: String?)
    }

    /// The editor's side effects: keeping the draft in the store, and saving.
    public enum Effect: Equatable, Sendable {
        case persistDraft(DiaryDraft)
        case save(DiaryDraft)
    }

    // region: respond
    public override class func respond(to action: Action, state: inout State) -> Effect? {
        switch action {
        case .storeChanged(let store):
            // The fields are the user's while they type: the store's draft fills them once,
            // when the editor opens. Later drafts are this editor's own echoes, and applying an
            // echo of "Hel" after the user typed "Hello" would move the text backwards.
            if !state.hasRestoredDraft {
                state.title = store.draft.title
                state.text = store.draft.text
                state.hasRestoredDraft = true
            }
            state.savedCount = store.entries.count
            return nil
        case .titleChanged(let title):
            state.title = title
            return .persistDraft(DiaryDraft(title: state.title, text: state.text))
        case .textChanged(let text):
            state.text = text
            return .persistDraft(DiaryDraft(title: state.title, text: state.text))
        case .saveTapped:
            guard state.canSave else { return nil }
            state.isSaving = true
            state.errorMessage = nil
            return .save(DiaryDraft(title: state.title, text: state.text))
        case .saveFinished(let errorMessage):
            state.isSaving = false
            state.errorMessage = errorMessage
            if errorMessage == nil {
                state.title = ""
                state.text = ""
            }
            return nil
        }
    }
    // endregion

    // region: handle
    public override func handle(_ effect: Effect) async {
        switch effect {
        case .persistDraft(let draft):
            await updateStore { $0.draft = draft }
        case .save(let draft):
            let entry = DiaryEntry(title: draft.title, text: draft.text)
            do {
                try await context.api.save(entry)
                await updateStore {
                    $0.entries.append(entry)
                    $0.draft = DiaryDraft()
                }
                send(.saveFinished(errorMessage: nil))
            } catch {
                send(.saveFinished(errorMessage: "Could not save: \(error)"))
            }
        }
    }
    // endregion
}
