import DocBasics
import DocMarkdown
import DocSite
import Doctest
import Foundation
import SymbolReference

/// Phase 2, site: the site's content assembled from the report (its pages, the SUMMARY.md order,
/// the examples), and its checks run once: links and their anchors, images, and SUMMARY.md
/// against the articles folder (see ``SiteChecks``). What they resolve is kept for the renderer.
enum AssembleSite {
    /// The site's content and its checks.
    struct Result: Sendable {
        var content: SiteContent
        var checks: SiteChecks
        /// Notes about the content that are not the checks' (no SUMMARY.md).
        var notes: [Diagnostic] = []

        /// The notes and the checks' problems.
        var diagnostics: [Diagnostic] { notes + checks.diagnostics }
    }

    /// Loads the site's content (every article, verified in this run or only parsed; SUMMARY.md;
    /// the examples with the demos' transcripts) and checks it.
    ///
    /// Without SUMMARY.md the articles are listed in name order, and a note says so.
    /// - Throws: ``EnvironmentError`` when the articles folder cannot be listed.
    ///
    /// - Parameters:
    ///   - loader: Reads the articles `report` does not hold (the ones `--filter` left out).
    ///   - configuration: The site's title, tagline, repository, version and example groups.
    static func run(_ report: CheckReport, loader: ArticleLoader, configuration: Configuration) throws
        -> Result
    {
        let verified = Dictionary(
            report.articles.map { ($0.path, $0.document) }, uniquingKeysWith: { first, _ in first })
        let files = try loader.articleFiles(filter: nil)
        let documents = files.map { file in verified[loader.displayPath(file)] ?? loader.load(file).document }
        var notes: [Diagnostic] = []
        func summary(of folder: String) -> MarkdownDocument {
            let (summary, note) = Self.summary(
                of: folder,
                documents: zip(files, documents).filter { loader.folder(of: $0.0) == folder }.map(\.1),
                loader: loader)
            notes += note.map { [$0] } ?? []
            return summary
        }
        let mainSummary = summary(of: loader.articlesDirectory)
        let moreFolders = loader.moreFolders.map { folder in
            SiteContent.ArticleFolder(
                directory: loader.displayPath(folder), summary: summary(of: folder),
                title: DocCCatalog.isCatalog(folder)
                    ? DocCCatalog.moduleName(ofCatalog: folder) : (folder as NSString).lastPathComponent)
        }
        let checkedAgainstInterface = Set(report.exampleSwiftUI.filter(\.passed).map(\.directory))
        let transcripts = Dictionary(
            report.demos.map { ($0.product, $0.transcript) }, uniquingKeysWith: { first, _ in first })
        var examples = report.examples
        for index in examples.indices {
            examples[index].transcript = transcripts[examples[index].demoProduct] ?? nil
            examples[index].isSwiftUIInterfaceChecked = checkedAgainstInterface.contains(
                examples[index].directory)
        }
        var content = SiteContent(
            packageDirectory: loader.packageDirectory,
            articlesDirectory: loader.displayPath(loader.articlesDirectory), summary: mainSummary,
            documents: documents, reports: report.articles, examples: examples,
            siteTitle: configuration.title, tagline: configuration.tagline,
            repository: configuration.repository)
        content.repositoryIsPlaceholder = configuration.repositoryIsPlaceholder
        content.version = configuration.version
        content.exampleGroups = configuration.exampleGroups
        content.examplesWording = configuration.examplesWording
        content.moreFolders = moreFolders
        content.snippets = report.docComments.filter { SnippetSource.isSnippetPath($0.path) }
        return Result(content: content, checks: SiteChecks(content: content), notes: notes)
    }

    /// The table of contents of the articles folder `folder` (absolute), of its `documents`: its
    /// SUMMARY.md; a DocC catalog's order, as a catalog has none by design (its landing page first,
    /// then by name); or name order, with a note that says so.
    private static func summary(of folder: String, documents: [MarkdownDocument], loader: ArticleLoader)
        -> (MarkdownDocument, Diagnostic?)
    {
        let summaryFile = "\(folder)/SUMMARY.md"
        let path = loader.displayPath(summaryFile)
        if let summaryData = FileManager.default.contents(atPath: summaryFile) {
            return (CMarkParser.parse(String(decoding: summaryData, as: UTF8.self), path: path), nil)
        }
        if let catalogSummary = loader.catalogSummary(of: folder, documents) {
            return (CMarkParser.parse(String(decoding: catalogSummary, as: UTF8.self), path: path), nil)
        }
        let relative = loader.displayPath(folder)
        return (
            nameOrderSummary(of: documents, articlesDirectory: relative),
            Diagnostic(
                .note, .missingSummary,
                "no SUMMARY.md: the articles are listed in name order; to choose the order, list them "
                    + "in \(relative)/SUMMARY.md (`- [Title](File.md)`, one line each)",
                path: path)
        )
    }

    /// The table of contents of a folder without SUMMARY.md: every article, in name order, under
    /// its first heading (or its file name).
    static func nameOrderSummary(of documents: [MarkdownDocument], articlesDirectory: String)
        -> MarkdownDocument
    {
        let prefix = articlesDirectory.isEmpty ? "" : articlesDirectory + "/"
        let lines = documents.sorted { $0.path < $1.path }.map { document in
            let relative =
                document.path.hasPrefix(prefix)
                ? String(document.path.dropFirst(prefix.count)) : document.path
            let heading = document.blocks.lazy.compactMap { block -> String? in
                if case .heading(_, let inlines, _) = block { return MarkdownPlainText.text(of: inlines) }
                return nil
            }.first
            let title = (heading ?? (relative as NSString).deletingPathExtension)
                .replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
            return "- [\(title)](<\(relative)>)"
        }
        return CMarkParser.parse(lines.joined(separator: "\n") + "\n", path: prefix + "SUMMARY.md")
    }
}
