// compare-benchmark: the reading-list screen, five ways, measured side by side in one run.
//
//   swift run -c release compare-benchmark [--rounds N] [--warm-up N] [--write FILE]
//   swift run -c release compare-benchmark --check-stable
//   swift run -c release compare-benchmark --timings-only --only ReducerPipeline --action "type a char"
//
// Every figure is printed beside its ratio to PlainObservable, measured in the same run. Lines of
// code are counted from the files; invalidations are counted with ObservationProbe over what each
// view's body reads. Times and allocations are taken on a service with no latency and a
// TestClock, so they measure the screen's own work: the rounds are interleaved (each round
// measures every implementation and action once, so a slow spell of the machine falls on all of
// them alike), the warm-up rounds are dropped, and each cell prints the median with the fastest
// and slowest round. `--check-stable` runs the timings twice, each in a process of its own, and
// fails when a median moved by more than 20 %. `--write FILE` writes the timings as a Markdown
// table, with the date, machine and toolchain, for the articles to include.
import AllocationCounter
import CompareDriving
import Foundation
import Observation
import QuartetSupport
import ReadingList
import ReadingListCatalog

/// The value after `name` on the command line, if given.
func option(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), arguments.indices.contains(index + 1) else {
        return nil
    }
    return arguments[index + 1]
}

let rounds = option("--rounds").flatMap(Int.init) ?? 201
let warmUp = option("--warm-up").flatMap(Int.init) ?? 100
let timingsOnly = CommandLine.arguments.contains("--timings-only")
/// `--only` and `--action`, which narrow a run to one implementation or one action.
let onlyImplementation = option("--only")
let onlyAction = option("--action")

/// The measurements of one action, one per round: wall time until the screen shows the result,
/// the process's CPU time over the same span, and heap allocations.
struct Samples {
    var wall: [Double] = []
    var cpu: [Double] = []
    var allocations: [Double] = []
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

/// Suspends until `condition` holds for what `session` shows, re-checking on each change to what
/// it reads.
///
/// The spec's `waitUntil` arms a real-time timer for its time-out on every wait; here that timer,
/// a task on another thread, would cost more than most actions measured. A benchmark that hangs
/// is stopped by the watchdog below instead.
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
        return (ContinuousClock.now, processCPUNanoseconds())
    }
    await withCheckedContinuation { continuation in
        let isWaiting = handshake.withLock { state in
            if state.waiting == nil { state.setUp = continuation }
            return state.waiting != nil
        }
        if isWaiting { continuation.resume() }
    }
    let allocationsBefore = allocation_count()
    let (cpuBefore, start) = (processCPUNanoseconds(), ContinuousClock.now)
    handshake.withLock { $0.waiting }!.resume()
    let (end, cpuAfter) = await resumed.value
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
    let cpuBefore = processCPUNanoseconds()
    let start = ContinuousClock.now
    act()
    await shown(session, done)
    let elapsed = ContinuousClock.now - start
    samples.cpu.append(processCPUNanoseconds() - cpuBefore)
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

