/// A count that goes up one step at a time.
public struct Counter: Sendable {
    /// The count so far.
    public private(set) var value = 0

    /// A counter at zero.
    public init() {}

    /// Adds one.
    public mutating func increment() {
        value += 1
    }

    /// Back to zero.
    public mutating func reset() {
        value = 0
    }
}
