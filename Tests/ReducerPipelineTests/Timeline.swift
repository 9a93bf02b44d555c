import QuartetSupport
import ReducerPipeline

/// Tiny marble timelines for timing operators, one character per 100 ms tick: a letter is an
/// element, `-` nothing, `|` the end. `"ab--c|"` yields "a" at 0 ms, "b" at 100 ms, "c" at
/// 400 ms and ends at 500 ms.
func timeline(_ marbles: String, on clock: TestClock) -> PipelineStream<String> {
    PipelineStream { continuation in
        Task {
            for (tick, marble) in marbles.enumerated() {
                try? await clock.sleep(until: TestClock.Instant(offset: .milliseconds(100 * tick)))
                switch marble {
                case "-": continue
                case "|":
                    continuation.finish()
                    return
                default: continuation.yield(String(marble))
                }
            }
            continuation.finish()
        }
    }
}

/// Runs `sequence` to its end on `clock`, recording each element (and the end, as `|`) with
/// the instant it was emitted: `["a@0", "d@400", "|@800"]`.
func record<S: AsyncSequence & Sendable>(_ sequence: S, on clock: TestClock) async -> [String]
where S.Element == String, S.Failure == Never {
    let recording = Task {
        var events: [String] = []
        for await element in sequence {
            events.append("\(element)@\(milliseconds(clock.now))")
        }
        events.append("|@\(milliseconds(clock.now))")
        return events
    }
    await clock.run()
    return await recording.value
}

private func milliseconds(_ instant: TestClock.Instant) -> Int64 {
    let (seconds, attoseconds) = instant.offset.components
    return seconds * 1000 + attoseconds / 1_000_000_000_000_000
}
