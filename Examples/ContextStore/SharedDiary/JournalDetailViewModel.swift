import ContextStore

/// The detail screen: the open entry's title, editable, and its star.
public final class JournalDetailViewModel: ContextViewModel<
    JournalContext, JournalDetailViewModel.State, JournalDetailViewModel.Action, JournalDetailViewModel.Effect
>
{
    /// What the screen shows.
    public struct State: ContextualViewState {
        public var entryID: JournalEntry.ID?
        public var title = ""
        public var isFavorite = false
        /// The open entry was deleted or closed elsewhere: the screen should go away.
        public var isGone = false
        /// The empty screen, before the store's state arrives.
        public init() {}
    }

    /// What happens on the screen, and store changes.
    public enum Action: ContextualAction {
        case storeChanged(JournalStoreState)
        case titleChanged(String)
        case starTapped
        case closeTapped
    }

    /// The screen's writes to the shared store.
    public enum Effect: Equatable, Sendable {
        case rename(JournalEntry.ID, String)
        case toggleFavorite(JournalEntry.ID)
        case close
    }

    public override class func respond(to action: Action, state: inout State) -> Effect? {
        switch action {
        case .storeChanged(let store):
            guard let entry = store.selectedEntry else {
                state.isGone = state.entryID != nil
                return nil
            }
            // The title field belongs to the user while this entry is open: take the store's
            // title only when another entry opens, or a late echo of this screen's own rename
            // could overwrite newer typing. Everything else (the star) always follows the store.
            if entry.id != state.entryID {
                state.title = entry.title
            }
            state.entryID = entry.id
            state.isFavorite = entry.isFavorite
            state.isGone = false
            return nil
        case .titleChanged(let title):
            guard let id = state.entryID else { return nil }
            state.title = title
            return .rename(id, title)
        case .starTapped:
            guard let id = state.entryID else { return nil }
            state.isFavorite.toggle()
            return .toggleFavorite(id)
        case .closeTapped:
            return .close
        }
    }

    public override func handle(_ effect: Effect) async {
        switch effect {
        case .rename(let id, let title):
            await updateStore { store in
                guard let index = store.entries.firstIndex(where: { $0.id == id }) else { return }
                store.entries[index].title = title
            }
        case .toggleFavorite(let id):
            await updateStore { store in
                guard let index = store.entries.firstIndex(where: { $0.id == id }) else { return }
                store.entries[index].isFavorite.toggle()
            }
        case .close:
            await updateStore { $0.selectedID = nil }
        }
    }
}
