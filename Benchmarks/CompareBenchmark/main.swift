// compare-benchmark: the reading-list screen, five ways, measured side by side in one run.
//
//   swift run -c release compare-benchmark [--rounds N]
//
// Every figure is printed beside its ratio to PlainObservable, measured in the same run. Lines of
// code are counted from the files; invalidations are counted with ObservationProbe over what each
// view's body reads; times and allocations are medians over the rounds, on a service with no
// latency and a TestClock, so they measure the screen's own work.
import AllocationCounter
import CompareDriving
import Foundation
import QuartetSupport
import ReadingList
import ReadingListCatalog

let rounds =
    CommandLine.arguments.firstIndex(of: "--rounds")
    .flatMap { CommandLine.arguments.indices.contains($0 + 1) ? Int(CommandLine.arguments[$0 + 1]) : nil }
    ?? 15

/// The cost of one action: its median time until the screen shows the result, and its median
/// number of heap allocations.
struct Cost {
    var nanoseconds: Double
    var allocations: Double
}

/// The actions measured, each on a fresh screen whose set-up is not measured.
enum Action: String, CaseIterable {
    case load1000 = "load 1,000"
    case typing = "type a char"
    case titleChange = "save a title"
    case refresh1000 = "refresh 1,000"
    case openDetail = "open detail"
}

@MainActor
func measure(_ implementation: ReadingListImplementation, _ action: Action) async throws -> Cost {
    var times: [Double] = []
    var allocations: [Double] = []
    for _ in 0..<rounds {
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
        let start = ContinuousClock.now
        act()
        try await session.waitUntil(action.rawValue, done)
        let elapsed = ContinuousClock.now - start
        allocations.append(Double(allocation_count() - allocationsBefore))
        times.append(Double(elapsed.components.attoseconds) / 1e9 + Double(elapsed.components.seconds) * 1e9)
        await session.leave()
    }
    return Cost(nanoseconds: median(times), allocations: median(allocations))
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
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

func row(_ name: String, _ cells: [String]) {
    print(name.padding(toLength: 16, withPad: " ", startingAt: 0) + cells.map { column($0, 15) }.joined())
}

let implementations = ReadingListImplementation.allCases
let baseline = ReadingListImplementation.plainObservable

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
    for _ in 0..<rounds { runs.append(try await implementation.invalidationCounts(coalescing: true)) }
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

var costs: [ReadingListImplementation: [Action: Cost]] = [:]
for implementation in implementations {
    for action in Action.allCases {
        costs[implementation, default: [:]][action] = try await measure(implementation, action)
    }
}

/// Prints one figure of every action's cost, `scale` times smaller, beside its ratio to the baseline.
@MainActor
func printCosts(_ title: String, _ figure: KeyPath<Cost, Double>, scale: Double = 1) {
    print(title)
    row("", Action.allCases.map(\.rawValue))
    for implementation in implementations {
        row(
            implementation.rawValue,
            Action.allCases.map { action in
                let value = costs[implementation]![action]![keyPath: figure]
                let base = costs[baseline]![action]![keyPath: figure]
                return String(format: "%.0f ", value / scale) + ratio(value, base)
            })
    }
}

print("")
printCosts(
    "Time until the screen shows the result, median µs (ratio to PlainObservable)", \.nanoseconds,
    scale: 1_000)

print("")
if allocation_counting_is_available() != 0 {
    printCosts("Heap allocations per action, median (ratio to PlainObservable)", \.allocations)
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
