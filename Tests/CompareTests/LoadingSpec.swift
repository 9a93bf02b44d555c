import CompareDriving
import ReadingList
import ReadingListCatalog
import Testing

@Suite("Reading list: loading")
@MainActor
struct LoadingSpec {
    @Test("Appearing shows loading, then the loaded items", arguments: ReadingListImplementation.allCases)
    func appearingLoadsTheList(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        #expect(session.state.load == .idle)
        session.screen.appear()
        try await session.waitUntil("loading is shown") { $0.load == .loading }
        try await session.waitForTimer(ReadingListSession.latency)
        #expect(session.service.requests == [.items(query: "")])
        await session.clock.advance(by: ReadingListSession.latency)
        try await session.waitUntil("the list is loaded") { $0.load == .loaded }
        #expect(session.state.items == ReadingItem.shelf)
    }

    @Test("Appearing again does not load again", arguments: ReadingListImplementation.allCases)
    func appearingAgainDoesNotReload(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        try await session.appearLoaded()
        session.screen.appear()
        await session.clock.advance(by: .seconds(5))
        #expect(session.service.requests == [.items(query: "")])
        #expect(session.state.load == .loaded)
    }

    @Test("An empty list shows the empty state", arguments: ReadingListImplementation.allCases)
    func emptyListShowsEmpty(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation, items: [])
        session.screen.appear()
        try await session.completeCall()
        try await session.waitUntil("the empty state is shown") { $0.load == .empty }
        #expect(session.state.items.isEmpty)
    }

    @Test("A failed load shows its message", arguments: ReadingListImplementation.allCases)
    func failedLoadShowsMessage(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        session.service.isOffline = true
        session.screen.appear()
        try await session.completeCall()
        try await session.waitUntil("the failure is shown") {
            $0.load == .failed("The reading list is offline.")
        }
        #expect(session.state.items.isEmpty)
        #expect(session.state.alert == nil)
    }

    @Test(
        "Retry after a failure shows loading and loads again", arguments: ReadingListImplementation.allCases)
    func retryLoadsAgain(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        session.service.isOffline = true
        session.screen.appear()
        try await session.completeCall()
        try await session.waitUntil("the failure is shown") { $0.load != .loading && $0.load != .idle }
        session.service.isOffline = false
        session.screen.tapRetry()
        try await session.waitUntil("loading is shown again") { $0.load == .loading }
        try await session.completeCall()
        try await session.waitUntil("the list is loaded") { $0.load == .loaded }
        #expect(session.service.requests == [.items(query: ""), .items(query: "")])
        #expect(session.state.items == ReadingItem.shelf)
    }
}
