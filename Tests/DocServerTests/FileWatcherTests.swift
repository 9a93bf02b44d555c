import Foundation
import TestSupport
import Testing

@testable import DocServer

/// The two watchers, tested by the same bodies.
enum WatcherKind: String, CaseIterable, Sendable {
    case inotify
    case polling

    /// The kinds this platform has.
    static var available: [WatcherKind] {
        #if os(Linux)
            [.inotify, .polling]
        #else
            [.polling]
        #endif
    }

    /// A watcher of this kind; the polling one snapshots every 10 ms, so its tests take no longer
    /// than inotify's.
    func make(
        roots: [String], excluding isExcluded: @escaping @Sendable (String) -> Bool = { _ in false },
        quiet: Duration = .milliseconds(30)
    ) throws -> any FileWatcher {
        switch self {
        case .inotify:
            #if os(Linux)
                try InotifyWatcher(roots: roots, excluding: isExcluded, quiet: quiet)
            #else
                preconditionFailure("inotify exists only on Linux")
            #endif
        case .polling:
            try PollingWatcher(roots: roots, excluding: isExcluded, quiet: quiet, interval: .milliseconds(10))
        }
    }
}

/// A fresh folder under the temporary directory, removed by ``remove()``.
struct WatchedFolder {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("docserver-watch-XXXXXX")
            .path
        var template = Array(base.utf8CString)
        guard mkdtemp(&template) != nil else { throw CocoaError(.fileWriteUnknown) }
        let made = template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        path = FileTree.standardized(String(decoding: made, as: UTF8.self))
    }

    /// The absolute path of `relative` inside the folder.
    func callAsFunction(_ relative: String) -> String {
        path + "/" + relative
    }

    func write(_ relative: String, _ text: String) throws {
        try text.write(toFile: self(relative), atomically: false, encoding: .utf8)
    }

    func makeDirectory(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: self(relative), withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// The batches `watcher` sends, up to and including the first that holds `path`; `nil` (and a
/// recorded issue) when none does within the deadline.
private func batches(
    of watcher: any FileWatcher, until path: String, sourceLocation: SourceLocation = #_sourceLocation
) async -> [Set<String>]? {
    let changes = watcher.changes
    let seen = await within(
        TestBound.inProcess, waitingFor: "a batch holding \(path)", sourceLocation: sourceLocation
    ) {
        var seen: [Set<String>] = []
        for await batch in changes {
            seen.append(batch)
            if batch.contains(path) { return seen }
        }
        return seen
    }
    guard let seen, seen.last?.contains(path) == true else {
        Issue.record("No batch held \(path); got \(seen ?? [])", sourceLocation: sourceLocation)
        return nil
    }
    return seen
}

@Suite struct FileWatcherTests {
    @Test(arguments: WatcherKind.available)
    func aWriteToAFileInARootIsReported(kind: WatcherKind) async throws {
        let folder = try WatchedFolder()
        defer { folder.remove() }
        try folder.write("Guide.md", "first")
        let watcher = try kind.make(roots: [folder.path])
        defer { watcher.stop() }
        // Another length: the polling watcher cannot tell two writes of one size within a clock tick.
        try folder.write("Guide.md", "second version")
        _ = await batches(of: watcher, until: folder("Guide.md"))
    }

    @Test(arguments: WatcherKind.available)
    func aFileInADirectoryCreatedLaterIsReported(kind: WatcherKind) async throws {
        let folder = try WatchedFolder()
        defer { folder.remove() }
        let watcher = try kind.make(roots: [folder.path])
        defer { watcher.stop() }
        try folder.makeDirectory("Articles/Deep")
        try folder.write("Articles/Deep/New.md", "new")
        _ = await batches(of: watcher, until: folder("Articles/Deep/New.md"))
        // And later writes in it too: the new directory is watched.
        try folder.write("Articles/Deep/Later.md", "later")
        _ = await batches(of: watcher, until: folder("Articles/Deep/Later.md"))
    }

    @Test(arguments: WatcherKind.available)
    func anAtomicSaveIsReportedUnderTheFinalName(kind: WatcherKind) async throws {
        let folder = try WatchedFolder()
        defer { folder.remove() }
        try folder.write("Guide.md", "first")
        let watcher = try kind.make(roots: [folder.path])
        defer { watcher.stop() }
        try folder.write("Guide.md.swp", "first")
        #expect(rename(folder("Guide.md.swp"), folder("Guide.md")) == 0)
        _ = await batches(of: watcher, until: folder("Guide.md"))
    }

    @Test(arguments: WatcherKind.available)
    func changesUnderAnExcludedFolderAreNotReported(kind: WatcherKind) async throws {
        let folder = try WatchedFolder()
        defer { folder.remove() }
        try folder.makeDirectory(".build/debug")
        let excluded = [folder(".build"), folder("site")]
        let isExcluded: @Sendable (String) -> Bool = { path in
            excluded.contains { path == $0 || path.hasPrefix($0 + "/") }
        }
        let watcher = try kind.make(roots: [folder.path], excluding: isExcluded)
        defer { watcher.stop() }
        try folder.write(".build/debug/output.o", "object")
        try folder.makeDirectory("site/guide")
        try folder.write("site/guide/index.html", "<html>")
        try folder.write("Guide.md", "included")
        let seen = await batches(of: watcher, until: folder("Guide.md")) ?? []
        let reported = seen.reduce(into: Set<String>()) { $0.formUnion($1) }
        #expect(!reported.contains(where: isExcluded), "\(reported)")
    }

    @Test(arguments: WatcherKind.available)
    func writesWithinTheQuietPeriodComeAsOneBatch(kind: WatcherKind) async throws {
        let folder = try WatchedFolder()
        defer { folder.remove() }
        let watcher = try kind.make(roots: [folder.path], quiet: .milliseconds(300))
        defer { watcher.stop() }
        for name in ["A.md", "B.md", "C.md"] { try folder.write(name, name) }
        let seen = await batches(of: watcher, until: folder("A.md")) ?? []
        #expect(seen.count == 1)
        #expect(seen.last?.isSuperset(of: [folder("A.md"), folder("B.md"), folder("C.md")]) == true)
    }

    @Test(arguments: WatcherKind.available)
    func aFileRootIsWatchedAloneThroughAtomicSaves(kind: WatcherKind) async throws {
        let folder = try WatchedFolder()
        defer { folder.remove() }
        try folder.write("docbuild.json", "{}")
        let watcher = try kind.make(roots: [folder("docbuild.json")])
        defer { watcher.stop() }
        try folder.write("Sibling.md", "not watched")
        try folder.write("docbuild.json.tmp", "{ \"title\": \"Quartet\" }")
        #expect(rename(folder("docbuild.json.tmp"), folder("docbuild.json")) == 0)
        let seen = await batches(of: watcher, until: folder("docbuild.json")) ?? []
        #expect(seen.allSatisfy { $0 == [folder("docbuild.json")] }, "\(seen)")
    }

    @Test(arguments: WatcherKind.available)
    func aDirectoryMovedWithinARootIsWatchedUnderItsNewName(kind: WatcherKind) async throws {
        let folder = try WatchedFolder()
        defer { folder.remove() }
        try folder.makeDirectory("Old")
        try folder.write("Old/Page.md", "page")
        let watcher = try kind.make(roots: [folder.path])
        defer { watcher.stop() }
        #expect(rename(folder("Old"), folder("New")) == 0)
        let moved = await batches(of: watcher, until: folder("New/Page.md")) ?? []
        #expect(moved.last?.isSuperset(of: [folder("Old"), folder("New")]) == true)
        try folder.write("New/Page.md", "edited page")
        let edited = await batches(of: watcher, until: folder("New/Page.md")) ?? []
        #expect(!edited.contains { $0.contains(folder("Old/Page.md")) }, "\(edited)")
    }

    @Test(arguments: WatcherKind.available)
    func stopFinishesTheStream(kind: WatcherKind) async throws {
        let folder = try WatchedFolder()
        defer { folder.remove() }
        let watcher = try kind.make(roots: [folder.path])
        watcher.stop()
        watcher.stop()
        let changes = watcher.changes
        let batchesAfterStop = await within(TestBound.inProcess, waitingFor: "the stream to finish") {
            await changes.reduce(0) { count, _ in count + 1 }
        }
        #expect(batchesAfterStop == 0)
    }

    @Test(arguments: WatcherKind.available)
    func aMissingRootIsRefused(kind: WatcherKind) throws {
        let folder = try WatchedFolder()
        defer { folder.remove() }
        #expect(throws: FileWatchFailure.missingRoot(folder("Missing"))) {
            try kind.make(roots: [folder("Missing")])
        }
    }

    @Test func makeFileWatcherPicksThePlatformsWatcher() throws {
        let folder = try WatchedFolder()
        defer { folder.remove() }
        let watcher = try makeFileWatcher(roots: [folder.path]) { _ in false }
        defer { watcher.stop() }
        #if os(Linux)
            #expect(watcher is InotifyWatcher)
        #else
            #expect(watcher is PollingWatcher)
        #endif
    }
}
