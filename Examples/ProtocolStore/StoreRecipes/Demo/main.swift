// A scripted session of the recipes app, without a screen: the coordinator's optional child
// view models are what the SwiftUI views push and present, and `Presentation` hosts read them
// the way `.navigation(model:)` and `.sheet(model:)` do.

import ProtocolStore
import StoreRecipes

/// The coordinator view, as it is on Linux: it holds the coordinator with `@Store`.
struct RecipesScreen {
    @Store var coordinator: RecipesCoordinator
}

let screen = RecipesScreen(coordinator: RecipesCoordinator())
let coordinator = screen.coordinator
let navigation = Presentation(.navigation, model: screen.$coordinator.detail)
let sheet = Presentation(.sheet, model: screen.$coordinator.editor)

@MainActor func showScreens() {
    var stack = ["list"]
    if let detail = navigation.presented?.model { stack.append("detail(\(detail.recipe.title))") }
    if let editor = sheet.presented?.model { stack.append("sheet(edit \(editor.title))") }
    print("   screens:", stack.joined(separator: " > "))
}

print("1. The list shows", coordinator.list.recipes.map(\.title).joined(separator: ", "))
showScreens()

print("2. Tap Tomato soup")
coordinator.list.select(coordinator.list.recipes[0])
showScreens()

print("3. Tap Back")
navigation.dismiss()
showScreens()

print("4. Open the deep link recipes/42/edit")
print("   outcome:", coordinator.open("recipes/42/edit").isHandled ? "handled" : "unhandled")
showScreens()

print("5. Rename to \"Fluffy pancakes\" in the sheet and save")
let editor = sheet.presented!.model
struct EditScreen { @Store var viewModel: RecipeEditViewModel }
EditScreen(viewModel: editor).$viewModel.title.wrappedValue = "Fluffy pancakes"
editor.save()
showScreens()
print("   book now has:", coordinator.book.recipe(id: 42)!.title)

print("6. Open the deep link recipes/1000/edit")
switch coordinator.open("recipes/1000/edit") {
case .handled: print("   outcome: handled")
case .unhandled(let link): print("   outcome: nothing handles \(link)")
}
showScreens()

print("7. Open the deep link recipes")
coordinator.open("recipes")
showScreens()
