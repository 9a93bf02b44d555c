import DocBasics
import DocMarkdown
import DocSite
import Doctest
import Foundation
import SampleToolchain
import SymbolReference

/// The `docbuild` command, and the only place that chains the stages and prints progress.
///
/// ```
/// Workspace ─▶ LoadArticles ─▶ PartitionByCache (+ LoadSymbolGraphs ─▶ LoadDocComments)
///   ─▶ PlanChecks ─▶ ImportLibraries ─▶ CompileSamples ─▶ RunPrograms (again without a block
///   that stopped) ─▶ VerifyArticles
///   ─▶ StoreResults ─▶ BuildAndRunDemos ─▶ CheckExampleSwiftUI (─▶ WriteBaseline) (─▶ ApplyBaseline)
///   ⇒ CheckReport ─▶ CheckSite ─▶ CheckSymbolLinks (+ LoadSymbolGraphs, when none were read)
///   ─▶ RenderSite (with the API reference) ─▶ WriteSite (─▶ MeasureCoverage)
/// ```
///
/// The stages in parentheses run only with their options: `--write-baseline`, a baseline file,
/// `--coverage` or `--min-coverage`; `Sources/DocBuildKit/README.md` numbers every stage.
///
/// `main.swift` only calls ``run(arguments:)``; tests call ``check(_:progress:)`` and
/// ``site(after:in:progress:)``.
package enum DocBuildCommand {
    /// The version of the package docbuild ships in, its release tag: what `--version` prints, so
    /// that a docbuild built from a tag names that tag (`docbuild.json`'s `version` holds the same).
    package static let version = "0.1.0"

    /// Part of every cache key (``PartitionByCache``), with ``version``: raise it whenever a check
    /// can reach another verdict, so that no result of an older docbuild is reused.
    static let resultsGeneration = 10

    /// Runs `docbuild` with `arguments` (without the program name), holding the package's
    /// ``ScratchLock`` from the check to the written site, so that a second docbuild on the same
    /// package waits.
    ///
    /// - Returns: 0 when everything passed, 1 when anything failed or the check could not run,
    ///   64 for a usage error.
    package static func run(arguments: [String]) async -> Int32 {
        let options: Options
        do {
            options = try Options(arguments: arguments)
        } catch {
            printError("error: \(error)\n\n\(Options.usage)")
            return UsageError.exitStatus
        }
        switch options.action {
        case .help:
            print(Options.usage)
            return 0
        case .helpMarkdown:
            print(Options.markdownReference, terminator: "")
            return 0
        case .version:
            print("docbuild \(version) (cmark \(CMarkParser.libraryVersion))")
            return 0
        case .preview:
            return await PreviewCommand.run(options)
        case .check:
            break
        }
        do {
            let workspace = try Workspace(options: options)
            let progress = progressPrinter(options)
            let status = try await ScratchLock.holding(in: workspace.scratchDirectory) { holder in
                printError(
                    "docbuild: waiting for another docbuild on this package\(holder.map { " (pid \($0))" } ?? "")…"
                )
            } body: {
                let report = try await check(workspace, progress: progress)
                let siteDiagnostics = try await site(after: report, in: workspace, progress: progress)
                let coverage = measuredCoverage(report, in: workspace)
                if let coverage {
                    print("Coverage of the public API (every library module under Sources/):")
                    print(coverage.coverage.table)
                }
                return printResults(
                    report, siteDiagnostics: siteDiagnostics + (coverage?.diagnostics ?? []), in: workspace)
            }
            FaultInjection.reportPeakMemory()
            return status
        } catch let error as EnvironmentError {
            printError("error: \(error)")
            return 1
        } catch let error as ConfigurationError {
            printError(error.description)
            return 1
        } catch {
            printError("error: \(error)")
            return 1
        }
    }

    /// One line per stage: dim on a terminal; plain text (no control characters) anywhere else.
    static func progressPrinter(_ options: Options) -> @Sendable (String) -> Void {
        let isTerminal = isatty(STDOUT_FILENO) == 1 && options.format == .text
        return { line in
            print(isTerminal ? "\u{1B}[2m\(line)\u{1B}[0m" : line)
            fflush(nil)
        }
    }

    /// Verifies the articles that `options` selects: ``check(_:progress:)`` in a fresh workspace.
    package static func check(_ options: Options, progress: @escaping @Sendable (String) -> Void = { _ in })
        async throws -> CheckReport
    {
        try await check(Workspace(options: options), progress: progress)
    }

    /// Verifies the selected articles, and the example demos when the run covers the whole site.
    ///
    /// - Returns: the report of every article; content problems are diagnostics in it.
    /// - Throws: ``EnvironmentError`` when the check cannot run: no articles, files that cannot be
    ///   written, a compiler that cannot start.
    static func check(_ workspace: Workspace, progress: @escaping @Sendable (String) -> Void = { _ in })
        async throws -> CheckReport
    {
        try await checkRun(workspace, progress: progress).report
    }

    /// ``check(_:progress:)``, with what its report was made from: what `docbuild preview` checks
    /// again in part (``recheck(_:articles:in:progress:)``).
    static func checkRun(_ workspace: Workspace, progress: @escaping @Sendable (String) -> Void = { _ in })
        async throws -> CheckRun
    {
        let articles = try LoadArticles.run(workspace)
        progress(
            "Checking \(articles.count) \(plural(articles.count, "article")) in "
                + workspace.articleFolders.map(workspace.displayPath).joined(separator: ", "))
        let cache = ResultCache(directory: "\(workspace.scratchDirectory)/cache")
        let partition = try await partitioned(articles, cache: cache, in: workspace, progress: progress)
        // The example catalog, read once: its demos are built here, and CheckSite lists it.
        let catalog = ExampleEntry.loadAll(
            packageDirectory: workspace.packageDirectory, layout: workspace.configuration.examples)
        let examples = checksDemos(workspace) ? catalog : []
        var run = CheckRun(
            work: partition.work, environment: partition.environment, sourceFiles: partition.sourceFiles,
            catalog: catalog, symbolGraphs: partition.symbolGraphs)
        let compiled = try await verify(&run, cache: cache, in: workspace, progress: progress)
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
        run.report = try await baselined(run.unbaselinedReport(), in: workspace, progress: progress)
        return run
    }

    /// Checks again the articles of `run` that `articles` holds a new reading of (by path), and
    /// takes every other document's outcome from `run`, its demos and the SwiftUI checks too: what
    /// an edit of articles needs, in the time of their programs. A document whose samples only
    /// moved keeps its outcome (``MovedSamples``); one whose text the cache holds, the cache's.
    ///
    /// - Returns: `run` with the new readings and their outcomes, and the report made again.
    static func recheck(
        _ run: CheckRun, articles: [LoadedDocument], in workspace: Workspace,
        progress: @escaping @Sendable (String) -> Void = { _ in }
    ) async throws -> CheckRun {
        var run = run
        // What was verified before stands: only the new readings may be planned.
        for index in run.work.indices where run.work[index].outcome != nil {
            run.work[index].isCached = true
            run.work[index].program = nil
            run.work[index].separate = []
            run.work[index].typeChecks = []
        }
        let cache = ResultCache(directory: "\(workspace.scratchDirectory)/cache")
        var partition = PartitionByCache.Result(
            work: [], sourceFiles: run.sourceFiles, environment: run.environment)
        for article in articles {
            guard let index = run.work.firstIndex(where: { $0.article.path == article.path }) else {
                continue
            }
            let previous = run.work[index]
            // At its place in the run: its programs are named as the full check named them.
            var work = partition.keyed(
                article, position: previous.position, cache: cache, useCache: workspace.options.useCache)
            if !work.isCached, let outcome = previous.outcome,
                let moved = MovedSamples.outcome(outcome, of: previous.article, for: article)
            {
                work.outcome = moved
                work.isCached = true
                // Stored as a check would have stored it: a `--check` after the preview needs no build.
                if let key = work.cacheKey { cache.store(moved, forKey: key) }
            }
            run.work[index] = work
        }
        run.notes += partition.notes
        _ = try await verify(&run, cache: cache, in: workspace, progress: progress)
        run.report = try await baselined(run.unbaselinedReport(), in: workspace, progress: progress)
        return run
    }

    /// Plans, compiles, runs, verifies and stores the documents of `run` that have no outcome yet.
    ///
    /// - Returns: what the compiler said.
    private static func verify(
        _ run: inout CheckRun, cache: ResultCache, in workspace: Workspace,
        progress: @escaping @Sendable (String) -> Void
    ) async throws -> CompileSamples.Result {
        let plan = try await ImportLibraries.run(
            PlanChecks.run(run.work, hasAppleInterface: !workspace.options.appleFlags.isEmpty),
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
        let verified = VerifyArticles.run(
            plan, compiled: compiled, runs: runs, timeout: workspace.options.timeout)
        StoreResults.run(verified, compiled: compiled, runs: runs, cache: cache)
        run.work = verified
        run.compilerDiagnostics = compiled.diagnostics
        return compiled
    }

    /// `articles` and the library modules' doc comments (``LoadDocComments``), keyed and looked up
    /// in `cache` (``PartitionByCache``).
    private static func partitioned(
        _ articles: [LoadedDocument], cache: ResultCache, in workspace: Workspace,
        progress: @escaping @Sendable (String) -> Void
    ) async throws -> PartitionByCache.Result {
        var partition = try await PartitionByCache.run(articles, cache: cache, in: workspace)
        let cachedArticles = partition.cachedCount
        if cachedArticles > 0 {
            progress(
                "\(cachedArticles) \(plural(cachedArticles, "article")) unchanged: results from the cache")
        }
        let loaded = try await LoadDocComments.run(
            in: workspace, environment: partition.environment, sourceFiles: partition.sourceFiles,
            needsSymbols: workspace.options.isMeasuringCoverage, progress: progress)
        partition.symbolGraphs = loaded.symbolGraphs
        let docComments = loaded.units
        guard !docComments.isEmpty else { return partition }
        partition.add(docComments, cache: cache, useCache: workspace.options.useCache)
        let samples = docComments.reduce(0) { $0 + $1.extraction.samples.count }
        let cached = partition.cachedCount - cachedArticles
        progress(
            "Checking \(samples) \(plural(samples, "sample")) in the doc comments of \(docComments.count) "
                + "\(plural(docComments.count, "module"))\(cached > 0 ? " (\(cached) unchanged: from the cache)" : "")"
        )
        return partition
    }

    /// `report` with the workspace's baseline applied (``ApplyBaseline``); with `--write-baseline`,
    /// the baseline of this report is written first (``WriteBaseline``), and applied.
    static func baselined(
        _ report: CheckReport, in workspace: Workspace, progress: @Sendable (String) -> Void
    ) async throws -> CheckReport {
        guard let file = workspace.baselineFile else { return report }
        let displayPath = workspace.displayPath(file)
        var baseline = workspace.baseline
        let isPartial = workspace.options.filter != nil || workspace.options.shard != nil
        if workspace.options.isWritingBaseline {
            // The site's problems too, found as the site finds them: a first adoption gets green.
            let siteProblems = try await siteChecks(after: report, in: workspace)
            let written = Baseline(
                failuresOf: report, siteProblems: siteProblems, keeping: isPartial ? baseline : nil,
                lineText: workspace.lineText)
            try WriteBaseline.run(written, to: file, displayPath: displayPath)
            let count = written.failures.count
            let problems = written.problems.count
            progress(
                "Wrote \(count) failing \(plural(count, "sample"))"
                    + (problems > 0 ? " and \(problems) other \(plural(problems, "problem"))" : "")
                    + " to \(displayPath)")
            baseline = written
        }
        guard let baseline else { return report }
        var applied = ApplyBaseline.run(
            report, baseline: baseline, displayPath: displayPath, isPartialRun: isPartial,
            lineText: workspace.lineText)
        applied.baseline = baseline
        return applied
    }

    /// The problems of the site's content (``CheckSite``, ``CheckSymbolLinks``), in file and line
    /// order, so that a link and a symbol link in one table read in order.
    static func siteChecks(after report: CheckReport, in workspace: Workspace) async throws -> [Diagnostic] {
        let site = try CheckSite.run(report, loader: workspace.loader, configuration: workspace.configuration)
        var graphs = report.symbolGraphs
        return try await siteChecks(after: report, site: site, graphs: &graphs, in: workspace)
    }

    /// The site's checks, given ``CheckSite``'s result; `graphs` gains the graphs extracted for the
    /// symbol links when the report had none.
    private static func siteChecks(
        after report: CheckReport, site: CheckSite.Result, graphs: inout [String: [SymbolGraph]]?,
        in workspace: Workspace
    ) async throws -> [Diagnostic] {
        let links = CheckSymbolLinks.links(of: report, in: workspace)
        if graphs == nil, !links.isEmpty {
            graphs = try await LoadSymbolGraphs.extracted(
                in: workspace, catalogModules: CheckSymbolLinks.catalogModules(of: workspace.articleFolders))
        }
        return (site.diagnostics + CheckSymbolLinks.run(links, graphs: graphs)).sorted()
    }

    /// The coverage of `report` (``MeasureCoverage``), or `nil` when the options do not ask for it.
    static func measuredCoverage(_ report: CheckReport, in workspace: Workspace) -> MeasureCoverage.Result? {
        guard workspace.options.isMeasuringCoverage else { return nil }
        return MeasureCoverage.run(
            report, minimum: workspace.options.minimumCoverage,
            scratchPackage: ScratchPackage.packageDirectory(of: workspace.scratchDirectory),
            displayPath: workspace.displayPath)
    }

    /// Whether this run checks the example demos: only a run over every article does (not
    /// `--filter`), or the first shard, so that the shards' results together are one full run's.
    static func checksDemos(_ workspace: Workspace) -> Bool {
        workspace.options.filter == nil && (workspace.options.shard?.index ?? 1) == 1
    }

    /// The site's part of a run, after the samples are verified: check links, anchors, images and
    /// SUMMARY.md; then, unless only checking, render the site and write it.
    ///
    /// The site is written only when every sample, demo and check passed, and not with `--check`,
    /// `--filter` or `--shard` (which verify a part of the site only).
    ///
    /// - Returns: The problems found in the site's content; the caller prints them.
    /// - Throws: ``EnvironmentError`` when the theme cannot be read or the site cannot be written;
    ///   the previous site is then untouched.
    static func site(
        after report: CheckReport, in workspace: Workspace, progress: @Sendable (String) -> Void = { _ in }
    ) async throws -> [Diagnostic] {
        let (site, checks, graphs) = try await checkedSite(after: report, in: workspace)
        guard workspace.options.writesSite else { return checks }
        let hasFailed =
            !report.hasPassed || (checks + report.demoDiagnostics).contains { $0.severity == .error }
        if hasFailed {
            progress("Not writing the site: fix the problems below first (the previous site is untouched)")
            return checks
        }
        if workspace.options.filter != nil || workspace.options.shard != nil {
            let option = workspace.options.filter != nil ? "--filter" : "--shard"
            progress("Not writing the site: \(option) verified only part of it")
            return checks
        }
        return try await rendered(
            withReference(site, graphs: graphs, report: report, in: workspace), in: workspace,
            progress: progress)
    }

    /// The site's content checked (``CheckSite``, ``CheckSymbolLinks``, the baseline applied to
    /// their problems).
    ///
    /// - Returns: the checked content, the problems of the site's checks, and the symbol graphs:
    ///   the report's, or those the symbol links' check extracted.
    static func checkedSite(after report: CheckReport, in workspace: Workspace)
        async throws -> (site: CheckSite.Result, checks: [Diagnostic], graphs: [String: [SymbolGraph]]?)
    {
        let site = try CheckSite.run(report, loader: workspace.loader, configuration: workspace.configuration)
        var graphs = report.symbolGraphs
        var checks = try await siteChecks(after: report, site: site, graphs: &graphs, in: workspace)
        if let baseline = report.baseline {
            checks = ApplyBaseline.problems(checks, baseline: baseline, lineText: workspace.lineText)
            if workspace.options.filter == nil, workspace.options.shard == nil,
                let gone = ApplyBaseline.goneProblems(
                    baseline, report: report, checks: checks,
                    displayPath: workspace.displayPath(workspace.baselineFile ?? ""),
                    lineText: workspace.lineText)
            {
                checks.append(gone)
            }
        }
        return (site, checks, graphs)
    }

    /// `site` with the API reference's model: the library modules' `graphs` (when `nil`, extracted
    /// from the modules the build made) laid out as pages, with the samples' coverage and the doc
    /// comments' results.
    static func withReference(
        _ site: CheckSite.Result, graphs: [String: [SymbolGraph]]?, report: CheckReport,
        in workspace: Workspace
    ) async throws -> CheckSite.Result {
        var site = site
        var graphs = graphs
        if graphs == nil { graphs = try await LoadSymbolGraphs.extracted(in: workspace) }
        if let graphs {
            site.content.reference = APIReference(
                graphs: graphs,
                packageDirectories: [
                    ScratchPackage.packageDirectory(of: workspace.scratchDirectory),
                    workspace.packageDirectory,
                ], coverage: APICoverage(graphs: graphs, reports: report.checked),
                docComments: report.docComments)
            let manifest = try? String(
                contentsOfFile: "\(workspace.packageDirectory)/Package.swift", encoding: .utf8)
            site.content.reference?.platforms = manifest.map(PackagePlatforms.parse) ?? []
        }
        return site
    }

    /// Renders `site` and writes it.
    ///
    /// - Returns: the site's notes and the problems rendering found; the site is not written when
    ///   one is an error.
    private static func rendered(
        _ site: CheckSite.Result, in workspace: Workspace, progress: @Sendable (String) -> Void
    ) async throws -> [Diagnostic] {
        progress("Rendering the site")
        let rendered = try RenderSite.run(
            site, themeFolder: workspace.configuration.theme.map { "\(workspace.packageDirectory)/\($0)" },
            stamp: await SiteStamp.current(in: workspace))
        if rendered.diagnostics.contains(where: { $0.severity == .error }) {
            progress("Not writing the site: rendering found problems (the previous site is untouched)")
            return site.notes + rendered.diagnostics
        }
        let pages = try WriteSite.run(rendered.files, to: workspace.outputDirectory)
        // The page to open, as the reader can type it where they ran docbuild.
        let index = "\(workspace.outputDirectory)/index.html"
        let here = FileManager.default.currentDirectoryPath + "/"
        progress(
            "Wrote \(pages) pages to \(workspace.displayPath(workspace.outputDirectory)): open "
                + "\(index.hasPrefix(here) ? String(index.dropFirst(here.count)) : index) in a browser")
        return site.notes + rendered.diagnostics
    }

    /// Prints every diagnostic, the per-article lines of `--verbose` and the summary.
    ///
    /// - Returns: the exit status.
    private static func printResults(
        _ report: CheckReport, siteDiagnostics: [Diagnostic], in workspace: Workspace
    )
        -> Int32
    {
        let diagnostics = report.diagnostics + siteDiagnostics + report.demoDiagnostics
        let sources = workspace.sources(of: report.articles.map(\.path) + diagnostics.compactMap(\.path))
        let formatter = DiagnosticFormatter(
            isForGitHub: workspace.options.format == .github, sources: sources)
        for diagnostic in diagnostics {
            print(formatter.format(diagnostic))
        }
        if let file = workspace.options.diagnosticsFile {
            do {
                try DiagnosticsFile.write(
                    diagnostics, to: Workspace.absolute(file), packageDirectory: workspace.packageDirectory)
            } catch {
                printError("error: cannot write the diagnostics file \(file): \(error.localizedDescription)")
                return 1
            }
        }
        if workspace.options.isVerbose {
            for article in report.articles {
                print(
                    "\(article.path): \(article.results.count) samples\(article.isCached ? " (cached)" : "")")
            }
        }
        let otherErrors = (siteDiagnostics + report.demoDiagnostics).filter { $0.severity == .error }.count
        if otherErrors > 0 {
            let problems = otherErrors == 1 ? "1 problem" : "\(otherErrors) problems"
            print("\(problems) with links, images, SUMMARY.md, example demos or coverage")
        }
        print(report.summary)
        return report.hasPassed && otherErrors == 0 ? 0 : 1
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
