import DocBasics
import DocServer
import DocSite
import Foundation
import SampleToolchain

/// `docbuild preview`'s state between changes: the last check of the package and the site
/// rendered from it, served from memory (``site``), and brought up to date by ``update(_:)`` as
/// files change.
///
/// An edit of articles is checked alone (``DocBuildRun/recheck(_:)``):
/// an article whose samples only moved keeps its outcome, one whose programs changed is compiled
/// with the commands the last build recorded; then only the pages the edit affects are rendered
/// again (``SiteBuilder/rebuild(articles:from:)``). Any other change (the package's sources,
/// `docbuild.json`, SUMMARY.md, the theme, an article added or removed) is a check and a render
/// of the whole site, as `docbuild` makes, from a workspace read afresh. Nothing is written to the
/// site's folder; the cache and the scratch package are written as a `--check` writes them.
///
/// The session is an actor: changes are checked one at a time, in the order they came.
package actor PreviewSession {
    /// What a change did.
    package struct Update: Sendable {
        /// The pages that differ from the ones served before, from the site's root.
        package var pages: [String]
        /// The diagnostics to print: all of a full check's, an edit's articles' only.
        package var diagnostics: [Diagnostic]
        /// The samples' summary line: `12 passed, 1 failed, 0 skipped`.
        package var summary: String
        /// Whether the whole package was checked and rendered.
        package var isFull: Bool
        /// The changed files that mattered, as diagnostics name them (relative to the package);
        /// empty for the first check.
        package var files: [String] = []
        /// When the changed pages were announced to the open pages (the search index may follow).
        package var announced = ContinuousClock.now
    }

    package let options: Options
    /// What the server serves.
    package nonisolated let site = PreviewSite()

    private var workspace: Workspace
    /// The last check, with the site's content as last rendered (its API reference, which an edit
    /// of articles keeps) and the theme it was rendered in.
    private var run: DocBuildRun?
    private var rendered: SiteBuilder.Result?
    private let progress: @Sendable (String) -> Void

    /// - Throws: ``EnvironmentError`` or ``ConfigurationError`` when the package cannot be read.
    package init(options: Options, progress: @escaping @Sendable (String) -> Void = { _ in }) throws {
        self.options = options
        workspace = try Workspace(options: options)
        self.progress = progress
    }

    /// The folders and files whose changes matter: the package (its `.build`, `.git` and other
    /// hidden entries, `Tests/` and the site's output folder left out) and every article folder.
    package func watchedRoots() -> [String] {
        let package = workspace.packageDirectory
        return [package] + workspace.articleFolders.filter { !$0.hasPrefix(package + "/") }
    }

    /// Whether a change of `path` (absolute) is one the site does not depend on: hidden entries
    /// (`.build`, `.git`, an editor's swap file), an editor's backup (`Intro.md~`) or test file
    /// (vim's `4913`), `Tests/`, and the folder `docbuild` writes the site to.
    package nonisolated func isIgnored(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        let root = Workspace.absolute(options.packageDirectory)
        let output = Workspace.absolute(options.outputDirectory ?? "\(root)/site/public")
        return name.hasPrefix(".") || name.hasSuffix("~") || name == "4913" || path == "\(root)/Tests"
            || path == output || path.hasPrefix(output + "/")
    }

    /// Checks the whole package and renders its site: the first thing a session does, and what
    /// any change but an edit of articles does.
    ///
    /// - Throws: ``EnvironmentError`` or ``ConfigurationError`` when the package cannot be checked;
    ///   the site served before stays.
    package func checkEverything() async throws -> Update {
        let workspace = try Workspace(options: options)
        let progress = progress
        var run = try await ScratchLock.holding(in: workspace.scratchDirectory) { holder in
            progress(
                "docbuild preview: waiting for another docbuild on this package\(holder.map { " (pid \($0))" } ?? "")…"
            )
        } body: { @Sendable in
            var run = DocBuildRun(workspace: workspace, progress: progress)
            try await run.check()
            return run
        }
        let problems = try await run.checkSite()
        let rendered = try await run.renderSite()
        self.workspace = workspace
        self.run = run
        return publish(
            rendered, diagnostics: run.report.diagnostics + problems + run.report.exampleDiagnostics,
            isFull: true)
    }

    /// Brings the site up to date with the changes of `paths` (absolute): an edit of articles on
    /// its own, anything else by ``checkEverything()``.
    package func update(_ paths: Set<String>) async throws -> Update {
        guard let run, let last = run.checked else { return try await checkEverything() }
        let loader = workspace.loader
        let changed = paths.filter { !Self.isPassing($0, run: last, loader: loader) }.sorted()
        var update = try await checked(changed, after: run)
        update.files = changed.map(loader.displayPath)
        return update
    }

    /// The site after the changes of `paths`, each one that matters (not ``isPassing(_:run:loader:)``).
    private func checked(_ paths: [String], after run: DocBuildRun) async throws -> Update {
        guard let rendered, let last = run.checked else { return try await checkEverything() }
        let loader = workspace.loader
        var reloaded: [LoadedDocument] = []
        for path in paths {
            let displayPath = loader.displayPath(path)
            guard path.hasSuffix(".md"), (path as NSString).lastPathComponent != "SUMMARY.md",
                FileManager.default.fileExists(atPath: path),
                last.work.contains(where: { $0.loaded.path == displayPath && $0.loaded.isArticle })
            else { return try await checkEverything() }
            reloaded.append(loader.load(path))
        }
        guard !reloaded.isEmpty else {
            return Update(pages: [], diagnostics: [], summary: run.report.summary, isFull: false)
        }
        let (workspace, articles) = (workspace, reloaded)
        let edited = try await ScratchLock.holding(in: workspace.scratchDirectory) { _ in
        } body: { @Sendable in
            var edited = run
            try await edited.recheck(articles)
            return edited
        }
        guard let site = edited.site?.content, let theme = edited.theme else {
            return try await checkEverything()
        }
        let builder = SiteBuilder(
            content: site.content, theme: theme, stamp: edited.stamp, checks: site.checks)
        let changed = Set(articles.map(\.path))
        let rebuilt = builder.rebuild(articles: changed, from: rendered)
        self.run = edited
        let diagnostics =
            edited.report.checked.filter { changed.contains($0.path) }.flatMap(\.diagnostics)
            + site.checks.diagnostics.filter { $0.path.map(changed.contains) ?? false }
        // The pages first, then the search index, which the pages do not need to be read.
        var update = publish(rebuilt.result, diagnostics: diagnostics, isFull: false)
        update.pages += publish(builder.indexed(rebuilt.result), diagnostics: [], isFull: false).pages
        return update
    }

    /// Whether the change of `path` (absolute) cannot matter to the site: a directory (the changes
    /// of its files come on their own), or a file that is gone and that the last check did not
    /// read (an editor's or `sed -i`'s temporary file, written and renamed away).
    private static func isPassing(_ path: String, run: CheckRun, loader: ArticleLoader) -> Bool {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            return isDirectory.boolValue
        }
        let displayPath = loader.displayPath(path)
        let folder = displayPath + "/"
        let read = run.sourceFiles + run.work.map(\.loaded.path)
        return !read.contains { $0 == displayPath || $0.hasPrefix(folder) }
            && !["docbuild.json", "SUMMARY.md"].contains((path as NSString).lastPathComponent)
    }

    /// Applies each batch of `changes` in turn, until the stream ends: ``update(_:)``, or, when a
    /// change cannot be checked (a broken `docbuild.json`, a manifest that does not load), the
    /// problem announced to the open pages, which keep what they show. `report` hears of each
    /// batch, its outcome and how long it took from the batch's arrival.
    package func follow(
        _ changes: AsyncStream<Set<String>>,
        report: @escaping @Sendable (Set<String>, Result<Update, any Error>, Duration) async -> Void
    ) async {
        for await batch in changes {
            let start = ContinuousClock.now
            let outcome: Result<Update, any Error>
            do {
                outcome = .success(try await update(batch))
            } catch {
                site.announceProblem("\(error)")
                outcome = .failure(error)
            }
            await report(batch, outcome, start.duration(to: .now))
        }
    }

    /// The whole site rendered again from the last check, as ``checkEverything()`` renders it,
    /// without serving it: what an update is measured against (`docbuild-benchmark`).
    package func renderedAgain() -> SiteBuilder.Result? {
        guard let run, let site = run.site, let theme = run.theme else { return nil }
        return RenderSite.run(site.content, theme: theme, stamp: run.stamp)
    }

    /// Serves `rendered` and tells the pages that changed.
    private func publish(_ rendered: SiteBuilder.Result, diagnostics: [Diagnostic], isFull: Bool) -> Update {
        let pages =
            self.rendered.map { rendered.files.paths(differingFrom: $0.files) } ?? rendered.files.paths
        self.rendered = rendered
        site.replace(with: rendered.files)
        site.announce(pages)
        return Update(
            pages: pages, diagnostics: diagnostics, summary: run?.report.summary ?? "", isFull: isFull,
            announced: .now)
    }

    /// The text of the files `diagnostics` are in, for the formatter's quoted lines.
    package func sources(of diagnostics: [Diagnostic]) -> [String: String] {
        workspace.sources(of: diagnostics.compactMap(\.path))
    }
}
