import DocBasics
import Doctest

/// After the check: the failures that the ``Baseline`` lists no longer fail it, and the samples
/// it lists that now pass are named, so that the baseline only ever shrinks.
///
/// A baselined failure is not hidden: its diagnostics stay, with their identifiers and messages, as
/// warnings marked ``Diagnostic/isBaselined`` (printed beginning `(in the baseline)`). Only samples are baselined; a broken link or an
/// article without samples still fails.
enum ApplyBaseline {
    /// `report` with the failures `baseline` lists demoted, counted in
    /// ``CheckReport/baselinedCount``, and one ``Diagnostic/Identifier/baselinedSamplesNowPass``
    /// note when some of its entries pass or are gone (of the articles checked, when
    /// `isPartialRun`: `--filter`, `--shard`).
    static func run(
        _ report: CheckReport, baseline: Baseline, displayPath: String, isPartialRun: Bool = false
    )
        -> CheckReport
    {
        let listed = Set(baseline.failures.map(\.identity))
        var report = report
        var failing: Set<SampleIdentity> = []
        var present: Set<SampleIdentity> = []
        for index in report.articles.indices {
            let article = report.articles[index]
            let identities = SampleIdentity.identities(of: article.samples)
            present.formUnion(identities)
            var baselinedLines: [ClosedRange<Int>] = []
            for (result, identity) in zip(article.results, identities) where result.status == .failed {
                failing.insert(identity)
                guard listed.contains(identity) else { continue }
                report.baselinedCount += 1
                baselinedLines.append(result.sample.fenceLine...closingLine(of: result.sample, in: article))
            }
            report.articles[index].diagnostics = article.diagnostics.map { diagnostic in
                guard diagnostic.severity == .error, let line = diagnostic.line,
                    baselinedLines.contains(where: { $0.contains(line) })
                else { return diagnostic }
                var demoted = diagnostic
                demoted.severity = .warning
                demoted.isBaselined = true
                return demoted
            }
        }
        let checked = Set(report.articles.map(\.path))
        let stale = baseline.failures.filter {
            (!isPartialRun || checked.contains($0.identity.article)) && !failing.contains($0.identity)
        }
        if !stale.isEmpty {
            report.generalDiagnostics.append(nowPassing(stale, present: present, displayPath: displayPath))
        }
        return report
    }

    /// The line of the sample's closing fence (its last line when the fence is not closed).
    private static func closingLine(of sample: Sample, in article: DocumentReport) -> Int {
        let block = SampleExtractor.codeBlocks(in: article.document.blocks).first {
            $0.range.start.line == sample.fenceLine
        }
        return block?.range.end.line ?? (sample.lines.last?.line ?? sample.fenceLine) + 1
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
