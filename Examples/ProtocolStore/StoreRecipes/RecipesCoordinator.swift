import Observation
import ProtocolStore

/// Owns the recipes feature's navigation: the list, the pushed detail screen, and the edit
/// sheet.
///
/// Child view models never navigate themselves; they call back, and the coordinator decides
/// what is shown by setting `detail` (pushed with `.navigation(model:)`) and `editor`
/// (presented with `.sheet(model:)`). Clearing them goes back. Because the state is plain
/// optional view models, a deep link can put the feature in any state, and a test can check
/// it without a screen.
@Observable
public final class RecipesCoordinator: ViewModel {
    /// The recipes, shared with every screen.
    public let book: RecipeBook
    /// The list screen, always present.
    public let list: any RecipeListViewModel
    /// The pushed detail screen, if any.
    public var detail: (any RecipeDetailViewModel)?
    /// The edit sheet, if any.
    public var editor: (any RecipeEditViewModel)?

    public init(book: RecipeBook = RecipeBook()) {
        self.book = book
        let list = DefaultRecipeListViewModel(book: book)
        self.list = list
        list.onSelect = { [weak self] recipe in self?.showRecipe(id: recipe.id) }
    }

    /// The screens a deep link can reach, in the order a search visits them.
    public var children: [any DeepLinkable] {
        list
        detail
        editor
    }

    /// Pushes the detail screen of recipe `id`, closing any editor. Returns `false` when the
    /// book has no such recipe.
    @discardableResult
    public func showRecipe(id: Int) -> Bool {
        guard book.recipe(id: id) != nil else { return false }
        editor = nil
        if detail?.recipe.id != id {
            detail = DefaultRecipeDetailViewModel(recipeID: id, book: book) { [weak self] id in
                self?.editRecipe(id: id)
            }
        }
        return true
    }

    /// Shows recipe `id` and presents its editor over it.
    @discardableResult
    public func editRecipe(id: Int) -> Bool {
        guard showRecipe(id: id), let recipe = book.recipe(id: id) else { return false }
        editor = DefaultRecipeEditViewModel(recipe: recipe, book: book) { [weak self] in
            self?.editor = nil
        }
        return true
    }

    /// Goes back to the list.
    public func showList() {
        editor = nil
        detail = nil
    }
}

extension RecipesCoordinator: DeepLinkReceiver {
    /// Opens `route`: the list, a recipe, or a recipe in edit mode. Declines (returns `false`)
    /// a recipe id the book does not have, so the link is reported as unhandled.
    public func receive(_ route: RecipeRoute) -> Bool {
        switch route {
        case .list:
            showList()
            return true
        case .recipe(let id):
            return showRecipe(id: id)
        case .edit(let id):
            return editRecipe(id: id)
        }
    }
}
