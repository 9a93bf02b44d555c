import DocBasics
import DocMarkdown
import Doctest
import Foundation
import SymbolReference

/// A document read and parsed, with its samples: an article, or (``LoadDocComments``) the doc
/// comments of one library module, whose ``module`` is then set.
package struct LoadedDocument: Sendable {
    /// As shown in diagnostics: relative to the package when inside it.
    var path: String
    /// The text, or `nil` when the file could not be read as UTF-8.
    var text: String?
    package var document: MarkdownDocument
    package var extraction: SampleExtraction
    /// Problems with the file itself (unreadable, not UTF-8), and the note of an article without samples.
    var fileDiagnostics: [Diagnostic]
    /// Set for the doc comments of a library module (``LoadDocComments``), which is not an
    /// article: each of its programs imports this module, whatever it imports itself.
    var module: String? = nil
    /// Set for a SwiftPM snippet (``LoadSnippets``), which is not an article either: a program
    /// of its own, shown where an article's `@Snippet` directive names it.
    var isSnippet = false

    /// An article: a page of the site, rather than a module's doc comments or a snippet.
    var isArticle: Bool { module == nil && !isSnippet }
    /// The modules the article's programs import when they write no `import`, as its
    /// `<!-- docbuild: imports A B -->` comment names them; `nil`: the package's choice.
    var imports: [String]? = nil
}

/// Phase 1, check: the articles the options select (`--filter`, `--shard`), read, parsed and with their
/// samples extracted.
enum LoadArticles {
    /// Loads the selected articles of `workspace`.
    ///
    /// - Throws: ``EnvironmentError`` when the articles folder is missing, holds no article, or
    ///   `--filter` matches none.
    static func run(_ workspace: Workspace) throws -> [LoadedDocument] {
        let loader = workspace.loader
        let selection = workspace.selection
        return loader.load(selection.articles(try loader.articleFiles(filter: selection.filter)))
    }
}

