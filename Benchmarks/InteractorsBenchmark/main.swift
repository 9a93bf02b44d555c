// Measures what an interactor adds to a task, as ratios against a bare `Task` awaited the same
// way in the same run (machines here are noisy; absolute times are printed for context only).
//
//     swift run -c release interactors-benchmark
import Interactors
import Observation

@Observable @MainActor
final class BenchmarkModel: ViewModel {
    var items: Loadable<[Int]> = .idle
    var plain: [Int] = []
}

@MainActor
final class BenchmarkInteractor: Interactor<BenchmarkModel> {}

/// Runs `body` `iterations` times; returns the mean time per iteration, in nanoseconds.
@MainActor
func measure(_ iterations: Int, _ body: @MainActor () async -> Void) async -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<iterations { await body() }
    let elapsed = start.duration(to: clock.now)
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    return nanoseconds / Double(iterations)
}

/// Measures `candidate` and `baseline` alternately, in short paired rounds so that both see the
/// same machine load; returns the median time of each and the median of the paired ratios.
@MainActor
func compare(
    iterations: Int,
    rounds: Int = 41,
    candidate: @MainActor () async -> Void,
    baseline: @MainActor () async -> Void
) async -> Comparison {
    _ = await measure(iterations, candidate)  // warm up
    _ = await measure(iterations, baseline)
    var candidates: [Double] = []
    var baselines: [Double] = []
    var ratios: [Double] = []
    for _ in 0..<rounds {
        let measured = await measure(iterations, candidate)
        let base = await measure(iterations, baseline)
        candidates.append(measured)
        baselines.append(base)
        ratios.append(measured / base)
    }
    return Comparison(
        candidate: candidates.sorted()[rounds / 2],
        baseline: baselines.sorted()[rounds / 2],
        ratio: ratios.sorted()[rounds / 2]
    )
}

struct Comparison {
    var candidate: Double
    var baseline: Double
    var ratio: Double
}

func report(_ name: String, _ result: Comparison, against baseline: String) {
    let ratio = result.ratio
    let candidate = (result.candidate / 100).rounded() / 10
    let base = (result.baseline / 100).rounded() / 10
    print(
        "\(name): \((ratio * 100).rounded() / 100)× \(baseline) (\(candidate) µs vs \(base) µs per round trip)"
    )
}

@MainActor
func run() async {
    let interactor = BenchmarkInteractor(viewModel: BenchmarkModel())
    let model = interactor.viewModel
    let iterations = 2_000

    let asyncTask = await compare(
        iterations: iterations,
        candidate: { _ = await interactor.asyncTask {}.value },
        baseline: { _ = await Task { @MainActor in }.value }
    )
    report("asyncTask start→completion", asyncTask, against: "a bare Task {} (target ≤ 2×)")

    let load = await compare(
        iterations: iterations,
        candidate: { _ = await interactor.load(\.items) { [1] }.value },
        baseline: {
            _ = await Task { @MainActor in
                model.items = .loading
                model.items = .loaded([1])
            }.value
        }
    )
    report("load round trip (.loading → .loaded)", load, against: "a bare Task setting the same states")
}

await run()
