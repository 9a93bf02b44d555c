import DocBasics
import DocMarkdown
import Doctest
import Foundation
import SampleToolchain
import SymbolReference

/// Phase 1, check: the samples in the doc comments of the public symbols of the package's library
/// modules (the library products' targets under `Sources/`), one document per module, checked from
/// here on as an article is: planned, built in the same `swift build`, run, verified, cached.
///
/// The blocks of one doc comment form one program, which imports the symbol's module; each
/// sample's lines are the file's, so a diagnostic is at `Sources/Module/File.swift:line:column`.
///
/// The symbols come from the graphs ``LoadSymbolGraphs`` keeps, which need built modules, while
/// the programs must be planned before the one build: so, when the graphs of this environment
/// (sources, toolchain, docbuild) are not kept yet, the library modules are built first, alone.
/// The build of the programs then finds the modules made. A module none of whose `///` lines
/// opens a code fence needs no graph, and a package with no such module no early build.
enum LoadDocComments {
    struct Result: Sendable {
        /// One for each module with samples in its doc comments.
        var documents: [LoadedDocument] = []
        /// The library modules' symbol graphs, by module (``LoadSymbolGraphs``); `nil` when none
        /// were needed or the modules did not build.
        var symbolGraphs: [String: [SymbolGraph]]?
    }

    /// The documents of the modules with samples in their doc comments (none when `--filter`
    /// matches none of their folders, or for a shard but the first).
    ///
    /// - Parameter needsSymbols: The graphs are wanted even when no comment has a sample
    ///   (`--coverage`).
    /// - Throws: ``EnvironmentError`` when the package's products cannot be read, or the build
    ///   or `swift symbolgraph-extract` cannot start.
    static func run(
        in workspace: Workspace, environment: String, sourceFiles: [String], needsSymbols: Bool = false,
        progress: @escaping @Sendable (String) -> Void
    ) async throws -> Result {
        let folders = sourceFolders(in: workspace).filter(workspace.selection.checksDocComments(ofModule:))
        let fenced = folders.filter { hasCodeFence(inCommentsOf: $0, in: workspace) }
        // Asked only now: reading the products compiles the manifest (a second or two of a
        // cold check), which a package whose comments have no samples is spared.
        guard needsSymbols || !fenced.isEmpty else { return Result() }
        let libraries = Set(
            try await PackageLibraries.modules(
                packageDirectory: workspace.packageDirectory, swift: workspace.swift,
                cacheDirectory: workspace.scratchDirectory))
        let modules = folders.filter(libraries.contains)
        let withSamples = fenced.filter(libraries.contains)
        guard !modules.isEmpty, needsSymbols || !withSamples.isEmpty,
            let graphs = try await LoadSymbolGraphs.kept(
                of: modules, environment: environment, sourceFiles: sourceFiles, in: workspace,
                progress: progress)
        else { return Result() }
        let packageDirectories = [
            ScratchPackage.copyDirectory(of: workspace.scratchDirectory), workspace.packageDirectory,
        ]
        var extractor = SampleExtractor(packageDirectory: workspace.packageDirectory)
        extractor.indentedCodeIsSwift = workspace.configuration.indentedCodeInDocComments
        let index = SymbolIndex(graphs: graphs.values.flatMap { $0 }, modules: Set(modules))
        let documents = withSamples.map { module in
            var document = document(
                module, graphs: graphs[module] ?? [], packageDirectories: packageDirectories,
                extractor: extractor, symbols: index)
            document.extraction = workspace.loader.errorMarkers.apply(to: document.extraction)
            return document
        }
        return Result(documents: documents, symbolGraphs: graphs)
    }

    /// The folders of `Sources/`, sorted: the candidates for library modules.
    static func sourceFolders(in workspace: Workspace) -> [String] {
        let sources = "\(workspace.packageDirectory)/Sources"
        return ((try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []).filter { name in
            var isDirectory: ObjCBool = false
            return !name.hasPrefix(".")
                && FileManager.default.fileExists(atPath: "\(sources)/\(name)", isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted()
    }

    /// Whether a `///` line of a Swift file of `module` opens a code fence (```` ``` ```` or
    /// `~~~`) or may be indented code: the test that spares a package without doc-comment samples the early build.
    static func hasCodeFence(inCommentsOf module: String, in workspace: Workspace) -> Bool {
        let folder = "\(workspace.packageDirectory)/Sources/\(module)"
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift"),
                let text = try? String(contentsOfFile: "\(folder)/\(relative)", encoding: .utf8)
            else { continue }
            for line in text.textLines {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                guard trimmed.hasPrefix("///") else { continue }
                let comment = trimmed.dropFirst(3).drop { $0 == " " }
                if comment.hasPrefix("```") || comment.hasPrefix("~~~") { return true }
                // Indented code (`///     let x = 1`), when it is Swift: a line 4 columns past the
                // comment's own. A list's nested lines may pass too; they cost the early build only.
                let text = trimmed.dropFirst(3)
                if workspace.configuration.indentedCodeInDocComments,
                    (text.hasPrefix(" ") ? text.dropFirst() : text).hasPrefix("    "),
                    comment.contains(where: { !$0.isWhitespace })
                {
                    return true
                }
            }
        }
        return false
    }

    /// The document of `module`: the samples of its symbols' doc comments, each comment once (a
    /// comment shared by several symbols is one), in file and line order.
    static func document(
        _ module: String, graphs: [SymbolGraph], packageDirectories: [String], extractor: SampleExtractor,
        symbols: SymbolIndex? = nil
    ) -> LoadedDocument {
        var seen: Set<String> = []
        var comments: [DocComment] = []
        for graph in graphs {
            for symbol in graph.symbols {
                guard
                    let comment = DocComment(symbol, module: module, packageDirectories: packageDirectories),
                    seen.insert("\(comment.path):\(comment.lines[0].number)").inserted
                else { continue }
                comments.append(comment)
            }
        }
        comments.sort { ($0.path, $0.lines[0].number) < ($1.path, $1.lines[0].number) }
        var extraction = SampleExtraction()
        var text = ""
        var linkProblems: [Diagnostic] = []
        for comment in comments {
            if let symbols { linkProblems += comment.brokenSymbolLinks(in: symbols) }
            let samples = comment.samples(
                extractor: extractor, firstIndex: extraction.samples.count,
                program: "\(comment.path):\(comment.lines[0].number)")
            guard !samples.samples.isEmpty || !samples.diagnostics.isEmpty || !samples.transcripts.isEmpty
            else { continue }
            extraction.samples += samples.samples
            extraction.transcripts += samples.transcripts
            extraction.diagnostics += samples.diagnostics
            extraction.invalidSamples.formUnion(samples.invalidSamples)
            text += "\(comment.path):\(comment.lines[0].number)\n"
            text += comment.lines.map { $0.text + "\n" }.joined()
        }
        let path = "Sources/\(module)"
        // Checked here, against this environment's graphs, the links are part of the document's
        // outcome and its cache entry: the comments' text is in its key, the graphs in its
        // environment.
        return LoadedDocument(
            path: path, text: text, document: MarkdownDocument(path: path, blocks: []),
            extraction: extraction, fileDiagnostics: linkProblems, module: module)
    }
}
