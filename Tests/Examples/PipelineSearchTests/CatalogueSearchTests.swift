import PipelineSearch
import QuartetSupport
import ReducerPipeline
import Testing

@MainActor
struct CatalogueSearchTests {
    let clock = TestClock()

    func makeSearch() -> CatalogueSearch {
        CatalogueSearch(
            catalogue: Catalogue(
                titles: ["Swift", "SwiftUI", "Kotlin"], latency: .milliseconds(100), clock: clock),
            interval: .milliseconds(300),
            clock: clock
        )
    }

    /// Moves time in 50 ms steps, letting the pipeline's tasks take their turns before each, so
    /// that a timer started in reaction to a step is asleep before the clock passes its deadline.
    func advance(by duration: Duration) async {
        var remaining = duration
        while remaining > .zero {
            let step = min(remaining, .milliseconds(50))
            await yieldToOtherTasks(times: 100)
            await clock.advance(by: step)
            remaining -= step
        }
        await yieldToOtherTasks(times: 100)
    }

    @Test func everyKeystrokeUpdatesTheFieldAtOnce() async throws {
        let search = makeSearch()
        let tester = PipelineTester(search)
        tester.isExhaustive = false
        try tester.send(.queryChanged("s"))
        try tester.send(.queryChanged("sw"))
        try await tester.receive { $0.query = "s" }
        var expected = tester.lastAssertedState
        expected.query = "sw"
        try await tester.receive(expected)
    }

    @Test func typingSearchesAtOnceThenAgainWhenTypingPauses() async throws {
        let search = makeSearch()
        let host = AsyncViewModelHost(search)
        host.appear()
        let field = host.accessor(\.query, send: { .queryChanged($0) })

        field.wrappedValue = "s"
        await advance(by: .milliseconds(50))
        #expect(search.currentState.phase == .loading)
        #expect(search.currentState.searchedQuery == "s")

        field.wrappedValue = "sw"
        await advance(by: .milliseconds(50))
        field.wrappedValue = "swiftui"
        // Within the interval: no new search yet.
        #expect(search.currentState.searchedQuery == "s")

        // The pause: the debounce lets "swiftui" through 300 ms after it was typed.
        await advance(by: .milliseconds(500))
        #expect(search.currentState.searchedQuery == "swiftui")
        #expect(search.currentState.phase == .results)
        #expect(search.currentState.results == ["SwiftUI"])
    }

    @Test func aQueryWithNoMatchesShowsTheEmptyState() async throws {
        let search = makeSearch()
        let host = AsyncViewModelHost(search)
        host.appear()
        host.send(.queryChanged("cobol"))
        await advance(by: .milliseconds(50))
        #expect(search.currentState.phase == .loading)
        await advance(by: .milliseconds(400))
        #expect(search.currentState.phase == .empty)
        #expect(search.currentState.results.isEmpty)
    }

    @Test func clearingTheFieldReturnsToIdle() async throws {
        let search = makeSearch()
        let host = AsyncViewModelHost(search)
        host.appear()
        host.send(.queryChanged("kot"))
        await advance(by: .milliseconds(500))
        #expect(search.currentState.results == ["Kotlin"])
        host.send(.queryChanged(""))
        await advance(by: .milliseconds(400))
        #expect(search.currentState.phase == .idle)
        #expect(search.currentState.results.isEmpty)
    }

    @Test func anOlderSlowerSearchNeverOverwritesANewerOne() async throws {
        let search = makeSearch()
        let tester = PipelineTester(search)
        tester.isExhaustive = false
        try tester.send(.searchRequested("swift"))
        try tester.send(.searchRequested("kotlin"))
        // Both searches wait on the catalogue, and end at the same instant, "swift" first.
        await clock.waitForSleepers(count: 2)
        await clock.advance(by: .milliseconds(100))
        // The transform hook reshapes the action stream, so the pipeline cannot settle: wait for
        // the newer search's state instead, which the older one must not overwrite.
        try await waitUntil("kotlin's results are shown") {
            search.currentState.resultsQuery == "kotlin"
        } describing: {
            "\(search.currentState)"
        }
        await tester.skipReceivedStates()
        #expect(search.currentState.resultsQuery == "kotlin")
        #expect(search.currentState.results == ["Kotlin"])
    }
}
