import ProtocolStore
import QuartetSupport
import Testing

@MainActor
@Suite struct PresentationTests {
    @Test func presentsWhatTheCoordinatorSetsAndDismissesByClearingIt() {
        let model = DefaultMyViewModel(text: "Soup")
        let view = MyView(viewModel: model)
        let sheet = Presentation(.sheet, model: view.$viewModel.detailViewModel)
        #expect(sheet.presented == nil)
        #expect(!sheet.isPresented)
        model.open()
        #expect(sheet.presented?.model.title == "Soup")
        sheet.dismiss()
        #expect(model.detailViewModel == nil)
        #expect(sheet.presented == nil)
    }

    @Test func presentSetsTheChild() {
        let model = DefaultMyViewModel()
        let navigation = Presentation(.navigation, model: MyView(viewModel: model).$viewModel.detailViewModel)
        navigation.present(DefaultDetailViewModel(title: "Pushed"))
        #expect(model.detailViewModel?.title == "Pushed")
        #expect(navigation.style == .navigation)
    }

    @Test func dismissCallsOnDismissOnlyWhenSomethingWasPresented() {
        var slot: Int? = nil
        var dismissals = 0
        let popover = Presentation(.popover, model: Accessor(get: { slot }, set: { slot = $0 })) {
            dismissals += 1
        }
        popover.dismiss()
        #expect(dismissals == 0)
        slot = 1
        popover.dismiss()
        #expect(dismissals == 1)
        #expect(slot == nil)
    }

    @Test func settingPresentedToNilDismissesAsSwiftUIDoes() {
        var slot: Int? = 3
        var dismissals = 0
        let sheet = Presentation(.sheet, model: Accessor(get: { slot }, set: { slot = $0 })) {
            dismissals += 1
        }
        sheet.presented = nil
        #expect(slot == nil)
        #expect(dismissals == 1)
    }

    @Test func aValueTypedChildKeepsItsIdentityAcrossReadsAndChanges() {
        var slot: Int? = nil
        let sheet = Presentation(.sheet, model: Accessor(get: { slot }, set: { slot = $0 }))
        slot = 1
        let first = sheet.presented
        let second = sheet.presented
        slot = 2  // the presented value changes, but it is the same presentation
        let third = sheet.presented
        #expect(first != nil)
        #expect(first?.id == second?.id)
        #expect(first?.id == third?.id)
        #expect(first == third)
        #expect(third?.model == 2)
    }

    @Test func aValueTypedChildGetsANewIdentityAfterDismissal() {
        var slot: Int? = 1
        let sheet = Presentation(.sheet, model: Accessor(get: { slot }, set: { slot = $0 }))
        let before = sheet.presented?.id
        sheet.dismiss()
        slot = 1
        let after = sheet.presented?.id
        #expect(before != nil && after != nil)
        #expect(before != after)
    }

    @Test func anObjectChildKeepsItsIdentityAndAnotherObjectIsANewPresentation() {
        let model = DefaultMyViewModel()
        let sheet = Presentation(.sheet, model: MyView(viewModel: model).$viewModel.detailViewModel)
        model.detailViewModel = DefaultDetailViewModel(title: "A")
        let first = sheet.presented?.id
        #expect(sheet.presented?.id == first)
        model.detailViewModel = DefaultDetailViewModel(title: "B")
        #expect(sheet.presented?.id != first)
    }

    @Test func presentingInvalidatesAViewThatReadsTheChild() async {
        let model = DefaultMyViewModel()
        let sheet = Presentation(.sheet, model: MyView(viewModel: model).$viewModel.detailViewModel)
        let probe = ObservationProbe { _ = sheet.presented }
        model.open()
        await probe.nextRender()
        #expect(probe.invalidationCount == 1)
        sheet.dismiss()
        await probe.nextRender()
        #expect(probe.invalidationCount == 2)
    }

    @Test func presentationReadsTheLatestBindingItIsGiven() {
        var first: Int? = 1
        var second: Int? = nil
        let sheet = Presentation(.sheet, model: Accessor(get: { first }, set: { first = $0 }))
        #expect(sheet.presented?.model == 1)
        sheet.model = Accessor(get: { second }, set: { second = $0 })
        #expect(sheet.presented == nil)
    }
}

@MainActor
@Suite struct PresentationObjectIdentityTests {
    @Test func aNewObjectAllocatedWhereAReleasedOneWasIsANewPresentation() {
        // Released objects' addresses are reused at once; identity must not rely on them.
        var slot: DefaultDetailViewModel? = DefaultDetailViewModel(title: "A")
        let sheet = Presentation(.sheet, model: Accessor(get: { slot }, set: { slot = $0 }))
        var ids: Set<PresentedID> = []
        for index in 0..<20 {
            slot = DefaultDetailViewModel(title: "\(index)")
            if let id = sheet.presented?.id { ids.insert(id) }
        }
        #expect(ids.count == 20)
    }
}
