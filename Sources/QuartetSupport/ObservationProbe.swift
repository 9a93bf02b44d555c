import Observation

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
/// # import Observation
/// # @Observable final class Model { var title = "" }
/// # let model = Model()
/// let probe = ObservationProbe { _ = model.title }
/// model.title = "New"
/// await probe.nextRender()
/// print(probe.invalidationCount)  // Prints "1"
/// ```
///
/// Whether two changes coalesce depends on whether the second comes before that next turn, which
/// for work that hops between actors is up to the scheduler, as it is for SwiftUI. To count
/// something that does not depend on scheduling, create the probe with `coalescing: false`: it
/// then tracks afresh at each change, so ``invalidationCount`` counts every change to what `read`
/// reads — the most invalidations a view could see.
@MainActor
public final class ObservationProbe {
    private let read: @MainActor () -> Void
    private let isCoalescing: Bool
    private let counters = Counters()
    private var renderWaiters: [CheckedContinuation<Void, Never>] = []

    /// Written from whichever isolation mutates the tracked model, hence the lock.
    private final class Counters: Sendable {
        struct Values {
            var invalidations = 0
            var isInvalidated = false
        }
        let values = Lock(Values())
    }

    /// Starts tracking what `read` reads, as a view's first render does.
    ///
    /// - Parameter coalescing: `true` (the default) renders again on the next turn of the main
    ///   actor, as SwiftUI does; `false` tracks afresh at once on each change, so that every
    ///   change counts. Without coalescing, the tracked state must change on the main actor, as
    ///   the state SwiftUI views read does; a change from elsewhere is a programming error.
    public init(tracking read: @escaping @MainActor () -> Void, coalescing: Bool = true) {
        self.read = read
        self.isCoalescing = coalescing
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
        let isCoalescing = isCoalescing
        withObservationTracking(read) { [weak self, counters] in
            counters.values.withLock {
                $0.invalidations += 1
                $0.isInvalidated = true
            }
            if isCoalescing {
                Task { @MainActor [weak self] in self?.render() }
            } else {
                // Called as the property is about to change; tracking again now (the registrar
                // calls this outside its lock) catches the next change, whatever turn it comes in.
                MainActor.assumeIsolated { self?.render() }
            }
        }
        let waiters = renderWaiters
        renderWaiters.removeAll()
        for waiter in waiters { waiter.resume() }
    }
}
