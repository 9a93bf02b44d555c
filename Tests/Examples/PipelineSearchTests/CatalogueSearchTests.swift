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

    /// The instant `milliseconds` after the clock's start.
    func at(_ milliseconds: Int) -> TestClock.Instant {
        TestClock.Instant(offset: .milliseconds(milliseconds))
    }

    /// Waits until `search`'s state satisfies `condition`, naming `what` if it never does.
    func waitUntil(
        _ what: String, in search: CatalogueSearch,
        _ condition: @escaping @MainActor (CatalogueSearch.State) -> Bool
    ) async throws {
        try await QuartetSupport.waitUntil(what) {
            condition(search.currentState)
        } describing: {
            "\(search.currentState)"
        }
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

        // The transform hook reshapes the action stream, so the pipeline cannot settle: each step
        // waits for what the step before started instead, a state or a timer going to sleep.
        field.wrappedValue = "s"
        try await waitUntil("the search for s starts", in: search) { $0.searchedQuery == "s" }
        #expect(search.currentState.phase == .loading)
        // The catalogue answers at 100 ms; the debounce waits for a pause until 300 ms.
        try await clock.waitForSleeper(until: at(100))
        try await clock.waitForSleeper(until: at(300))

        await clock.advance(to: at(50))
        field.wrappedValue = "sw"
        try await clock.waitForSleeper(until: at(350))  // the debounce starts again
        try await clock.advanceToSleeper(in: .milliseconds(50))  // the catalogue answers "s"
        try await waitUntil("the results for s are shown", in: search) { $0.resultsQuery == "s" }
        field.wrappedValue = "swiftui"
        try await clock.waitForSleeper(until: at(400))
        // Within the interval: no new search yet.
        #expect(search.currentState.searchedQuery == "s")

        // The pause: the debounce lets "swiftui" through 300 ms after it was typed…
        try await clock.advanceToSleeper(in: .milliseconds(300))
        try await waitUntil("the search for swiftui starts", in: search) { $0.searchedQuery == "swiftui" }
        #expect(search.currentState.phase == .loading)
        // …and the catalogue answers 100 ms later.
        try await clock.advanceToSleeper(in: .milliseconds(100))
        try await waitUntil("the results for swiftui are shown", in: search) { $0.phase == .results }
        #expect(search.currentState.searchedQuery == "swiftui")
        #expect(search.currentState.results == ["SwiftUI"])
    }

    @Test func aQueryWithNoMatchesShowsTheEmptyState() async throws {
        let search = makeSearch()
        let host = AsyncViewModelHost(search)
        host.appear()
        host.send(.queryChanged("cobol"))
        try await waitUntil("the search for cobol starts", in: search) { $0.searchedQuery == "cobol" }
        #expect(search.currentState.phase == .loading)
        try await clock.advanceToSleeper(in: .milliseconds(100))  // the catalogue answers
        try await waitUntil("the search for cobol ends", in: search) { $0.resultsQuery == "cobol" }
        #expect(search.currentState.phase == .empty)
        #expect(search.currentState.results.isEmpty)
    }

    @Test func clearingTheFieldReturnsToIdle() async throws {
        let search = makeSearch()
        let host = AsyncViewModelHost(search)
        host.appear()
        host.send(.queryChanged("kot"))
        try await waitUntil("the search for kot starts", in: search) { $0.searchedQuery == "kot" }
        try await clock.advanceToSleeper(in: .milliseconds(100))  // the catalogue answers
        try await waitUntil("the results for kot are shown", in: search) { $0.resultsQuery == "kot" }
        #expect(search.currentState.results == ["Kotlin"])
        host.send(.queryChanged(""))
        try await clock.waitForSleeper(until: at(400))  // the debounce waits for a pause again
        try await clock.advanceToSleeper(in: .milliseconds(300))
        try await waitUntil("the screen is idle", in: search) { $0.phase == .idle }
        #expect(search.currentState.results.isEmpty)
        #expect(search.currentState.resultsQuery.isEmpty)
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
        try await waitUntil("kotlin's results are shown", in: search) { $0.resultsQuery == "kotlin" }
        await tester.skipReceivedStates()
        #expect(search.currentState.resultsQuery == "kotlin")
        #expect(search.currentState.results == ["Kotlin"])
    }
}
