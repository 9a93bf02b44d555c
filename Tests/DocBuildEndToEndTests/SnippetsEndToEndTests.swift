import Foundation
import Testing

/// DocC's snippets on `Fixtures/Counter`: `Snippets/Counting.swift` (an explanation, a hidden
/// line, a slice) and `Snippets/Basics/Reset.swift`, shown by an article's `@Snippet` directives,
/// two of which name a slice and a snippet that do not exist.
@Suite struct SnippetsEndToEndTests {
    @Test func eachSnippetRunsOnceAndIsShownWhereAnArticleNamesIt() async throws {
        let package = try OtherPackageTests.fixturePackage("Counter")
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        let check = try await DocBuildCommandTests.docbuild(["--check", "--package", package])
        #expect(check.status == 1, "\(check.stdout)\n\(check.stderr)")
        #expect(
            PrintedDiagnostic.all(in: check.stdout).filter { $0.severity != "note" } == [
                PrintedDiagnostic("Articles/Snippets.md:17:1", "error", "docbuild.SnippetSliceNotFound"),
                PrintedDiagnostic("Articles/Snippets.md:21:1", "error", "docbuild.SnippetNotFound"),
            ], "\(check.stdout)")
        #expect(check.stdout.contains("2 passed, 1 failed"), "\(check.stdout)")

        // Without them, the page shows each snippet and the slice, as DocC does.
        let article = "\(package)/Articles/Snippets.md"
        let text = try String(contentsOfFile: article, encoding: .utf8)
        try Data(text.components(separatedBy: "A slice it does not have:")[0].utf8)
            .write(to: URL(fileURLWithPath: article))
        let site = try await DocBuildCommandTests.docbuild([
            "--package", package, "--output", "\(package)/site",
        ])
        #expect(site.status == 0, "\(site.stdout)\n\(site.stderr)")
        #expect(site.stdout.contains("2 passed, 0 failed"), "\(site.stdout)")
        let page = try String(contentsOfFile: "\(package)/site/Snippets.html", encoding: .utf8)
        let figures = page.components(separatedBy: "<figure class=\"sample sample-run\">").dropFirst()
        #expect(figures.count == 3, "\(page)")
        #expect(!page.contains("@Snippet") && !page.contains("snippet."), "\(page)")
        #expect(page.contains("<p>Count three steps, then read the count.</p>"))
        let whole = try #require(figures.first)
        #expect(whole.contains(">Snippets/Counting.swift<") && whole.contains("<span class=\"hidden-line\">"))
        let slice = try #require(figures.dropFirst().first)
        #expect(
            !slice.contains("counter.value") && !slice.contains(">import<") && slice.contains("increment"))
        #expect(figures.last?.contains(">Snippets/Basics/Reset.swift<") == true)

        // A snippet that prints other than it says fails at its line, and --bless writes it.
        let snippet = "\(package)/Snippets/Counting.swift"
        let source = try String(contentsOfFile: snippet, encoding: .utf8)
        try Data(source.replacingOccurrences(of: "// Prints \"3\"", with: "// Prints \"4\"").utf8)
            .write(to: URL(fileURLWithPath: snippet))
        let failing = try await DocBuildCommandTests.docbuild(["--check", "--package", package])
        #expect(
            PrintedDiagnostic.all(in: failing.stdout).filter { $0.severity == "error" } == [
                PrintedDiagnostic("Snippets/Counting.swift:15:23", "error", "docbuild.PrintsMismatch")
            ], "\(failing.stdout)")
        let bless = try await DocBuildCommandTests.docbuild(["--bless", "--package", package])
        #expect(bless.status == 0, "\(bless.stdout)\n\(bless.stderr)")
        #expect(try String(contentsOfFile: snippet, encoding: .utf8) == source)
    }
}
