import ContextStore
import SharedDiary
import Testing

@MainActor @Suite struct SharedDiaryTests {
    let monday = JournalEntry(title: "Monday")
    let tuesday = JournalEntry(title: "Tuesday")

    func makeScreens() async -> (JournalContext, JournalListViewModel, JournalDetailViewModel) {
        let context = JournalContext(initialState: JournalStoreState(entries: [monday, tuesday]))
        let list = JournalListViewModel(context)
        let detail = JournalDetailViewModel(context)
        await list.syncWithStore()
        await detail.syncWithStore()
        return (context, list, detail)
    }

    @Test func openingAnEntryInTheListShowsItInTheDetail() async {
        let (_, list, detail) = await makeScreens()
        #expect(detail.state.entryID == nil)
        await list.send(.entryTapped(tuesday.id))?.value
        await detail.syncWithStore()
        await list.syncWithStore()
        #expect(detail.state.title == "Tuesday")
        #expect(list.state.rows.map(\.isOpen) == [false, true])
    }

    @Test func renamingInTheDetailUpdatesTheList() async {
        let (_, list, detail) = await makeScreens()
        await list.send(.entryTapped(monday.id))?.value
        await detail.syncWithStore()
        await detail.send(.titleChanged("Monday, rainy"))?.value
        await list.syncWithStore()
        #expect(list.state.rows.map(\.title) == ["Monday, rainy", "Tuesday"])
    }

    @Test func starringInTheListUpdatesTheDetail() async {
        let (_, list, detail) = await makeScreens()
        await list.send(.entryTapped(monday.id))?.value
        await list.send(.starTapped(monday.id))?.value
        await detail.syncWithStore()
        #expect(detail.state.isFavorite)
    }

    @Test func aLateEchoOfTheDetailsOwnRenameDoesNotOverwriteNewerTyping() {
        var state = JournalDetailViewModel.State()
        let opened = JournalStoreState(entries: [monday], selectedID: monday.id)
        _ = JournalDetailViewModel.respond(to: .storeChanged(opened), state: &state)
        _ = JournalDetailViewModel.respond(to: .titleChanged("Mond"), state: &state)
        _ = JournalDetailViewModel.respond(to: .titleChanged("Monday!"), state: &state)
        var echo = opened
        echo.entries[0].title = "Mond"
        _ = JournalDetailViewModel.respond(to: .storeChanged(echo), state: &state)
        #expect(state.title == "Monday!")
    }

    @Test func closingInTheDetailClosesItInTheList() async {
        let (context, list, detail) = await makeScreens()
        await list.send(.entryTapped(monday.id))?.value
        await detail.syncWithStore()
        await detail.send(.closeTapped)?.value
        await list.syncWithStore()
        await detail.syncWithStore()
        #expect(await context.store.state.selectedID == nil)
        #expect(list.state.rows.allSatisfy { !$0.isOpen })
        #expect(detail.state.isGone)
    }

    @Test func addingAnEmptyTitleDoesNothing() {
        var state = JournalListViewModel.State()
        #expect(JournalListViewModel.respond(to: .addTapped(title: ""), state: &state) == nil)
        #expect(
            JournalListViewModel.respond(to: .addTapped(title: "Wed"), state: &state) == .add(title: "Wed"))
    }
}