/// Finds `*.md` under the article folders (all but `SUMMARY.md`), reads and parses them, and
/// extracts their samples.
package struct ArticleLoader: Sendable {
    var packageDirectory: String
    /// The site's main folder of articles, absolute: its pages are at the site's root.
    var articlesDirectory: String
    /// The other folders of articles, absolute (`docbuild.json`'s `articles` list after its first):
    /// each one a part of the site of its own.
    var moreFolders: [String] = []
    /// How samples become programs in an article that does not say (see ``mode(of:)``).
    var mode = Configuration.SampleMode.notebook
    /// What `{{repository}}` in an article stands for: `docbuild.json`'s `repository`.
    var repository: String?
    /// What `{{version}}` in an article stands for: `docbuild.json`'s `version`.
    var version: String?
    /// What each other `{{name}}` stands for: `docbuild.json`'s `placeholders`.
    var placeholders: [String: String] = [:]
    /// The comments that mark a sample's line as failing on purpose: `docbuild.json`'s
    /// `errorMarkers`.
    var errorMarkers = ErrorMarkers()
    /// Whether listings are checked by the tests in the comments after them (``ListingTests``):
    /// `docbuild.json`'s `listingTests`.
    var listingTests = false
    /// Whether, with ``listingTests``, a listing no test follows is a sample as any other:
    /// `docbuild.json` names a `mode`. An article that names its own decides for itself.
    var checksUntestedListings = false
    /// The articles that are not the site's, by path relative to the package: `docbuild.json`'s
    /// `exclude`.
    var excluded: [PathGlob] = []

    package init(packageDirectory: String, articlesDirectory: String) {
        self.packageDirectory = packageDirectory
        self.articlesDirectory = articlesDirectory
    }

    init(
        packageDirectory: String, articlesDirectory: String, mode: Configuration.SampleMode = .notebook,
        repository: String? = nil, version: String? = nil
    ) {
        self.init(packageDirectory: packageDirectory, articlesDirectory: articlesDirectory)
        self.mode = mode
        self.repository = repository
        self.version = version
    }

    /// Reads, parses and extracts `files`, on every core (cmark's parser keeps no global state).
    package func load(_ files: [String]) -> [LoadedDocument] {
        parallelMap(files) { load($0) }
    }

    /// Every folder of articles, the main one first.
    var folders: [String] { [articlesDirectory] + moreFolders }

    /// The folder of articles `file` (absolute) is in: the innermost, when one holds another.
    func folder(of file: String) -> String {
        SitePath.innermostFolder(holding: file, among: folders) ?? articlesDirectory
    }

    /// The article files of every folder, sorted, as absolute paths.
    ///
    /// - Throws: ``EnvironmentError`` when a folder is missing or holds no article.
    func articleFiles(filter: String?) throws -> [String] {
        var files: Set<String> = []
        for folder in folders {
            files.formUnion(try articleFiles(in: folder))
        }
        let selected = files.sorted().filter { file in
            filter.map { displayPath(file).localizedCaseInsensitiveContains($0) } ?? true
        }
        if selected.isEmpty, let filter {
            let names = folders.map(displayPath).joined(separator: ", ")
            throw EnvironmentError(.noArticles, "no article in \(names) matches --filter '\(filter)'")
        }
        return selected
    }

    /// The article files of `folder`, as absolute paths.
    func articleFiles(in folder: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw EnvironmentError(
                .noArticles, "no articles directory at \(folder): create it, or pass --articles DIR")
        }
        // The articles keep the path as given, a link's.
        let enumerator = FileManager.default.enumerator(throughLinkAt: folder)
        var files: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator?.skipDescendants()
            } else if name.hasSuffix(".md"), name != "SUMMARY.md" {
                let file = "\(folder)/\(relative)"
                if !excluded.contains(where: { $0.matches(displayPath(file)) }) { files.append(file) }
            }
        }
        guard !files.isEmpty else {
            throw EnvironmentError(.noArticles, "no articles (*.md) in \(folder)")
        }
        return files
    }

    /// `file` relative to the package directory when inside it, else as given.
    func displayPath(_ file: String) -> String {
        let base = packageDirectory.hasSuffix("/") ? packageDirectory : packageDirectory + "/"
        return file.hasPrefix(base) ? String(file.dropFirst(base.count)) : file
    }

    /// Reads, parses and extracts one article. Never throws: a bad file is a diagnostic.
    func load(_ file: String) -> LoadedDocument {
        let path = displayPath(file)
        guard let data = FileManager.default.contents(atPath: file) else {
            return LoadedDocument(
                path: path, text: nil, document: MarkdownDocument(path: path, blocks: []),
                extraction: SampleExtraction(),
                fileDiagnostics: [
                    Diagnostic(
                        .error, .unreadableArticle, "cannot read the article: check its permissions",
                        path: path)
                ])
        }
        guard let original = String(data: data, encoding: .utf8) else {
            let line = Self.firstInvalidLine(data)
            return LoadedDocument(
                path: path, text: nil, document: MarkdownDocument(path: path, blocks: []),
                extraction: SampleExtraction(),
                fileDiagnostics: [
                    Diagnostic(
                        .error, .invalidUTF8, "the article is not valid UTF-8: save it as UTF-8", path: path,
                        line: line,
                        column: 1)
                ])
        }
        let (text, placeholderDiagnostics) = ConfigurationPlaceholders.substitute(
            in: original, path: path,
            placeholders: [.repository(repository), .version(version)]
                + placeholders.sorted { $0.key < $1.key }.map { .named($0.key, $0.value) })
        let folder = folder(of: file)
        let (document, includeDiagnostics) =
            DocCCatalog.isCatalog(folder)
            ? (DocCCatalog.parse(text, path: path, catalogDirectory: folder), [])
            : MarkdownInclude.expand(CMarkParser.parse(text, path: path), packageDirectory: packageDirectory)
        let extraction = samples(of: document)
        var diagnostics = placeholderDiagnostics + includeDiagnostics + snippetProblems(in: document)
        // Prose alone is a fine article (an overview, a changelog): a note says nothing in it is
        // verified, in case its code was meant to be. DocC catalogs are prose first: no note.
        if extraction.samples.isEmpty, !DocCCatalog.isCatalog(folder),
            SnippetDirective.all(in: document.blocks).isEmpty
        {
            diagnostics.append(
                Diagnostic(
                    .note, .noSamples,
                    "the article has no Swift samples: nothing in it is verified (code in ```swift blocks is)",
                    path: path, line: 1, column: 1))
        }
        var loaded = LoadedDocument(
            path: path, text: text, document: document, extraction: extraction, fileDiagnostics: diagnostics)
        loaded.imports = Self.imports(of: document)
        return loaded
    }

    /// Each `@Snippet` directive of `document` whose snippet or slice does not exist, at its line.
    func snippetProblems(in document: MarkdownDocument) -> [Diagnostic] {
        var snippets: [String: SnippetSource?] = [:]
        return SnippetDirective.all(in: document.blocks).compactMap { directive, range in
            let file = directive.file
            if snippets[file] == nil {
                snippets[file] = (try? String(contentsOfFile: "\(packageDirectory)/\(file)", encoding: .utf8))
                    .map { SnippetSource(parsing: $0, path: file) }
            }
            let problem = { (identifier: Diagnostic.Identifier, message: String) in
                Diagnostic(
                    .error, identifier, message, path: document.path, line: range.start.line,
                    column: range.start.column)
            }
            guard let snippet = snippets[file] ?? nil else {
                return problem(.snippetNotFound, "no snippet \"\(directive.path)\": \(file) does not exist")
            }
            guard let slice = directive.slice, snippet.slices[slice] == nil else { return nil }
            let known = snippet.slices.keys.sorted().map { "\"\($0)\"" }
            return problem(
                .snippetSliceNotFound,
                "\(file) has no slice \"\(slice)\"; "
                    + (known.isEmpty ? "it has none" : "its slices: \(known.joined(separator: ", "))"))
        }
    }

    /// The samples of `document`, as the package's settings and the article's own directives make
    /// them: lines marked as failing (``ErrorMarkers``), listing tests, isolated programs.
    func samples(of document: MarkdownDocument) -> SampleExtraction {
        let extractor = SampleExtractor(packageDirectory: packageDirectory)
        var extraction = errorMarkers.apply(to: extractor.extract(from: document))
        let articleMode = Self.mode(of: document)
        if listingTests {
            extraction = ListingTests.apply(
                to: extraction, of: document, checksUntested: articleMode != nil || checksUntestedListings)
        }
        if articleMode ?? mode == .isolated {
            // Each sample its own program, as `isolated` makes it; named programs stay together.
            for index in extraction.samples.indices
            where extraction.samples[index].program == nil && extraction.samples[index].include == nil {
                extraction.samples[index].isIsolated = true
            }
        }
        return extraction
    }

    /// The words of each `<!-- docbuild: … -->` comment of the article, which the page does not
    /// show, after `docbuild`.
    static func directives(of document: MarkdownDocument) -> [[Substring]] {
        var directives: [[Substring]] = []
        for case .htmlBlock(let html, _) in document.blocks {
            let text = html.trimmingCharacters(in: .whitespacesAndNewlines)
            guard text.hasPrefix("<!--"), text.hasSuffix("-->") else { continue }
            let words = text.dropFirst(4).dropLast(3).split(whereSeparator: {
                $0.isWhitespace || $0 == ":" || $0 == ","
            })
            if words.first == "docbuild", words.count >= 2 {
                directives.append(Array(words.dropFirst()))
            }
        }
        return directives
    }

    /// The mode an article asks for with a comment of its own, `<!-- docbuild: isolated -->` or
    /// `<!-- docbuild: notebook -->`.
    static func mode(of document: MarkdownDocument) -> Configuration.SampleMode? {
        directives(of: document).lazy.compactMap { words in
            words.count == 1 ? Configuration.SampleMode(rawValue: String(words[0])) : nil
        }.first
    }

    /// The modules an article asks its programs to import, `<!-- docbuild: imports Core, Umbrella -->`.
    static func imports(of document: MarkdownDocument) -> [String]? {
        directives(of: document).last { $0.first == "imports" }.map { $0.dropFirst().map(String.init) }
    }

    /// The line of the first byte sequence that is not UTF-8.
    static func firstInvalidLine(_ data: Data) -> Int {
        var line = 1
        var lineStart = data.startIndex
        for index in data.indices where data[index] == UInt8(ascii: "\n") {
            if String(data: data[lineStart..<index], encoding: .utf8) == nil {
                return line
            }
            line += 1
            lineStart = data.index(after: index)
        }
        return line
    }
}
