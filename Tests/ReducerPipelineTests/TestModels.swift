import Observation
import QuartetSupport
import ReducerPipeline

/// A counter whose slow mutations wait on an injected clock.
@Observable
final class ClockedCounter: AsyncViewModel {
    struct State: Sendable, Equatable {
        var count = 0
        var isLoading = false
        var log: [String] = []
    }

    enum Action: Sendable {
        case increment
        case add(Int)
        case loadSlowly(Int, after: Duration)
        case countUp(to: Int, every: Duration)
        case noop
    }

    enum Mutation: Sendable {
        case setCount(Int)
        case setLoading(Bool)
        case record(String)
    }

    let initialState = State()
    let clock: TestClock
    let pipelineRegistry: PipelineRegistry
    /// Actions in the order `mutate` saw them.
    var mutated: [String] = []

    init(clock: TestClock = TestClock(), registry: PipelineRegistry = .shared) {
        self.clock = clock
        pipelineRegistry = registry
    }

    func mutate(action: Action) async -> MutationStream {
        mutated.append("\(action)")
        switch action {
        case .increment:
            return .just(.setCount(currentState.count + 1))
        case .add(let amount):
            return .just(.setCount(currentState.count + amount), .record("added \(amount)"))
        case .loadSlowly(let value, let delay):
            let clock = clock
            return MutationStream { continuation in
                continuation.yield(.setLoading(true))
                let task = Task {
                    do {
                        try await clock.sleep(for: delay)
                    } catch {
                        continuation.yield(.record("cancelled"))
                        continuation.finish()
                        return
                    }
                    continuation.yield(.setCount(value))
                    continuation.yield(.setLoading(false))
                    continuation.finish()
                }
                continuation.onTermination = { task.cancel() }
            }
        case .countUp(let target, let interval):
            let clock = clock
            let start = currentState.count
            return MutationStream { continuation in
                Task {
                    for value in (start + 1)...max(start + 1, target) {
                        try? await clock.sleep(for: interval)
                        continuation.yield(.record("tick \(value)"))
                    }
                    continuation.finish()
                }
            }
        case .noop:
            return .empty()
        }
    }

    func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .setCount(let count): state.count = count
        case .setLoading(let isLoading): state.isLoading = isLoading
        case .record(let entry): state.log.append(entry)
        }
        return state
    }
}

/// A model without a `Mutation` type: its actions are its mutations.
@Observable
final class Toggle: AsyncViewModel {
    struct State: Sendable, Equatable { var isOn = false }
    enum Action: Sendable { case set(Bool) }

    let initialState = State()

    func reduce(state: State, mutation: Action) -> State {
        switch mutation {
        case .set(let isOn): State(isOn: isOn)
        }
    }
}
