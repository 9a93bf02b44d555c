import Observation
import QuartetSupport
import ReducerPipeline
import Testing

// AsyncViewModel's README Quick Start, unchanged but for the import line and the clock: the
// README's preset loads after sleeping 250 ms of real time, a stand-in for a slow service; here
// it sleeps as long on an injected clock, which the tests move.
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
    let clock: TestClock

    init(clock: TestClock = TestClock()) {
        self.clock = clock
    }

    func mutate(action: Action) async -> MutationStream {
        switch action {
        case .increment:
            return .just(.setCount(currentState.count + 1))

        case .loadPreset:
            let clock = clock
            return MutationStream { continuation in
                continuation.yield(.setLoading(true))

                Task {
                    try? await clock.sleep(for: .milliseconds(250))
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

    @Test func quickStartPresetShowsLoadingAtOnceThenThePreset() async throws {
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

        try await viewModel.clock.advanceToSleeper(in: .milliseconds(250))  // the preset arrives
        let loaded = await iterator.next()
        let idle = await iterator.next()
        #expect(loaded?.count == 42)
        #expect(loaded?.isLoading == true)
        #expect(idle?.count == 42)
        #expect(idle?.isLoading == false)
    }

    @Test func readmeSearchModelTreatsActionsAsMutationsAndKeepsItsState() async throws {
        var viewModel: ReadmeSearch.SearchViewModel? = ReadmeSearch.SearchViewModel()
        var states = viewModel!.states().makeAsyncIterator()
        viewModel!.send(.queryChanged("swift"))
        _ = await states.next()  // the initial state
        // Every mutation commits a state, even an unchanged one (states need not be Equatable)…
        let committed = await states.next()
        #expect(committed != nil)
        // …and the README's sample declares no reduce: the default leaves the state as it is.
        #expect(committed?.query == "")
        #expect(viewModel!.currentState.query == "")

        // The throttle may hold an action back, so the pipeline cannot settle; end it instead: the
        // stream then finishes after the states committed before, in order, so any further state
        // the one action caused comes out before the end.
        viewModel = nil
        _ = Toggle().currentState  // the next pipeline to be created sweeps the released one
        let extra = await states.next()
        #expect(extra == nil, "one action, one state")
    }
}
