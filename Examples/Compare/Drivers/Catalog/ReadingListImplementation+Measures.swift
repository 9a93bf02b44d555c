import CompareDriving
import Foundation
import QuartetSupport
import ReadingList

/// The lines of code of one implementation, counted from its files.
public struct SourceLines: Hashable, Sendable {
    /// The logic: the implementation's folder, without `SwiftUI/` and `Demo/`.
    public var logic: Int
    /// The SwiftUI views.
    public var views: Int
    /// The driver that adapts it to the spec.
    public var adapter: Int
}

/// How many times the views on screen are invalidated by one user action, counted with
/// `ObservationProbe` over exactly what each view's body reads.
///
/// Counted with coalescing, as SwiftUI renders (changes in one turn of the main actor count once),
/// a count can vary with scheduling where work hops between actors; counted without, each change
/// to what a view reads counts, which does not vary: the most renders the action can cause.
public struct InvalidationCounts: Hashable, Sendable {
    /// Typing one character into the search field (before the debounce fires).
    public var typing: Int
    /// One item's title changing: a save that succeeds, in a list of 1,000 items (list and detail).
    public var titleChange: Int
    /// A refresh that returns 1,000 new items (the list).
    public var refresh: Int
    /// Opening an item's detail (the list).
    public var openingDetail: Int
}

@MainActor
extension ReadingListImplementation {
    /// Counts the lines of code that are neither blank nor only a comment, in the files of this
    /// implementation as they are in the package.
    public nonisolated func sourceLines() throws -> SourceLines {
        let compare = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = compare.appendingPathComponent(self.folder)
        let all = try Self.swiftFiles(in: folder)
        let views = all.filter { $0.path.contains("/SwiftUI/") }
        let logic = all.filter { !$0.path.contains("/SwiftUI/") && !$0.path.contains("/Demo/") }
        let adapter = try Self.swiftFiles(in: compare.appendingPathComponent("Drivers/\(self.folder)"))
        return SourceLines(
            logic: try Self.codeLines(in: logic), views: try Self.codeLines(in: views),
            adapter: try Self.codeLines(in: adapter))
    }

    private nonisolated static func swiftFiles(in folder: URL) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }

    /// Lines that are not blank, not a `//` comment and not inside a `/* … */` comment.
    nonisolated static func codeLines(in files: [URL]) throws -> Int {
        var count = 0
        for file in files {
            var inBlockComment = false
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                let text = line.trimmingCharacters(in: .whitespaces)
                if inBlockComment {
                    if text.contains("*/") { inBlockComment = false }
                    continue
                }
                if text.isEmpty || text.hasPrefix("//") { continue }
                if text.hasPrefix("/*") {
                    inBlockComment = !text.contains("*/")
                    continue
                }
                count += 1
            }
        }
        return count
    }

    /// Counts the invalidations of the views on screen for each action of ``InvalidationCounts``.
    ///
    /// Each action runs on a fresh screen on a `TestClock`; the count is taken once the action's
    /// work has settled and the probes have rendered again, so it does not depend on timing.
    ///
    /// - Parameter coalescing: Whether changes in one turn of the main actor count once, as
    ///   SwiftUI renders, or each change counts (`false`, the default: the figure that does not
    ///   depend on scheduling).
    public func invalidationCounts(coalescing: Bool = false) async throws -> InvalidationCounts {
        InvalidationCounts(
            typing: try await countTyping(coalescing), titleChange: try await countTitleChange(coalescing),
            refresh: try await countRefresh(coalescing),
            openingDetail: try await countOpeningDetail(coalescing))
    }

    private func countTyping(_ coalescing: Bool) async throws -> Int {
        let session = ReadingListSession(self)
        try await session.appearLoaded()
        let list = ObservationProbe(tracking: { session.screen.readListView() }, coalescing: coalescing)
        try await session.search("x")
        try await session.waitUntil("the field shows the text") { $0.query == "x" }
        await list.nextRender()
        return list.invalidationCount
    }

    private func countTitleChange(_ coalescing: Bool) async throws -> Int {
        let session = ReadingListSession(self, items: ReadingItem.generated(count: 1_000))
        try await session.appearLoaded()
        try await session.openEditor(of: 42, typing: "Renamed")
        session.screen.tapSave()
        try await session.waitUntil("the save is running") { $0.detail?.editor?.isSaving == true }
        let list = ObservationProbe(tracking: { session.screen.readListView() }, coalescing: coalescing)
        let detail = ObservationProbe(tracking: { session.screen.readDetailView() }, coalescing: coalescing)
        try await session.completeCall()
        try await session.waitUntil("the sheet is closed") { $0.detail?.editor == nil }
        await list.nextRender()
        await detail.nextRender()
        return list.invalidationCount + detail.invalidationCount
    }

    private func countRefresh(_ coalescing: Bool) async throws -> Int {
        let session = ReadingListSession(self, items: ReadingItem.generated(count: 1_000))
        try await session.appearLoaded()
        session.service.replaceItems(
            with: ReadingItem.generated(count: 1_000).map {
                ReadingItem(id: $0.id, title: $0.title + " (2nd edition)", author: $0.author)
            })
        let list = ObservationProbe(tracking: { session.screen.readListView() }, coalescing: coalescing)
        session.screen.pullToRefresh()
        try await session.completeCall()
        try await session.waitUntil("the refresh has finished") {
            !$0.isRefreshing && $0.items.first?.id == 1
        }
        try await session.waitUntil("the new items are shown") {
            $0.items.first?.title.hasSuffix("edition)") == true
        }
        await list.nextRender()
        return list.invalidationCount
    }

    private func countOpeningDetail(_ coalescing: Bool) async throws -> Int {
        let session = ReadingListSession(self)
        try await session.appearLoaded()
        let list = ObservationProbe(tracking: { session.screen.readListView() }, coalescing: coalescing)
        try await session.openDetail(7)
        await list.nextRender()
        return list.invalidationCount
    }
}
