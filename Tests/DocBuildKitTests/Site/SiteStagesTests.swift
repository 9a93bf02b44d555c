import Foundation
import TestSupport
import Testing

@testable import DocBasics
@testable import DocBuildKit
@testable import DocSite

@Suite struct SiteStagesTests {
    private func options(output: String, checkOnly: Bool = false) -> Options {
        var options = Options()
        options.packageDirectory = SiteFixture.directory("Book")
        options.outputDirectory = output
        options.isCheckOnly = checkOnly
        return options
    }

    @Test func failingSampleLeavesThePreviousSiteUntouched() async throws {
        let parent = try SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let output = parent + "/public"
        var previous = SiteFiles()
        previous.add("index.html", text: "the previous site")
        try SiteWriter.write(previous, to: output)
        var content = SiteFixture.content("Book")
        content.reports[0].results[0].status = .failed
        content.reports[0].diagnostics = [
            Diagnostic(.error, .unspecified, "boom", path: content.reports[0].path, line: 12)
        ]
        let report = CheckReport(articles: content.reports)

        let diagnostics = try await withChildSlot("docbuild's site") {
            var run = try DocBuildRun(workspace: Workspace(options: options(output: output)), checked: report)
            return try await run.writeSite()
        }

        #expect(diagnostics.isEmpty)  // the sample's own diagnostic is the engine's to print
        #expect(
            FileManager.default.contents(atPath: output + "/index.html") == Data("the previous site".utf8))
    }

    @Test func checkOnlyReportsBrokenLinksAndWritesNothing() async throws {
        let parent = try SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let output = parent + "/public"
        var options = options(output: output, checkOnly: true)
        options.packageDirectory = SiteFixture.directory("BrokenLinks")
        let content = SiteFixture.content("BrokenLinks")

        let diagnostics = try await withChildSlot("docbuild's site") { [options] in
            var run = try DocBuildRun(
                workspace: Workspace(options: options), checked: CheckReport(articles: content.reports))
            return try await run.writeSite()
        }

        #expect(diagnostics.count == 10)
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
