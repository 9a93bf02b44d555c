import CompareDriving
import ReadingList
import ReadingListCatalog
import Testing

@Suite("Reading list: pull to refresh")
@MainActor
struct RefreshSpec {
    @Test(
        "Refreshing keeps the items on screen, then shows the new ones",
        arguments: ReadingListImplementation.allCases)
    func refreshKeepsItemsThenReplacesThem(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        try await session.appearLoaded()
        let fresh = [ReadingItem(id: 99, title: "Piranesi", author: "Susanna Clarke")] + ReadingItem.shelf
        session.service.replaceItems(with: fresh)
        session.screen.pullToRefresh()
        try await session.waitUntil("the refresh is running") { $0.isRefreshing }
        #expect(session.state.items == ReadingItem.shelf)
        #expect(session.state.load == .loaded)
        try await session.completeCall()
        try await session.waitUntil("the refresh has finished") { !$0.isRefreshing }
        #expect(session.state.items == fresh)
        #expect(session.service.requests == [.items(query: ""), .items(query: "")])
    }

    @Test("A second pull while refreshing is ignored", arguments: ReadingListImplementation.allCases)
    func secondPullIsIgnored(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        try await session.appearLoaded()
        session.screen.pullToRefresh()
        try await session.waitUntil("the refresh is running") { $0.isRefreshing }
        try await session.waitForTimer(ReadingListSession.latency)
        session.screen.pullToRefresh()
        try await session.screen.gesturesHandled()
        await session.clock.advance(by: ReadingListSession.latency)
        try await session.waitUntil("the refresh has finished") { !$0.isRefreshing }
        await session.clock.advance(by: .seconds(5))
        #expect(session.service.requests.count == 2)
        #expect(session.state.isRefreshing == false)
    }

    @Test(
        "A failed refresh shows an alert and keeps the items", arguments: ReadingListImplementation.allCases)
    func failedRefreshShowsAlert(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        try await session.appearLoaded()
        session.service.isOffline = true
        session.screen.pullToRefresh()
        try await session.completeCall()
        try await session.waitUntil("the alert is shown") { $0.alert == "The reading list is offline." }
        #expect(session.state.items == ReadingItem.shelf)
        #expect(session.state.load == .loaded)
        #expect(session.state.isRefreshing == false)
    }

    @Test("Dismissing the alert clears it", arguments: ReadingListImplementation.allCases)
    func dismissingAlertClearsIt(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        try await session.appearLoaded()
        session.service.isOffline = true
        session.screen.pullToRefresh()
        try await session.completeCall()
        try await session.waitUntil("the alert is shown") { $0.alert != nil }
        session.screen.dismissAlert()
        try await session.waitUntil("the alert is gone") { $0.alert == nil }
        #expect(session.state.items == ReadingItem.shelf)
    }
}
