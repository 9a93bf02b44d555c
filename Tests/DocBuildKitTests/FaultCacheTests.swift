import Foundation
import TestSupport
import Testing

@testable import DocBasics
@testable import DocBuildKit
@testable import SampleToolchain

/// A damaged cache entry is found, reported as a note and rebuilt; an entry of another toolchain
/// or format is ignored without a word.
@Suite struct FaultCacheTests {
    /// A package whose one article builds nothing (its sample is `ignore`d), so checks are quick.
    private func makePackage() throws -> TemporaryDirectory {
        try TemporaryDirectory.holding(
            [
                "Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(name: "Shelf", targets: [.target(name: "Shelf")])

                """,
                "Sources/Shelf/Shelf.swift": "public struct Shelf {}\n",
                "Articles/Shelf.md": "# Shelf\n\n```swift ignore\nlet shelf = Shelf()\n```\n",
            ], prefix: "fault-cache")
    }

    private func check(_ folder: TemporaryDirectory) async throws -> CheckReport {
        var options = Options()
        options.packageDirectory = folder.path
        return try await withChildSlot("docbuild --check") { [options] in
            try await DocBuildRun.check(options)
        }
    }

    private func cacheEntries(_ folder: TemporaryDirectory) throws -> [String] {
        let cache = "\(folder.path)/.build/docbuild/cache"
        return try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.hasSuffix(".json") }
            .map { "\(cache)/\($0)" }
    }

    private func notes(_ report: CheckReport) -> [Diagnostic] {
        report.diagnostics.filter { $0.identifier == .corruptedCacheEntry }
    }

    /// Damages the cache entry with `damage`, then checks twice: the first check reports a note
    /// and rebuilds, the second answers from the rewritten entry.
    private func expectRebuilt(after damage: (inout Data) -> Void) async throws {
        let folder = try makePackage()
        defer { folder.remove() }
        #expect(try await check(folder).hasPassed)
        let entries = try cacheEntries(folder)
        try #require(entries.count == 1)
        var data = try #require(FileManager.default.contents(atPath: entries[0]))
        damage(&data)
        try data.write(to: URL(fileURLWithPath: entries[0]))

        let damaged = try await check(folder)
        #expect(damaged.hasPassed)
        #expect(damaged.articles.allSatisfy { !$0.isCached })
        #expect(notes(damaged).map(\.severity) == [.note])
        #expect(notes(damaged).map(\.path) == ["Articles/Shelf.md"])

        let rebuilt = try await check(folder)
        #expect(rebuilt.articles.allSatisfy { $0.isCached })
        #expect(notes(rebuilt).isEmpty)
    }

    @Test func aTruncatedEntryIsReportedAndRebuilt() async throws {
        try await expectRebuilt { $0 = $0.prefix($0.count / 2) }
    }

    @Test func anEntryTruncatedToNothingIsReportedAndRebuilt() async throws {
        try await expectRebuilt { $0 = Data() }
    }

    /// A changed digit inside a string still decodes as JSON: only the checksum finds it.
    @Test func anEntryWithAChangedByteIsCorrupted() throws {
        let folder = try TemporaryDirectory(prefix: "fault-cache")
        defer { folder.remove() }
        let cache = ResultCache(directory: folder.path)
        cache.store(
            DocumentOutcome(samples: [.init(status: .passed, output: "42\n")], diagnostics: []), forKey: "key"
        )
        let path = "\(folder.path)/key.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "42", with: "43").write(
            toFile: path, atomically: true, encoding: .utf8)

        guard case .corrupted = cache.outcome(forKey: "key") else {
            Issue.record("a changed entry was not found corrupted")
            return
        }
    }

    @Test func anEntryOfAnotherToolchainIsIgnored() async throws {
        let folder = try makePackage()
        defer { folder.remove() }
        #expect(try await check(folder).hasPassed)
        // What `swiftc --version` answered, as remembered beside the compiler's fingerprint.
        let remembered = "\(folder.path)/.build/docbuild/toolchain-version.txt"
        let text = try String(contentsOfFile: remembered, encoding: .utf8)
        let fingerprint = try #require(text.split(separator: "\n").first)
        try "\(fingerprint)\nSwift version 5.9 (another toolchain)\n".write(
            toFile: remembered, atomically: true, encoding: .utf8)

        let other = try await check(folder)
        #expect(other.articles.allSatisfy { !$0.isCached })
        #expect(notes(other).isEmpty)
    }

    @Test func anEntryOfAnotherFormatIsIgnored() throws {
        let folder = try TemporaryDirectory(prefix: "fault-cache")
        defer { folder.remove() }
        let cache = ResultCache(directory: folder.path)
        let outcome = DocumentOutcome(samples: [.init(status: .passed, output: "42\n")], diagnostics: [])
        cache.store(outcome, forKey: "key")
        #expect(cache.outcome(forKey: "key").value == outcome)

        let path = "\(folder.path)/key.json"
        for other in [try JSONEncoder().encode(outcome), Data("docbuild-cache 2 0 0\n{}".utf8)] {
            try other.write(to: URL(fileURLWithPath: path))
            guard case .miss = cache.outcome(forKey: "key") else {
                Issue.record("an entry of another format was not a plain miss")
                continue
            }
        }
    }
}
