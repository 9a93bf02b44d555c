/// A tally of taps.
public struct TapTally {
    public var taps = 0

    // region: increment
    public mutating func increment() {
        taps += 1
    }
    // endregion

    public mutating func reset() { taps = 0 }
}
