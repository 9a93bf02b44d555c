/// Stage 2: keys every article by its content and takes the outcome of each unchanged one from the
/// cache, so that only the others are planned, built and run.
enum PartitionByCache {
    /// The articles of the run, each with its cache key and, when the cache has it, its outcome.
    struct Result: Sendable {
        var work: [ArticleWork]
        /// The project's files the samples compile against (see ``ResultCache/sourceFiles``).
        var sourceFiles: [String]
        /// Everything besides an article that its result depends on (see ``cacheEnvironment``).
        var environment: String
        /// A note for each article whose cache entry was corrupted (it is checked again).
        var notes: [Diagnostic] = []

        var cachedCount: Int { work.filter(\.isCached).count }
    }

    /// Keys `articles` and looks them up in `cache`.
    ///
    /// - Throws: ``EnvironmentError`` when `swiftc` cannot be asked its version.
    static func run(_ articles: [LoadedArticle], cache: ResultCache, in workspace: Workspace) async throws
        -> Result
    {
        let sourceFiles = ResultCache.sourceFiles(
            packageDirectory: workspace.packageDirectory, excluding: [workspace.articlesDirectory],
            skippingFoldersHolding: SiteWriter.marker)
        let environment = try await cacheEnvironment(sourceFiles: sourceFiles, in: workspace)
        var notes: [Diagnostic] = []
        let work = articles.enumerated().map { position, article in
            var work = ArticleWork(article: article, position: position)
            guard let text = article.text else { return work }
            let key = ResultCache.key(
                articleText: text, path: article.path,
                included: article.extraction.samples.filter { $0.include != nil }.map(\.code),
                environment: environment)
            work.cacheKey = key
            guard workspace.options.useCache else { return work }
            let lookup = cache.outcome(forKey: key)
            if case .corrupted(let reason) = lookup {
                notes.append(ResultCache.corruptionNote(reason, of: "this article", path: article.path))
            }
            if let outcome = lookup.value, outcome.samples.count == article.extraction.samples.count {
                work.outcome = outcome
                work.isCached = true
            }
            return work
        }
        return Result(work: work, sourceFiles: sourceFiles, environment: environment, notes: notes)
    }

    /// Everything besides the article that a result depends on, as one string for the cache key:
    /// docbuild's version, the toolchain's, the sources' hash (the manifest included, which says
    /// what a program without imports imports), the time limit, cmark's version, the default sample
    /// mode and the `-Xapple` flags.
    static func cacheEnvironment(sourceFiles: [String], in workspace: Workspace) async throws -> String {
        // The compiler (when its version is not known yet) starts while the sources are hashed.
        async let toolchain = ToolchainVersion.read(
            swiftc: workspace.swiftc, cacheDirectory: workspace.scratchDirectory,
            workingDirectory: workspace.packageDirectory)
        let sources = ResultCache.sourcesHash(sourceFiles, packageDirectory: workspace.packageDirectory)
        return try await [
            "docbuild \(DocBuildCommand.version)", toolchain, sources, "timeout \(workspace.options.timeout)",
            "cmark \(CMarkParser.libraryVersion)", "mode \(workspace.configuration.mode.rawValue)",
            "apple \(workspace.options.appleFlags.joined(separator: " "))",
        ].joined(separator: "\n")
    }
}
