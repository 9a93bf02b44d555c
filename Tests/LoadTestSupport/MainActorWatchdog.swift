import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How late a job on the main actor may start before the watchdog records it: 250 ms, or
/// `QUARTET_MAIN_ACTOR_WATCHDOG_MS`.
private let stallThreshold: Duration = .milliseconds(
    getenv("QUARTET_MAIN_ACTOR_WATCHDOG_MS").flatMap { Int(String(cString: $0)) } ?? 250)

/// Records every stretch of at least 250 ms (by default) in which the main actor ran no new job: a turn that
/// held it that long, or a queue that long in front of it. Started by `MainActorWatchdogStart`'s
/// constructor when the test process starts, if `QUARTET_MAIN_ACTOR_WATCHDOG` names a file;
/// `scripts/main-actor-watchdog` sets it and names the tests that were running at each stall.
///
/// A thread of its own sends the main queue (the main actor's executor) an empty job every 20 ms
/// and measures how long the job waits to run; when it waited 250 ms, it writes one line,
/// `stall <pid> <start, seconds since 1970> <milliseconds>`, after a `start <pid> <time>` line
/// when the process starts. It does the same for the global executor, where tasks without an
/// actor run and where a resumed continuation is first scheduled (`poolstall` lines): on Linux
/// its threads are as many as the cores, so work that blocks or long synchronous work there
/// delays every task of the process. A child process (an exit test)
/// inherits the setting and writes its own lines. The watchdog is a probe for finding what
/// starves the main actor, not a test: it fails nothing.
///
/// It cannot say which code held the main actor: once the main thread has entered
/// `dispatch_main()` (as a test process's has), the main queue is drained by whichever of
/// libdispatch's worker threads picks it up, and those threads block signals, so no signal
/// handler can sample their stacks. The script names the tests running during each stall.
@_cdecl("quartet_start_main_actor_watchdog")
public func startMainActorWatchdog(_ path: UnsafePointer<CChar>) {
    guard let file = fopen(path, "a") else { return }
    fputs("start \(getpid()) \(secondsSince1970())\n", file)
    fflush(file)
    // A thread for each probe, so that a queue that waits long hides no other's waits.
    for (kind, send) in pings {
        var thread = pthread_t()
        let probe = Unmanaged.passRetained(Probe(file: file, kind: kind, send: send))
        pthread_create(
            &thread, nil,
            { argument in
                Unmanaged<Probe>.fromOpaque(argument!).takeRetainedValue().run()
                return nil
            }, probe.toOpaque())
        pthread_detach(thread)
    }
}

/// One probe: its record kind, how it sends an empty job, and the log.
private final class Probe: Sendable {
    // glibc locks a `FILE *` around each call, so the probes' threads may share it.
    nonisolated(unsafe) let file: UnsafeMutablePointer<FILE>
    let kind: String
    let send: @Sendable (@escaping @Sendable () -> Void) -> Void

    init(
        file: UnsafeMutablePointer<FILE>, kind: String,
        send: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void
    ) {
        self.file = file
        self.kind = kind
        self.send = send
    }

    func run() {
        let clock = ContinuousClock()
        while true {
            // The probe's own thread waits, never one of the pool's or the main thread.
            let served = DispatchSemaphore(value: 0)
            let sent = clock.now
            let sentSince1970 = secondsSince1970()
            send { served.signal() }
            served.wait()
            let waited = clock.now - sent
            if waited >= stallThreshold {
                let milliseconds = Int(waited / .milliseconds(1))
                fputs("\(kind) \(getpid()) \(sentSince1970) \(milliseconds)\n", file)
                fflush(file)
            }
            // The sampling period: how often a probe asks, not a wait for anything.
            usleep(20_000)
        }
    }
}

/// Each probe's record kind, and how it sends an empty job.
private let pings: [(String, @Sendable (@escaping @Sendable () -> Void) -> Void)] = [
    ("stall", { job in DispatchQueue.main.async(execute: job) }),
    // The same queue, reached as Swift's tasks reach it: a main-actor task of each priority.
    ("stall-task", { job in Task { @MainActor in job() } }),
    ("stall-task-background", { job in Task(priority: .background) { @MainActor in job() } }),
    ("poolstall", { job in Task.detached { job() } }),
    // A task waits in the global executor's queue for its priority: the lower ones are served
    // only when the higher ones are empty.
    ("poolstall-utility", { job in Task.detached(priority: .utility) { job() } }),
    ("poolstall-background", { job in Task.detached(priority: .background) { job() } }),
]

private func secondsSince1970() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
