/// A double-ended queue.
public struct Deque {
    public init() {}

    /// How many elements it holds.
    public var count: Int { 0 }
}
