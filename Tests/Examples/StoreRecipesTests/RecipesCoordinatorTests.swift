import ProtocolStore
import QuartetSupport
import StoreRecipes
import Testing

/// A screen holding a view model through its protocol, as the SwiftUI views do.
private struct EditScreen {
    @Store var viewModel: RecipeEditViewModel
}

@MainActor
@Suite struct RecipesCoordinatorTests {
    let coordinator = RecipesCoordinator()

    private var screens: [String] {
        var stack = ["list"]
        if let detail = coordinator.detail { stack.append("detail \(detail.recipe.id)") }
        if let editor = coordinator.editor { stack.append("edit \(editor.recipeID)") }
        return stack
    }

    @Test func startsOnTheListOfAllRecipes() {
        #expect(screens == ["list"])
        #expect(coordinator.list.recipes.map(\.id) == [7, 42, 99])
    }

    @Test func selectingARecipePushesItsDetailAndBackPopsIt() {
        coordinator.list.select(Recipe.samples[0])
        #expect(screens == ["list", "detail 7"])
        let navigation = Presentation(
            .navigation,
            model: Accessor(get: { self.coordinator.detail }, set: { self.coordinator.detail = $0 }))
        navigation.dismiss()
        #expect(screens == ["list"])
    }

    @Test func editOnTheDetailPresentsTheSheet() {
        coordinator.showRecipe(id: 99)
        coordinator.detail?.edit()
        #expect(screens == ["list", "detail 99", "edit 99"])
    }

    @Test func deepLinkOpensRecipe42InEditMode() {
        let outcome = coordinator.open("recipes/42/edit")
        #expect(outcome.isHandled)
        #expect(screens == ["list", "detail 42", "edit 42"])
        #expect(coordinator.editor?.title == "Pancakes")
    }

    @Test func deepLinkToARecipeClosesTheEditor() {
        coordinator.open("recipes/42/edit")
        coordinator.open("recipes/7")
        #expect(screens == ["list", "detail 7"])
    }

    @Test func deepLinkToTheListPopsEverything() {
        coordinator.open("recipes/42/edit")
        coordinator.open("recipes")
        #expect(screens == ["list"])
    }

    @Test func aLinkToAMissingRecipeIsUnhandledAndChangesNothing() {
        coordinator.open("recipes/7")
        let outcome = coordinator.open("recipes/1000/edit")
        guard case .unhandled(let link) = outcome else {
            Issue.record("expected unhandled, got \(outcome)")
            return
        }
        #expect(link == "recipes/1000/edit")
        #expect(screens == ["list", "detail 7"])
        #expect(coordinator.open("shopping-list").isHandled == false)
    }

    @Test func savingWritesTheBookAndDismissesTheSheet() async {
        coordinator.open("recipes/42/edit")
        let detailProbe = ObservationProbe { _ = self.coordinator.detail?.recipe.title }
        let editor = EditScreen(viewModel: coordinator.editor!)
        editor.$viewModel.title.wrappedValue = "  Fluffy pancakes "
        editor.$viewModel.minutes.wrappedValue = 25
        editor.viewModel.save()
        #expect(screens == ["list", "detail 42"])
        #expect(coordinator.book.recipe(id: 42)?.title == "Fluffy pancakes")
        #expect(coordinator.book.recipe(id: 42)?.minutes == 25)
        await detailProbe.nextRender()
        #expect(detailProbe.invalidationCount >= 1)
        #expect(coordinator.detail?.recipe.title == "Fluffy pancakes")
    }

    @Test func cancelDismissesWithoutSaving() {
        coordinator.open("recipes/42/edit")
        coordinator.editor?.title = "Changed"
        coordinator.editor?.cancel()
        #expect(screens == ["list", "detail 42"])
        #expect(coordinator.book.recipe(id: 42)?.title == "Pancakes")
    }

    @Test func aBlankTitleCannotBeSaved() {
        coordinator.open("recipes/42/edit")
        let editor = coordinator.editor!
        editor.title = "   "
        #expect(!editor.canSave)
        editor.save()
        #expect(screens == ["list", "detail 42", "edit 42"])
        #expect(coordinator.book.recipe(id: 42)?.title == "Pancakes")
    }

    @Test func theEditorIsFoundInTheTreeByItsProtocol() {
        coordinator.open("recipes/42/edit")
        let editor = coordinator.firstReceiver(
            as: (any RecipeEditViewModel).self, where: { $0.recipeID == 42 })
        #expect(editor === coordinator.editor)
    }

    @Test func theSheetKeepsItsIdentityWhileTheDraftChanges() {
        coordinator.open("recipes/42/edit")
        let sheet = Presentation(
            .sheet, model: Accessor(get: { self.coordinator.editor }, set: { self.coordinator.editor = $0 }))
        let id = sheet.presented?.id
        coordinator.editor?.title = "Crêpes"
        #expect(sheet.presented?.id == id)
        coordinator.open("recipes/7/edit")
        #expect(sheet.presented?.id != id)
    }

    @Test func theCoordinatorAndItsScreensAreReleasedTogether() {
        weak var released: RecipesCoordinator?
        weak var releasedEditor: (any RecipeEditViewModel)?
        do {
            let coordinator = RecipesCoordinator()
            coordinator.open("recipes/42/edit")
            released = coordinator
            releasedEditor = coordinator.editor
        }
        #expect(released == nil)
        #expect(releasedEditor == nil)
    }
}
