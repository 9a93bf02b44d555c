import ContextStore

/// Saves entries somewhere durable: a server, a database. Swapped for a fake in tests.
public struct DiaryAPI: Sendable {
    /// Saves `entry`, throwing when it could not.
    public var save: @Sendable (DiaryEntry) async throws -> Void

    /// Creates an API from its save operation.
    public init(save: @escaping @Sendable (DiaryEntry) async throws -> Void) {
        self.save = save
    }

    /// An API that accepts every entry at once.
    public static let accepting = DiaryAPI(save: { _ in })

    /// An API that rejects every entry with `error`.
    public static func failing(_ error: any Error & Sendable) -> DiaryAPI {
        DiaryAPI(save: { _ in throw error })
    }
}

/// The diary feature's dependencies: its store and its API (rule 4: the context owns them).
public struct DiaryContext: StoreContext {
    public let store: ContextualStore<DiaryStoreState>
    public let api: DiaryAPI

    /// Creates the feature's context: a store starting at `initialState`, and `api`.
    public init(initialState: DiaryStoreState = DiaryStoreState(), api: DiaryAPI = .accepting) {
        self.store = ContextualStore(initialState)
        self.api = api
    }
}
