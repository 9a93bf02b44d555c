import CompareDriving
import ReadingList
import ReadingListCatalog
import Testing

@Suite("Reading list: search")
@MainActor
struct SearchSpec {
    @Test(
        "A search is requested only after 300 ms without typing",
        arguments: ReadingListImplementation.allCases)
    func searchWaitsForTheDebounce(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        try await session.appearLoaded()
        try await session.search("le")
        await session.clock.advance(by: .milliseconds(299))
        #expect(session.service.requests == [.items(query: "")])
        await session.clock.advance(by: .milliseconds(1))
        try await session.waitForTimer(ReadingListSession.latency)
        #expect(session.service.requests == [.items(query: ""), .items(query: "le")])
    }

    // region: last-query
    @Test(
        "Only the last text typed within 300 ms is requested", arguments: ReadingListImplementation.allCases)
    func onlyTheLastQueryIsRequested(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        try await session.appearLoaded()
        for text in ["c", "ca", "cal"] {
            try await session.search(text)
            await session.clock.advance(by: .milliseconds(200))
        }
        #expect(session.service.requests == [.items(query: "")])
        await session.clock.advance(by: .milliseconds(100))
        try await session.completeCall()
        try await session.waitUntil("the results are shown") { $0.items.map(\.id) == [12] }
        #expect(session.service.requests == [.items(query: ""), .items(query: "cal")])
        #expect(session.state.query == "cal")
    }
    // endregion

    @Test("Search results replace the list", arguments: ReadingListImplementation.allCases)
    func searchShowsResults(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        try await session.appearLoaded()
        try await session.search("the")
        await session.clock.advance(by: ReadingListSession.debounce)
        try await session.completeCall()
        try await session.waitUntil("the results are shown") { $0.items.map(\.id) == [7, 42] }
        #expect(session.state.load == .loaded)
    }

    @Test("A search with no results shows the empty state", arguments: ReadingListImplementation.allCases)
    func searchWithNoResultsShowsEmpty(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        try await session.appearLoaded()
        try await session.search("zzz")
        await session.clock.advance(by: ReadingListSession.debounce)
        try await session.completeCall()
        try await session.waitUntil("the empty state is shown") { $0.load == .empty }
        #expect(session.state.items.isEmpty)
    }

    @Test(
        "Clearing the search shows the full list at once, with no request",
        arguments: ReadingListImplementation.allCases)
    func clearingRestoresTheFullList(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        try await session.appearLoaded()
        try await session.search("beloved")
        await session.clock.advance(by: ReadingListSession.debounce)
        try await session.completeCall()
        try await session.waitUntil("the results are shown") { $0.items.map(\.id) == [58] }
        session.screen.search("")
        try await session.waitUntil("the full list is back") { $0.items == ReadingItem.shelf }
        #expect(session.state.load == .loaded)
        await session.clock.advance(by: .seconds(5))
        #expect(session.service.requests == [.items(query: ""), .items(query: "beloved")])
    }

    @Test("Clearing the search cancels the one still pending", arguments: ReadingListImplementation.allCases)
    func clearingCancelsThePendingSearch(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        try await session.appearLoaded()
        try await session.search("mid")
        await session.clock.advance(by: .milliseconds(100))
        session.screen.search("")
        try await session.waitUntil("the field is cleared") { $0.query.isEmpty }
        await session.clock.advance(by: .seconds(5))
        #expect(session.service.requests == [.items(query: "")])
        #expect(session.state.items == ReadingItem.shelf)
    }

    @Test("A newer search supersedes one still running", arguments: ReadingListImplementation.allCases)
    func newerSearchSupersedesRunningOne(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        try await session.appearLoaded()
        try await session.search("in")
        await session.clock.advance(by: ReadingListSession.debounce)
        try await session.waitForTimer(ReadingListSession.latency)
        try await session.search("invisible")
        await session.clock.advance(by: ReadingListSession.debounce)
        try await session.completeCall()
        try await session.waitUntil("the newer results are shown") { $0.items.map(\.id) == [12] }
        await session.clock.advance(by: .seconds(5))
        #expect(session.state.items.map(\.id) == [12])
        #expect(session.service.callsInFlight == 0)
    }
}
