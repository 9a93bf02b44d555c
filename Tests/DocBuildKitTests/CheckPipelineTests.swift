import Foundation
import TestSupport
import Testing

@testable import DocBuildKit

/// The whole pipeline on the passing fixture articles: one build, shared by every test here.
@Suite struct CheckPipelineTests {
    @Test func everyFenceKindPassesAndIgnoreIsSkipped() async throws {
        let (report, _) = try await Fixture.passing.value
        #expect(report.diagnostics.filter { $0.severity == .error } == [])
        let kinds = try #require(report.article("Kinds"))
        #expect(
            kinds.results.map(\.sample.kind.badge) == [
                "run", "run", "no-run", "compile-fail", "run", "apple", "ignore", "run", "run",
            ])
        #expect(
            kinds.results.map(\.status) == [
                .passed, .passed, .passed, .passed, .passed, .passed, .skipped, .passed, .passed,
            ])
        #expect(report.summary == "21 passed, 0 failed, 1 skipped")
        #expect(report.hasPassed)
    }

    @Test func blocksThatTrapWithTheExpectedMessagePassAndTheArticleGoesOn() async throws {
        let (report, _) = try await Fixture.passing.value
        let crashes = try #require(report.article("Traps"))
        #expect(crashes.diagnostics.filter { $0.severity == .error } == [])
        #expect(crashes.results.map(\.sample.kind.badge) == ["run", "crashes", "crashes", "run"])
        #expect(crashes.results.map(\.status) == [.passed, .passed, .passed, .passed])
        #expect(crashes.results.map(\.output) == ["before\n", "about to trap\n", "", "before, after\n"])
    }

    @Test func laterBlockSeesEarlierDeclarationsAndTopLevelAwaitWorks() async throws {
        let (report, _) = try await Fixture.passing.value
        let kinds = try #require(report.article("Kinds"))
        #expect(kinds.results[0].output == "Hello, Ada!\n")
        #expect(
            kinds.results[1].output == "Hello, Grace!\nHello, Linus!\nnaïve — 日本 🎉\ntab\there\n")
    }

    @Test func isolatedSampleRunsAsItsOwnProgram() async throws {
        let (report, _) = try await Fixture.passing.value
        let isolated = try #require(report.article("Kinds")?.results[4])
        #expect(isolated.sample.isIsolated)
        #expect(isolated.output == "Hi, Bob!\nUTC\nC.UTF-8\ntrue\n")
    }

    @Test func blocksOfOneProgramNameFormOneProgramApartFromTheArticles() async throws {
        let (report, _) = try await Fixture.passing.value
        let article = try #require(report.article("Programs"))
        #expect(article.results.map(\.status) == [.passed, .passed, .passed, .passed, .passed])
        #expect(article.results.map(\.sample.program) == ["first", "second", "first", "second", nil])
        #expect(
            article.results.map(\.output) == ["Hey, Ann!\n", "Yo, Bo!\n", "Hey, Cy!\n", nil, "Hello, Ed!\n"])
    }

    @Test func blocksWithoutExpectationsKeepTheirOutputAndSamplesNotRunHaveNone() async throws {
        let (report, _) = try await Fixture.passing.value
        let kinds = try #require(report.article("Kinds"))
        #expect(kinds.results[8].output == "no expectations\n")
        #expect(kinds.results[2].output == nil)
        #expect(kinds.results[7].sample.include != nil)
    }

    @Test func aWarningIsReportedAtItsMarkdownLineAndTheSampleStillRuns() async throws {
        let (report, _) = try await Fixture.passing.value
        let article = try #require(report.article("Warnings"))
        #expect(article.results.map(\.status) == [.passed])
        #expect(article.results.first?.output == "HEY, ANN!\n")
        let warnings = article.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.map(\.location) == ["Articles/Warnings.md:8:9"])
        #expect(warnings.map(\.identifier) == [.compiler])
    }

    @Test func crlfArticlePasses() async throws {
        let (report, _) = try await Fixture.passing.value
        let crlf = try #require(report.article("CRLF"))
        #expect(crlf.results.map(\.status) == [.passed])
        #expect(crlf.results[0].output == "Hello, CRLF!\n")
        #expect(
            crlf.results[0].sample.visibleCode
                == "print(Greeter().greet(\"CRLF\"))  // Prints \"Hello, CRLF!\"\n")
    }

    /// At `-Onone` the standard library's shims call `sqrt` and `round` from the C math library,
    /// which a sample program must link as `swift build` does.
    @Test func samplesUsingTheCMathLibraryLinkAndRun() async throws {
        let (report, _) = try await Fixture.passing.value
        let math = try #require(report.article("Math"))
        #expect(math.diagnostics.filter { $0.severity == .error } == [])
        #expect(math.results.map(\.status) == [.passed, .passed])
        #expect(math.results.map(\.output) == ["3.0\n12345\n", "1.5\n"])
    }

    @Test func secondRunWithNothingChangedComesFromTheCache() async throws {
        let (first, package) = try await Fixture.passing.value
        var options = Options()
        options.packageDirectory = package
        let progress = ProgressLines()
        let second = try await withChildSlot("docbuild --check") { [options] in
            try await DocBuildRun.check(options, progress: progress.append)
        }
        #expect(second.articles.allSatisfy { $0.isCached })
        #expect(second.articles.map(\.results) == first.articles.map(\.results))
        #expect(second.summary == first.summary)
        // Nothing is built, type-checked or run: each of those stages says so as it starts.
        let work = progress.all.filter { line in
            ["Building", "Compiling", "Type-checking", "Running", "$ swift"].contains { line.hasPrefix($0) }
        }
        #expect(work.isEmpty, "\(progress.all)")
    }

    @Test func scratchPackageMarksEveryBlockWithItsMarkdownLine() async throws {
        let (_, package) = try await Fixture.passing.value
        let main = try String(
            contentsOfFile: "\(package)/.build/docbuild/package/DocBuildSamples/A001_Kinds/main.swift",
            encoding: .utf8)
        #expect(main.contains("#sourceLocation(file: \"Articles/Kinds.md\", line: 6)"))
        #expect(
            main.contains("#sourceLocation(file: \"Articles/Kinds.md\", line: 15)\nlet hidden = \"Grace\"\n"))
        #expect(!main.contains("while true"))
    }
}
