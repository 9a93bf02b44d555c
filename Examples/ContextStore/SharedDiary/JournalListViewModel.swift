import ContextStore
import Foundation

/// The list screen: every entry's title and star; tapping opens an entry, the star toggles it.
public final class JournalListViewModel: ContextViewModel<
    JournalContext, JournalListViewModel.State, JournalListViewModel.Action, JournalListViewModel.Effect
>
{
    /// One line of the list.
    public struct Row: Identifiable, Equatable, Sendable {
        public var id: JournalEntry.ID
        public var title: String
        public var isFavorite: Bool
        public var isOpen: Bool
    }

    /// What the screen shows.
    public struct State: ContextualViewState {
        public var rows: [Row] = []
        /// The empty screen, before the store's state arrives.
        public init() {}
    }

    /// What happens on the screen, and store changes.
    public enum Action: ContextualAction {
        case storeChanged(JournalStoreState)
        case entryTapped(JournalEntry.ID)
        case starTapped(JournalEntry.ID)
        case addTapped(title: String)
    }

    /// The screen's writes to the shared store.
    public enum Effect: Equatable, Sendable {
        case open(JournalEntry.ID)
        case toggleFavorite(JournalEntry.ID)
        case add(title: String)
    }

    public override class func respond(to action: Action, state: inout State) -> Effect? {
        switch action {
        case .storeChanged(let store):
            state.rows = store.entries.map {
                Row(id: $0.id, title: $0.title, isFavorite: $0.isFavorite, isOpen: $0.id == store.selectedID)
            }
            return nil
        case .entryTapped(let id):
            return .open(id)
        case .starTapped(let id):
            return .toggleFavorite(id)
        case .addTapped(let title):
            return title.isEmpty ? nil : .add(title: title)
        }
    }

    public override func handle(_ effect: Effect) async {
        switch effect {
        case .open(let id):
            await updateStore { $0.selectedID = id }
        case .toggleFavorite(let id):
            await updateStore { store in
                guard let index = store.entries.firstIndex(where: { $0.id == id }) else { return }
                store.entries[index].isFavorite.toggle()
            }
        case .add(let title):
            let entry = JournalEntry(title: title)
            await updateStore { $0.entries.append(entry) }
        }
    }
}
