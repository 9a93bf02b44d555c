import Observation

/// Where Observation tracks a pipeline's committed state.
///
/// A view that reads ``AsyncViewModel/currentState`` registers here, and each commit notifies
/// here. It is deliberately not generic: `PipelineStorage` is generic over the view model, and
/// calling Observation's generic entry points with a subject and key path of a generic type
/// makes the runtime look up their type metadata on every read and every commit, which cost
/// more than the rest of the commit together. With this class, the types are known statically.
@MainActor
final class StateObservation: Observable {
    private let registrar = ObservationRegistrar()
    /// Never read: it only names, for Observation, the one thing that changes here.
    private var committedState: Void = ()
    /// Formed once: a key path literal is looked up anew on every evaluation.
    private static let committedStateKeyPath = \StateObservation.committedState

    init() {}

    /// Registers a read of the state with the enclosing `withObservationTracking`, if any.
    func access() {
        registrar.access(self, keyPath: Self.committedStateKeyPath)
    }

    /// Brackets a change of the state, notifying the observers that read it.
    func willChange() {
        registrar.willSet(self, keyPath: Self.committedStateKeyPath)
    }

    func didChange() {
        registrar.didSet(self, keyPath: Self.committedStateKeyPath)
    }
}
