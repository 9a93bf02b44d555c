import DocBasics
import DocSite
import Doctest
import Foundation
import SampleToolchain
import SymbolReference

/// One run of docbuild over a package, in phases, each of which makes its facts once and keeps
/// them for the phases after it. `docbuild` calls them in order, `docbuild preview` keeps a run
/// between edits, and tests call the phase they are about.
///
/// 1. ``check()``: the documents' samples planned, compiled, run and verified, the example demos
///    built and run, the baseline written (`--write-baseline`) and applied: the ``report``.
///    ``recheck(_:)`` checks edited articles again within the same run.
/// 2. ``checkSite()``: the site's content made from the report, its links, anchors, images,
///    SUMMARY.md and symbol links checked, the baseline applied to their problems.
/// 3. ``renderSite()``: the pages, with the API reference, in the package's theme.
/// 4. ``writeSite()``: the pages written, when every check passed over the whole package.
///
/// ``coverage()`` measures the public API's coverage from the report (`--coverage`).
///
/// ```swift
/// var run = try DocBuildRun(options: Options(arguments: ["--check"]))
/// let report = try await run.check()
/// print(report.summary)  // "12 passed, 0 failed, 0 skipped"
/// ```
///
/// The stages the phases chain are in `Stages/`, each a function of values; this type is the only
/// place that chains them and prints their progress.
package struct DocBuildRun: Sendable {
    /// Everything the options resolve to.
    let workspace: Workspace
    /// Where results are kept between runs, by the content they were reached from.
    private let cache: ResultCache
    /// Told one line per step.
    private let progress: @Sendable (String) -> Void

    /// Phase 1's: every document with its outcome; `nil` before ``check()``.
    private(set) var checked: CheckRun?
    /// The library modules' symbol graphs, decoded by the first phase that needs them: the check,
    /// when doc comments have samples or coverage is measured; else the site's symbol links or
    /// its API reference.
    private var graphs: [String: [SymbolGraph]]?
    /// Phase 2's: the site's content, and the problems of its checks; `nil` before ``checkSite()``.
    /// After ``recheck(_:)`` the content is the edit's, its own checks in `content.checks`, while
    /// `problems` stay the last ``checkSite()``'s: only a whole check finds the site's problems.
    private(set) var site: CheckedSite?
    /// Phase 2's, before the baseline applied to them: what `--write-baseline` records.
    private var siteProblems: [Diagnostic]?
    /// Phase 3's: the theme and the footer's stamp, which the preview renders edited pages with.
    private(set) var theme: SiteTheme?
    private(set) var stamp = SiteStamp(swiftVersion: "", commit: "")

    /// The site's content, checked.
    package struct CheckedSite: Sendable {
        /// The pages' content, with the API reference once ``renderSite()`` has added it.
        var content: AssembleSite.Result
        /// The problems of the site's checks, the baseline applied.
        var problems: [Diagnostic]
    }

    /// A run of `workspace`'s options.
    init(workspace: Workspace, progress: @escaping @Sendable (String) -> Void = { _ in }) {
        self.workspace = workspace
        self.progress = progress
        cache = ResultCache(directory: "\(workspace.scratchDirectory)/cache")
    }

    /// A run of `options`.
    ///
    /// - Throws: ``EnvironmentError`` or ``ConfigurationError`` when the package cannot be read.
    package init(options: Options, progress: @escaping @Sendable (String) -> Void = { _ in }) throws {
        self.init(workspace: try Workspace(options: options), progress: progress)
    }

    /// A run whose check made `report`: the site's phases of a report made by hand.
    init(
        workspace: Workspace, checked report: CheckReport,
        progress: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.init(workspace: workspace, progress: progress)
        var run = CheckRun(work: [], environment: "", sourceFiles: [], catalog: report.examples)
        run.report = report
        checked = run
    }

    /// The report of a run of `options`: its ``check()`` alone.
    package static func check(_ options: Options, progress: @escaping @Sendable (String) -> Void = { _ in })
        async throws -> CheckReport
    {
        var run = try DocBuildRun(options: options, progress: progress)
        return try await run.check()
    }

    /// The check's report, the baseline applied; an empty one before ``check()``.
    package var report: CheckReport { checked?.report ?? CheckReport(articles: []) }

    // MARK: 1. Check

    /// Verifies the selected documents, and the example demos when the selection asks.
    ///
    /// - Returns: the report of every document; content problems are diagnostics in it.
    /// - Throws: ``EnvironmentError`` when the check cannot run: no articles, files that cannot be
    ///   written, a compiler that cannot start.
    @discardableResult
    package mutating func check() async throws -> CheckReport {
        let articles = try LoadArticles.run(workspace)
        progress(
            "Checking \(articles.count) \(plural(articles.count, "article")) in "
                + workspace.articleFolders.map(workspace.displayPath).joined(separator: ", "))
        let partition = try await partitioned(articles)
        // The example catalog, read once: its demos are built here, and the site lists it.
        let catalog = ExampleEntry.loadAll(
            packageDirectory: workspace.packageDirectory, layout: workspace.configuration.examples)
        let examples = workspace.selection.checksDemos ? catalog : []
        var run = CheckRun(
            work: partition.work, environment: partition.environment, sourceFiles: partition.sourceFiles,
            catalog: catalog)
        let compiled = try await verify(&run)
        let scratch = run.scratch(in: workspace)
        let demos = try await BuildAndRunDemos.run(
            examples, built: compiled.build, scratch: scratch,
            cacheKey: BuildAndRunDemos.cacheKey(environment: partition.environment, examples: examples),
            cache: cache, useCache: workspace.options.useCache, swift: workspace.swift,
            timeout: workspace.options.timeout, packageDirectory: workspace.packageDirectory,
            progress: progress)
        let swiftUI = try await CheckExampleSwiftUI.run(
            examples,
            checker: SampleTypeChecker(
                scratch: scratch, swiftc: workspace.swiftc, appleFlags: workspace.options.appleFlags),
            cacheKey: CheckExampleSwiftUI.cacheKey(
                environment: partition.environment, examples: examples, flags: workspace.options.appleFlags),
            cache: cache, useCache: workspace.options.useCache, packageDirectory: workspace.packageDirectory,
            jobs: workspace.options.jobs, progress: progress)
        run.notes = partition.notes + demos.notes + swiftUI.notes
        run.demos = demos.outcomes
        run.exampleSwiftUI = swiftUI.outcomes
        checked = run
        try await applyBaseline()
        return report
    }

    /// Checks again the articles that `articles` holds a new reading of (by path), and keeps every
    /// other document's outcome, the demos' and the SwiftUI checks' too: what an edit of articles
    /// needs, in the time of their programs. A document whose samples only moved keeps its outcome
    /// (``MovedSamples``); one whose text the cache holds, the cache's. The site's content is made
    /// again from the new report, with the API reference it had (an article edit cannot change it).
    ///
    /// - Returns: the report made again.
    @discardableResult
    package mutating func recheck(_ articles: [LoadedDocument]) async throws -> CheckReport {
        guard var run = checked else { return try await check() }
        // What was verified before stands: only the new readings may be planned.
        for index in run.work.indices where run.work[index].outcome != nil {
            run.work[index].isCached = true
            run.work[index].program = nil
            run.work[index].separate = []
            run.work[index].typeChecks = []
            run.work[index].commands = []
            run.work[index].invocations = []
        }
        var partition = PartitionByCache.Result(
            work: [], sourceFiles: run.sourceFiles, environment: run.environment)
        for article in articles {
            guard let index = run.work.firstIndex(where: { $0.loaded.path == article.path }) else {
                continue
            }
            let previous = run.work[index]
            // At its place in the run: its programs are named as the full check named them.
            var work = partition.keyed(
                article, position: previous.position, cache: cache, useCache: workspace.options.useCache)
            if !work.isCached, let outcome = previous.outcome,
                let moved = MovedSamples.outcome(outcome, of: previous.loaded, for: article)
            {
                work.outcome = moved
                work.isCached = true
                // Stored as a check would have stored it: a `--check` after the preview needs no build.
                if let key = work.cacheKey { cache.store(moved, forKey: key) }
            }
            run.work[index] = work
        }
        run.notes += partition.notes
        _ = try await verify(&run)
        checked = run
        try await applyBaseline()
        if let previous = site {
            var content = try AssembleSite.run(
                report, loader: workspace.loader, configuration: workspace.configuration)
            content.content.reference = previous.content.content.reference
            site = CheckedSite(content: content, problems: previous.problems)
        }
        return report
    }

    /// Plans, compiles, runs, verifies and stores the documents of `run` that have no outcome yet.
    ///
    /// - Returns: what the compiler said.
    private func verify(_ run: inout CheckRun) async throws -> CompileSamples.Result {
        let plan = try await ImportLibraries.run(
            PlanChecks.run(
                run.work, hasAppleInterface: !workspace.options.appleFlags.isEmpty,
                commandNames: workspace.configuration.commands),
            imports: workspace.configuration.imports, packageDirectory: workspace.packageDirectory,
            swift: workspace.swift,
            cacheDirectory: workspace.scratchDirectory)
        let scratch = run.scratch(in: workspace)
        var compiled = try await CompileSamples.run(
            plan, scratch: scratch, sourceFiles: run.sourceFiles, environment: run.environment,
            toolchain: workspace.toolchain,
            appleFlags: workspace.options.appleFlags,
            manifest: workspace.displayPath(workspace.packageDirectory + "/Package.swift"), progress: progress
        )
        var runs = try await RunPrograms.run(
            plan, compiled: compiled, scratch: scratch, timeout: workspace.options.timeout,
            jobs: workspace.options.jobs, progress: progress)
        try await RunPrograms.rerunningStopped(
            plan, compiled: &compiled, runs: &runs, scratch: scratch, toolchain: workspace.toolchain,
            environment: run.environment, timeout: workspace.options.timeout, progress: progress)
        let commandRuns = try await RunPrograms.runCommands(
            plan, compiled: compiled, scratch: scratch, timeout: workspace.options.timeout,
            jobs: workspace.options.jobs, progress: progress)
        let verified = VerifyDocuments.run(
            plan, compiled: compiled, runs: runs, commandRuns: commandRuns,
            rules: workspace.configuration.transcripts, timeout: workspace.options.timeout)
        StoreResults.run(verified, compiled: compiled, runs: runs, commandRuns: commandRuns, cache: cache)
        run.work = verified
        run.compilerDiagnostics = compiled.diagnostics
        return compiled
    }

    /// `articles`, the library modules' doc comments (``LoadDocComments``) and the snippets
    /// (``LoadSnippets``), keyed and looked up in the cache (``PartitionByCache``); the graphs the
    /// doc comments needed are kept.
    private mutating func partitioned(_ articles: [LoadedDocument]) async throws -> PartitionByCache.Result {
        var partition = try await PartitionByCache.run(articles, cache: cache, in: workspace)
        let cachedArticles = partition.cachedCount
        if cachedArticles > 0 {
            progress(
                "\(cachedArticles) \(plural(cachedArticles, "article")) unchanged: results from the cache")
        }
        let loaded = try await LoadDocComments.run(
            in: workspace, environment: partition.environment, sourceFiles: partition.sourceFiles,
            needsSymbols: workspace.options.isMeasuringCoverage, progress: progress)
        graphs = loaded.symbolGraphs
        let docComments = loaded.documents
        if !docComments.isEmpty {
            partition.add(docComments, cache: cache, useCache: workspace.options.useCache)
            let samples = docComments.reduce(0) { $0 + $1.extraction.samples.count }
            let cached = partition.cachedCount - cachedArticles
            progress(
                "Checking \(samples) \(plural(samples, "sample")) in the doc comments of \(docComments.count) "
                    + "\(plural(docComments.count, "module"))\(cached > 0 ? " (\(cached) unchanged: from the cache)" : "")"
            )
        }
        let snippets = LoadSnippets.run(in: workspace)
        if !snippets.isEmpty {
            let cachedBefore = partition.cachedCount
            partition.add(snippets, cache: cache, useCache: workspace.options.useCache)
            let cached = partition.cachedCount - cachedBefore
            progress(
                "Checking \(snippets.count) \(plural(snippets.count, "snippet")) in Snippets"
                    + (cached > 0 ? " (\(cached) unchanged: from the cache)" : ""))
        }
        return partition
    }

    /// The report of the checked documents with the workspace's baseline applied (``ApplyBaseline``);
    /// with `--write-baseline`, the baseline of this report and of the site's problems is written
    /// first (``WriteBaseline``), and applied.
    private mutating func applyBaseline() async throws {
        guard var run = checked else { return }
        run.report = run.unbaselinedReport()
        checked = run
        guard let file = workspace.baselineFile else { return }
        let displayPath = workspace.displayPath(file)
        var baseline = workspace.baseline
        let isPart = !workspace.selection.isWhole
        let lineText = workspace.lineReader()
        if workspace.options.isWritingBaseline {
            // The site's problems too, found as the site finds them: a first adoption gets green.
            let written = Baseline(
                failuresOf: run.report, siteProblems: try await uncheckedSiteProblems(),
                keeping: isPart ? baseline : nil, lineText: lineText)
            try WriteBaseline.run(written, to: file, displayPath: displayPath)
            let count = written.failures.count
            let problems = written.problems.count
            progress(
                "Wrote \(count) failing \(plural(count, "sample"))"
                    + (problems > 0 ? " and \(problems) other \(plural(problems, "problem"))" : "")
                    + " to \(displayPath)")
            baseline = written
        }
        guard let baseline else { return }
        run.report = ApplyBaseline.run(
            run.report, baseline: baseline, displayPath: displayPath, isPartialRun: isPart, lineText: lineText
        )
        run.report.baseline = baseline
        checked = run
    }

    /// `--bless`: rewrites the expected output of the samples of the last check that failed by it
    /// alone (``BlessOutputs``), every failure blessed whatever the baseline says; then, unless
    /// `dryRun` or nothing changed, checks again, so that the report says what the files now do.
    ///
    /// - Returns: what was (or would be) changed, and the report.
    mutating func bless(dryRun: Bool) async throws -> (BlessOutputs.Result, CheckReport) {
        guard let run = checked else { return (BlessOutputs.Result(), report) }
        let blessed = try BlessOutputs.run(
            run.unbaselinedReport(), packageDirectory: workspace.packageDirectory,
            rules: workspace.configuration.transcripts, dryRun: dryRun)
        if !dryRun, !blessed.files.isEmpty {
            let files = blessed.files.count
            let lines = blessed.transcriptLineCount
            progress(
                "Blessed \(blessed.sampleCount) \(plural(blessed.sampleCount, "sample"))"
                    + (lines > 0 ? " and \(lines) transcript \(plural(lines, "line"))" : "")
                    + " in \(files) \(plural(files, "file")); checking again")
            try await check()
        }
        return (blessed, report)
    }

    // MARK: 2. Site

    /// The site's content made from the report (``AssembleSite``) and checked, with the symbol links
    /// (``CheckSymbolLinks``), the baseline applied to their problems.
    ///
    /// - Returns: the problems of the site's checks, in file and line order.
    @discardableResult
    package mutating func checkSite() async throws -> [Diagnostic] {
        if let site { return site.problems }
        let content = try AssembleSite.run(
            report, loader: workspace.loader, configuration: workspace.configuration)
        var problems = try await uncheckedSiteProblems(content)
        if let baseline = report.baseline {
            let lineText = workspace.lineReader()
            problems = ApplyBaseline.problems(problems, baseline: baseline, lineText: lineText)
            if workspace.selection.isWhole,
                let gone = ApplyBaseline.goneProblems(
                    baseline, report: report, checks: problems,
                    displayPath: workspace.displayPath(workspace.baselineFile ?? ""),
                    lineText: lineText)
            {
                problems.append(gone)
            }
        }
        site = CheckedSite(content: content, problems: problems)
        return problems
    }

    /// The problems of the site's content before the baseline, found once: a link and a symbol
    /// link of one table in file and line order.
    private mutating func uncheckedSiteProblems(_ content: AssembleSite.Result? = nil) async throws
        -> [Diagnostic]
    {
        if let siteProblems { return siteProblems }
        let content =
            try content
            ?? AssembleSite.run(report, loader: workspace.loader, configuration: workspace.configuration)
        // The articles as this run read them, not read again.
        let texts = Dictionary(
            (checked?.work ?? []).compactMap { work in work.loaded.text.map { (work.loaded.path, $0) } },
            uniquingKeysWith: { first, _ in first })
        let links = CheckSymbolLinks.links(of: report, texts: texts, in: workspace)
        if graphs == nil, !links.isEmpty {
            graphs = try await LoadSymbolGraphs.extracted(
                in: workspace, catalogModules: CheckSymbolLinks.catalogModules(of: workspace.articleFolders))
        }
        let problems = (content.diagnostics + CheckSymbolLinks.run(links, graphs: graphs)).sorted()
        siteProblems = problems
        return problems
    }

    // MARK: 3. Render

    /// The site's pages in the package's theme, with the API reference: the library modules'
    /// graphs (extracted now from the modules the build made, when no phase needed them before)
    /// laid out as pages, with the samples' coverage and the doc comments' results.
    ///
    /// - Throws: ``EnvironmentError`` when the theme cannot be read.
    package mutating func renderSite() async throws -> SiteBuilder.Result {
        try await checkSite()
        guard var site else { preconditionFailure("checkSite() keeps the site") }
        if graphs == nil { graphs = try await LoadSymbolGraphs.extracted(in: workspace) }
        if let graphs {
            site.content.content.reference = APIReference(
                graphs: graphs,
                packageDirectories: [
                    ScratchPackage.copyDirectory(of: workspace.scratchDirectory),
                    workspace.packageDirectory,
                ], coverage: APICoverage(graphs: graphs, reports: report.checked),
                docComments: report.docComments)
            let manifest = try? String(
                contentsOfFile: "\(workspace.packageDirectory)/Package.swift", encoding: .utf8)
            site.content.content.reference?.platforms = manifest.map(PackagePlatforms.parse) ?? []
        }
        self.site = site
        let theme = try RenderSite.theme(
            in: workspace.configuration.theme.map { "\(workspace.packageDirectory)/\($0)" })
        stamp = await SiteStamp.current(in: workspace)
        self.theme = theme
        return RenderSite.run(site.content, theme: theme, stamp: stamp)
    }

    // MARK: 4. Write

    /// Writes the site, unless only checking: after its content is checked, and only when every
    /// sample, demo and check passed over the whole package (not with `--filter` or `--shard`).
    ///
    /// - Returns: the problems of the site's checks and rendering, and its notes: the caller
    ///   prints them.
    /// - Throws: ``EnvironmentError`` when the theme cannot be read or the site cannot be written;
    ///   the previous site is then untouched.
    package mutating func writeSite() async throws -> [Diagnostic] {
        let problems = try await checkSite()
        guard workspace.options.writesSite else { return problems }
        let hasFailed =
            !report.hasPassed || (problems + report.exampleDiagnostics).contains { $0.severity == .error }
        if hasFailed {
            progress("Not writing the site: fix the problems below first (the previous site is untouched)")
            return problems
        }
        if let option = workspace.selection.partOption {
            progress("Not writing the site: \(option) verified only part of it")
            return problems
        }
        progress("Rendering the site")
        let rendered = try await renderSite()
        let notes = site?.content.notes ?? []
        if rendered.diagnostics.contains(where: { $0.severity == .error }) {
            progress("Not writing the site: rendering found problems (the previous site is untouched)")
            return notes + rendered.diagnostics
        }
        let pages = try WriteSite.run(rendered.files, to: workspace.outputDirectory)
        // The page to open, as the reader can type it where they ran docbuild.
        let index = "\(workspace.outputDirectory)/index.html"
        let here = FileManager.default.currentDirectoryPath + "/"
        progress(
            "Wrote \(pages) pages to \(workspace.displayPath(workspace.outputDirectory)): open "
                + "\(index.hasPrefix(here) ? String(index.dropFirst(here.count)) : index) in a browser")
        return notes + rendered.diagnostics
    }

    // MARK: 5. Coverage

    /// The coverage of the report (``MeasureCoverage``), or `nil` when the options do not ask for it.
    func coverage() -> MeasureCoverage.Result? {
        guard workspace.options.isMeasuringCoverage else { return nil }
        return MeasureCoverage.run(
            report, graphs: graphs, minimum: workspace.options.minimumCoverage,
            scratchPackage: ScratchPackage.copyDirectory(of: workspace.scratchDirectory),
            displayPath: workspace.displayPath)
    }
}
