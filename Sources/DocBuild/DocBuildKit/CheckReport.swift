import DocBasics
import Doctest
import SymbolReference

/// The result of `docbuild --check`: every article's report, problems outside any article, the
/// example demos' outcomes, and the counts of the summary line.
package struct CheckReport: Hashable, Sendable {
    var articles: [DocumentReport]
    /// The samples of the library modules' doc comments, one report per module
    /// (``LoadDocComments``): counted and failing as articles' samples, but no page of the site.
    var docComments: [DocumentReport] = []
    /// Problems no article explains, such as the project package failing to build.
    var generalDiagnostics: [Diagnostic] = []
    /// Each example demo's transcript or problem; empty when the run checked no demos (`--filter`,
    /// a shard but the first).
    var demos: [DemoOutcome] = []
    /// Each example's SwiftUI files type-checked against an interface (``CheckExampleSwiftUI``);
    /// empty when the run checked none.
    var exampleSwiftUI: [CheckExampleSwiftUI.Outcome] = []
    /// The example catalog, as the check read it (``ExampleEntry/loadAll(packageDirectory:layout:)``),
    /// for the site's Examples pages; the demos' transcripts are in ``demos``.
    var examples: [ExampleEntry] = []
    /// Failed samples that the baseline lists (``ApplyBaseline``): counted apart, not failing the run.
    var baselinedCount = 0
    /// Failed listing tests that the baseline lists, counted apart as ``baselinedCount`` is.
    var baselinedTestCount = 0
    /// The baseline applied to the report, whose other problems the site's checks are matched
    /// against; `nil` without one.
    var baseline: Baseline?

    /// The examples' problems: the demos', each at its `Demo/main.swift`, and their SwiftUI
    /// files' against the interface. They fail the run, as the site's do, but not the samples:
    /// ``hasPassed`` and the summary are about the samples.
    var exampleDiagnostics: [Diagnostic] {
        demos.flatMap(\.diagnostics) + exampleSwiftUI.flatMap(\.diagnostics)
    }

    /// Every diagnostic, general ones first, then article by article in line order.
    package var diagnostics: [Diagnostic] {
        generalDiagnostics + checked.flatMap(\.diagnostics)
    }

    /// The articles, then the doc comments.
    var checked: [DocumentReport] { articles + docComments }

    /// Where each of ``checked`` is: in ``docComments`` or in ``articles``, at which index.
    var checkedIndices: [(isDocComments: Bool, index: Int)] {
        articles.indices.map { (false, $0) } + docComments.indices.map { (true, $0) }
    }

    package var passedCount: Int { count(.passed) }
    var skippedCount: Int { count(.skipped) }
    /// Failed samples not in the baseline, plus one for each article that failed without a sample to
    /// blame (it has none, or could not be read).
    package var failedCount: Int {
        count(.failed) - baselinedCount
            + checked.filter { document in
                !document.hasPassed && !document.results.contains { $0.status == .failed }
                    && !document.transcripts.contains(where: \.hasFailed)
            }.count
    }

    /// True when nothing failed.
    package var hasPassed: Bool {
        failedCount == 0 && !diagnostics.contains { $0.severity == .error }
    }

    /// `N passed, N failed, N skipped`, then `, N failing in the baseline` when some are; with
    /// listing tests, their own counts after (`; 12 listing tests: 11 passed, 1 failed`), and so
    /// with transcripts (`; 4 transcript lines: 3 passed, 0 failed, 1 not checked`).
    package var summary: String {
        "\(passedCount) passed, \(failedCount) failed, \(skippedCount) skipped"
            + (baselinedCount > 0 ? ", \(baselinedCount) failing in the baseline" : "")
            + listingTestSummary + transcriptSummary
    }

    /// `; N transcript lines: N passed, N failed, N not checked`, or nothing without transcripts:
    /// each prompt line, run when it names a command of its page (a `@main` sample). A failed
    /// line whose errors the baseline lists is counted apart (`, 1 failing in the baseline`).
    private var transcriptSummary: String {
        var counts: [TranscriptCommandStatus: Int] = [:]
        var baselined = 0
        for document in checked {
            for transcript in document.transcripts {
                let errors = document.problems(of: transcript).filter {
                    $0.severity == .error || $0.isBaselined
                }
                for (command, result) in zip(transcript.transcript.commands, transcript.commands) {
                    let own = errors.filter { $0.line == command.line }
                    if result.status == .failed, !own.isEmpty, own.allSatisfy(\.isBaselined) {
                        baselined += 1
                    } else {
                        counts[result.status, default: 0] += 1
                    }
                }
            }
        }
        let total = counts.values.reduce(baselined, +)
        guard total > 0 else { return "" }
        return "; \(total) transcript \(plural(total, "line")): \(counts[.passed] ?? 0) passed, "
            + "\(counts[.failed] ?? 0) failed, \(counts[.notChecked] ?? 0) not checked"
            + (baselined > 0 ? ", \(baselined) failing in the baseline" : "")
    }

    /// `; N listing tests: N passed, N failed`, or nothing without listing tests.
    private var listingTestSummary: String {
        let tests = checked.flatMap(\.results).filter { $0.sample.listingTest != nil }
        guard !tests.isEmpty else { return "" }
        let failed = tests.filter { $0.status == .failed }.count
        return "; \(tests.count) listing \(plural(tests.count, "test")): \(tests.count - failed) passed, "
            + "\(failed - baselinedTestCount) failed"
            + (baselinedTestCount > 0 ? ", \(baselinedTestCount) failing in the baseline" : "")
    }

    /// The samples the pages show with `status`; a listing test is counted apart, its listing here.
    private func count(_ status: SampleStatus) -> Int {
        checked.reduce(0) {
            $0 + $1.results.filter { $0.status == status && $0.sample.listingTest == nil }.count
        }
    }
}
