import Observation
import ReducerPipeline

// region: model
/// A counter with an asynchronous preset: the Quick Start's view model, with its clock injected
/// so that tests and demos control time.
@Observable
public final class PresetCounter: AsyncViewModel {
    public struct State: Sendable, Equatable {
        public var count = 0
        public var isLoading = false

        public init(count: Int = 0, isLoading: Bool = false) {
            self.count = count
            self.isLoading = isLoading
        }
    }

    public enum Action: Sendable {
        case incrementTapped
        case decrementTapped
        case loadPresetTapped
    }

    public enum Mutation: Sendable {
        case setCount(Int)
        case setLoading(Bool)
    }

    public let initialState = State()
    private let preset: Int
    private let presetDelay: Duration
    private let clock: any Clock<Duration>

    /// - Parameters:
    ///   - preset: The count the preset loads.
    ///   - presetDelay: How long loading the preset takes.
    ///   - clock: The clock the preset waits on; a `TestClock` in tests.
    public init(
        preset: Int = 42,
        presetDelay: Duration = .milliseconds(250),
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.preset = preset
        self.presetDelay = presetDelay
        self.clock = clock
    }

    public func mutate(action: Action) async -> MutationStream {
        switch action {
        case .incrementTapped:
            return .just(.setCount(currentState.count + 1))
        case .decrementTapped:
            return .just(.setCount(currentState.count - 1))
        case .loadPresetTapped:
            guard !currentState.isLoading else { return .empty() }
            let (preset, delay, clock) = (preset, presetDelay, clock)
            return MutationStream { continuation in
                continuation.yield(.setLoading(true))
                let loading = Task {
                    // Cancelled when the view model goes away: nothing is left to show.
                    guard (try? await clock.sleep(for: delay)) != nil else { return }
                    continuation.yield(.setCount(preset))
                    continuation.yield(.setLoading(false))
                    continuation.finish()
                }
                continuation.onTermination = { loading.cancel() }
            }
        }
    }

    public func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .setCount(let count): state.count = count
        case .setLoading(let isLoading): state.isLoading = isLoading
        }
        return state
    }
}
// endregion
