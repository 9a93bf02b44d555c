/// The error and busy handlers of an enclosing scope: the fallback for every interactor bound in it.
///
/// In SwiftUI they come from the environment, set with `.onInteractorError` and
/// `.onInteractorBusy`; an ``InteractorHost`` takes them as an argument. A per-bind `onError`
/// that returns `false`, or a bind without one, falls through to the ambient `onError`; a bind
/// without `onBusy` reports busy changes to the ambient `onBusy`.
///
/// ```swift
/// # import Observation
/// # struct Offline: Error {}
/// # func fetch() throws -> Int { throw Offline() }
/// # @Observable final class HomeViewModel: ViewModel {}
/// # let interactor = Interactor(viewModel: HomeViewModel())
/// let ambient = AmbientHandlers(onError: { print("logged: \($0)") })
/// let host = InteractorHost(interactor, ambient: ambient)
/// host.appear()
/// interactor.performThrowable { try fetch() }  // Prints "logged: Offline()"
/// ```
public struct AmbientHandlers: Sendable {
    /// Receives errors no bind handled; unhandled there, they are dropped.
    public var onError: (@MainActor (any Error) -> Void)?
    /// Receives busy changes of interactors bound without their own `onBusy`.
    public var onBusy: (@MainActor (Bool) -> Void)?

    /// Creates ambient handlers; either may be `nil`.
    public init(
        onError: (@MainActor (any Error) -> Void)? = nil,
        onBusy: (@MainActor (Bool) -> Void)? = nil
    ) {
        self.onError = onError
        self.onBusy = onBusy
    }

    /// These handlers nested inside `outer`: each handler set here replaces the outer one, as a
    /// nested SwiftUI environment value does.
    public func nested(in outer: AmbientHandlers) -> AmbientHandlers {
        AmbientHandlers(onError: onError ?? outer.onError, onBusy: onBusy ?? outer.onBusy)
    }
}
