import DocBasics
import DocBuildKit
import DocServer
import Foundation

/// `docbuild preview`'s latencies on a package, against what they are held to, in the same run:
/// an edit of prose until the reload event is sent, against rendering the whole site; an edit of
/// a sample until its page, with the sample's new output, is announced, against compiling,
/// linking and running that article's program alone.
///
/// The preview runs in this process as `docbuild preview` runs it (a session following a real
/// file watcher's batches, with the same quiet time), and each latency is measured from the
/// moment the edited file is written to the moment the session announces the page
/// (``PreviewSession/Update/announced``): the watcher's own delay is part of it. The session's
/// own share, from the batch's arrival, is kept beside it.
struct PreviewLatency {
    /// The package, checked cold by the session first.
    var package: String

    struct Figures {
        /// The whole site rendered from the checked package, the best of five.
        var fullRender: Cost
        /// Each edit's latency from the write, in seconds.
        var fromWrite: [Double] = []
        /// Each edit's time in the session, from the watcher's batch, in seconds.
        var inSession: [Double] = []
    }

    /// One batch the session handled.
    private struct Handled: Sendable {
        var changes: Set<String>
        var update: PreviewSession.Update?
        var arrived: ContinuousClock.Instant
    }

    private let session: PreviewSession
    private let watcher: any FileWatcher
    private let following: Task<Void, Never>
    private let handled: AsyncStream<Handled>

    /// Checks `package` cold in a preview session, and starts following its changes.
    init(package: String) async throws {
        self.package = package
        var options = Options()
        options.packageDirectory = package
        session = try PreviewSession(options: options)
        let first = try await session.checkEverything()
        guard first.summary.contains(" 0 failed,") else {
            throw BenchmarkFailure("the preview's first check of \(package) did not pass: \(first.summary)")
        }
        watcher = try makeFileWatcher(
            roots: await session.watchedRoots(), excluding: session.isIgnored, quiet: .milliseconds(10))
        let (handled, continuation) = AsyncStream.makeStream(of: Handled.self)
        self.handled = handled
        following = Task { [session, watcher] in
            await session.follow(watcher.changes) { changes, outcome, duration in
                continuation.yield(
                    Handled(changes: changes, update: try? outcome.get(), arrived: .now - duration))
            }
            continuation.finish()
        }
    }

    func stop() {
        watcher.stop()
        following.cancel()
    }

    /// The whole site rendered again, the best of five.
    func fullRender() async -> Cost {
        var renders: [Cost] = []
        for _ in 0..<5 {
            renders.append(await Cost.measure { _ = await session.renderedAgain() })
        }
        return renders.fastest
    }

    /// Writes each of `texts` to `path` in turn, and measures until `page` is announced after it.
    func latencies(writing texts: [String], to path: String, page: String) async throws -> (
        fromWrite: [Double], inSession: [Double]
    ) {
        var batches = handled.makeAsyncIterator()
        var fromWrite: [Double] = []
        var inSession: [Double] = []
        for text in texts {
            let start = ContinuousClock.now
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            while let batch = await batches.next() {
                guard batch.changes.contains(path) else { continue }
                guard let update = batch.update, update.summary.contains(" 0 failed,"),
                    update.pages.contains(page)
                else {
                    throw BenchmarkFailure("the edit of \(path) did not come out as expected: \(batch)")
                }
                fromWrite.append(start.duration(to: update.announced).inSeconds)
                inSession.append(batch.arrived.duration(to: update.announced).inSeconds)
                break
            }
        }
        return (fromWrite, inSession)
    }
}

extension [Double] {
    /// The middle value (the upper of the two middle ones for an even count).
    var median: Double { sorted()[count / 2] }

    /// Each value in milliseconds, for a line of figures.
    var milliseconds: String { map { String(format: "%.0f", $0 * 1000) }.joined(separator: ", ") + " ms" }
}

extension Corpus {
    /// `edits` readings of article `article`, each with its prose edited.
    func proseEdits(ofArticle article: Int, count edits: Int) -> [String] {
        (0..<edits).map { edit in
            articleText(article).replacingOccurrences(
                of: "The samples of article \(article).",
                with: "The samples of article \(article), edited \(edit + 1) times.\n\nA new paragraph.")
        }
    }

    /// `edits` readings of article `article`, each with another item stocked by its first sample,
    /// which prints it, so that its `// Prints` line changes too.
    func sampleEdits(ofArticle article: Int, count edits: Int) -> [String] {
        (0..<edits).map { edit in
            let name = "A\(article)S0"
            let item = "e\(edit)"
            var text = articleText(article).replacingOccurrences(
                of: "shelf\(name).stock(\"a\(article)\")",
                with: "shelf\(name).stock(\"a\(article)\"); shelf\(name).stock(\"\(item)\")")
            let sampleZero = text.range(of: "Sample 0:")!.upperBound..<text.range(of: "Sample 1:")!.lowerBound
            text = text.replacingOccurrences(
                of: " A\(article)\"", with: " A\(article),\(item.uppercased())\"", range: sampleZero)
            return text
        }
    }
}
