import Observation
import QuartetSupport
import ReducerPipeline
import Testing

// AsyncViewModel's README Quick Start, unchanged but for the import line.
@Observable
final class CounterViewModel: AsyncViewModel {

    struct State: Sendable {
        var count: Int = 0
        var isLoading = false
    }

    enum Action: Sendable {
        case increment
        case loadPreset
    }

    enum Mutation: Sendable {
        case setCount(Int)
        case setLoading(Bool)
    }

    let initialState = State()

    func mutate(action: Action) async -> MutationStream {
        switch action {
        case .increment:
            return .just(.setCount(currentState.count + 1))

        case .loadPreset:
            return MutationStream { continuation in
                continuation.yield(.setLoading(true))

                Task {
                    try? await Task.sleep(nanoseconds: 250_000_000)
                    continuation.yield(.setCount(42))
                    continuation.yield(.setLoading(false))
                    continuation.finish()
                }
            }
        }
    }

    func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .setCount(let value):
            state.count = value
        case .setLoading(let flag):
            state.isLoading = flag
        }
        return state
    }
}

// AsyncViewModel's README throttled search, unchanged but for the import line; `Result` is the
// app's own type, which the README leaves out.
enum ReadmeSearch {
    struct Result: Sendable, Equatable {
        var title: String
    }

    @Observable
    final class SearchViewModel: AsyncViewModel {

        struct State: Sendable {
            var query: String = ""
            var results: [Result] = []
        }

        enum Action: Sendable {
            case queryChanged(String)
            case resultsLoaded([Result])
        }

        let initialState = State()

        func transform(action: ActionStream) -> ActionStream {
            action.throttle(for: .milliseconds(300), clock: .continuous)
        }

        // mutate(action:) would start the search request and emit resultsLoaded,
        // reduce(state:mutation:) would update the array.
    }
}

@MainActor
struct AsyncViewModelReadmeTests {
    @Test func quickStartCounterIncrementsThroughThePipeline() async throws {
        let viewModel = CounterViewModel()
        let states = viewModel.states()
        viewModel.send(.increment)
        viewModel.send(.increment)

        var counts: [Int] = []
        for await state in states {
            counts.append(state.count)
            if counts.count == 3 { break }
        }
        #expect(counts == [0, 1, 2])
        #expect(viewModel.currentState.count == 2)
    }

    @Test func quickStartPresetShowsLoadingAtOnce() async throws {
        let viewModel = CounterViewModel()
        let states = viewModel.states()
        viewModel.send(.loadPreset)
        var iterator = states.makeAsyncIterator()
        _ = await iterator.next()
        let loading = await iterator.next()
        // The mutation yielded before `mutate` returned is reduced without waiting for the
        // stream's slow part.
        #expect(loading?.isLoading == true)
        #expect(loading?.count == 0)
    }

    @Test func readmeSearchModelTreatsActionsAsMutationsAndKeepsItsState() async throws {
        let viewModel = ReadmeSearch.SearchViewModel()
        let tester = PipelineTesterForUnequatable(viewModel)
        viewModel.send(.queryChanged("swift"))
        await tester.waitForStates(2)
        await settle()
        // The README's sample declares no reduce: the default leaves the state as it is.
        #expect(viewModel.currentState.query == "")
        // Every mutation commits a state, even an unchanged one (states need not be Equatable).
        #expect(tester.stateCount == 2)
    }
}

/// Counts states of a model whose state is not `Equatable`.
@MainActor
final class PipelineTesterForUnequatable<Model: AsyncViewModel> {
    private var task: Task<Void, Never>?
    private(set) var stateCount = 0

    init(_ model: Model) {
        let states = model.states()
        task = Task { [weak self] in
            for await _ in states { self?.stateCount += 1 }
        }
    }

    /// Yields until `count` states have arrived; on a loaded machine the relay can take longer
    /// than `settle()` to deliver them. Gives up after many yields, so a missing state fails
    /// the test rather than hanging it.
    func waitForStates(_ count: Int) async {
        var yields = 0
        while stateCount < count, yields < 100_000 {
            await yieldToOtherTasks()
            yields += 1
        }
    }

    deinit { task?.cancel() }
}
