import CompareDriving
import ReadingList
import ReadingListCatalog
import Testing

@Suite("Reading list: editing")
@MainActor
struct EditingSpec {
    /// Loads, pushes item `id` and presents its edit sheet.
    private func editing(_ implementation: ReadingListImplementation, id: ReadingItem.ID = 42) async throws
        -> ReadingListSession
    {
        let session = ReadingListSession(implementation)
        try await session.appearLoaded()
        try await session.openEditor(of: id)
        return session
    }

    @Test("Edit presents a sheet whose draft is the title", arguments: ReadingListImplementation.allCases)
    func editPresentsTheSheet(_ implementation: ReadingListImplementation) async throws {
        let session = try await editing(implementation)
        #expect(
            session.state.detail?.editor
                == ReadingListScreen.Editor(
                    draft: "The Hitchhiker's Guide to the Galaxy", isSaveEnabled: true, isSaving: false))
    }

    @Test("Save is disabled while the trimmed title is empty", arguments: ReadingListImplementation.allCases)
    func saveDisabledForBlankTitle(_ implementation: ReadingListImplementation) async throws {
        let session = try await editing(implementation)
        session.screen.editTitle("   ")
        try await session.waitUntil("the draft is blank") { $0.detail?.editor?.draft == "   " }
        #expect(session.state.detail?.editor?.isSaveEnabled == false)
        session.screen.tapSave()
        await session.clock.advance(by: .seconds(5))
        #expect(!session.service.requests.contains { if case .rename = $0 { true } else { false } })
        session.screen.editTitle(" H2G2 ")
        try await session.waitUntil("Save is enabled") { $0.detail?.editor?.isSaveEnabled == true }
    }

    @Test("Saving shows it is busy and ignores a second tap", arguments: ReadingListImplementation.allCases)
    func savingIsBusyAndIgnoresSecondTap(_ implementation: ReadingListImplementation) async throws {
        let session = try await editing(implementation)
        session.screen.editTitle("H2G2")
        try await session.waitUntil("the draft is edited") { $0.detail?.editor?.draft == "H2G2" }
        session.screen.tapSave()
        try await session.waitUntil("the save is running") { $0.detail?.editor?.isSaving == true }
        #expect(session.state.detail?.editor?.isSaveEnabled == false)
        session.screen.tapSave()
        try await session.completeCall()
        try await session.waitUntil("the sheet is closed") { $0.detail?.editor == nil }
        await session.clock.advance(by: .seconds(5))
        #expect(session.service.requests.filter { if case .rename = $0 { true } else { false } }.count == 1)
    }

    // region: saved-title
    @Test(
        "A saved title closes the sheet and shows in the detail and the list",
        arguments: ReadingListImplementation.allCases)
    func successfulSaveUpdatesDetailAndList(_ implementation: ReadingListImplementation) async throws {
        let session = try await editing(implementation)
        session.screen.editTitle("  H2G2  ")
        try await session.waitUntil("the draft is edited") { $0.detail?.editor?.draft == "  H2G2  " }
        session.screen.tapSave()
        try await session.completeCall()
        try await session.waitUntil("the sheet is closed") { $0.detail?.editor == nil }
        #expect(session.service.requests.last == .rename(itemID: 42, title: "H2G2"))
        #expect(session.state.detail?.item.title == "H2G2")
        #expect(session.state.items.first { $0.id == 42 }?.title == "H2G2")
        #expect(session.state.alert == nil)
    }
    // endregion

    @Test(
        "A failed save shows an alert and keeps the sheet and its draft",
        arguments: ReadingListImplementation.allCases)
    func failedSaveKeepsTheDraft(_ implementation: ReadingListImplementation) async throws {
        let session = try await editing(implementation)
        session.screen.editTitle("H2G2")
        try await session.waitUntil("the draft is edited") { $0.detail?.editor?.draft == "H2G2" }
        session.service.isOffline = true
        session.screen.tapSave()
        try await session.completeCall()
        try await session.waitUntil("the alert is shown") { $0.alert == "The reading list is offline." }
        #expect(
            session.state.detail?.editor
                == ReadingListScreen.Editor(draft: "H2G2", isSaveEnabled: true, isSaving: false))
        #expect(session.state.detail?.item.title == "The Hitchhiker's Guide to the Galaxy")
        #expect(session.state.items.first { $0.id == 42 }?.title == "The Hitchhiker's Guide to the Galaxy")
    }

    @Test("Cancel closes the sheet and changes nothing", arguments: ReadingListImplementation.allCases)
    func cancelChangesNothing(_ implementation: ReadingListImplementation) async throws {
        let session = try await editing(implementation)
        session.screen.editTitle("Something else")
        try await session.waitUntil("the draft is edited") { $0.detail?.editor?.draft == "Something else" }
        session.screen.tapCancel()
        try await session.waitUntil("the sheet is closed") { $0.detail?.editor == nil }
        #expect(session.state.detail?.item == ReadingItem.shelf[3])
        #expect(session.state.items == ReadingItem.shelf)
        #expect(session.service.requests == [.items(query: "")])
    }
}
