import Foundation
import Testing

/// docbuild on a book that keeps its tests in HTML comments after its listings, as The Swift
/// Programming Language does (`Fixtures/Book`, `"listingTests": "swifttest"`), a folder of
/// documentation with no `Package.swift`. `Listings.md` uses every marker and passes: output the
/// reader sees and output only the test has, hidden code, an interpolated comment, a test over
/// two blocks and a block in two tests, an expected error and an expected warning, an expected
/// error in code that imports Foundation, a trap, and two modules; `Drifts.md` has one of each kind of disagreement, and a comment that is no test.
@Suite struct ListingTestsEndToEndTests {
    @Test func eachTestPassesOrFailsAtTheLineThatDisagrees() async throws {
        let book = try OtherPackageTests.fixturePackage("Book")
        defer { try? FileManager.default.removeItem(atPath: (book as NSString).deletingLastPathComponent) }
        let run = try await DocBuildCommandTests.docbuild(["--check", "--package", book])
        #expect(run.status == 1, "\(run.stdout)\n\(run.stderr)")
        // The listings are counted as the pages show them, the tests apart.
        #expect(
            run.stdout.contains("8 passed, 5 failed, 0 skipped; 16 listing tests: 12 passed, 4 failed"),
            "\(run.stdout)")
        #expect(
            PrintedDiagnostic.all(in: run.stdout).filter { $0.severity == "error" } == [
                PrintedDiagnostic("Articles/Drifts.md:9:1", "error", "docbuild.ListingDiffersFromTest"),
                PrintedDiagnostic("Articles/Drifts.md:32:3", "error", "docbuild.ListingOutputMismatch"),
                PrintedDiagnostic("Articles/Drifts.md:47:3", "error", "docbuild.ListingDiagnosticChanged"),
                PrintedDiagnostic("Articles/Drifts.md:62:3", "error", "docbuild.ListingNoLongerDiagnosed"),
                PrintedDiagnostic("Articles/Drifts.md:76:17", "error", "docbuild.ListingNewDiagnostic"),
                PrintedDiagnostic("Articles/Drifts.md:87:1", "error", "docbuild.MalformedListingTest"),
            ], "\(run.stdout)")

        // Nothing changed: nothing is built or run again.
        let warm = try await DocBuildCommandTests.docbuild(["--check", "--package", book, "--verbose"])
        #expect(warm.stdout.contains("2 articles unchanged: results from the cache"), "\(warm.stdout)")
        #expect(!(warm.stdout + warm.stderr).contains("Building"), "\(warm.stdout)\n\(warm.stderr)")

        // A book adopting docbuild records its drifts, and then fails only on new ones.
        let write = try await DocBuildCommandTests.docbuild([
            "--check", "--package", book, "--write-baseline",
        ])
        #expect(write.status == 0, "\(write.stdout)\n\(write.stderr)")
        let baseline = try String(contentsOfFile: "\(book)/docbuild-baseline.json", encoding: .utf8)
        for identifier in ["ListingOutputMismatch", "ListingDiagnosticChanged", "ListingNoLongerDiagnosed"] {
            #expect(baseline.contains("docbuild.\(identifier)"), "\(baseline)")
        }
        let adopted = try await DocBuildCommandTests.docbuild(["--check", "--package", book])
        #expect(adopted.status == 0, "\(adopted.stdout)\n\(adopted.stderr)")
        #expect(adopted.stdout.contains("4 failing in the baseline"), "\(adopted.stdout)")
    }

    @Test func theFailuresReadAsGitHubAnnotationsAndTheOutputIsBlessed() async throws {
        let book = try OtherPackageTests.fixturePackage("Book")
        defer { try? FileManager.default.removeItem(atPath: (book as NSString).deletingLastPathComponent) }
        let run = try await DocBuildCommandTests.docbuild([
            "--check", "--package", book, "--filter", "Drifts", "--format", "github",
        ])
        #expect(run.status == 1)
        #expect(
            run.stdout.contains(
                "::error file=Articles/Drifts.md,line=32,col=3,title=docbuild.ListingOutputMismatch::"),
            "\(run.stdout)")

        // `--bless` writes the test's output line; its other drifts stay theirs to fix.
        let drifts = "\(book)/Articles/Drifts.md"
        let before = try String(contentsOfFile: drifts, encoding: .utf8)
        let bless = try await DocBuildCommandTests.docbuild([
            "--bless", "--package", book, "--filter", "Drifts",
        ])
        #expect(bless.stdout.contains("-  <- 43\n+  <- 42\n"), "\(bless.stdout)")
        #expect(
            try String(contentsOfFile: drifts, encoding: .utf8)
                == before.replacingOccurrences(of: "  <- 43\n", with: "  <- 42\n"))
        #expect(!bless.stdout.contains("docbuild.ListingOutputMismatch"), "\(bless.stdout)")
        #expect(bless.stdout.contains("docbuild.ListingDiagnosticChanged"), "\(bless.stdout)")
    }

    /// The site shows each listing with its test's verdict, and never the test.
    @Test func thePageShowsTheListingsWithTheirTestsVerdicts() async throws {
        let book = try OtherPackageTests.fixturePackage("Book")
        defer { try? FileManager.default.removeItem(atPath: (book as NSString).deletingLastPathComponent) }
        try FileManager.default.removeItem(atPath: "\(book)/Articles/Drifts.md")
        let run = try await DocBuildCommandTests.docbuild(["--package", book, "--output", "\(book)/site"])
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        let page = try String(contentsOfFile: "\(book)/site/Listings.html", encoding: .utf8)
        let badges = page.matches(of: /<span class="badge" title="[^"]*">([^<]*)<\/span>/).map {
            String($0.1)
        }
        // greeting, double, total (two tests, one checks output), total += 5, the constant, the
        // warning's, the trap's (its test must crash), and the module's.
        #expect(
            badges == [
                "Verified", "Verified", "Verified", "Verified", "Does not compile", "Verified", "Must crash",
                "Compile-only",
            ], "\(badges)")
        #expect(!page.contains("swifttest"), "the tests are not on the page")
    }
}
