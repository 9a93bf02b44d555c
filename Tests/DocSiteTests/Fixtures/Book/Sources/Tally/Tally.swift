/// Counts things.
public struct Tally {
    public var count = 0
    public init() {}
}
