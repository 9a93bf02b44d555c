import Observation
import ProtocolStore

/// What the recipe list needs: the recipes, and a way to open one.
public protocol RecipeListViewModel: ViewModel {
    var recipes: [Recipe] { get }
    func select(_ recipe: Recipe)
}

/// The live list: reads the book, and asks its coordinator to show a selected recipe.
@Observable
public final class DefaultRecipeListViewModel: RecipeListViewModel {
    private let book: RecipeBook
    /// What selecting a recipe does; the coordinator decides.
    @ObservationIgnored public var onSelect: (Recipe) -> Void = { _ in }

    /// - Parameter book: Where the recipes come from.
    public init(book: RecipeBook) {
        self.book = book
    }

    public var recipes: [Recipe] { book.recipes }

    public func select(_ recipe: Recipe) {
        onSelect(recipe)
    }
}
