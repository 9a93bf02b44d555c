public struct Shelf {
    public var books = Books()
}
