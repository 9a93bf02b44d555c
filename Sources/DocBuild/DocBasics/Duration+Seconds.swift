extension Duration {
    /// The duration in seconds, as `String(format:)`, `DispatchTime` and a ratio of two timings
    /// take it.
    package var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
