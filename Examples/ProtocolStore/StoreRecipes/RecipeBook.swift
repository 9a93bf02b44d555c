import Observation

/// The app's recipes: the one source of truth the screens read and the editor writes.
///
/// Screens hold it directly (it is not a screen's view model); every view model that shows a
/// recipe reads it from here by id, so a saved edit shows everywhere at once.
@MainActor
@Observable
public final class RecipeBook {
    /// All recipes, in display order.
    public private(set) var recipes: [Recipe]

    public init(recipes: [Recipe] = Recipe.samples) {
        self.recipes = recipes
    }

    /// The recipe with `id`, if there is one.
    public func recipe(id: Int) -> Recipe? {
        recipes.first { $0.id == id }
    }

    /// Replaces the recipe with the same id.
    public func save(_ recipe: Recipe) {
        guard let index = recipes.firstIndex(where: { $0.id == recipe.id }) else { return }
        recipes[index] = recipe
    }
}
