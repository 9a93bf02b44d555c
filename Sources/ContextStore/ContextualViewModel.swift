/// What a view needs from a view model: a state to read and a way to send actions.
///
/// ``ContextViewModel`` conforms; `ContextualView` and the headless ``ContextualHost`` are
/// written against this protocol, so they work with any view model of the pattern.
@MainActor
public protocol ContextualViewModel: AnyObject, Observable, Sendable {
    /// The state the view shows.
    associatedtype State: ContextualViewState

    /// What the view can send.
    associatedtype Action: ContextualAction

    /// The current view state; the only observable property.
    var state: State { get }

    /// Runs the reducer for `action` and, when it produced an effect, starts handling it.
    ///
    /// - Returns: The task handling the effect, or `nil` when the reducer produced none.
    @discardableResult
    func send(_ action: Action) -> Task<Void, Never>?

    /// Cancels every effect the view model is running; called when its screen goes away.
    func cancelEffects()
}
