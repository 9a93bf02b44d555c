import Foundation

/// The doc engine's entry point: verifies every Swift sample of the articles.
///
/// ```swift
/// let report = try await DocBuild.check(Options()) { print($0) }
/// print(report.summary)  // "12 passed, 0 failed, 1 skipped"
/// ```
///
/// Stages: load (read, parse with cmark, extract samples) → look up the cache → generate the scratch
/// package → build (one `swift build`) and type-check → run → verify → store in the cache. Nothing but
/// the scratch package and the cache is written.
package enum DocBuild {
    package static let version = "0.1.0"

    /// Verifies the articles that `options` selects.
    ///
    /// - Parameters:
    ///   - options: What to check, and how.
    ///   - progress: Called with one line per stage.
    /// - Returns: the report of every article; content problems are diagnostics in it.
    /// - Throws: ``EnvironmentError`` when the check cannot run: no `Package.swift`, no articles,
    ///   `swift` not on `PATH`.
    package static func check(_ options: Options, progress: @escaping @Sendable (String) -> Void = { _ in })
        async throws -> CheckReport
    {
        let packageDirectory = try Self.packageDirectory(options.packageDirectory)
        let articlesDirectory = absolute(options.articlesDirectory ?? "\(packageDirectory)/Articles")
        let loader = ArticleLoader(packageDirectory: packageDirectory, articlesDirectory: articlesDirectory)
        let files = try loader.articleFiles(filter: options.filter)
        guard let swift = ProcessRunner.executablePath(named: "swift") else {
            throw EnvironmentError(
                "`swift` is not on PATH: install the Swift toolchain (https://swift.org/install) and add its "
                    + "usr/bin to PATH")
        }
        let swiftc = ProcessRunner.executablePath(named: "swiftc") ?? swift + "c"
        let articles = files.map(loader.load)
        progress(
            "Checking \(articles.count) article\(articles.count == 1 ? "" : "s") in \(loader.displayPath(articlesDirectory))"
        )

        let scratchDirectory = ScratchPackage.directory(inProject: packageDirectory)
        let cache = ResultCache(directory: "\(scratchDirectory)/cache")
        let sourceFiles = ResultCache.sourceFiles(
            packageDirectory: packageDirectory, excluding: [articlesDirectory])
        let environment = try await cacheEnvironment(
            packageDirectory: packageDirectory, sourceFiles: sourceFiles, swiftc: swiftc, options: options)
        var outcomes: [Int: CachedOutcome] = [:]
        var keys: [Int: String] = [:]
        for (index, article) in articles.enumerated() {
            guard let text = article.text else { continue }
            keys[index] = ResultCache.key(
                articleText: text, path: article.path,
                included: article.extraction.samples.filter { $0.include != nil }.map(\.code),
                environment: environment)
            if options.useCache, let key = keys[index], let outcome = cache.outcome(forKey: key),
                outcome.samples.count == article.extraction.samples.count
            {
                outcomes[index] = outcome
            }
        }
        if !outcomes.isEmpty {
            progress(
                "\(outcomes.count) article\(outcomes.count == 1 ? "" : "s") unchanged: results from the cache"
            )
        }
        let pending = articles.enumerated().filter { outcomes[$0.offset] == nil }.map {
            (index: $0.offset, article: $0.element)
        }
        let plan = CheckPlan(articles: pending)
        var general: [Diagnostic] = []
        var build = BuildOutcome()
        var runs: [String: ProgramRun] = [:]
        var checks: [String: (succeeded: Bool, messages: [CompilerMessage])] = [:]
        if plan.needsCompiler || !plan.checks.isEmpty {
            let scratch = ScratchPackage(
                directory: scratchDirectory, projectDirectory: packageDirectory,
                demoProducts: ExampleEntry.demoProducts(packageDirectory: packageDirectory))
            if plan.needsCompiler {
                scratch.forgetBuildPlan(unlessProjectFilesAre: sourceFiles)
                build = try await SampleBuilder(
                    scratch: scratch, swift: swift, jobs: options.jobs, isVerbose: options.isVerbose
                )
                .build(plan.targets, progress: progress)
                if let failure = build.unexplainedFailure {
                    general.append(
                        Diagnostic(
                            .error, "the samples' package failed to build (the project itself, or linking)",
                            path: loader.displayPath(packageDirectory + "/Package.swift"),
                            explanation: failure))
                }
            }
            let checker = SampleTypeChecker(scratch: scratch, swiftc: swiftc)
            let checkable = plan.checks.filter { $0.job.mode == .parse || build.modulesAreBuilt }
            if !checkable.isEmpty {
                progress("Type-checking \(checkable.count) sample\(checkable.count == 1 ? "" : "s")")
            }
            let checkResults = try await concurrentMap(checkable, limit: options.jobs) { name, job in
                (name, try await checker.check(job, name: name))
            }
            checks = Dictionary(checkResults, uniquingKeysWith: { $1 })
            let runnable = plan.targets.filter { build.builtTargets.contains($0.name) }
            if !runnable.isEmpty {
                progress("Running \(runnable.count) program\(runnable.count == 1 ? "" : "s")")
            }
            let runner = SampleRunner(binDirectory: scratch.binDirectory, timeout: options.timeout)
            let runResults = try await concurrentMap(runnable, limit: options.jobs) { target in
                (target.name, try await runner.run(target.name))
            }
            runs = Dictionary(runResults, uniquingKeysWith: { $1 })
        }
        for work in plan.articles {
            var verifier = ArticleVerifier(
                work: work, build: build, runs: runs, checks: checks, timeout: options.timeout)
            let outcome = verifier.verify()
            guard let index = pending.first(where: { $0.article.path == work.article.path })?.index else {
                continue
            }
            outcomes[index] = outcome
            let timedOut = work.targets.contains { runs[$0.name]?.process.timedOut == true }
            if let key = keys[index], !timedOut, build.unexplainedFailure == nil {
                cache.store(outcome, forKey: key)
            }
        }
        let reports = articles.enumerated().map { index, article in
            report(for: article, outcome: outcomes[index], isCached: pending.allSatisfy { $0.index != index })
        }
        return CheckReport(articles: reports, generalDiagnostics: general)
    }

    private static func report(for article: LoadedArticle, outcome: CachedOutcome?, isCached: Bool)
        -> ArticleReport
    {
        let samples = article.extraction.samples
        let results = samples.map { sample in
            let stored = outcome?.samples[sample.index]
            return SampleResult(sample: sample, status: stored?.status ?? .failed, output: stored?.output)
        }
        return ArticleReport(
            document: article.document, results: results,
            diagnostics: outcome?.diagnostics ?? article.fileDiagnostics, isCached: isCached)
    }

    /// The package directory, absolute, checked to hold a `Package.swift`.
    static func packageDirectory(_ path: String) throws -> String {
        let directory = absolute(path)
        guard FileManager.default.fileExists(atPath: "\(directory)/Package.swift") else {
            throw EnvironmentError(
                "no Package.swift in \(directory): run docbuild in a Swift package, or pass --package DIR")
        }
        return directory
    }

    static func absolute(_ path: String) -> String {
        let url =
            path.hasPrefix("/")
            ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
        var result = url.standardizedFileURL.path
        while result.count > 1 && result.hasSuffix("/") {
            result.removeLast()
        }
        return result
    }

    /// Everything besides the article that a result depends on, as one string for the cache key.
    static func cacheEnvironment(
        packageDirectory: String, sourceFiles: [String], swiftc: String, options: Options
    ) async throws -> String {
        // The compiler (when its version is not known yet) starts while the sources are hashed.
        async let toolchain = ToolchainVersion.read(
            swiftc: swiftc, cacheDirectory: ScratchPackage.directory(inProject: packageDirectory),
            workingDirectory: packageDirectory)
        let sources = ResultCache.sourcesHash(sourceFiles, packageDirectory: packageDirectory)
        return try await [
            "docbuild \(version)", toolchain, sources, "timeout \(options.timeout)",
            "cmark \(CMarkParser.libraryVersion)",
        ].joined(separator: "\n")
    }
}

/// `map` with at most `limit` bodies running at once, results in input order.
func concurrentMap<Element: Sendable, Result: Sendable>(
    _ elements: [Element], limit: Int, _ body: @escaping @Sendable (Element) async throws -> Result
) async throws -> [Result] {
    try await withThrowingTaskGroup(of: (Int, Result).self) { group in
        var results: [Result?] = Array(repeating: nil, count: elements.count)
        var next = 0
        for _ in 0..<min(max(1, limit), elements.count) {
            let index = next
            group.addTask { (index, try await body(elements[index])) }
            next += 1
        }
        while let (index, result) = try await group.next() {
            results[index] = result
            if next < elements.count {
                let index = next
                group.addTask { (index, try await body(elements[index])) }
                next += 1
            }
        }
        return results.map { $0! }
    }
}
