/// A recipe: what the list shows, the detail screen describes and the editor changes.
public struct Recipe: Identifiable, Hashable, Sendable {
    public let id: Int
    public var title: String
    public var minutes: Int
    public var ingredients: [String]

    public init(id: Int, title: String, minutes: Int, ingredients: [String]) {
        self.id = id
        self.title = title
        self.minutes = minutes
        self.ingredients = ingredients
    }
}

extension Recipe {
    /// A few recipes to start with, including number 42, which the sample deep link opens.
    public static let samples: [Recipe] = [
        Recipe(id: 7, title: "Tomato soup", minutes: 30, ingredients: ["tomatoes", "onion", "basil"]),
        Recipe(id: 42, title: "Pancakes", minutes: 20, ingredients: ["flour", "milk", "eggs"]),
        Recipe(id: 99, title: "Risotto", minutes: 45, ingredients: ["rice", "stock", "parmesan"]),
    ]
}
