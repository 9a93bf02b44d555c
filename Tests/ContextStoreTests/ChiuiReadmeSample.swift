import ContextStore
import Foundation

// Chiui's README "Usage" samples, as written (only the import differs), with the
// declarations the README leaves out: `Entry`, `draftTitle`, `EntryAPI`, `EntryContext` and
// the `api` the view model's `handle` uses. The one edit: `Effect` is declared `Equatable`,
// which the README's own test (`#expect(effect == .persistTitle("Hello"))`) requires.

struct Entry: Identifiable, Equatable, Sendable {
    var id = UUID()
    var title: String
}

struct EntryAPI: Sendable {
    var save: @Sendable (String) async throws -> Void

    func save(_ title: String) async throws { try await save(title) }

    static let mockSuccess = EntryAPI(save: { _ in })
}

struct EntryContext: StoreContext {
    let store: ContextualStore<EntryStoreState>
    let api: EntryAPI

    init(initialState: EntryStoreState, api: EntryAPI) {
        self.store = ContextualStore(initialState)
        self.api = api
    }
}

extension EntryViewModel {
    /// Rule 4: the dependency lives on the context; the view model only forwards to it.
    var api: EntryAPI { context.api }
}

// MARK: - 1. Store and action types

struct EntryStoreState: ContextualStoreState {
    var entries: [Entry] = []
    var selectedId: Entry.ID?
    var draftTitle: String = ""
}

struct EntryState: ContextualViewState {
    var title: String = ""
    var isSaving: Bool = false
    init() {}
}

// MARK: - 2. View model

final class EntryViewModel: ContextViewModel<
    EntryContext, EntryState, EntryViewModel.Action, EntryViewModel.Effect
>
{
    enum Action: ContextualAction {
        case storeChanged(EntryStoreState)
        case titleChanged(String)
        case saveTapped
        case saved
    }

    enum Effect: Equatable {
        case persistTitle(String)
        case save(title: String)
    }

    override class func respond(to action: Action, state: inout EntryState) -> Effect? {
        switch action {
        case .storeChanged(let store):
            state.title = store.entries.first { $0.id == store.selectedId }?.title ?? ""
            state.isSaving = false
            return nil
        case .titleChanged(let title):
            state.title = title
            return .persistTitle(title)
        case .saveTapped:
            state.isSaving = true
            return .save(title: state.title)
        case .saved:
            state.isSaving = false
            return nil
        }
    }

    override func handle(_ effect: Effect) async {
        switch effect {
        case .persistTitle(let title):
            await updateStore { $0.draftTitle = title }
        case .save(let title):
            try? await api.save(title)
            await updateStore { $0.entries.append(Entry(title: title)) }
            send(.saved)
        }
    }
}
