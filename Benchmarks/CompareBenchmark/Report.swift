import AllocationCounter
import CompareDriving
import Foundation
import ReadingList
import ReadingListCatalog

// The figures as a reader reads them: aligned rows of ratios to the plain model, and the
// Markdown the articles include.

/// The implementations in the order every table lists them; the first is the baseline.
var implementations: [ReadingListImplementation] { ReadingListImplementation.allCases }
/// What every ratio is to: the plain `@Observable` model.
var baseline: ReadingListImplementation { .plainObservable }

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

/// The median over rounds of a cell's time divided by the plain model's in the same round:
/// pairing the rounds cancels a slow spell of the machine, which falls on both.
func pairedRatio(_ cell: Samples, _ base: Samples?) -> Double {
    guard let base, base.wall.count == cell.wall.count else { return .nan }
    return Spread(zip(cell.wall, base.wall).map { $0 / $1 }).median
}

/// One line per cell, tab-separated, for `--check-stable` to read back: implementation, action,
/// median time, median CPU time, median allocations, median paired ratio to the plain model.
func printMachineReadable(_ measured: Measurements) {
    let hops = measured.hops
    print(
        ["hop", "resume", String(Spread(hops.wall).median), String(Spread(hops.cpu).median), "0", "1"].joined(
            separator: "\t"))
    for implementation in implementations {
        for action in Action.allCases {
            guard let cell = measured.cells[implementation]?[action] else { continue }
            print(
                [
                    implementation.rawValue, action.rawValue, String(Spread(cell.wall).median),
                    String(Spread(cell.cpu).median), String(Spread(cell.allocations).median),
                    String(pairedRatio(cell, measured.cells[baseline]?[action])),
                ].joined(separator: "\t"))
        }
    }
}

/// Runs the timings twice, each in a fresh process, and compares their ratios cell by cell.
///
/// Ratios to the plain model, not times: what the articles state is how the implementations
/// compare, and a machine that runs faster or slower between the two processes moves every time
/// alike (whole runs here have differed by a fifth) while leaving the ratios where they were.
/// Each ratio pairs the rounds (see ``pairedRatio(_:_:)``), so that a slow spell within a run
/// cancels too.
func checkStable(_ settings: Settings) throws -> Bool {
    let (rounds, warmUp) = (settings.rounds, settings.warmUp)
    func run() throws -> [String: (wall: Double, ratio: Double)] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--timings-only", "--rounds", "\(rounds)", "--warm-up", "\(warmUp)"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var figures: [String: (wall: Double, ratio: Double)] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 6, let wall = Double(fields[2]), let ratio = Double(fields[5]) else {
                continue
            }
            figures[fields[0] + "\t" + fields[1]] = (wall, ratio)
        }
        return figures
    }
    print(
        "compare-benchmark --check-stable: the timings twice, each in a process of its own (\(rounds) rounds)"
    )
    let first = try run()
    let second = try run()
    print("")
    print("Time as a ratio to PlainObservable (median of the rounds paired), first run / second run")
    print("(change); PlainObservable's median time in µs")
    row("", Action.allCases.map(\.rawValue), width: 22)
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
                if implementation == baseline {
                    return String(format: "%.0f/%.0f µs", a.wall / 1_000, b.wall / 1_000)
                }
                let (ratioA, ratioB) = (a.ratio, b.ratio)
                let change = (ratioB - ratioA) / ratioA
                if !(abs(change) <= 0.2) { stable = false }
                return String(format: "%.2f/%.2f (%+.0f%%)", ratioA, ratioB, change * 100)
            }, width: 22)
    }
    print("")
    print(
        stable
            ? "verdict: every ratio within ±20 % of the first run"
            : "verdict: unstable: a ratio moved by more than 20 %")
    return stable
}

