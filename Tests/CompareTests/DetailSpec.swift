import CompareDriving
import ReadingList
import ReadingListCatalog
import Testing

@Suite("Reading list: detail and impressions")
@MainActor
struct DetailSpec {
    @Test("Tapping an item pushes its detail", arguments: ReadingListImplementation.allCases)
    func tappingPushesDetail(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        try await session.appearLoaded()
        session.screen.tapItem(42)
        try await session.waitUntil("the detail is pushed") { $0.detail != nil }
        #expect(session.state.detail == ReadingListScreen.Detail(item: ReadingItem.shelf[3]))
    }

    @Test(
        "The detail records one impression after 2 s on screen", arguments: ReadingListImplementation.allCases
    )
    func impressionAfterTwoSeconds(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        try await session.appearLoaded()
        try await session.openDetail(7)
        await session.clock.advance(by: .milliseconds(1999))
        #expect(session.service.impressions.isEmpty)
        await session.clock.advance(by: .milliseconds(1))
        #expect(session.service.impressions == [7])
        await session.clock.advance(by: .seconds(10))
        #expect(session.service.impressions == [7])
    }

    @Test("A detail popped before 2 s records nothing", arguments: ReadingListImplementation.allCases)
    func noImpressionWhenPoppedEarly(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        try await session.appearLoaded()
        try await session.openDetail(7)
        await session.clock.advance(by: .milliseconds(1500))
        session.screen.tapBack()
        try await session.waitUntil("the detail is popped") { $0.detail == nil }
        await session.clock.advance(by: .seconds(10))
        #expect(session.service.impressions.isEmpty)
        #expect(session.clock.sleeperCount == 0)
    }

    @Test(
        "Each visit of at least 2 s records its own impression", arguments: ReadingListImplementation.allCases
    )
    func eachVisitRecordsItsImpression(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        try await session.appearLoaded()
        try await session.openDetail(7)
        await session.clock.advance(by: ReadingListSession.exposure)
        session.screen.tapBack()
        try await session.waitUntil("the detail is popped") { $0.detail == nil }
        try await session.openDetail(12)
        await session.clock.advance(by: .milliseconds(500))
        session.screen.tapBack()
        try await session.waitUntil("the detail is popped") { $0.detail == nil }
        try await session.openDetail(7)
        await session.clock.advance(by: ReadingListSession.exposure)
        #expect(session.service.impressions == [7, 7])
    }
}
