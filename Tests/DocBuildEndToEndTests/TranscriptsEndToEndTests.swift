import Foundation
import Testing

/// Command-line documentation on `Fixtures/Commands`: `@main` samples that are commands, and the
/// terminal transcripts that run them. `Greet.md` has a command with arguments, an option and
/// flags, three transcripts that run it (one showing its usage error) and one of another tool;
/// `Wrong.md` a line whose output drifted and one with an open quote; the doc comment of
/// `greeting(for:word:shout:)` a command in an indented block, a transcript that runs it, and one
/// of another tool.
@Suite struct TranscriptsEndToEndTests {
    @Test func transcriptsRunTheirCommandsAndAreCheckedAtTheirPrompts() async throws {
        let package = try OtherPackageTests.fixturePackage("Commands")
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        let check = try await DocBuildCommandTests.docbuild(["--check", "--package", package])
        #expect(check.status == 1, "\(check.stdout)\n\(check.stderr)")
        // No command ran bare (`greet` alone exits 64), and no transcript was compiled as Swift.
        #expect(
            PrintedDiagnostic.all(in: check.stdout).filter { $0.severity != "note" } == [
                PrintedDiagnostic("Articles/Wrong.md:15:11", "error", "docbuild.TranscriptUnterminatedQuote"),
                PrintedDiagnostic("Articles/Wrong.md:17:1", "error", "docbuild.TranscriptMismatch"),
            ], "\(check.stdout)")
        #expect(
            check.stdout.contains(
                "3 passed, 0 failed, 0 skipped; 11 transcript lines: 7 passed, 2 failed, 2 not checked"),
            "\(check.stdout)")

        // A package adopting docbuild records them; its transcript lines are counted apart.
        let record = try await DocBuildCommandTests.docbuild([
            "--check", "--write-baseline", "--package", package,
        ])
        #expect(record.status == 0, "\(record.stdout)\n\(record.stderr)")
        let baselined = try await DocBuildCommandTests.docbuild(["--check", "--package", package])
        #expect(baselined.status == 0, "\(baselined.stdout)\n\(baselined.stderr)")
        #expect(
            baselined.stdout.contains(
                "11 transcript lines: 7 passed, 0 failed, 2 not checked, 2 failing in the baseline"),
            "\(baselined.stdout)")
        try FileManager.default.removeItem(atPath: "\(package)/docbuild-baseline.json")

        // `--bless` writes what the command printed under its prompt; the open quote stays an error.
        let wrong = "\(package)/Articles/Wrong.md"
        let before = try String(contentsOfFile: wrong, encoding: .utf8)
        let bless = try await DocBuildCommandTests.docbuild(["--bless", "--package", package])
        #expect(bless.status == 1, "\(bless.stdout)\n\(bless.stderr)")
        let blessed = try String(contentsOfFile: wrong, encoding: .utf8)
        #expect(blessed == before.replacingOccurrences(of: "$ count a b\n3\n", with: "$ count a b\n2\n"))
        #expect(
            PrintedDiagnostic.all(in: bless.stdout).filter { $0.severity == "error" } == [
                PrintedDiagnostic("Articles/Wrong.md:15:11", "error", "docbuild.TranscriptUnterminatedQuote")
            ], "\(bless.stdout)")

        // The site badges each transcript that ran a command; another tool's is plain text.
        try Data(blessed.replacingOccurrences(of: "$ count a 'b c\n2\n", with: "").utf8)
            .write(to: URL(fileURLWithPath: wrong))
        let site = try await DocBuildCommandTests.docbuild([
            "--package", package, "--output", "\(package)/site",
        ])
        #expect(site.status == 0, "\(site.stdout)\n\(site.stderr)")
        let page = try String(contentsOfFile: "\(package)/site/Greet.html", encoding: .utf8)
        let transcripts = page.components(
            separatedBy: "<figure class=\"sample sample-run sample-transcript\">"
        )
        .dropFirst()
        #expect(transcripts.count == 3, "\(page)")
        #expect(transcripts.allSatisfy { $0.contains(">Verified</span>") })
        #expect(page.contains(">Verified command</span>"))
        #expect(
            page.contains("<pre><code class=\"language-shell\">$ swift build\nBuild complete!\n</code></pre>")
        )
        let reference = try String(
            contentsOfFile: "\(package)/site/reference/Greeting/index.html", encoding: .utf8)
        #expect(reference.components(separatedBy: "sample-transcript").count == 2, "\(reference)")
        #expect(reference.contains("<pre><code>$ swift build -c release\nBuild complete!\n</code></pre>"))
        let overview = try String(contentsOfFile: "\(package)/site/index.html", encoding: .utf8)
        #expect(overview.contains("5 transcripts run: "), "\(overview)")
    }
}
