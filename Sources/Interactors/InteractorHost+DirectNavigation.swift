import Observation

extension InteractorHost {
    /// Presents an intent written to the view model's `navigation` without
    /// ``Interactor/navigate(to:)``, then watches for the next one.
    ///
    /// `navigate(to:)` is the way to navigate: it presents at once, queues intents emitted in the
    /// same turn, and returns a token to observe. Code that assigns
    /// `viewModel.navigation = NavigationIntent(…)` directly, as the property's type allows, is
    /// honoured too: the host notices the change and presents the intent on the next turn of the
    /// main actor. Being one property, it holds one intent: of several written in one turn, only
    /// the last is presented.
    func presentNavigationWrittenDirectly() {
        guard let readNavigation else { return }
        let watcher = ChangeWatcher { [weak self] in self?.presentNavigationWrittenDirectly() }
        let intent = withObservationTracking {
            readNavigation()
        } onChange: { [weak watcher] in
            Task { @MainActor [weak watcher] in watcher?.changed() }
        }
        navigationWatcher = watcher
        guard let intent, intent.token != interactor.lastEmittedToken else { return }
        interactor.emit(intent)
    }
}

/// Runs an action when an observed value changes.
///
/// Not generic, so that the `@Sendable` change handler of `withObservationTracking` can hold it
/// without capturing the host's generic parameters; the host keeps the current one alive.
@MainActor
final class ChangeWatcher {
    private let action: @MainActor () -> Void

    init(_ action: @escaping @MainActor () -> Void) { self.action = action }

    func changed() { action() }
}
