import DocBasics
import Doctest

/// After the check: the errors that the ``Baseline`` lists no longer fail it, and its entries
/// that now pass are named, so that the baseline only ever shrinks.
///
/// A baselined error is not hidden: it stays, with its identifier and message, as a warning marked
/// ``Diagnostic/isBaselined`` (printed beginning `(in the baseline)`). A sample's error is
/// baselined when the sample is listed for that kind of error; any other error (a link, an include,
/// the site's) when it is listed by its file, identifier and line. A failing sample with no error
/// of its own (a later block of a notebook whose earlier block broke) counts as baselined when
/// nothing in its article fails any more.
enum ApplyBaseline {
    /// `report` with the errors `baseline` lists demoted, the samples counted in
    /// ``CheckReport/baselinedCount``, and one ``Diagnostic/Identifier/baselinedSamplesNowPass``
    /// note when some of its failures pass or are gone (of the articles checked, when
    /// `isPartialRun`: `--filter`, `--shard`). The baseline's other problems are matched here
    /// against the report's, and against the site's by ``problems(_:baseline:lineText:)``.
    static func run(
        _ report: CheckReport, baseline: Baseline, displayPath: String, isPartialRun: Bool = false,
        lineText: (String, Int) -> String? = { _, _ in nil }
    )
        -> CheckReport
    {
        let listed = Dictionary(baseline.failures.map { ($0.identity, $0) }, uniquingKeysWith: { a, _ in a })
        var report = report
        var failing: Set<SampleIdentity> = []
        var present: Set<SampleIdentity> = []
        // Where each error outside the samples is: which document, which diagnostic of it.
        var outside: [(isDocComments: Bool, document: Int, diagnostic: Int)] = []
        for (isDocComments, index) in report.checkedIndices {
            let article = isDocComments ? report.docComments[index] : report.articles[index]
            let identities = SampleIdentity.identities(of: article.samples)
            present.formUnion(identities)
            let ranges = Baseline.sampleLines(of: article)
            var diagnostics = article.diagnostics
            var demotedSamples: Set<Int> = []
            for (offset, diagnostic) in diagnostics.enumerated() where diagnostic.severity == .error {
                guard let line = diagnostic.line, let sample = ranges.firstIndex(where: { $0.contains(line) })
                else {
                    outside.append((isDocComments, index, offset))
                    continue
                }
                guard article.results[sample].status == .failed,
                    let entry = listed[identities[sample]], entry.tolerates(diagnostic.identifier)
                else { continue }
                diagnostics[offset] = demoted(diagnostic)
                demotedSamples.insert(sample)
            }
            let stillFails = diagnostics.contains { $0.severity == .error }
            // Listing tests first: a listing that fails by its tests alone is baselined with them.
            let failed = article.results.enumerated().filter { $0.element.status == .failed }
            let failedTests = Set(failed.compactMap { $0.element.sample.listingTest?.name })
            var baselinedTests: Set<String> = []
            for (sample, result) in failed.filter({ $0.element.sample.listingTest != nil })
                + failed.filter({ $0.element.sample.listingTest == nil })
            {
                failing.insert(identities[sample])
                let hasOwnError = article.diagnostics.contains {
                    $0.severity == .error && ($0.line.map(ranges[sample].contains) ?? false)
                }
                let ownAllDemoted = !diagnostics.contains {
                    $0.severity == .error && ($0.line.map(ranges[sample].contains) ?? false)
                }
                // Without an error of its own, it fails for another block's: baselined with it, or
                // listed tolerating any error (a failure located nowhere).
                let tests = failedTests.intersection(result.sample.listing?.tests ?? [])
                let isBaselined =
                    hasOwnError
                    ? ownAllDemoted && demotedSamples.contains(sample)
                    : !tests.isEmpty
                        ? tests.isSubset(of: baselinedTests)
                        : listed[identities[sample]].map { $0.problems == nil } ?? false
                            || !stillFails && !demotedSamples.isEmpty
                if isBaselined, let test = result.sample.listingTest {
                    report.baselinedTestCount += 1
                    baselinedTests.insert(test.name)
                } else if isBaselined {
                    report.baselinedCount += 1
                }
            }
            if isDocComments {
                report.docComments[index].diagnostics = diagnostics
            } else {
                report.articles[index].diagnostics = diagnostics
            }
        }
        // The errors outside the samples: the documents' and the run's.
        func document(_ place: (isDocComments: Bool, document: Int, diagnostic: Int)) -> DocumentReport {
            place.isDocComments ? report.docComments[place.document] : report.articles[place.document]
        }
        let articleErrors = outside.map { document($0).diagnostics[$0.diagnostic] }
        let matched = problems(
            articleErrors + report.generalDiagnostics, baseline: baseline, lineText: lineText)
        for (position, place) in outside.enumerated() {
            if place.isDocComments {
                report.docComments[place.document].diagnostics[place.diagnostic] = matched[position]
            } else {
                report.articles[place.document].diagnostics[place.diagnostic] = matched[position]
            }
        }
        report.generalDiagnostics = Array(matched.dropFirst(outside.count))
        let checked = Set(report.checked.map(\.path))
        let stale = baseline.failures.filter {
            (!isPartialRun || checked.contains($0.identity.article)) && !failing.contains($0.identity)
        }
        if !stale.isEmpty {
            report.generalDiagnostics.append(nowPassing(stale, present: present, displayPath: displayPath))
        }
        return report
    }

