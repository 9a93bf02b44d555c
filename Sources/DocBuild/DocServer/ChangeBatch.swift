/// The changes seen since the last batch was sent, and when to send them: the watchers'
/// debouncing, as a value that a test can drive with instants of its own.
///
/// A batch is due `quiet` after the latest change, so that a save that touches several files, or
/// an editor's write-then-rename, arrives as one batch; but never later than ``longestDelay``
/// after its first change, so that a folder that never stops changing is still reported.
///
/// ```swift
/// var batch = ChangeBatch(quiet: .milliseconds(30))
/// batch.add(["/a"], at: start)
/// batch.add(["/b"], at: start + .milliseconds(20))
/// batch.takeIfDue(at: start + .milliseconds(40))  // nil: /b came 20 ms ago
/// batch.takeIfDue(at: start + .milliseconds(50))  // ["/a", "/b"]
/// ```
struct ChangeBatch {
    /// How long no change must be seen before the batch is due.
    let quiet: Duration
    private(set) var paths: Set<String> = []
    private var firstChange: ContinuousClock.Instant?
    private var lastChange: ContinuousClock.Instant?

    init(quiet: Duration) {
        self.quiet = quiet
    }

    /// The longest a change waits in a batch: ten quiet periods.
    var longestDelay: Duration { quiet * 10 }

    /// When the batch is due; `nil` while it is empty.
    var dueTime: ContinuousClock.Instant? {
        guard let firstChange, let lastChange else { return nil }
        return min(lastChange + quiet, firstChange + longestDelay)
    }

    /// Adds changed paths seen at `now`; adding none changes nothing, not even the due time.
    mutating func add(_ changed: some Collection<String>, at now: ContinuousClock.Instant) {
        guard !changed.isEmpty else { return }
        paths.formUnion(changed)
        if firstChange == nil { firstChange = now }
        lastChange = now
    }

    /// How long until the batch is due, at least zero; `nil` while it is empty.
    func timeRemaining(at now: ContinuousClock.Instant) -> Duration? {
        dueTime.map { max(.zero, now.duration(to: $0)) }
    }

    /// The batch's paths if it is due at `now`, leaving it empty; otherwise `nil`.
    mutating func takeIfDue(at now: ContinuousClock.Instant) -> Set<String>? {
        guard let dueTime, now >= dueTime else { return nil }
        defer { self = ChangeBatch(quiet: quiet) }
        return paths
    }
}
