import Observation
import ProtocolStore

/// What the detail screen needs: the recipe it shows, and a way to start editing it.
public protocol RecipeDetailViewModel: ViewModel {
    var recipe: Recipe { get }
    func edit()
}

/// The live detail screen: reads its recipe from the book by id, so saved edits show at once.
@Observable
public final class DefaultRecipeDetailViewModel: RecipeDetailViewModel {
    /// Which recipe this screen shows.
    public let recipeID: Int
    private let book: RecipeBook
    private let onEdit: (Int) -> Void

    /// - Parameters:
    ///   - recipeID: The recipe to show; it must be in `book`.
    ///   - book: Where the recipe comes from.
    ///   - onEdit: What tapping Edit does; the coordinator decides.
    public init(recipeID: Int, book: RecipeBook, onEdit: @escaping (Int) -> Void) {
        precondition(book.recipe(id: recipeID) != nil, "no recipe \(recipeID) in the book")
        self.recipeID = recipeID
        self.book = book
        self.onEdit = onEdit
    }

    public var recipe: Recipe {
        // Checked in `init`; recipes are never removed from the book.
        book.recipe(id: recipeID)!
    }

    public func edit() {
        onEdit(recipeID)
    }
}
