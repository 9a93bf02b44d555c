import Foundation
import Testing

/// docbuild on documentation written as real packages write it (`Fixtures/Collections`): two
/// libraries that each declare `Deque`, an article that names the module it imports, samples that
/// need Swift 5 mode and a condition of their own (`swiftSettings` in its `docbuild.json`), a
/// program that does not link through code a library emits into it, an error only SIL finds,
/// listings a book's comments mark as failing on purpose (`errorMarkers`), a doc comment's
/// indented code, which DocC shows as Swift, complete programs with a `@main` type, a notebook
/// that declares a name again, and two with a broken listing, one that does not compile and one
/// that traps.
@Suite struct RealDocumentationTests {
    @Test func importsSettingsAndTheCompilersNotesAsTheReaderNeedsThem() async throws {
        let package = try OtherPackageTests.fixturePackage("Collections")
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        let run = try await DocBuildCommandTests.docbuild([
            "--check", "--package", package, "--diagnostics-file", "\(package)/diagnostics.json",
        ])
        #expect(run.status == 1, "\(run.stdout)\n\(run.stderr)")
        // Passing: Chosen.md (`imports Umbrella`), Settings.md (Swift 5, `DOCS`), in Markers.md the
        // constant changed and the index past the end (failing where marked), the indented block
        // of `Deque.count`'s comment, MainRuns.md's `@main` type, a command its transcript runs, and
        // Shadowing.md's three blocks, the second declaring `shelf` again, and the two blocks of
        // Broken.md and of Trap.md that do not use their broken listing's constant.
        #expect(run.stdout.contains("13 passed, 11 failed, 0 skipped"), "\(run.stdout)")
        #expect(run.stdout.contains("Checking 1 sample in the doc comments of 1 module"), "\(run.stdout)")
        let errors = PrintedDiagnostic.all(in: run.stdout).filter { $0.severity == "error" }
        let ambiguous = PrintedDiagnostic("Articles/Ambiguous.md:6:13", "error", "docbuild.Compiler")
        // The link error is the program's (at its first block), not the package's: the others run.
        #expect(
            errors == [
                ambiguous,
                // The broken listing fails alone; the one that uses it names it.
                PrintedDiagnostic("Articles/Broken.md:11:21", "error", "docbuild.Compiler"),
                PrintedDiagnostic("Articles/Broken.md:14:1", "error", "docbuild.DependsOnFailingBlock"),
                PrintedDiagnostic("Articles/Link.md:3:1", "error", "docbuild.Linker"),
                // In a `@main` type: at the Markdown's line, not in docbuild's generated source.
                PrintedDiagnostic("Articles/MainError.md:6:26", "error", "docbuild.Compiler"),
                // A marked line that compiles; an error on a line that is not marked.
                PrintedDiagnostic("Articles/Markers.md:22:1", "error", "docbuild.MarkedLineCompiled"),
                PrintedDiagnostic("Articles/Markers.md:28:17", "error", "docbuild.CompileFailOtherError"),
                PrintedDiagnostic("Articles/Names.md:6:20", "error", "docbuild.Compiler"),
                PrintedDiagnostic("Articles/Trap.md:9:1", "error", "docbuild.ProgramCrashed"),
                PrintedDiagnostic("Articles/Trap.md:12:1", "error", "docbuild.DependsOnFailingBlock"),
                PrintedDiagnostic("Articles/Uninitialized.md:6:12", "error", "docbuild.Compiler"),
            ],
            "\(run.stdout)")
        // One build finds the compile errors and the search the rest but the link error, which
        // takes a second build; a third builds the programs that pass, and a fourth Trap.md's
        // without the block that trapped.
        let builds = (run.stdout + run.stderr).split(separator: "\n").filter {
            $0.wholeMatch(of: /Building \d+ programs?/) != nil
        }
        #expect(builds.count <= 4, "\(run.stdout)\n\(run.stderr)")
        // The candidates, where the reader can open them: in the package, not in docbuild's copy.
        #expect(
            PrintedDiagnostic.noteLocations(after: ambiguous, in: run.stdout) == [
                "Sources/Core/Deque.swift:3:12", "Sources/Umbrella/Umbrella.swift:7:12",
            ], "\(run.stdout)")
        // The same diagnostics as JSON, in DocC's format with their identifiers: for an editor.
        let file =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: "\(package)/diagnostics.json"))) as? [String: Any]
        #expect((file?["version"] as? [String: Int])?["major"] == 1)
        let written = (file?["diagnostics"] as? [[String: Any]] ?? []).filter {
            $0["severity"] as? String == "error"
        }
        let places = written.map { entry -> PrintedDiagnostic in
            let source = URL(string: entry["source"] as? String ?? "")?.path ?? ""
            let start = (entry["range"] as? [String: Any])?["start"] as? [String: Int] ?? [:]
            let relative =
                source.hasPrefix(package + "/") ? String(source.dropFirst(package.count + 1)) : source
            return PrintedDiagnostic(
                "\(relative):\(start["line"] ?? 0):\(start["column"] ?? 0)", "error",
                entry["identifier"] as? String ?? "")
        }
        #expect(places == errors, "\(written)")
        let ambiguousNotes = written.first { ($0["source"] as? String)?.hasSuffix("Ambiguous.md") == true }?[
            "notes"]
        #expect((ambiguousNotes as? [[String: Any]])?.count == 2)
        // The reader's `Deque` is not named by the module docbuild compiled the article into, nor
        // is the program that traps in its crash log.
        #expect(run.stdout.firstMatch(of: /A\d{3}_(Names|Trap)/) == nil, "\(run.stdout)")
    }
}
