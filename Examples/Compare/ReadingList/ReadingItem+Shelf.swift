extension ReadingItem {
    /// A small reading list for previews, demos and tests.
    public static let shelf: [ReadingItem] = [
        ReadingItem(id: 3, title: "Middlemarch", author: "George Eliot"),
        ReadingItem(id: 7, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin"),
        ReadingItem(id: 12, title: "Invisible Cities", author: "Italo Calvino"),
        ReadingItem(id: 42, title: "The Hitchhiker's Guide to the Galaxy", author: "Douglas Adams"),
        ReadingItem(id: 58, title: "Beloved", author: "Toni Morrison"),
    ]

    /// `count` generated items with ids `1...count`, for measuring a screen with a long list.
    public static func generated(count: Int) -> [ReadingItem] {
        (1...max(count, 1)).prefix(count).map {
            ReadingItem(id: $0, title: "Book \($0)", author: "Author \($0 % 97)")
        }
    }
}
