/// A double-ended queue.
public struct Deque {
    public init() {}

    /// How many elements it holds.
    ///
    ///     print(Deque().count)  // Prints "0"
    public var count: Int { 0 }
}
