import AllocationCounter
import CompareDriving
import Foundation
import Observation
import QuartetSupport
import ReadingList
import ReadingListCatalog

/// The measurements of one action, one per round: wall time until the screen shows the result,
/// the process's CPU time over the same span, heap allocations, and context switches.
struct Samples {
    var wall: [Double] = []
    var cpu: [Double] = []
    var allocations: [Double] = []
    var switches: [Double] = []
}

/// The median of a cell, with its fastest and slowest round.
struct Spread {
    var median: Double
    var min: Double
    var max: Double

    init(_ values: [Double]) {
        let sorted = values.sorted()
        median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        min = sorted.first ?? 0
        max = sorted.last ?? 0
    }
}

/// The actions measured, each on a fresh screen whose set-up is not measured.
enum Action: String, CaseIterable {
    case load1000 = "load 1,000"
    case typing = "type a char"
    case titleChange = "save a title"
    case refresh1000 = "refresh 1,000"
    case openDetail = "open detail"
}

/// The process's CPU time, all threads, in nanoseconds.
func processCPUNanoseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

/// How many times a thread of the process has given up its core, willingly or not: each thread
/// an action wakes (a task resumed on another executor) adds at least one. Unlike a time, it does
/// not depend on how busy the machine is.
func processContextSwitches() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_nvcsw + usage.ru_nivcsw)
}

/// Suspends until `condition` holds for what `session` shows, re-checking on each change to what
/// it reads.
///
/// The spec's `waitUntil` arms a real-time timer for its time-out on every wait; here that timer,
/// a task on another thread, would cost more than most actions measured. A benchmark that hangs
/// is stopped by the watchdog in main.swift instead.
@MainActor
func shown(_ session: ReadingListSession, _ condition: @escaping @MainActor (ReadingListScreen) -> Bool) async
{
    while true {
        let resumed = Lock(false)
        let holds = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            @Sendable func resume(_ value: Bool) {
                let isFirst = resumed.withLock { done in
                    defer { done = true }
                    return !done
                }
                if isFirst {
                    continuation.resume(returning: value)
                }
            }
            let holds = withObservationTracking {
                condition(session.state)
            } onChange: {
                resume(false)
            }
            if holds { resume(true) }
        }
        if holds { return }
    }
}

/// One continuation hop, the unit an asynchronous action's cost is made of: a task waiting on the
/// main actor in `withCheckedContinuation` is resumed from the main actor, and the time until it
/// runs again is taken. A resumed task is scheduled on the global executor first and then hops
/// to the main actor, so this is two thread hand-offs.
@MainActor
func hop(into samples: inout Samples) async {
    /// The waiting task's continuation, once it waits, and the set-up's, until the task waits.
    struct Handshake {
        var waiting: CheckedContinuation<Void, Never>?
        var setUp: CheckedContinuation<Void, Never>?
    }
    let handshake = Lock(Handshake())
    let resumed = Task { @MainActor in
        await withCheckedContinuation { continuation in
            let setUp = handshake.withLock { state in
                state.waiting = continuation
                defer { state.setUp = nil }
                return state.setUp
            }
            setUp?.resume()
        }
        return (ContinuousClock.now, processCPUNanoseconds(), processContextSwitches())
    }
    await withCheckedContinuation { continuation in
        let isWaiting = handshake.withLock { state in
            if state.waiting == nil { state.setUp = continuation }
            return state.waiting != nil
        }
        if isWaiting { continuation.resume() }
    }
    let allocationsBefore = allocation_count()
    let switchesBefore = processContextSwitches()
    let (cpuBefore, start) = (processCPUNanoseconds(), ContinuousClock.now)
    handshake.withLock { $0.waiting }!.resume()
    let (end, cpuAfter, switchesAfter) = await resumed.value
    samples.switches.append(switchesAfter - switchesBefore)
    let elapsed = end - start
    samples.wall.append(
        Double(elapsed.components.attoseconds) / 1e9 + Double(elapsed.components.seconds) * 1e9)
    samples.cpu.append(cpuAfter - cpuBefore)
    samples.allocations.append(Double(allocation_count() - allocationsBefore))
}

