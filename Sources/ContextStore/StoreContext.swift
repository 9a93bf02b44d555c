/// The dependency container of a feature: it owns the store, and whatever coordinator, services
/// and clients the feature's view models use.
///
/// View models receive a context in `init(_:)` and reach every dependency through it (rule 4:
/// context owns dependencies), so a test swaps a whole environment by building another context:
///
/// ```swift
/// # struct EntryStoreState: ContextualStoreState { var titles: [String] = [] }
/// # struct EntryAPI: Sendable {}
/// struct EntryContext: StoreContext {
///     let store: ContextualStore<EntryStoreState>
///     let api: EntryAPI
///
///     init(initialState: EntryStoreState, api: EntryAPI) {
///         self.store = ContextualStore(initialState)
///         self.api = api
///     }
/// }
///
/// let context = EntryContext(initialState: EntryStoreState(), api: EntryAPI())
/// let nextScreen = context  // handed on: the same store
/// await nextScreen.store.update { $0.titles.append("Soup") }
/// print(await context.store.state.titles)  // Prints "[\"Soup\"]"
/// ```
///
/// A context is `Sendable`: it is handed from view to view and read from effect tasks. The store
/// is an actor, so sharing one context between screens shares one source of truth.
public protocol StoreContext: Sendable {
    /// The state the context's store holds.
    associatedtype StoreState: ContextualStoreState

    /// The source of truth shared by every view model built from this context.
    var store: ContextualStore<StoreState> { get }
}
