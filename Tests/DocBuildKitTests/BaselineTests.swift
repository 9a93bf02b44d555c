import Foundation
import TestSupport
import Testing

@testable import DocBasics
@testable import DocBuildKit
@testable import DocMarkdown
@testable import Doctest

/// `--write-baseline`, and checks against the baseline it writes (`Fixtures/Greeter/Baseline`).
@Suite struct BaselineTests {
    /// An article's report whose samples all have `status`, from Markdown `text`.
    static func report(_ text: String, path: String = "Articles/A.md", status: SampleStatus) -> DocumentReport
    {
        let document = CMarkParser.parse(text, path: path)
        let samples = SampleExtractor(packageDirectory: Fixture.directory).extract(from: document).samples
        return DocumentReport(
            document: document, results: samples.map { SampleResult(sample: $0, status: status) },
            diagnostics: [])
    }

    @Test func aSampleKeepsItsIdentityWhenTheArticleAroundItChanges() {
        let block = "```swift\nprint(1)\n```\n"
        let before = Self.report("# A\n\n" + block + "\n" + block, status: .failed)
        let after = Self.report(
            "# A\n\nNew prose.\n\nMore.\n\n" + block + "\nText.\n\n" + block, status: .failed)
        let identities = SampleIdentity.identities(of: before.samples)
        #expect(identities == SampleIdentity.identities(of: after.samples))
        #expect(identities.map(\.occurrence) == [1, 2])
        #expect(identities[0].codeHash == identities[1].codeHash)
        let edited = Self.report("# A\n\n```swift\nprint(2)\n```\n", status: .failed)
        #expect(SampleIdentity.identities(of: edited.samples)[0].codeHash != identities[0].codeHash)
    }

    @Test func aPartialRunRewritesOnlyTheArticlesItChecked() {
        let previous = Baseline(
            failuresOf: CheckReport(articles: [
                Self.report("```swift\nprint(1)\n```\n", path: "Articles/A.md", status: .failed),
                Self.report("```swift\nprint(2)\n```\n", path: "Articles/B.md", status: .failed),
            ]))
        let rerun = CheckReport(articles: [
            Self.report("```swift\nprint(1)\n```\n", path: "Articles/A.md", status: .passed)
        ])
        let written = Baseline(failuresOf: rerun, keeping: previous)
        #expect(written.failures.map(\.identity.article) == ["Articles/B.md"])
        #expect(written.failures.map(\.firstLine) == ["print(2)"])
        let decoded = try? JSONDecoder().decode(Baseline.self, from: written.encoded())
        #expect(decoded == written)
    }

    @Test func anEntryOfAnArticleNotCheckedIsGoneOnlyInAFullRun() {
        let deleted = Baseline(
            failuresOf: CheckReport(articles: [
                Self.report("```swift\nprint(1)\n```\n", path: "Articles/Deleted.md", status: .failed)
            ]))
        let report = CheckReport(articles: [
            Self.report("```swift\nprint(2)\n```\n", path: "Articles/A.md", status: .passed)
        ])
        let full = ApplyBaseline.run(report, baseline: deleted, displayPath: "b.json")
        #expect(full.generalDiagnostics.map(\.identifier) == [.baselinedSamplesNowPass])
        #expect(full.generalDiagnostics.map(\.path) == ["b.json"])
        let partial = ApplyBaseline.run(report, baseline: deleted, displayPath: "b.json", isPartialRun: true)
        #expect(partial.generalDiagnostics == [])
    }

    /// A notebook whose second block breaks: only that block is listed, for its kind of error; the
    /// blocks failing with it are baselined with it, and a new error anywhere else fails the check.
    @Test func aNotebookIsBaselinedBlockByBlockAndKindByKind() {
        let text =
            "```swift\nlet a = 1\n```\n\n```swift\nprint(a)  // Prints \"2\"\n```\n\n```swift\nprint(a)\n```\n"
        func report(_ errors: [(Diagnostic.Identifier, Int)]) -> CheckReport {
            var article = Self.report(text, status: .failed)
            article.diagnostics = errors.map {
                Diagnostic(.error, $0.0, "x", path: "Articles/A.md", line: $0.1, column: 1)
            }
            return CheckReport(articles: [article])
        }
        let baseline = Baseline(failuresOf: report([(.printsMismatch, 6)]))
        #expect(baseline.failures.map(\.firstLine) == ["print(a)  // Prints \"2\""])
        #expect(baseline.failures.map(\.problems) == [["docbuild.PrintsMismatch"]])
        let same = ApplyBaseline.run(
            report([(.printsMismatch, 6)]), baseline: baseline, displayPath: "b.json")
        #expect(same.hasPassed && same.baselinedCount == 3)
        let later = ApplyBaseline.run(
            report([(.printsMismatch, 6), (.compiler, 10)]), baseline: baseline, displayPath: "b.json")
        #expect(!later.hasPassed)
        #expect(later.diagnostics.filter { $0.severity == .error }.map(\.location) == ["Articles/A.md:10:1"])
        let otherKind = ApplyBaseline.run(report([(.compiler, 6)]), baseline: baseline, displayPath: "b.json")
        #expect(!otherKind.hasPassed)
    }