    /// `diagnostics` with each error the baseline's problems list demoted.
    static func problems(
        _ diagnostics: [Diagnostic], baseline: Baseline, lineText: (String, Int) -> String?
    ) -> [Diagnostic] {
        let listed = Set(baseline.problems.map(\.key))
        guard !listed.isEmpty else { return diagnostics }
        var result = diagnostics
        let errors = diagnostics.indices.filter { diagnostics[$0].severity == .error }
        for (position, problem) in Baseline.Problem.problems(of: diagnostics, lineText: lineText).enumerated()
        where listed.contains(problem.key) {
            result[errors[position]] = demoted(diagnostics[errors[position]])
        }
        return result
    }

    /// A note naming the problems outside the samples that `baseline` lists and this full run
    /// met no more (in `report`, its articles' and the run's, and in the site's `checks`), so that
    /// `--write-baseline` drops them; `nil` when every one is still met.
    static func goneProblems(
        _ baseline: Baseline, report: CheckReport, checks: [Diagnostic], displayPath: String,
        lineText: (String, Int) -> String?
    ) -> Diagnostic? {
        guard !baseline.problems.isEmpty else { return nil }
        func asMet(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
            diagnostics.filter { $0.severity == .error || $0.isBaselined }.map { diagnostic in
                var met = diagnostic
                met.severity = .error
                return met
            }
        }
        let outside = report.checked.flatMap(Baseline.outsideSamples) + report.generalDiagnostics
        let met = Set(
            (Baseline.Problem.problems(of: asMet(outside), lineText: lineText)
                + Baseline.Problem.problems(of: asMet(checks), lineText: lineText)).map(\.key))
        let gone = baseline.problems.filter { !met.contains($0.key) }
        guard !gone.isEmpty else { return nil }
        return Diagnostic(
            .note, .baselinedSamplesNowPass,
            "\(gone.count) other \(plural(gone.count, "problem")) in the baseline no longer "
                + "\(gone.count == 1 ? "occurs" : "occur"): remove \(gone.count == 1 ? "it" : "them") with --write-baseline",
            path: displayPath,
            explanation: gone.map {
                "\($0.file.isEmpty ? "(no file)" : $0.file) [\($0.identifier)]: \($0.line)"
            }
            .joined(separator: "\n"))
    }

    private static func demoted(_ diagnostic: Diagnostic) -> Diagnostic {
        var demoted = diagnostic
        demoted.severity = .warning
        demoted.isBaselined = true
        return demoted
    }

    private static func nowPassing(
        _ stale: [Baseline.Entry], present: Set<SampleIdentity>, displayPath: String
    )
        -> Diagnostic
    {
        let passing = stale.filter { present.contains($0.identity) }.count
        let gone = stale.count - passing
        var message =
            "\(passing) \(passing == 1 ? "sample" : "samples") in the baseline now "
            + (passing == 1 ? "passes" : "pass")
        if gone > 0 {
            message += ", \(gone) no longer \(gone == 1 ? "exists" : "exist") (changed or removed)"
        }
        message += ": remove them with --write-baseline"
        let explanation = stale.map { entry in
            let state = present.contains(entry.identity) ? "passes" : "gone"
            return "\(entry.identity.article) (\(state)): \(entry.firstLine)"
        }
        return Diagnostic(
            .note, .baselinedSamplesNowPass, message, path: displayPath,
            explanation: explanation.joined(separator: "\n"))
    }
}
