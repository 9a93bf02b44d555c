import Observation
import ReducerPipeline

// Figures are ratios to a baseline measured in the same run, because machines here are noisy.
// Run with `swift run -c release reducerpipeline-benchmark`.

@Observable
final class Tally: AsyncViewModel {
    struct State: Sendable { var total = 0 }
    enum Action: Sendable {
        case add(Int)
        case addLater(Int)
    }
    enum Mutation: Sendable { case add(Int) }

    let initialState = State()

    func mutate(action: Action) async -> MutationStream {
        switch action {
        case .add(let amount):
            return .just(.add(amount))
        case .addLater(let amount):
            // An asynchronous mutation: the value arrives from another task.
            return MutationStream { continuation in
                Task {
                    continuation.yield(.add(amount))
                    continuation.finish()
                }
            }
        }
    }

    func reduce(state: State, mutation: Mutation) -> State {
        switch mutation {
        case .add(let amount): State(total: state.total &+ amount)
        }
    }
}

let clock = ContinuousClock()

func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return "\(rounded)"
}

/// The best of `runs` timings: the least disturbed by the other processes on the machine.
@MainActor
func best(of runs: Int, _ body: @MainActor () async -> Duration) async -> Duration {
    var fastest = Duration.seconds(1000)
    for _ in 0..<runs { fastest = min(fastest, await body()) }
    return fastest
}

// MARK: Synchronous-mutation throughput

let actionCount = 200_000

/// Calls `reduce` as a call, so that the optimizer cannot fold the bare loop into one addition.
@inline(never) @MainActor
func callReduce(_ model: Tally, _ state: Tally.State, _ mutation: Tally.Mutation) -> Tally.State {
    model.reduce(state: state, mutation: mutation)
}

/// The limit: the same `reduce`, called in a bare loop on the main actor.
@MainActor
func bareLoop() -> Duration {
    let model = Tally()
    var state = model.initialState
    let start = clock.now
    for _ in 0..<actionCount { state = callReduce(model, state, .add(1)) }
    let elapsed = start.duration(to: clock.now)
    precondition(state.total == actionCount)
    return elapsed
}

/// For context: the same `reduce`, each result written to an `@Observable` property, as any
/// view model that a view observes must do.
@Observable @MainActor
final class ObservedTotal {
    var state = Tally.State()
}

@MainActor
func observedLoop() -> Duration {
    let model = Tally()
    let observed = ObservedTotal()
    let start = clock.now
    for _ in 0..<actionCount { observed.state = callReduce(model, observed.state, .add(1)) }
    let elapsed = start.duration(to: clock.now)
    precondition(observed.state.total == actionCount)
    return elapsed
}

/// `send` → `mutate` (`.just`) → `reduce` → committed, observable state, for every action.
@MainActor
func pipeline() async -> Duration {
    let model = Tally()
    model.startPipeline()
    let start = clock.now
    for _ in 0..<actionCount { model.send(.add(1)) }
    while model.currentState.total < actionCount { await Task.yield() }
    return start.duration(to: clock.now)
}

let bare = await best(of: 5) { bareLoop() }
let observedBare = await best(of: 5) { observedLoop() }
let piped = await best(of: 5) { await pipeline() }
let bareRate = Double(actionCount) / (nanoseconds(bare) / 1e9)
let pipedRate = Double(actionCount) / (nanoseconds(piped) / 1e9)
print("Synchronous mutations: \(Int(pipedRate)) actions/s through send → reduce → observed state")
print("  bare @MainActor reduce loop: \(Int(bareRate)) actions/s")
print(
    "  ratio (pipeline time / bare time): \(format(nanoseconds(piped) / nanoseconds(bare)))× (target ≤ 20×)")
print(
    "  for context, ratio to a bare loop writing an @Observable property: "
        + "\(format(nanoseconds(piped) / nanoseconds(observedBare)))×")

// MARK: Send → state latency of an asynchronous mutation

let roundTrips = 2_000

/// The baseline: one hop to another task and back, which any asynchronous mutation needs.
@MainActor
func bareHop() async -> Duration {
    let start = clock.now
    var total = 0
    for amount in 0..<roundTrips { total &+= await Task { amount }.value }
    precondition(total >= 0)
    return start.duration(to: clock.now) / roundTrips
}

/// `send(.addLater)` until the new state arrives through `states()`.
@MainActor
func asyncLatency() async -> Duration {
    let model = Tally()
    var states = model.states().makeAsyncIterator()
    _ = await states.next()
    let start = clock.now
    for _ in 0..<roundTrips {
        model.send(.addLater(1))
        _ = await states.next()
    }
    return start.duration(to: clock.now) / roundTrips
}

let hop = await best(of: 5) { await bareHop() }
let latency = await best(of: 5) { await asyncLatency() }
print("Asynchronous mutation: \(format(nanoseconds(latency) / 1000)) µs from send to the state in states()")
print("  bare task hop and back: \(format(nanoseconds(hop) / 1000)) µs")
print("  ratio: \(format(nanoseconds(latency) / nanoseconds(hop)))×")
