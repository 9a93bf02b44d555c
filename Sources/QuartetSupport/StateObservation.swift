import Observation

/// Where Observation tracks the state of a generic model: the reducer pipeline's committed state,
/// a context store view model's state.
///
/// A view that reads the state registers here, and each commit notifies here. It is deliberately
/// not generic: calling Observation's generic entry points with a subject and key path of a
/// generic type makes the runtime instantiate the key path (demangling its types) and look up
/// their metadata on every read and every commit, which cost more than the rest of the commit
/// together. With this class, the types are known statically.
@MainActor
package final class StateObservation: Observable {
    private let registrar = ObservationRegistrar()
    /// Never read: it only names, for Observation, the one thing that changes here.
    private var committedState: Void = ()
    /// Formed once: a key path literal is looked up anew on every evaluation.
    private static let committedStateKeyPath = \StateObservation.committedState

    package init() {}

    /// Registers a read of the state with the enclosing `withObservationTracking`, if any.
    package func access() {
        registrar.access(self, keyPath: Self.committedStateKeyPath)
    }

    /// Brackets a change of the state, notifying the observers that read it.
    package func willChange() {
        registrar.willSet(self, keyPath: Self.committedStateKeyPath)
    }

    package func didChange() {
        registrar.didSet(self, keyPath: Self.committedStateKeyPath)
    }
}