/// The timings as the Markdown the articles include: three tables with named columns. The
/// times, with how they were measured, are the anchor `time`, which Choosing includes alone
/// (`{{#include Benchmarks/Results/compare-benchmark.md:time}}`).
func resultsMarkdown(_ measured: Measurements, _ settings: Settings) -> String {
    let (rounds, warmUp) = (settings.rounds, settings.warmUp)
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
    text += "\n<!-- ANCHOR: floor -->\n" + floorSentence(measured) + "\n<!-- ANCHOR_END: floor -->\n"
    if allocation_counting_is_available() != 0 {
        table("Heap allocations", \.allocations, unit: "", scale: 1, range: false)
    }
    table("Context switches", \.switches, unit: "", scale: 1, range: false)
    text += String(
        format:
            "\nEach time a thread of the process gave up its core counts once; the hop above counts %.0f.\n",
        Spread(measured.hops.switches).median)
    return text
}

/// The reducer pipeline's asynchronous actions against their floor: the plain model's CPU time
/// plus one continuation hop's, measured in the same run. An implementation that takes an action
/// on a later turn of the main actor makes the screen's reader wait one hop at least.
func floorSentence(_ measured: Measurements) -> String {
    let hop = Spread(measured.hops.cpu).median
    let figures = [Action.typing, .openDetail].map { action in
        let plain = Spread(measured.cells[baseline]![action]!.cpu).median
        let pipeline = Spread(measured.cells[.reducerPipeline]![action]!.cpu).median
        return String(
            format: "%@ %.0f µs against %.0f µs, %.2f×", action.rawValue, pipeline / 1_000,
            (plain + hop) / 1_000, pipeline / (plain + hop))
    }
    return String(
        format: "One continuation hop took %.0f µs of CPU time. The reducer pipeline against its floor,"
            + " the plain model's CPU time plus one hop: %@.", hop / 1_000,
        figures.joined(separator: "; "))
}

/// The lines of code of each implementation: its logic, its views and its adapter to the spec.
func printLinesOfCode() throws {
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
}

/// Every invalidation of one run, summed: what a row's ratio compares.
func total(_ counts: InvalidationCounts) -> Double {
    Double(counts.typing + counts.titleChange + counts.refresh + counts.openingDetail)
}

/// The views' invalidations per action, every change counted, then coalesced as SwiftUI renders.
@MainActor
func printInvalidations() async throws {
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
}

/// Prints one figure of every action's samples, `scale` times smaller, beside its ratio to the
/// baseline, and with `range` the fastest and slowest round.
func printSamples(
    _ samples: [ReadingListImplementation: [Action: Samples]], _ title: String,
    _ figure: KeyPath<Samples, [Double]>,
    scale: Double = 1, range: Bool = false
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

/// The times, CPU times and allocations of every action, and one continuation hop's time.
func printTimings(_ measured: Measurements) {
    let samples = measured.cells
    print("")
    printSamples(
        samples,
        "Time until the screen shows the result, median µs (ratio to PlainObservable), fastest–slowest round",
        \.wall, scale: 1_000, range: true)
    let hopSpread = Spread(measured.hops.wall)
    print(
        String(
            format:
                "One continuation hop (a task waiting on the main actor, resumed): median %.0f µs, %.0f–%.0f",
            hopSpread.median / 1_000, hopSpread.min / 1_000, hopSpread.max / 1_000))
    print("")
    printSamples(
        samples, "CPU time of the process over the same span, median µs (ratio)", \.cpu, scale: 1_000)

    print(floorSentence(measured))
    print("")
    printSamples(
        samples, "Context switches of the process's threads over the same span, median (ratio)", \.switches)
    print(
        String(
            format: "One continuation hop: %.0f context switches", Spread(measured.hops.switches).median))
    print("")
    if allocation_counting_is_available() != 0 {
        printSamples(samples, "Heap allocations per action, median (ratio to PlainObservable)", \.allocations)
    } else {
        print("Heap allocations: not counted on this platform (AllocationCounter needs Linux with glibc)")
    }
}

/// After a session left mid-save and mid-impression, what each implementation still holds.
///
/// - Returns: whether every one released everything.
@MainActor
func printLeftovers() async throws -> Bool {
    print("After leaving mid-save and mid-impression (must be 0)")
    row("", ["models alive", "tasks running"])
    var clean = true
    for implementation in implementations {
        let left = try await leftovers(implementation)
        clean = clean && left.alive == 0 && left.running == 0
        row(implementation.rawValue, ["\(left.alive)", "\(left.running)"])
    }
    print(
        clean ? "verdict: every implementation releases everything" : "verdict: something outlived the screen"
    )
    return clean
}
