import Foundation
import TestSupport
import Testing

/// Runs the built `docbuild` executable and checks its exit status and output.
@Suite struct DocBuildCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let executable = root.appendingPathComponent(".build/debug/docbuild").path

    typealias Invocation = TestProcess.Ending

    /// Runs the built docbuild with `arguments` to its end, holding a slot of the suite's.
    static func docbuild(_ arguments: [String], environment: [String: String] = [:]) async throws
        -> Invocation
    {
        try await TestProcess.run(executable, arguments, environment: environment)
    }

    /// A copy of the Greeter fixture package whose `Articles/` holds `Fixtures/Mixed`: one passing
    /// and one failing article.
    static func mixedPackage() throws -> String {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent(
            "docbuild-e2e-\(UUID().uuidString)")
        let package = base.appendingPathComponent("Greeter").path
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: root.appendingPathComponent("Tests/DocBuildKitTests/Fixtures/Greeter").path,
            toPath: package)
        try FileManager.default.removeItem(atPath: "\(package)/Articles")
        try FileManager.default.copyItem(
            atPath: root.appendingPathComponent("Tests/DocBuildEndToEndTests/Fixtures/Mixed").path,
            toPath: "\(package)/Articles")
        return package
    }

    /// The cold text run and the warm GitHub run share one package, so only one build happens.
    static let mixedRuns = Task { () throws -> (text: Invocation, github: Invocation) in
        let package = try mixedPackage()
        let text = try await docbuild(["--check", "--package", package])
        let github = try await docbuild(["--check", "--package", package, "--format", "github"])
        return (text, github)
    }

    @Test func helpAndVersionExitZero() async throws {
        let help = try await Self.docbuild(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("USAGE: docbuild"))
        let version = try await Self.docbuild(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("docbuild "))
    }

    @Test(arguments: [
        (["--bogus"], "docbuild.UnknownOption"),
        (["--jobs", "0"], "docbuild.InvalidOptionValue"),
        (["--format", "xml"], "docbuild.InvalidOptionValue"),
        (["--timeout"], "docbuild.MissingOptionValue"),
        (["stray"], "docbuild.UnknownOption"),
        (["--shard", "3/2"], "docbuild.InvalidOptionValue"),
    ])
    func usageErrorsExit64WithTheUsage(arguments: [String], identifier: String) async throws {
        let result = try await Self.docbuild(arguments)
        #expect(result.status == 64)
        #expect(PrintedDiagnostic.all(in: result.stderr) == [PrintedDiagnostic(nil, "error", identifier)])
        #expect(result.stderr.hasPrefix("error: "))
        #expect(result.stderr.contains("USAGE: docbuild"))
    }

    @Test func packageWithoutManifestIsAClearError() async throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
            "docbuild-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let result = try await Self.docbuild(["--check", "--package", empty.path])
        #expect(result.status == 1)
        #expect(
            PrintedDiagnostic.all(in: result.stderr) == [
                PrintedDiagnostic(nil, "error", "docbuild.NoPackage")
            ])
    }

    @Test func missingAndEmptyArticlesDirectoriesAreClearErrors() async throws {
        let package = try Self.mixedPackage()
        let missing = try await Self.docbuild([
            "--check", "--package", package, "--articles", "\(package)/Nope",
        ])
        #expect(missing.status == 1)
        #expect(
            PrintedDiagnostic.all(in: missing.stderr) == [
                PrintedDiagnostic(nil, "error", "docbuild.NoArticles")
            ])
        try FileManager.default.createDirectory(atPath: "\(package)/Empty", withIntermediateDirectories: true)
        let empty = try await Self.docbuild([
            "--check", "--package", package, "--articles", "\(package)/Empty",
        ])
        #expect(empty.status == 1)
        #expect(
            PrintedDiagnostic.all(in: empty.stderr) == [
                PrintedDiagnostic(nil, "error", "docbuild.NoArticles")
            ])
    }

    @Test func swiftMissingFromPathIsAClearError() async throws {
        let package = try Self.mixedPackage()
        let result = try await Self.docbuild(
            ["--check", "--package", package], environment: ["PATH": "/nonexistent"])
        #expect(result.status == 1)
        #expect(
            PrintedDiagnostic.all(in: result.stderr) == [
                PrintedDiagnostic(nil, "error", "docbuild.SwiftNotFound")
            ])
    }

    @Test func failingArticleExitsOneWithLocatedErrorSourceLineAndSummary() async throws {
        let text = try await Self.mixedRuns.value.text
        #expect(text.status == 1)
        #expect(
            PrintedDiagnostic.all(in: text.stdout).filter { $0.severity == "error" } == [
                PrintedDiagnostic("Articles/Bad.md:4:15", "error", "docbuild.PrintsMismatch")
            ])
        // Beneath it, the line it is on and a caret at the column.
        #expect(
            text.stdout.contains(
                """
                 [docbuild.PrintsMismatch]
                    4 | print(6 * 7)  // Prints "41"
                      |               ^
                """))
        #expect(text.stdout.hasSuffix("\n1 passed, 1 failed, 0 skipped\n"))
        #expect(text.stdout.hasPrefix("Checking 2 articles in Articles\n"))
        #expect(text.stdout.contains("\nRunning 2 programs\n"))
        // Not a terminal: no control characters.
        #expect(!text.stdout.contains("\u{1B}"))
    }

    @Test func githubFormatPrintsAnnotationsAndAWarmRunUsesTheCache() async throws {
        let github = try await Self.mixedRuns.value.github
        #expect(github.status == 1)
        #expect(
            github.stdout.contains(
                "::error file=Articles/Bad.md,line=4,col=15,title=docbuild.PrintsMismatch::"))
        #expect(github.stdout.contains("2 articles unchanged: results from the cache\n"))
        #expect(!github.stdout.contains("Building"))
        #expect(github.stdout.hasSuffix("\n1 passed, 1 failed, 0 skipped\n"))
    }

    @Test func aWrittenBaselineLetsTheCheckPassAndNoBaselineFailsItAgain() async throws {
        let package = try Self.mixedPackage()
        try "- [Bad](Bad.md)\n- [Good](Good.md)\n".write(
            toFile: "\(package)/Articles/SUMMARY.md", atomically: true, encoding: .utf8)
        // A broken link too: the baseline holds every kind of problem, so a first adoption is green.
        let bad = "\(package)/Articles/Bad.md"
        try (String(contentsOfFile: bad, encoding: .utf8) + "\nSee [the missing page](Missing.md).\n").write(
            toFile: bad, atomically: true, encoding: .utf8)
        let written = try await Self.docbuild(["--write-baseline", "--package", package])
        #expect(written.status == 0, "\(written.stdout)")
        #expect(
            written.stdout.contains("Wrote 1 failing sample and 1 other problem to docbuild-baseline.json\n"),
            "\(written.stdout)")
        #expect(FileManager.default.fileExists(atPath: "\(package)/docbuild-baseline.json"))
        let check = try await Self.docbuild(["--check", "--package", package])
        #expect(check.status == 0, "\(check.stdout)")
        // Writing the baseline changed no result's key: nothing is built again.
        #expect(check.stdout.contains("2 articles unchanged: results from the cache\n"), "\(check.stdout)")
        #expect(
            PrintedDiagnostic.all(in: check.stdout) == [
                PrintedDiagnostic("Articles/Bad.md:4:15", "warning", "docbuild.PrintsMismatch"),
                PrintedDiagnostic("Articles/Bad.md:7:24", "warning", "docbuild.BrokenLink"),
            ], "\(check.stdout)")
        #expect(check.stdout.contains("Articles/Bad.md:4:15: warning: (in the baseline) "))
        #expect(check.stdout.hasSuffix("\n1 passed, 0 failed, 0 skipped, 1 failing in the baseline\n"))
        #expect(try await Self.docbuild(["--check", "--no-baseline", "--package", package]).status == 1)
        // The link fixed: the baseline's problem is named as gone, in a note.
        try String(contentsOfFile: bad, encoding: .utf8).replacingOccurrences(
            of: "(Missing.md)", with: "(Good.md)"
        )
        .write(toFile: bad, atomically: true, encoding: .utf8)
        let fixed = try await Self.docbuild(["--check", "--package", package])
        #expect(fixed.status == 0, "\(fixed.stdout)")
        #expect(
            PrintedDiagnostic.all("docbuild.BaselinedSamplesNowPass", in: fixed.stdout) == [
                PrintedDiagnostic("docbuild-baseline.json", "note", "docbuild.BaselinedSamplesNowPass")
            ], "\(fixed.stdout)")
        let missing = try await Self.docbuild(["--check", "--baseline", "nowhere.json", "--package", package])
        #expect(missing.status == 1)
        #expect(
            PrintedDiagnostic.all(in: missing.stderr) == [
                PrintedDiagnostic(nil, "error", "docbuild.MissingBaseline")
            ])
        // Found before anything is checked: nothing was built or printed.
        #expect(missing.stdout.isEmpty, "\(missing.stdout)")
    }

    /// Two builds of the same input, each in a process of its own (Swift seeds its hashing per
    /// process, so an order taken from a `Set` or `Dictionary` would differ), write the same
    /// bytes.
    @Test func twoSiteBuildsInSeparateProcessesAreByteIdentical() async throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent(
            "docbuild-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let package = base.appendingPathComponent("Greeter").path
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Self.root.appendingPathComponent("Tests/DocBuildKitTests/Fixtures/Greeter").path,
            toPath: package)
        try FaultEndToEndTests.writeSummary(of: package)

        let first = try await Self.docbuild(["--package", package, "--output", "\(package)/first"])
        let second = try await Self.docbuild(["--package", package, "--output", "\(package)/second"])

        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        #expect(second.status == 0, "\(second.stdout)\(second.stderr)")
        let files = try Self.files(in: "\(package)/first")
        #expect(files.count > 3)
        #expect(try Self.files(in: "\(package)/second") == files)
        for file in files {
            let one = FileManager.default.contents(atPath: "\(package)/first/\(file)")
            let other = FileManager.default.contents(atPath: "\(package)/second/\(file)")
            #expect(one == other, "\(file) differs between the two builds")
        }
    }

    /// The files under `directory`, relative to it, sorted.
    static func files(in directory: String) throws -> [String] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: directory))
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: "\(directory)/\(relative)", isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                files.append(relative)
            }
        }
        return files.sorted()
    }
}
