/// A square of a given side.
public struct Square: Sendable {
    public var side: Double

    public init(side: Double) {
        self.side = side
    }

    /// The area, side times side.
    public var area: Double { side * side }
}
