import Core

/// A deque that counts what it was given, over Core's.
public struct Deque {
    var base = Core.Deque()

    public init() {}

    /// How many elements it holds.
    public var count: Int { base.count }
}
