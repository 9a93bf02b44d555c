/// A running count.
///
/// ```swift
/// var tally = Tally()
/// tally.add(2)
/// tally.add(3)
/// print(tally.total)  // Prints "4"
/// ```
public struct Tally: Sendable {
    /// Everything added so far.
    public private(set) var total = 0

    /// A tally of nothing yet.
    public init() {}

    /// Adds `value` to the total.
    public mutating func add(_ value: Int) {
        total += value
    }
}
