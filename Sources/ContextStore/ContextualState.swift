/// The base of every state in ContextStore: a value that can be compared and shared across
/// isolation domains.
///
/// Equality is what lets the store and the view model skip work: ``ContextualStore`` notifies its
/// observers only when an update really changed the state, and ``ContextViewModel`` publishes a
/// new view state (invalidating views) only when it differs from the one on screen.
///
/// ```swift
/// struct Profile: ContextualState {
///     var name: String
/// }
///
/// print(Profile(name: "Ada") == Profile(name: "Ada"))  // Prints "true"
/// ```
public protocol ContextualState: Equatable, Sendable {}

/// The state a ``ContextualStore`` holds: the source of truth that screens share.
///
/// Keep it to the data that more than one screen needs (entries, the selection, a draft), and
/// derive what a single screen shows in its ``ContextualViewState``.
///
/// ```swift
/// # struct Entry: Identifiable, Equatable, Sendable { var id: Int; var title: String }
/// struct EntryStoreState: ContextualStoreState {
///     var entries: [Entry] = []
///     var selectedId: Entry.ID?
/// }
///
/// let store = ContextualStore(EntryStoreState())
/// let change = await store.update { $0.selectedId = nil }  // already nil
/// print(change.hasChanged)  // Prints "false"
/// ```
public protocol ContextualStoreState: ContextualState {}

/// The state one screen shows, owned by its ``ContextViewModel``.
///
/// A view state starts empty, before the store's first state has reached the view model, so it
/// must be constructible without arguments.
///
/// ```swift
/// struct EntryState: ContextualViewState {
///     var title: String = ""
///     var isSaving: Bool = false
///     init() {}
/// }
///
/// let empty = EntryState()
/// print(empty.title.isEmpty, empty.isSaving)  // Prints "true false"
/// ```
public protocol ContextualViewState: ContextualState {
    /// Creates the state a screen shows before anything is known.
    init()
}
