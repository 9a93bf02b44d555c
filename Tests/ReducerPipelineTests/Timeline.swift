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
///
/// Time moves one 100 ms tick at a time, and only after the tasks woken by the previous tick
/// have had plenty of turns: a timer started in reaction to an element must be asleep before
/// the clock passes its deadline, however loaded the machine. See ``letWokenTasksRun(on:)``.
func record<S: AsyncSequence & Sendable>(_ sequence: S, on clock: TestClock) async -> [String]
where S.Element == String, S.Failure == Never {
    let isDone = Lock(false)
    let recording = Task {
        var events: [String] = []
        for await element in sequence {
            events.append("\(element)@\(milliseconds(clock.now))")
        }
        events.append("|@\(milliseconds(clock.now))")
        isDone.withLock { $0 = true }
        return events
    }
    var tick = 0
    while !isDone.withLock({ $0 }), tick < 100 {
        await letWokenTasksRun(on: clock)
        tick += 1
        await clock.advance(to: TestClock.Instant(offset: .milliseconds(100 * tick)))
    }
    return await recording.value
}

/// Yields until the clock's sleepers have stayed the same for a hundred yields spanning at least
/// 10 ms of real time.
///
/// The yields give woken tasks turns on the executor; the time span covers a thread that the
/// operating system descheduled for a while, which yields alone do not (parallel runs of the
/// suite on two cores once recorded a debounce's timer a tick late). Nothing waits on the time:
/// it only decides when enough turns have passed, and the test's result does not depend on it.
private func letWokenTasksRun(on clock: TestClock) async {
    let wall = ContinuousClock()
    var sleepers = clock.sleeperCount
    var stableYields = 0
    var stableSince = wall.now
    while stableYields < 100 || stableSince.duration(to: wall.now) < .milliseconds(10) {
        await yieldToOtherTasks()
        let current = clock.sleeperCount
        if current == sleepers {
            stableYields += 1
        } else {
            sleepers = current
            stableYields = 0
            stableSince = wall.now
        }
    }
}

private func milliseconds(_ instant: TestClock.Instant) -> Int64 {
    let (seconds, attoseconds) = instant.offset.components
    return seconds * 1000 + attoseconds / 1_000_000_000_000_000
}
