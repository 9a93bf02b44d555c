import ContextStore
import Foundation
import QuartetSupport

// Store update → view state propagation, measured against the bare store in the same run
// (machines here are noisy, so every figure is a ratio to a baseline taken alongside it).
//
// Run: swift run -c release contextstore-benchmark

struct BenchState: ContextualStoreState {
    var value = 0
    var payload: [Int] = []
}

struct BenchContext: StoreContext {
    let store: ContextualStore<BenchState>
}

struct BenchViewState: ContextualViewState {
    var value = 0
    var deliveries = 0
    init() {}
}

final class BenchViewModel: ContextViewModel<BenchContext, BenchViewState, BenchViewModel.Action, Never> {
    enum Action: ContextualAction {
        case storeChanged(BenchState)
    }

    override class func respond(to action: Action, state: inout BenchViewState) -> Never? {
        switch action {
        case .storeChanged(let store):
            state.value = store.value
            state.deliveries += 1
            return nil
        }
    }
}

let clock = ContinuousClock()
let updates = 100_000
let payloadSize = 256

/// Writes `count` updates from a task off the main actor, as a network layer or another screen
/// would, and returns how long the writes took.
func writeUpdates(to store: ContextualStore<BenchState>, count: Int) async -> Duration {
    await Task.detached {
        let start = clock.now
        for value in 1...count {
            await store.update {
                $0.value = value
                $0.payload[0] = value
            }
        }
        return start.duration(to: clock.now)
    }.value
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func format(_ value: Double) -> String { String(format: "%.2f", value) }

/// Blocks the calling thread (here the main actor) until `work` is done elsewhere: a busy UI.
func blockCaller(_ work: @escaping @Sendable () async -> Void) {
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        await work()
        done.signal()
    }
    done.wait()
}

@MainActor func run() async {
    let initial = BenchState(payload: Array(repeating: 0, count: payloadSize))

    // Baseline: the store alone, nobody observing.
    let bare = ContextualStore(initial)
    let bareTime = await writeUpdates(to: bare, count: updates)

    // One view model following the store; the clock stops when the last state reached it.
    let context = BenchContext(store: ContextualStore(initial))
    let viewModel = BenchViewModel(context)
    await viewModel.syncWithStore()
    let probe = ObservationProbe { _ = viewModel.state }
    let start = clock.now
    let writeTime = await writeUpdates(to: context.store, count: updates)
    await viewModel.syncWithStore()
    let propagated = start.duration(to: clock.now)
    await probe.nextRender()
    let commits = viewModel.state.deliveries - 1
    precondition(viewModel.state.value == updates, "the final state must be exact")

    print("ContextStore benchmark: \(updates) store updates (payload \(payloadSize) Ints)")
    print("  bare store: \(format(Double(updates) / seconds(bareTime))) updates/s (baseline 1.00)")
    print(
        "  writes with a view model observing: \(format(seconds(bareTime) / seconds(writeTime)))x baseline throughput"
    )
    print(
        "  update → view state, end to end: \(format(Double(updates) / seconds(propagated))) updates/s = "
            + "\(format(seconds(bareTime) / seconds(propagated)))x baseline"
    )
    print(
        "  view-state commits: \(commits) for \(updates) updates = \(format(Double(commits) / Double(updates))) per update"
    )
    print(
        "  view invalidations: \(probe.invalidationCount) for \(updates) updates = "
            + "\(format(Double(probe.invalidationCount) / Double(updates))) per update"
    )
    let coalesced = commits < updates && probe.invalidationCount < updates
    print(
        "  fewer than N commits and invalidations (coalescing), final state exact: "
            + (coalesced ? "met" : "NOT met") + " (final value \(viewModel.state.value) of \(updates))"
    )

    // Latency: one update, then wait until the view state has it; against one bare update.
    let roundTrips = 2_000
    let bareStart = clock.now
    for value in 1...roundTrips {
        await bare.update { $0.value = -value }
    }
    let bareRoundTrips = bareStart.duration(to: clock.now)
    let latencyStart = clock.now
    for value in 1...roundTrips {
        await context.store.update { $0.value = -value }
        await viewModel.syncWithStore()
    }
    let latency = latencyStart.duration(to: clock.now)
    precondition(viewModel.state.value == -roundTrips)
    print(
        "  one update until the view state has it: \(format(seconds(latency) / seconds(bareRoundTrips)))x "
            + "the time of a bare update (\(roundTrips) round trips from the main actor)"
    )

    // A busy main actor: the updates land while it cannot run, and the view model commits once.
    let busyContext = BenchContext(store: ContextualStore(initial))
    let busyViewModel = BenchViewModel(busyContext)
    await busyViewModel.syncWithStore()
    let busyProbe = ObservationProbe { _ = busyViewModel.state }
    let store = busyContext.store
    blockCaller { _ = await writeUpdates(to: store, count: 1_000) }
    await busyViewModel.syncWithStore()
    await busyProbe.nextRender()
    print(
        "  main actor busy during 1000 updates: \(busyViewModel.state.deliveries - 1) commit(s), "
            + "\(busyProbe.invalidationCount) invalidation(s), final value \(busyViewModel.state.value)"
    )
}

await run()
