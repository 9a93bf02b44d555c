import QuartetSupport

/// What a watcher and its thread share to end: the stream of batches, the flag the thread reads
/// after each wait, and the pipe that wakes it. ``InotifyWatcher`` and ``PollingWatcher`` both
/// stop through it, once.
struct WatcherLifetime: Sendable {
    /// The batches, as ``FileWatcher/changes`` hands them out.
    let changes: AsyncStream<Set<String>>
    let continuation: AsyncStream<Set<String>>.Continuation
    /// Wakes the watcher's thread from its wait.
    let wake: WakePipe
    private let stopped = Lock(false)

    init(wake: WakePipe) {
        (changes, continuation) = AsyncStream.makeStream()
        self.wake = wake
    }

    /// Whether ``stop()`` was called: the thread returns when it sees it.
    var isStopped: Bool { stopped.withLock { $0 } }

    /// Finishes the stream and wakes the thread; only the first call does anything.
    func stop() {
        let wasRunning = stopped.withLock { stopped in
            defer { stopped = true }
            return !stopped
        }
        guard wasRunning else { return }
        continuation.finish()
        wake.signal()
    }
}
