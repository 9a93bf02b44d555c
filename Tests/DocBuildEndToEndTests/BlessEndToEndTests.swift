import Foundation
import Testing

/// `docbuild --bless` on `Fixtures/Tally`: an article with two wrong outputs (one a `// Prints two
/// lines:` that printed three, and one below it) and a block that does not compile, and a doc
/// comment whose sample prints other than it says.
@Suite struct BlessEndToEndTests {
    /// The fixture's article and doc comment as they must read once blessed: nothing else changed.
    private static func blessed(_ article: String, _ source: String) -> (article: String, source: String) {
        (
            article.replacingOccurrences(of: "// Prints \"3\".", with: "// Prints \"2\".")
                .replacingOccurrences(
                    of: "// Prints two lines:\n// 3\n// 5\n",
                    with: "// Prints three lines:\n// 3\n// 5\n// 8\n"
                )
                .replacingOccurrences(of: "// Prints \"9\"", with: "// Prints \"8\""),
            source.replacingOccurrences(of: "// Prints \"4\"", with: "// Prints \"5\"")
        )
    }

    @Test func blessWritesWhatEachSamplePrintedAndNothingElse() async throws {
        let package = try OtherPackageTests.fixturePackage("Tally")
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        let articlePath = "\(package)/Articles/Outputs.md"
        let sourcePath = "\(package)/Sources/Tally/Tally.swift"
        let article = try String(contentsOfFile: articlePath, encoding: .utf8)
        let source = try String(contentsOfFile: sourcePath, encoding: .utf8)

        // A dry run prints the diff, and changes nothing.
        let dry = try await DocBuildCommandTests.docbuild(["--bless", "--dry-run", "--package", package])
        #expect(dry.status == 1, "\(dry.stdout)\n\(dry.stderr)")
        #expect(try String(contentsOfFile: articlePath, encoding: .utf8) == article)
        #expect(try String(contentsOfFile: sourcePath, encoding: .utf8) == source)
        #expect(
            dry.stdout.contains(
                """
                --- a/Articles/Outputs.md
                +++ b/Articles/Outputs.md
                @@ -5,7 +5,7 @@
                 ```swift
                 var tally = Tally()
                 tally.add(2)
                -print(tally.total)  // Prints "3".
                +print(tally.total)  // Prints "2".
                """), "\(dry.stdout)")
        #expect(
            dry.stdout.contains(
                "-/// print(tally.total)  // Prints \"4\"\n+/// print(tally.total)  // Prints \"5\"\n"))
        #expect(
            PrintedDiagnostic.all(in: dry.stdout).filter { $0.severity == "error" }.map(\.identifier) == [
                "docbuild.PrintsMismatch", "docbuild.PrintsMismatch", "docbuild.Compiler",
                "docbuild.PrintsMismatch", "docbuild.PrintsMismatch",
            ], "\(dry.stdout)")

        // The outputs are written; the block that does not compile is left alone and still fails.
        let bless = try await DocBuildCommandTests.docbuild(["--bless", "--package", package])
        #expect(bless.status == 1, "\(bless.stdout)\n\(bless.stderr)")
        let expected = Self.blessed(article, source)
        #expect(try String(contentsOfFile: articlePath, encoding: .utf8) == expected.article)
        #expect(try String(contentsOfFile: sourcePath, encoding: .utf8) == expected.source)
        #expect(
            PrintedDiagnostic.all(in: bless.stdout).filter { $0.severity == "error" } == [
                PrintedDiagnostic("Articles/Outputs.md:27:11", "error", "docbuild.Compiler")
            ], "\(bless.stdout)")
        #expect(bless.stdout.contains("4 passed, 1 failed"), "\(bless.stdout)")

        // Killed while writing, a file is whole: as it was, never half written.
        let wrong = expected.article.replacingOccurrences(of: "// Prints \"2\".", with: "// Prints \"0\".")
        try Data(wrong.utf8).write(to: URL(fileURLWithPath: articlePath))
        let killed = try await DocBuildCommandTests.docbuild(
            ["--bless", "--package", package], environment: ["DOCBUILD_TEST_KILL_AT": "bless.file"])
        #expect(killed.wasSignalled && killed.status == SIGKILL, "\(killed.stdout)\n\(killed.stderr)")
        #expect(try String(contentsOfFile: articlePath, encoding: .utf8) == wrong)
        let again = try await DocBuildCommandTests.docbuild(["--bless", "--package", package])
        #expect(again.status == 1)
        #expect(try String(contentsOfFile: articlePath, encoding: .utf8) == expected.article)
        #expect(try FileManager.default.contentsOfDirectory(atPath: "\(package)/Articles") == ["Outputs.md"])
    }
}