    /// An error outside the samples is named by its file, identifier and line's text: it stays
    /// baselined when the line moves, not when it changes.
    @Test func aProblemOutsideTheSamplesIsBaselinedByItsLine() {
        let lines = ["Articles/A.md": ["# A", "", "See [x](Gone.md)."]]
        let moved = ["Articles/A.md": ["# A", "", "New.", "", "See [x](Gone.md)."]]
        let changed = ["Articles/A.md": ["# A", "", "See [y](Gone.md)."]]
        func text(_ files: [String: [String]]) -> (String, Int) -> String? {
            { path, line in files[path].flatMap { line <= $0.count ? $0[line - 1] : nil } }
        }
        let link = Diagnostic(.error, .brokenLink, "x", path: "Articles/A.md", line: 3, column: 5)
        let baseline = Baseline(
            failuresOf: CheckReport(articles: []), siteProblems: [link], lineText: text(lines))
        #expect(baseline.problems.map(\.identifier) == ["docbuild.BrokenLink"])
        #expect(baseline.problems.map(\.line) == ["See [x](Gone.md)."])
        var movedLink = link
        movedLink.range?.start.line = 5
        #expect(
            ApplyBaseline.problems([movedLink], baseline: baseline, lineText: text(moved)).map(\.severity)
                == [.warning])
        #expect(
            ApplyBaseline.problems([link], baseline: baseline, lineText: text(changed)).map(\.severity) == [
                .error
            ])
        let decoded = try? JSONDecoder().decode(Baseline.self, from: baseline.encoded())
        #expect(decoded == baseline)
    }

    /// A doc comment's error outside its samples (a broken symbol link) is a problem like an
    /// article's: recorded, and baselined.
    @Test func aDocCommentsProblemOutsideItsSamplesIsBaselinedToo() {
        var comments = Self.report("```swift\nprint(1)\n```\n", path: "Sources/M", status: .passed)
        comments.diagnostics = [
            Diagnostic(.error, .brokenSymbolLink, "x", path: "Sources/M/F.swift", line: 40, column: 5)
        ]
        let report = CheckReport(articles: [], docComments: [comments])
        let text: (String, Int) -> String? = { _, _ in "/// See ``Gone``." }
        let baseline = Baseline(failuresOf: report, lineText: text)
        #expect(baseline.problems.map(\.file) == ["Sources/M/F.swift"])
        #expect(!report.hasPassed)
        #expect(
            ApplyBaseline.run(report, baseline: baseline, displayPath: "b.json", lineText: text).hasPassed)
    }

    @Test func writeBaselineTakesAnOptionalFile() throws {
        let bare = try Options(arguments: ["--write-baseline", "--filter", "X"])
        #expect(bare.isWritingBaseline && !bare.writesSite && bare.writeBaselineFile == nil)
        #expect(bare.filter == "X")
        #expect(try Options(arguments: ["--write-baseline", "known.json"]).writeBaselineFile == "known.json")
        #expect(try Options(arguments: ["--write-baseline=known.json"]).writeBaselineFile == "known.json")
        let ignoring = try Options(arguments: ["--baseline", "b.json", "--no-baseline"])
        #expect(ignoring.baselineFile == "b.json" && !ignoring.usesBaseline)
        #expect(Options.usage.contains("--write-baseline [FILE]"))
    }

    @Test func aBaselineToleratesOldFailuresFailsNewOnesAndNamesTheFixedOnes() async throws {
        let package = try Fixture.copy()
        let articles = ["--package", package, "--articles", "\(package)/Baseline"]
        let written = try await withChildSlot("docbuild --check") {
            try await DocBuildRun.check(Options(arguments: ["--write-baseline"] + articles))
        }
        let file = "\(package)/\(Baseline.defaultFileName)"
        let baseline = try #require(try Baseline.read(file, displayPath: file))
        #expect(baseline.failures.count == 4)
        #expect(written.hasPassed && written.baselinedCount == 4)
        #expect(written.summary == "2 passed, 0 failed, 0 skipped, 4 failing in the baseline")
        let warnings = try #require(written.article("Known")).diagnostics.filter { $0.severity == .warning }
        #expect(warnings.map(\.identifier) == Array(repeating: .printsMismatch, count: 4))

        let again = try await withChildSlot("docbuild --check") {
            try await DocBuildRun.check(Options(arguments: ["--check"] + articles))
        }
        #expect(again.hasPassed && again.baselinedCount == 4)
        let strict = try await withChildSlot("docbuild --check") {
            try await DocBuildRun.check(
                Options(arguments: ["--check", "--no-baseline"] + articles))
        }
        #expect(!strict.hasPassed && strict.failedCount == 4)

        // Prose above every sample, the answer fixed, one of the twins removed, a new failure.
        let known = "\(package)/Baseline/Known.md"
        var text = try String(contentsOfFile: known, encoding: .utf8)
        text = text.replacingOccurrences(of: "let answer = 41", with: "let answer = 42")
        text =
            "<!-- A new first paragraph. -->\n\n"
            + text.dropLast("```swift\nprint(\"same\")  // Prints \"different\"\n```\n".count)
        text += "```swift\nprint(\"new\")  // Prints \"old\"\n```\n"
        try text.write(toFile: known, atomically: true, encoding: .utf8)
        let edited = try await withChildSlot("docbuild --check") {
            try await DocBuildRun.check(Options(arguments: ["--check"] + articles))
        }
        #expect(!edited.hasPassed && edited.failedCount == 1 && edited.baselinedCount == 2)
        let errors = edited.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.identifier) == [.printsMismatch])
        #expect(errors.map(\.location) == ["Baseline/Known.md:30:15"])
        let notes = edited.diagnostics.filter { $0.identifier == .baselinedSamplesNowPass }
        #expect(notes.count == 1 && notes.first?.severity == .note)
        let states = notes.first?.explanation?.split(separator: "\n").map { $0.contains("(passes)") }
        #expect(states?.sorted { !$0 && $1 } == [false, true])
    }
}
