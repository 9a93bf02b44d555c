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
// fails when a cell's ratio to PlainObservable moved by more than 20 %. `--write FILE` writes the
// timings as a Markdown table, with the date, machine and toolchain, for the articles to include.
import AllocationCounter
import Foundation

let settings = Settings(arguments: CommandLine.arguments)

steady_heap()

/// Stops a run that hangs: the waits have no time-out of their own.
let watchdog = Task.detached {
    try await Task.sleep(for: .seconds(600))
    FileHandle.standardError.write(Data("compare-benchmark: still running after 10 minutes; stopped\n".utf8))
    exit(2)
}

if settings.checksStability {
    exit(try checkStable(settings) ? 0 : 1)
}
if settings.timingsOnly {
    // One line per cell measured; --only and --action narrow the run, for a profiler.
    printMachineReadable(try await measureAll(settings))
    exit(0)
}

print(
    "compare-benchmark: the reading-list screen, five ways (\(settings.rounds) rounds; ratios to PlainObservable)"
)
print("")
try printLinesOfCode()
print("")
try await printInvalidations()
let measured = try await measureAll(settings)
printTimings(measured)
print("")
let clean = try await printLeftovers()
if let file = settings.resultsFile {
    try resultsMarkdown(measured, settings).write(toFile: file, atomically: true, encoding: .utf8)
    print("wrote \(file)")
}
watchdog.cancel()
if !clean { exit(1) }
