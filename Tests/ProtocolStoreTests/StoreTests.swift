import ProtocolStore
import QuartetSupport
import Testing

@MainActor
@Suite struct StoreTests {
    @Test func wrappedValueIsTheModelHeldThroughItsProtocol() {
        let model = DefaultMyViewModel(text: "Hello")
        let view = MyView(viewModel: model)
        #expect(view.viewModel === model)
        #expect(view.viewModel.text == "Hello")
    }

    @Test func projectedBindingReadsAndWritesTheModel() {
        let model = DefaultMyViewModel(text: "Hello")
        let view = MyView(viewModel: model)
        let text = view.$viewModel.text
        #expect(text.wrappedValue == "Hello")
        text.wrappedValue = "World"
        #expect(model.text == "World")
        model.text = "Again"
        #expect(text.wrappedValue == "Again")
    }

    @Test func bindingToOptionalChildPresentsAndDismisses() {
        let model = DefaultMyViewModel(text: "Pasta")
        let view = MyView(viewModel: model)
        let detail = view.$viewModel.detailViewModel
        #expect(detail.wrappedValue == nil)
        model.open()
        #expect(detail.wrappedValue?.title == "Pasta")
        detail.wrappedValue = nil
        #expect(model.detailViewModel == nil)
    }

    @Test func writingThroughTheBindingInvalidatesAViewThatReadsTheProperty() async {
        let model = DefaultMyViewModel()
        let view = MyView(viewModel: model)
        let probe = ObservationProbe { _ = view.viewModel.text }
        view.$viewModel.text.wrappedValue = "a"
        view.$viewModel.text.wrappedValue = "ab"
        await probe.nextRender()
        #expect(probe.invalidationCount == 1)
        #expect(probe.renderCount == 2)
    }

    @Test func aViewDoesNotRenderForPropertiesItDidNotRead() async {
        let model = DefaultMyViewModel()
        let view = MyView(viewModel: model)
        let probe = ObservationProbe { _ = view.viewModel.text }
        model.open()
        await probe.nextRender()
        #expect(probe.invalidationCount == 0)
    }

    @Test func implementationsAreInterchangeable() {
        let views = [
            MyView(viewModel: DefaultMyViewModel(text: "Live")), MyView(viewModel: PreviewMyViewModel()),
        ]
        for view in views { view.$viewModel.text.wrappedValue += "!" }
        #expect(views.map(\.viewModel.text) == ["Live!", "Preview!"])
    }

    @Test func accessorMethodGivesTheSameBindingAsDynamicMemberLookup() {
        let model = DefaultMyViewModel(text: "x")
        let view = MyView(viewModel: model)
        view.$viewModel.accessor(\.text).wrappedValue = "y"
        #expect(view.$viewModel.text.wrappedValue == "y")
    }

    @Test func storeHoldsAConcreteViewModelToo() {
        struct ConcreteView { @Store var viewModel: DefaultMyViewModel }
        let view = ConcreteView(viewModel: DefaultMyViewModel(text: "a"))
        view.$viewModel.text.wrappedValue = "b"
        #expect(view.viewModel.text == "b")
        #expect(view.$viewModel.model === view.viewModel)
    }
}