/// One round of `action` on `implementation`.
@MainActor
func measure(_ implementation: ReadingListImplementation, _ action: Action, into samples: inout Samples)
    async throws
{
    let items = ReadingItem.generated(count: 1_000)
    let session = ReadingListSession(implementation, items: items, latency: .zero)
    var act: () -> Void = {}
    var done: @MainActor (ReadingListScreen) -> Bool = { _ in true }
    switch action {
    case .load1000:
        act = { session.screen.appear() }
        done = { $0.load == .loaded && $0.items.count == 1_000 }
    case .typing:
        try await session.appearLoaded()
        act = { session.screen.search("x") }
        done = { $0.query == "x" }
    case .titleChange:
        try await session.appearLoaded()
        try await session.openEditor(of: 42, typing: "Renamed")
        act = { session.screen.tapSave() }
        done = { $0.detail?.editor == nil && $0.items.first { $0.id == 42 }?.title == "Renamed" }
    case .refresh1000:
        try await session.appearLoaded()
        session.service.replaceItems(
            with: items.map { ReadingItem(id: $0.id, title: "New", author: $0.author) })
        act = { session.screen.pullToRefresh() }
        done = { !$0.isRefreshing && $0.items.first?.title == "New" }
    case .openDetail:
        try await session.appearLoaded()
        act = { session.screen.tapItem(7) }
        done = { $0.detail?.item.id == 7 }
    }
    let allocationsBefore = allocation_count()
    let switchesBefore = processContextSwitches()
    let cpuBefore = processCPUNanoseconds()
    let start = ContinuousClock.now
    act()
    await shown(session, done)
    let elapsed = ContinuousClock.now - start
    samples.cpu.append(processCPUNanoseconds() - cpuBefore)
    samples.switches.append(processContextSwitches() - switchesBefore)
    samples.allocations.append(Double(allocation_count() - allocationsBefore))
    samples.wall.append(
        Double(elapsed.components.attoseconds) / 1e9 + Double(elapsed.components.seconds) * 1e9)
    await session.leave()
}

/// What one run measures: every implementation's and action's samples, and continuation hops.
struct Measurements {
    var cells: [ReadingListImplementation: [Action: Samples]] = [:]
    var hops = Samples()
}

/// Every implementation's and action's samples over the settings' interleaved rounds, after their
/// warm-up, with five continuation hops a round.
@MainActor
func measureAll(_ settings: Settings) async throws -> Measurements {
    var measured = Measurements()
    for round in 0..<(settings.warmUp + settings.rounds) {
        let isWarmUp = round < settings.warmUp
        for implementation in ReadingListImplementation.allCases
        where settings.onlyImplementation.map({ $0 == implementation.rawValue }) ?? true {
            for action in Action.allCases where settings.onlyAction.map({ $0 == action.rawValue }) ?? true {
                var cell = isWarmUp ? Samples() : measured.cells[implementation]?[action] ?? Samples()
                try await measure(implementation, action, into: &cell)
                if !isWarmUp { measured.cells[implementation, default: [:]][action] = cell }
            }
        }
        var hops = isWarmUp ? Samples() : measured.hops
        for _ in 0..<5 { await hop(into: &hops) }
        if !isWarmUp { measured.hops = hops }
    }
    return measured
}

/// After a session that leaves with a save and the impression timer running: the
/// objects still alive and the tasks (service calls and timers) still running.
@MainActor
func leftovers(_ implementation: ReadingListImplementation) async throws -> (alive: Int, running: Int) {
    let session = ReadingListSession(implementation)
    try await session.appearLoaded()
    try await session.openEditor(of: 42, typing: "Renamed")
    session.screen.tapSave()
    try await session.waitForTimer(session.latency)
    await session.leave()
    let alive = await session.objectsStillAlive().count
    return (alive, session.service.callsInFlight + session.clock.sleeperCount)
}
