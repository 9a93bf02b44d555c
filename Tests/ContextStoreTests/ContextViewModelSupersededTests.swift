import ContextStore
import QuartetSupport
import Testing

/// A store change supersedes the effect the previous store change started: as in Chiui, that
/// effect is cancelled, so its follow-up never lands on top of the newer state's.
@MainActor
struct ContextViewModelSupersededTests {
    struct SearchStoreState: ContextualStoreState {
        var query = ""
    }

    struct SearchContext: StoreContext {
        let store = ContextualStore(SearchStoreState())
        let clock = TestClock()
        let log = EffectLog()
    }

    struct SearchState: ContextualViewState {
        var query = ""
        /// The queries whose look-up finished, in order.
        var lookedUp: [String] = []
        init() {}
    }

    final class SearchViewModel: ContextViewModel<
        SearchContext, SearchState, SearchViewModel.Action, SearchViewModel.Effect
    >
    {
        enum Action: ContextualAction {
            case storeChanged(SearchStoreState)
            case lookUpTapped(String)
            case lookedUp(String)
        }

        enum Effect {
            case lookUp(String)
        }

        override class func respond(to action: Action, state: inout SearchState) -> Effect? {
            switch action {
            case .storeChanged(let store):
                state.query = store.query
                return store.query.isEmpty ? nil : .lookUp(store.query)
            case .lookUpTapped(let query):
                return .lookUp(query)
            case .lookedUp(let query):
                state.lookedUp.append(query)
                return nil
            }
        }

        override func handle(_ effect: Effect) async {
            switch effect {
            case .lookUp(let query):
                do {
                    try await context.clock.sleep(for: .seconds(1))
                    send(.lookedUp(query))
                } catch {
                    context.log.record("cancelled \(query)")
                }
            }
        }
    }

    @Test func aNewerStoreChangeCancelsTheEffectOfThePreviousOne() async throws {
        let context = SearchContext()
        let viewModel = SearchViewModel(context)
        await context.store.update { $0.query = "sw" }
        await viewModel.syncWithStore()
        try await context.clock.waitForSleeper(until: context.clock.now.advanced(by: .seconds(1)))
        await context.store.update { $0.query = "swift" }
        await viewModel.syncWithStore()
        try await context.clock.advanceToSleeper(in: .seconds(1))
        try await viewModel.settled()
        #expect(viewModel.state.query == "swift")
        #expect(viewModel.state.lookedUp == ["swift"])
        #expect(context.log.recorded == ["cancelled sw"])
    }

    @Test func anEffectThatFinishedBeforeTheNextStoreChangeLanded() async throws {
        let context = SearchContext()
        let viewModel = SearchViewModel(context)
        await context.store.update { $0.query = "sw" }
        await viewModel.syncWithStore()
        try await context.clock.advanceToSleeper(in: .seconds(1))
        try await viewModel.settled()
        await context.store.update { $0.query = "swift" }
        await viewModel.syncWithStore()
        try await context.clock.advanceToSleeper(in: .seconds(1))
        try await viewModel.settled()
        #expect(viewModel.state.lookedUp == ["sw", "swift"])
        #expect(context.log.recorded.isEmpty)
    }

    @Test func aStoreChangeLeavesTheEffectsOfOtherActionsRunning() async throws {
        let context = SearchContext()
        let viewModel = SearchViewModel(context)
        try await viewModel.settled()
        viewModel.send(.lookUpTapped("tapped"))
        try await context.clock.waitForSleeper(until: context.clock.now.advanced(by: .seconds(1)))
        await context.store.update { $0.query = "swift" }
        await viewModel.syncWithStore()
        #expect(viewModel.runningEffectCount == 2)
        await context.clock.waitForSleepers(count: 2)
        await context.clock.advance(by: .seconds(1))
        try await viewModel.settled()
        #expect(viewModel.state.lookedUp.sorted() == ["swift", "tapped"])
        #expect(context.log.recorded.isEmpty)
    }
}
