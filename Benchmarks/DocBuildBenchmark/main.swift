// docbuild's benchmark: checks a generated corpus of 10 articles × 10 samples four ways, in one run,
// and prints each figure with the ratios the engine is held to. Run by hand:
//
//     swift run -c release docbuild-benchmark [--rounds N] [--only corpus,naive,failures]
//
// A second case checks 200 isolated programs of which 100 fail against the same 200 all passing:
// failing programs must cost one build, not one each.
//
// Machines here are shared and noisy, so the cold check and the floor are measured in alternating
// rounds and the fastest of each is kept; CPU time (user + system, docbuild and every process it
// starts) is printed beside wall time because it does not depend on what else the machine runs.
import DocBuildKit
import Foundation

let corpus = Corpus()
var arguments = CommandLine.arguments.dropFirst()
var rounds = 3
var cases: Set<String> = ["corpus", "naive", "failures"]
while let argument = arguments.popFirst() {
    switch argument {
    case "--write-corpus":
        // Writes the corpus package and stops, to profile a check of it by hand.
        try corpus.writePackage(to: arguments.popFirst() ?? "Corpus")
        exit(0)
    case "--rounds":
        rounds = Int(arguments.popFirst() ?? "") ?? rounds
    case "--only":
        // `corpus` (cold and warm check against the floor), `naive`, `failures`; comma-separated.
        cases = Set((arguments.popFirst() ?? "").split(separator: ",").map(String.init))
    default:
        print("usage: docbuild-benchmark [--rounds N] [--only corpus,naive,failures] [--write-corpus DIR]")
        exit(64)
    }
}

let workspace = try TemporaryDirectory(prefix: "docbuild-benchmark")
defer { workspace.remove() }
let benchmark = Measurements(corpus: corpus, workspace: workspace.path)
if cases.contains("corpus") {
    try await measureCorpus()
}
if cases.contains("failures") {
    try await measureFailures()
}

/// The cold and warm check of the corpus against the compiler's floor and the naive way.
@MainActor func measureCorpus() async throws {
    print("Corpus: \(corpus.articles) articles × \(corpus.samplesPerArticle) samples; \(rounds) rounds")

    var colds: [Cost] = []
    var warms: [Cost] = []
    var floors: [Cost] = []
    for round in 1...rounds {
        let cold = try await benchmark.coldCheck(round: round)
        let warm = try await benchmark.warmCheck(round: round)
        let floor = try await benchmark.floor(round: round)
        print("round \(round): cold \(cold), warm \(warm), floor \(floor)")
        colds.append(cold)
        warms.append(warm)
        floors.append(floor)
    }
    let naive = cases.contains("naive") ? try await benchmark.naive() : nil
    let cold = colds.fastest
    let warm = warms.fastest
    let floor = floors.fastest

    print("")
    print("cold --check                \(cold)")
    print("warm --check                \(warm)")
    print("floor (one program)         \(floor)")
    if let naive { print("naive (one per sample)      \(naive)") }
    print("")
    if let naive { print(Cost.ratioLine("naive / cold", naive, cold, target: "≥ 5×") { $0 >= 5 }) }
    print(Cost.ratioLine("cold / floor", cold, floor, target: "≤ 1.3×") { $0 <= 1.3 })
    print(Cost.ratioLine("warm / cold", warm, cold, target: "≤ 3%", percent: true) { $0 <= 0.03 })
    // The fastest cold and the fastest floor may come from different rounds; the ratio within each
    // round, where both ran back to back on the same machine state, is steadier.
    let paired = zip(colds, floors).map { $0.wall / $1.wall }
    print(
        "cold / floor, round by round (wall): median "
            + String(format: "%.2f×", paired.sorted()[paired.count / 2]) + " ("
            + paired.map { String(format: "%.2f×", $0) }.joined(separator: ", ") + ")")
}

/// Failing programs cost one build, not one each: 200 isolated programs of which 100 fail, against
/// the same 200 all passing, each checked cold once.
@MainActor func measureFailures() async throws {
    let programs = Corpus(articles: 20, samplesPerArticle: 10)
    let count = programs.articles * programs.samplesPerArticle
    print("")
    print("Programs: \(count) isolated samples, each its own program; half of them failing, or none")
    let passing = try await benchmark.programsCheck(programs, failing: false)
    let failing = try await benchmark.programsCheck(programs, failing: true)
    print("all \(count) passing          \(passing.cost), \(passing.builds) build(s)")
    print("\(count / 2) of \(count) failing       \(failing.cost), \(failing.builds) build(s)")
    print(Cost.ratioLine("failing / passing", failing.cost, passing.cost, target: "≤ 1.5×") { $0 <= 1.5 })
}
