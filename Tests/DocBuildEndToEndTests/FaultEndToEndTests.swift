import Foundation
import TestSupport
import Testing

/// The faults docbuild survives, with the built executable: killed while writing the site, run
/// twice at once on one package, and a sample flooding its output while stdin stays open.
@Suite struct FaultEndToEndTests {
    typealias Ending = TestProcess.Ending

    /// Runs the built docbuild to its end, its stdin a pipe kept open until then: a sample that
    /// read docbuild's stdin would wait for ever.
    static func docbuild(_ arguments: [String], environment: [String: String] = [:]) async throws -> Ending {
        try await TestProcess.run(DocBuildCommandTests.executable, arguments, environment: environment)
    }

    /// A new folder under the temporary directory holding `files` (path → contents).
    static func folder(_ files: [String: String]) throws -> String {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent(
            "docbuild-e2e-\(UUID().uuidString)")
        for (path, contents) in files {
            let url = base.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return base.path
    }

    /// A copy of the Greeter fixture whose `Articles/` holds its folder `articles`, or only the
    /// articles named `only` of it.
    static func greeterPackage(articles: String, only: [String]? = nil) throws -> String {
        let package = try folder([:]) + "/Greeter"
        let manager = FileManager.default
        try manager.copyItem(
            atPath: DocBuildCommandTests.root.appendingPathComponent(
                "Tests/DocBuildKitTests/Fixtures/Greeter"
            ).path,
            toPath: package)
        guard articles != "Articles" || only != nil else { return package }
        try manager.removeItem(atPath: "\(package)/Articles")
        try manager.createDirectory(atPath: "\(package)/Articles", withIntermediateDirectories: true)
        let names =
            try only
            ?? manager.contentsOfDirectory(atPath: "\(package)/\(articles)").map {
                String($0.dropLast(3))
            }
        for name in names {
            try manager.copyItem(
                atPath: "\(package)/\(articles)/\(name).md", toPath: "\(package)/Articles/\(name).md")
        }
        return package
    }

    /// Writes a `SUMMARY.md` that lists every article in `package`'s `Articles/`, by name, as
    /// a site build requires.
    static func writeSummary(of package: String) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: "\(package)/Articles")
            .filter { $0.hasSuffix(".md") && $0 != "SUMMARY.md" }.sorted()
        let items = names.map { "- [\($0.dropLast(3))](\($0))\n" }.joined()
        try Data("# Summary\n\n\(items)".utf8)
            .write(to: URL(fileURLWithPath: "\(package)/Articles/SUMMARY.md"))
    }

    static func remove(_ package: String) {
        try? FileManager.default.removeItem(at: URL(fileURLWithPath: package).deletingLastPathComponent())
    }

    /// Every file of the folder `directory`, by relative path.
    static func snapshot(_ directory: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for file in try DocBuildCommandTests.files(in: directory) {
            files[file] = FileManager.default.contents(atPath: "\(directory)/\(file)")
        }
        return files
    }

    // MARK: - Killed while writing the site

    /// A package whose one article builds nothing (its sample is `ignore`d).
    static func sitePackage() throws -> String {
        let package = try folder([
            "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(name: "Shelf", targets: [.target(name: "Shelf")])

            """,
            "Sources/Shelf/Shelf.swift": "public struct Shelf {}\n",
            "Articles/SUMMARY.md": "# Summary\n\n- [Shelf](Shelf.md)\n",
        ])
        try FileManager.default.createDirectory(atPath: "\(package)/site", withIntermediateDirectories: true)
        return package
    }

    static func writeEdition(_ edition: Int, in package: String) throws {
        try Data("# Shelf\n\nEdition \(edition).\n\n```swift ignore\nlet shelf = Shelf()\n```\n".utf8)
            .write(to: URL(fileURLWithPath: "\(package)/Articles/Shelf.md"))
    }

    /// docbuild killed with `SIGKILL` at each point of writing the site leaves the previous site
    /// byte for byte (or, once swapped, the whole new one), and the next run succeeds and clears
    /// the killed run's temporary folder.
    @Test func killedWhileWritingTheSiteLeavesAWholeSite() async throws {
        let package = try Self.sitePackage()
        defer { try? FileManager.default.removeItem(atPath: package) }
        let output = "\(package)/site/public"
        try Self.writeEdition(0, in: package)
        let first = try await Self.docbuild(["--package", package])
        try #require(first.status == 0, "\(first.stdout)\(first.stderr)")
        var previous = try Self.snapshot(output)
        let pages = previous.count - 1  // all but the marker
        try #require(pages > 3)
        let points = [
            "site.staging", "site.file:1", "site.file:\(pages / 2)", "site.file:\(pages)", "site.swap",
            "site.swapped",
        ]
        for (index, point) in points.enumerated() {
            try Self.writeEdition(index + 1, in: package)
            let killed = try await Self.docbuild(
                ["--package", package], environment: ["DOCBUILD_TEST_KILL_AT": point])
            #expect(killed.wasSignalled && killed.status == SIGKILL, "not killed at \(point)")
            let left = try Self.snapshot(output)

            let rerun = try await Self.docbuild(["--package", package])
            #expect(rerun.status == 0, "the run after a kill at \(point): \(rerun.stdout)\(rerun.stderr)")
            let next = try Self.snapshot(output)
            #expect(next != previous)
            #expect(left == (point == "site.swapped" ? next : previous), "the site after a kill at \(point)")
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: "\(package)/site").sorted() == ["public"])
            previous = next
        }
    }

    // MARK: - Two at once

    /// Two docbuilds on one package at once: the second waits for the first, saying so, and both
    /// pass; afterwards the cache answers both.
    @Test func twoDocbuildsOnOnePackageTakeTurns() async throws {
        let package = try Self.greeterPackage(articles: "Articles")
        defer { Self.remove(package) }
        try Self.writeSummary(of: package)
        let arguments = ["--check", "--package", package, "--filter"]
        let lockFile = "\(package)/.build/docbuild/lock"
        let executable = DocBuildCommandTests.executable
        let (endings, pids) = try await TestProcess.withStarted(executable, arguments + ["Kinds"]) { kinds in
            // The second starts once the first holds the lock, so that it must wait, however fast
            // the first gets there: docbuild reports its first stage only while holding it.
            let first = try await kinds.line { _ in true }
            #expect(!first.isEmpty, "the first docbuild's first line: \(first)")
            #expect(try String(contentsOfFile: lockFile, encoding: .utf8).contains("\(kinds.pid)"))
            return try await TestProcess.withStarted(executable, arguments + ["Programs"]) { programs in
                ([try await kinds.ending(), try await programs.ending()], [kinds.pid, programs.pid])
            }
        }
        for ending in endings {
            #expect(ending.status == 0, "\(ending.stdout)\(ending.stderr)")
        }
        let waits = zip(endings, [pids[1], pids[0]]).filter { ending, other in
            ending.stderr.contains("docbuild: waiting for another docbuild on this package (pid \(other))")
        }
        #expect(waits.count == 1, "\(endings.map(\.stderr))")

        for filter in ["Kinds", "Programs"] {
            let again = try await Self.docbuild(arguments + [filter])
            #expect(again.status == 0)
            #expect(again.stdout.contains("1 article unchanged: results from the cache"), "\(again.stdout)")
        }
    }

    // MARK: - A flood, and stdin left open

    /// A sample writing 100 MB is cut at its block while docbuild's own peak memory stays under
    /// 100 MB, and a sample reading stdin gets end of file although docbuild's stdin stays open.
    @Test func aFloodingSampleLeavesDocbuildsMemoryBounded() async throws {
        let package = try Self.greeterPackage(articles: "Faults", only: ["Floods", "ReadsInput"])
        defer { Self.remove(package) }
        let ending = try await Self.docbuild(
            ["--check", "--package", package, "--timeout", "20"],
            environment: ["DOCBUILD_TEST_PEAK_MEMORY": "1"])
        #expect(ending.status == 1)
        #expect(ending.stdout.contains("\nArticles/Floods.md:7:1: error: "), "\(ending.stdout)")
        #expect(!ending.stdout.contains("Articles/ReadsInput.md"), "\(ending.stdout)")
        #expect(ending.stdout.hasSuffix("\n2 passed, 1 failed, 0 skipped\n"), "\(ending.stdout)")
        let peak = try #require(
            ending.stderr.firstMatch(of: /docbuild: peak memory (\d+) kB/).flatMap { Int($0.1) })
        print("docbuild's peak memory with a sample writing 100 MB: \(peak / 1024) MB")
        #expect(peak < 100 * 1024)
    }
}
