/// A square of a given side.
///
/// ```swift
/// # let side = 3.0
/// let square = Square(side: side)
/// print(square.area)  // Prints "9.0"
/// ```
public struct Square: Sendable {
    public var side: Double

    public init(side: Double) {
        self.side = side
    }

    /// The area, ``side`` times ``Square/side``.
    ///
    /// The blocks of one doc comment are one program, which imports `Geometry` only:
    ///
    /// ```swift
    /// let unit = Square(side: 1)
    /// ```
    ///
    /// ```swift
    /// print(unit.area * 4)  // Prints "4.0"
    /// ```
    public var area: Double { side * side }
}
