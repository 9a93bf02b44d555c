import Foundation
import TestSupport
import Testing

@testable import DocBasics
@testable import DocBuildKit
@testable import DocSite
@testable import Doctest
@testable import SampleToolchain

@Suite struct SiteStagesTests {
    /// The site fixtures' book `name` (`Tests/DocSiteTests/Fixtures/`).
    static func book(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("DocSiteTests/Fixtures/\(name)").path
    }

    /// The reports of `name`'s articles, read as docbuild reads them, every sample passed.
    static func reports(_ name: String) throws -> [DocumentReport] {
        let package = book(name)
        let loader = ArticleLoader(packageDirectory: package, articlesDirectory: "\(package)/Articles")
        return try loader.articleFiles(filter: nil).map(loader.load).map { loaded in
            let results = loaded.extraction.samples.map { SampleResult(sample: $0, status: .passed) }
            return DocumentReport(document: loaded.document, results: results, diagnostics: [])
        }
    }

    static func temporaryDirectory() throws -> String {
        try TemporaryDirectory(prefix: "site-stages").path
    }

    private func options(output: String, checkOnly: Bool = false) -> Options {
        var options = Options()
        options.packageDirectory = Self.book("Book")
        options.outputDirectory = output
        options.isCheckOnly = checkOnly
        return options
    }

    @Test func failingSampleLeavesThePreviousSiteUntouched() async throws {
        let parent = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let output = parent + "/public"
        var previous = SiteFiles()
        previous.add("index.html", text: "the previous site")
        try SiteWriter.write(previous, to: output)
        var reports = try Self.reports("Book")
        reports[0].results[0].status = .failed
        reports[0].diagnostics = [Diagnostic(.error, .unspecified, "boom", path: reports[0].path, line: 12)]
        let report = CheckReport(articles: reports)

        let diagnostics = try await withChildSlot("docbuild's site") {
            var run = try DocBuildRun(workspace: Workspace(options: options(output: output)), checked: report)
            return try await run.writeSite()
        }

        #expect(diagnostics.isEmpty)  // the sample's own diagnostic is the engine's to print
        #expect(
            FileManager.default.contents(atPath: output + "/index.html") == Data("the previous site".utf8))
    }

    @Test func checkOnlyReportsBrokenLinksAndWritesNothing() async throws {
        let parent = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let output = parent + "/public"
        var options = options(output: output, checkOnly: true)
        options.packageDirectory = Self.book("BrokenLinks")
        let reports = try Self.reports("BrokenLinks")

        let diagnostics = try await withChildSlot("docbuild's site") { [options] in
            var run = try DocBuildRun(
                workspace: Workspace(options: options), checked: CheckReport(articles: reports))
            return try await run.writeSite()
        }

        #expect(diagnostics.count == 10)
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