/// Every implementation's and action's samples over `rounds` interleaved rounds, after `warmUp`,
/// with five continuation hops a round.
@MainActor
func measureAll() async throws -> Measurements {
    var measured = Measurements()
    for round in 0..<(warmUp + rounds) {
        let isWarmUp = round < warmUp
        for implementation in ReadingListImplementation.allCases
        where onlyImplementation.map({ $0 == implementation.rawValue }) ?? true {
            for action in Action.allCases where onlyAction.map({ $0 == action.rawValue }) ?? true {
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

// MARK: - Printing

func column(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

func ratio(_ value: Double, _ baseline: Double) -> String {
    baseline == 0 ? (value == 0 ? "1.00×" : "—") : String(format: "%.2f×", value / baseline)
}

func row(_ name: String, _ cells: [String], width: Int = 15) {
    print(name.padding(toLength: 16, withPad: " ", startingAt: 0) + cells.map { column($0, width) }.joined())
}

/// How the articles name each implementation.
func displayName(_ implementation: ReadingListImplementation) -> String {
    switch implementation {
    case .plainObservable: "@Observable"
    case .interactors: "Interactors"
    case .reducerPipeline: "Reducer pipeline"
    case .protocolStore: "Protocol store"
    case .contextStore: "Context store"
    }
}

let implementations = ReadingListImplementation.allCases
let baseline = ReadingListImplementation.plainObservable

/// Stops a run that hangs: the waits above have no time-out of their own.
let watchdog = Task.detached {
    try await Task.sleep(for: .seconds(600))
    FileHandle.standardError.write(Data("compare-benchmark: still running after 10 minutes; stopped\n".utf8))
    exit(2)
}

/// The toolchain that built this run, as `swift --version` names it.
func swiftVersion() -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "--version"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return "Swift (version unknown)" }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let first = String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
    // "Swift version 6.3.1 (swift-6.3.1-RELEASE)" or "Apple Swift version 6.2 (swiftlang-…)"
    guard let range = first.range(of: "Swift version ") else { return "Swift (version unknown)" }
    let version = first[range.upperBound...].split(separator: " ").first.map(String.init) ?? ""
    return "Swift \(version)"
}

/// The machine, as a reader compares it with their own: system, architecture and cores.
func machineDescription() -> String {
    var system = utsname()
    uname(&system)
    func text<T>(_ field: T) -> String {
        withUnsafeBytes(of: field) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
    }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    return "\(text(system.sysname)) \(text(system.machine)), \(cores) cores"
}

/// One line per cell, tab-separated, for `--check-stable` to read back.
func printMachineReadable(_ measured: Measurements) {
    let hops = measured.hops
    print(
        ["hop", "resume", String(Spread(hops.wall).median), String(Spread(hops.cpu).median), "0"].joined(
            separator: "\t"))
    for implementation in implementations {
        for action in Action.allCases {
            guard let cell = measured.cells[implementation]?[action] else { continue }
            print(
                [
                    implementation.rawValue, action.rawValue, String(Spread(cell.wall).median),
                    String(Spread(cell.cpu).median), String(Spread(cell.allocations).median),
                ].joined(separator: "\t"))
        }
    }
}

/// Runs the timings twice, each in a fresh process, and compares their medians cell by cell.
func checkStable() throws -> Bool {
    func run() throws -> [String: Double] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--timings-only", "--rounds", "\(rounds)", "--warm-up", "\(warmUp)"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var medians: [String: Double] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 5, let wall = Double(fields[2]) else { continue }
            medians[fields[0] + "\t" + fields[1]] = wall
        }
        return medians
    }
    print(
        "compare-benchmark --check-stable: the timings twice, each in a process of its own (\(rounds) rounds)"
    )
    let first = try run()
    let second = try run()
    print("")
    print("Median µs, first run / second run (change)")
    row("", Action.allCases.map(\.rawValue), width: 20)
    var stable = !first.isEmpty
    for implementation in implementations {
        row(
            implementation.rawValue,
            Action.allCases.map { action in
                let key = implementation.rawValue + "\t" + action.rawValue
                guard let a = first[key], let b = second[key] else {
                    stable = false
                    return "missing"
                }
                let change = (b - a) / a
                if abs(change) > 0.2 { stable = false }
                return String(format: "%.0f/%.0f (%+.0f%%)", a / 1_000, b / 1_000, change * 100)
            }, width: 20)
    }
    print("")
    print(
        stable
            ? "verdict: every median within ±20 % of the first run"
            : "verdict: unstable: a median moved by more than 20 %")
    return stable
}

/// The timings as the Markdown the articles include: three tables with named columns. The
/// times, with how they were measured, are the anchor `time`, which Choosing includes alone
/// (`{{#include Benchmarks/Results/compare-benchmark.md:time}}`).
func resultsMarkdown(_ measured: Measurements) -> String {
    let samples = measured.cells
    let hop = Spread(measured.hops.wall)
    let today = Date().formatted(.iso8601.year().month().day())
    var text = """
        <!-- ANCHOR: time -->
        Measured on \(today) on \(machineDescription()) with \(swiftVersion()), by
        `swift run -c release compare-benchmark --write Benchmarks/Results/compare-benchmark.md`:
        \(rounds) rounds after \(warmUp) of warm-up, each round measuring every implementation and
        action once, on a service that answers at once. Each figure is the median round, then its
        ratio to `@Observable`; the range is the fastest and the slowest round.

        """
    func table(
        _ title: String, _ figure: KeyPath<Samples, [Double]>, unit: String, scale: Double, range: Bool
    ) {
        text += "\n| \(title) | " + Action.allCases.map(\.rawValue).joined(separator: " | ") + " |\n"
        text += "|---|" + Action.allCases.map { _ in "---:|" }.joined() + "\n"
        for implementation in implementations {
            let cells = Action.allCases.map { action in
                let spread = Spread(samples[implementation]![action]![keyPath: figure])
                let base = Spread(samples[baseline]![action]![keyPath: figure]).median
                var cell = String(format: "%.0f\(unit)", spread.median / scale)
                if implementation != baseline { cell += ", " + ratio(spread.median, base) }
                if range { cell += String(format: " (%.0f–%.0f)", spread.min / scale, spread.max / scale) }
                return cell
            }
            text += "| \(displayName(implementation)) | " + cells.joined(separator: " | ") + " |\n"
        }
    }
    table("Time, µs", \.wall, unit: "", scale: 1_000, range: true)
    text += String(
        format: "\nOne continuation hop — a task waiting on the main actor, resumed, running again — took"
            + " %.0f µs (%.0f–%.0f).\n", hop.median / 1_000, hop.min / 1_000, hop.max / 1_000)
    text += "<!-- ANCHOR_END: time -->\n"
    table("CPU time, µs", \.cpu, unit: "", scale: 1_000, range: false)
    if allocation_counting_is_available() != 0 {
        table("Heap allocations", \.allocations, unit: "", scale: 1, range: false)
    }
    return text
}

if CommandLine.arguments.contains("--check-stable") {
    exit(try checkStable() ? 0 : 1)
}
if timingsOnly {
    // One line per cell measured; --only and --action narrow the run, for a profiler.
    printMachineReadable(try await measureAll())
    exit(0)
}

print("compare-benchmark: the reading-list screen, five ways (\(rounds) rounds; ratios to PlainObservable)")
print("")
print("Lines of code (non-blank, non-comment)")
row("", ["logic", "views", "adapter", "total", "ratio"])
let lines = try implementations.map { try $0.sourceLines() }
let baselineLines = Double(lines[0].logic + lines[0].views + lines[0].adapter)
for (implementation, count) in zip(implementations, lines) {
    let total = count.logic + count.views + count.adapter
    row(
        implementation.rawValue,
        [
            "\(count.logic)", "\(count.views)", "\(count.adapter)", "\(total)",
            ratio(Double(total), baselineLines),
        ])
}

print("")
func total(_ counts: InvalidationCounts) -> Double {
    Double(counts.typing + counts.titleChange + counts.refresh + counts.openingDetail)
}
let invalidationHeader = ["type a char", "save a title", "refresh 1,000", "open detail", "total ratio"]

print("View invalidations per action, every change to what a view reads counted (ObservationProbe)")
row("", invalidationHeader)
var changes: [InvalidationCounts] = []
for implementation in implementations { changes.append(try await implementation.invalidationCounts()) }
for (implementation, counts) in zip(implementations, changes) {
    let cells = [counts.typing, counts.titleChange, counts.refresh, counts.openingDetail].map { "\($0)" }
    row(implementation.rawValue, cells + [ratio(total(counts), total(changes[0]))])
}

print("")
print("View invalidations per action, coalesced within a main-actor turn as SwiftUI renders (min–max)")
row("", invalidationHeader)
for implementation in implementations {
    var runs: [InvalidationCounts] = []
    for _ in 0..<15 { runs.append(try await implementation.invalidationCounts(coalescing: true)) }
    func range(_ value: (InvalidationCounts) -> Int) -> String {
        let values = runs.map(value)
        let (low, high) = (values.min() ?? 0, values.max() ?? 0)
        return low == high ? "\(low)" : "\(low)–\(high)"
    }
    let totals = runs.map(total)
    row(
        implementation.rawValue,
        [
            range(\.typing), range(\.titleChange), range(\.refresh), range(\.openingDetail),
            ratio(totals.reduce(0, +) / Double(totals.count), total(changes[0])),
        ])
}

let measured = try await measureAll()
let samples = measured.cells

/// Prints one figure of every action's samples, `scale` times smaller, beside its ratio to the
/// baseline, and with `range` the fastest and slowest round.
@MainActor
func printSamples(
    _ title: String, _ figure: KeyPath<Samples, [Double]>, scale: Double = 1, range: Bool = false
) {
    print(title)
    row("", Action.allCases.map(\.rawValue), width: range ? 22 : 15)
    for implementation in implementations {
        row(
            implementation.rawValue,
            Action.allCases.map { action in
                let spread = Spread(samples[implementation]![action]![keyPath: figure])
                let base = Spread(samples[baseline]![action]![keyPath: figure]).median
                var cell = String(format: "%.0f ", spread.median / scale) + ratio(spread.median, base)
                if range { cell += String(format: " %.0f–%.0f", spread.min / scale, spread.max / scale) }
                return cell
            }, width: range ? 22 : 15)
    }
}

print("")
printSamples(
    "Time until the screen shows the result, median µs (ratio to PlainObservable), fastest–slowest round",
    \.wall, scale: 1_000, range: true)
let hopSpread = Spread(measured.hops.wall)
print(
    String(
        format: "One continuation hop (a task waiting on the main actor, resumed): median %.0f µs, %.0f–%.0f",
        hopSpread.median / 1_000, hopSpread.min / 1_000, hopSpread.max / 1_000))
print("")
printSamples("CPU time of the process over the same span, median µs (ratio)", \.cpu, scale: 1_000)

print("")
if allocation_counting_is_available() != 0 {
    printSamples("Heap allocations per action, median (ratio to PlainObservable)", \.allocations)
} else {
    print("Heap allocations: not counted on this platform (AllocationCounter needs Linux with glibc)")
}

print("")
print("After leaving mid-save and mid-impression (must be 0)")
row("", ["models alive", "tasks running"])
var clean = true
for implementation in implementations {
    let left = try await leftovers(implementation)
    clean = clean && left.alive == 0 && left.running == 0
    row(implementation.rawValue, ["\(left.alive)", "\(left.running)"])
}
print(clean ? "verdict: every implementation releases everything" : "verdict: something outlived the screen")

if let file = option("--write") {
    try resultsMarkdown(measured).write(toFile: file, atomically: true, encoding: .utf8)
    print("wrote \(file)")
}
watchdog.cancel()
if !clean { exit(1) }
