import CompareDriving
import ReadingList
import ReadingListCatalog
import Testing

@Suite("Reading list: leaving the screen")
@MainActor
struct LeavingSpec {
    @Test(
        "Leaving during the first load cancels it and releases everything",
        arguments: ReadingListImplementation.allCases)
    func leavingCancelsTheLoad(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        session.screen.appear()
        try await session.waitForTimer(ReadingListSession.latency)
        await session.leave()
        #expect(session.service.callsInFlight == 0)
        #expect(session.clock.sleeperCount == 0)
        #expect(await session.objectsStillAlive() == [])
    }

    @Test(
        "Leaving mid-save and mid-impression cancels both and releases everything",
        arguments: ReadingListImplementation.allCases)
    func leavingCancelsSaveAndTimers(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        try await session.appearLoaded()
        try await session.openEditor(of: 42, typing: "H2G2")
        session.screen.tapSave()
        try await session.waitForTimer(ReadingListSession.latency)
        await session.leave()
        await session.clock.advance(by: .seconds(10))
        #expect(session.service.callsInFlight == 0)
        #expect(session.clock.sleeperCount == 0)
        #expect(session.service.impressions.isEmpty)
        #expect(session.service.items.first { $0.id == 42 }?.title == "The Hitchhiker's Guide to the Galaxy")
        #expect(await session.objectsStillAlive() == [])
    }

    @Test(
        "Leaving with a search pending and a refresh running cancels both",
        arguments: ReadingListImplementation.allCases)
    func leavingCancelsSearchAndRefresh(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        try await session.appearLoaded()
        session.screen.pullToRefresh()
        try await session.waitForTimer(ReadingListSession.latency)
        try await session.search("mid")
        await session.leave()
        await session.clock.advance(by: .seconds(10))
        #expect(session.service.requests == [.items(query: ""), .items(query: "")])
        #expect(session.service.callsInFlight == 0)
        #expect(session.clock.sleeperCount == 0)
        #expect(await session.objectsStillAlive() == [])
    }

    @Test("A screen that never appeared releases everything", arguments: ReadingListImplementation.allCases)
    func unusedScreenIsReleased(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        await session.leave()
        #expect(await session.objectsStillAlive() == [])
    }
}
