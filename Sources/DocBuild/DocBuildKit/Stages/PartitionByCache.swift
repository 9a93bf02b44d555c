import DocBasics
import DocMarkdown
import DocSite
import SampleToolchain
import SymbolReference

/// Phase 1, check: keys every article by its content and takes the outcome of each unchanged one from the
/// cache, so that only the others are planned, built and run.
enum PartitionByCache {
    /// The articles of the run, each with its cache key and, when the cache has it, its outcome.
    struct Result: Sendable {
        var work: [DocumentWork]
        /// The project's files the samples compile against (see ``ResultCache/sourceFiles``).
        var sourceFiles: [String]
        /// Everything besides an article that its result depends on (see ``cacheEnvironment``).
        var environment: String
        /// A note for each article whose cache entry was corrupted (it is checked again).
        var notes: [Diagnostic] = []
        /// The library modules' symbol graphs, when ``LoadDocComments`` read them.
        var symbolGraphs: [String: [SymbolGraph]]?

        var cachedCount: Int { work.filter(\.isCached).count }

        /// Keys `articles`, placed after the work there is, and looks them up in `cache`.
        mutating func add(_ articles: [LoadedDocument], cache: ResultCache, useCache: Bool) {
            for article in articles {
                work.append(keyed(article, position: work.count, cache: cache, useCache: useCache))
            }
        }

        /// `article` as the work at `position` of the run, keyed in this environment and, when the
        /// cache holds its outcome, with it; a corrupted entry is noted in ``notes``.
        mutating func keyed(_ article: LoadedDocument, position: Int, cache: ResultCache, useCache: Bool)
            -> DocumentWork
        {
            var work = DocumentWork(loaded: article, position: position)
            if let text = article.text {
                let key = ResultCache.key(
                    articleText: text, path: article.path,
                    included: article.extraction.samples.filter { $0.include != nil }.map(\.code),
                    environment: environment)
                work.cacheKey = key
                if useCache {
                    let lookup = cache.outcome(forKey: key)
                    if case .corrupted(let reason) = lookup {
                        notes.append(
                            ResultCache.corruptionNote(reason, of: "this article", path: article.path))
                    }
                    if let outcome = lookup.value,
                        outcome.samples.count == article.extraction.samples.count
                    {
                        work.outcome = outcome
                        work.isCached = true
                    }
                }
            }
            return work
        }
    }

    /// Keys `articles` and looks them up in `cache`.
    ///
    /// - Throws: ``EnvironmentError`` when `swiftc` cannot be asked its version.
    static func run(_ articles: [LoadedDocument], cache: ResultCache, in workspace: Workspace) async throws
        -> Result
    {
        // The baseline is no input of a result: writing it must rebuild nothing.
        let sourceFiles = ResultCache.sourceFiles(
            packageDirectory: workspace.packageDirectory,
            excluding: Set(workspace.articleFolders + (workspace.baselineFile.map { [$0] } ?? [])),
            skippingFoldersHolding: SiteWriter.marker)
        let environment = try await cacheEnvironment(sourceFiles: sourceFiles, in: workspace)
        var result = Result(work: [], sourceFiles: sourceFiles, environment: environment)
        result.add(articles, cache: cache, useCache: workspace.options.useCache)
        return result
    }

    /// Everything besides the article that a result depends on, as one string for the cache key:
    /// docbuild's version, the toolchain's, the sources' hash (the manifest included, which says
    /// what a program without imports imports), the time limit, cmark-gfm's version, the default
    /// sample mode, the flags the samples are built with (a result of other flags, such as a link
    /// failure fixed by a flag, must not be kept), the `-Xapple` flags and the modules in their
    /// folders (``ResultCache/modulesHash(searchedBy:)``), and `docbuild.json`'s `imports` and
    /// `swiftSettings`, `commands` and `transcripts`.
    static func cacheEnvironment(sourceFiles: [String], in workspace: Workspace) async throws -> String {
        // The compiler (when its version is not known yet) starts while the sources are hashed.
        async let toolchain = ToolchainVersion.read(
            swiftc: workspace.swiftc, cacheDirectory: workspace.scratchDirectory,
            workingDirectory: workspace.packageDirectory)
        let sources = ResultCache.sourcesHash(sourceFiles, packageDirectory: workspace.packageDirectory)
        return try await [
            "docbuild \(DocBuildCommand.version) results \(DocBuildCommand.resultsGeneration)", toolchain,
            sources, "timeout \(workspace.options.timeout)",
            "cmark \(CMarkParser.libraryVersion)", "mode \(workspace.configuration.mode.rawValue)",
            "flags \(SampleBuilder.buildFlags.joined(separator: " "))",
            "apple \(workspace.options.appleFlags.joined(separator: " "))",
            "apple modules \(ResultCache.modulesHash(searchedBy: workspace.options.appleFlags))",
            "imports \(workspace.configuration.imports?.joined(separator: " ") ?? "*")",
            "settings \(workspace.scratchPackage().compilerFlags.joined(separator: " "))",
            "indented \(workspace.configuration.indentedCodeInDocComments)",
            "markers \(workspace.configuration.errorMarkers.compile) \(workspace.configuration.errorMarkers.crash)",
            "listing tests \(workspace.configuration.listingTests) \(workspace.configuration.modeIsChosen)",
            "commands \(workspace.configuration.commands.sorted { $0.key < $1.key })",
            "transcripts \(workspace.configuration.transcripts.noOutput) \(workspace.configuration.transcripts.elision)",
        ].joined(separator: "\n")
    }
}
