/// The books on a shelf.
public struct Books {
    public var titles: [String] = []

    public var note = """
        A note
        over two lines
        """
    public init() {}
}
