/// What can happen to a screen: the user's intents, effect results, and store changes.
///
/// Every action type has a `storeChanged` case: it is how the store reaches the reducer, so a
/// view model maps the store into its view state in the same pure ``ContextViewModel/respond(to:state:)``
/// as everything else. An enum case satisfies the requirement:
///
/// ```swift
/// # struct EntryStoreState: ContextualStoreState { var titles: [String] = [] }
/// enum Action: ContextualAction {
///     case storeChanged(EntryStoreState)
///     case titleChanged(String)
///     case saveTapped
/// }
/// ```
///
/// Name actions for what happened (`saveTapped`, `saved`), not for what the reducer should do.
public protocol ContextualAction: Equatable, Sendable {
    /// The store state that `storeChanged` carries.
    associatedtype StoreState: ContextualStoreState

    /// The action the view model sends itself each time the store's state reaches it.
    ///
    /// - Parameter state: The store's state, the newest one the view model has received.
    static func storeChanged(_ state: StoreState) -> Self
}
