import CompareDriving
import ReadingList
import ReadingListCatalog
import Testing

@Suite("Reading list: deep links")
@MainActor
struct DeepLinkSpec {
    // region: edit-link
    @Test("items/42/edit opens the detail with its edit sheet", arguments: ReadingListImplementation.allCases)
    func editLinkOpensDetailAndSheet(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        try await session.appearLoaded()
        session.screen.open("items/42/edit")
        try await session.waitUntil("the sheet is presented") { $0.detail?.editor != nil }
        #expect(session.state.detail?.item == ReadingItem.shelf[3])
        #expect(session.state.detail?.editor?.draft == "The Hitchhiker's Guide to the Galaxy")
    }
    // endregion

    @Test("items/7 opens the detail alone", arguments: ReadingListImplementation.allCases)
    func detailLinkOpensDetail(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        try await session.appearLoaded()
        session.screen.open("items/7")
        try await session.waitUntil("the detail is pushed") { $0.detail != nil }
        #expect(session.state.detail == ReadingListScreen.Detail(item: ReadingItem.shelf[1]))
    }

    @Test("A link replaces the detail that was pushed", arguments: ReadingListImplementation.allCases)
    func linkReplacesPushedDetail(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        try await session.appearLoaded()
        try await session.openDetail(7)
        session.screen.open("items/42/edit")
        try await session.waitUntil("item 42's sheet is presented") {
            $0.detail?.item.id == 42 && $0.detail?.editor != nil
        }
    }

    @Test(
        "A link to an unknown item reports it and changes nothing",
        arguments: ReadingListImplementation.allCases)
    func unknownItemIsReported(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        try await session.appearLoaded()
        try await session.openDetail(7)
        let before = session.state
        session.screen.open("items/404/edit")
        try await session.waitUntil("the alert is shown") { $0.alert != nil }
        var expected = before
        expected.alert = "Nothing found at items/404/edit."
        #expect(session.state == expected)
    }

    @Test("A link this screen does not know reports it", arguments: ReadingListImplementation.allCases)
    func malformedLinkIsReported(_ implementation: ReadingListImplementation) async throws {
        let session = ReadingListSession(implementation)
        try await session.appearLoaded()
        session.screen.open("settings/profile")
        try await session.waitUntil("the alert is shown") { $0.alert != nil }
        #expect(session.state.alert == "Nothing found at settings/profile.")
        #expect(session.state.detail == nil)
    }
}
