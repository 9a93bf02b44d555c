import Observation
import Synchronization

/// Counts how many times a view that performs `read` would be invalidated.
///
/// SwiftUI tracks the observable properties a view's `body` reads and invalidates the view when
/// one of them changes; it then renders again on a later turn of the main actor, which tracks
/// afresh. The probe does the same with `withObservationTracking`: each change to a tracked
/// property counts one invalidation, and the probe "renders" (reads again, tracking anew) on the
/// next turn of the main actor. Changes made before that render coalesce into one invalidation,
/// as they would in a view.
///
/// ```swift
/// let probe = ObservationProbe { _ = model.title }
/// model.title = "New"
/// await probe.nextRender()
/// print(probe.invalidationCount)  // Prints "1"
/// ```
@MainActor
public final class ObservationProbe {
    private let read: @MainActor () -> Void
    private let counters = Counters()
    private var renderWaiters: [CheckedContinuation<Void, Never>] = []

    /// Written from whichever isolation mutates the tracked model, hence the lock.
    private final class Counters: Sendable {
        struct Values {
            var invalidations = 0
            var isInvalidated = false
        }
        let values = Mutex(Values())
    }

    /// Starts tracking what `read` reads, as a view's first render does.
    public init(tracking read: @escaping @MainActor () -> Void) {
        self.read = read
        render()
    }

    /// How many times a tracked property changed while the probe was tracking it.
    public nonisolated var invalidationCount: Int { counters.values.withLock { $0.invalidations } }

    /// Whether a change is waiting for the next render.
    public nonisolated var isInvalidated: Bool { counters.values.withLock { $0.isInvalidated } }

    /// How many times the probe has read (the first render included).
    public private(set) var renderCount = 0

    /// Suspends until the probe has rendered after its latest invalidation; returns at once when
    /// nothing is invalidated.
    public func nextRender() async {
        guard isInvalidated else { return }
        await withCheckedContinuation { renderWaiters.append($0) }
    }

    private func render() {
        counters.values.withLock { $0.isInvalidated = false }
        renderCount += 1
        withObservationTracking(read) { [weak self, counters] in
            counters.values.withLock {
                $0.invalidations += 1
                $0.isInvalidated = true
            }
            Task { @MainActor [weak self] in self?.render() }
        }
        let waiters = renderWaiters
        renderWaiters.removeAll()
        for waiter in waiters { waiter.resume() }
    }
}
