import Foundation
import Observation
import ProtocolStore

/// What the edit sheet needs: the draft fields, and save or cancel.
public protocol RecipeEditViewModel: ViewModel {
    var title: String { get set }
    var minutes: Int { get set }
    var recipeID: Int { get }
    var canSave: Bool { get }
    func save()
    func cancel()
}

/// The live editor: edits a draft copy, and writes it to the book only on save.
@Observable
public final class DefaultRecipeEditViewModel: RecipeEditViewModel {
    public var title: String
    public var minutes: Int
    public let recipeID: Int
    private let original: Recipe
    private let book: RecipeBook
    private let onFinish: () -> Void

    /// - Parameters:
    ///   - recipe: The recipe to edit.
    ///   - book: Where a saved draft goes.
    ///   - onFinish: Called after save or cancel; the coordinator dismisses the sheet.
    public init(recipe: Recipe, book: RecipeBook, onFinish: @escaping () -> Void) {
        title = recipe.title
        minutes = recipe.minutes
        recipeID = recipe.id
        original = recipe
        self.book = book
        self.onFinish = onFinish
    }

    /// A recipe needs a title and a positive time.
    public var canSave: Bool {
        !title.trimmingCharacters(in: .whitespaces).isEmpty && minutes > 0
    }

    public func save() {
        guard canSave else { return }
        var recipe = original
        recipe.title = title.trimmingCharacters(in: .whitespaces)
        recipe.minutes = minutes
        book.save(recipe)
        onFinish()
    }

    public func cancel() {
        onFinish()
    }
}
