import DocBasics
import DocMarkdown

/// The checks of the site's content that `--check` runs beside the samples: internal links and
/// their anchors, images, and SUMMARY.md against the articles folder.
///
/// Each broken thing is a ``Diagnostic`` at its Markdown line. The links that do resolve are
/// kept, so the renderer uses exactly what was checked.
package struct SiteChecks: Sendable {
    /// Every problem found, sorted.
    package var diagnostics: [Diagnostic] = []
    /// Where each link leads, by article and by destination as written.
    var links: [String: [String: SiteLinkResolver.Target]] = [:]
    /// The file each image shows (relative to the package), by article and source as written.
    var images: [String: [String: String]] = [:]
    /// Files and folders of the package that links lead to, each shown as a source page.
    var sourceFiles: Set<String> = []
    var sourceDirectories: Set<String> = []
    /// SUMMARY.md as chapters, then each other folder's as a part of its own, its paths relative
    /// to the main folder: checked here, laid out by the sidebar.
    var summary: SiteSummary

    /// Runs every check on `content`.
    package init(content: SiteContent) {
        summary = SiteSummary(document: content.summary)
        for folder in content.moreFolders {
            summary.sections += SiteSummary(document: folder.summary).part(
                titled: folder.title, of: folder.directory, from: content.articlesDirectory)
        }
        let documents = content.documents + content.reports.map(\.document)
        let outlines = Dictionary(
            zip(documents.map(\.path), parallelMap(documents) { PageOutline(document: $0) }),
            uniquingKeysWith: { first, _ in first })
        let resolver = SiteLinkResolver(
            packageDirectory: content.packageDirectory, articlesDirectory: content.articlesDirectory,
            outlines: outlines,
            exampleAnchors: Dictionary(
                content.examples.map { ($0.directory, $0.anchor) }, uniquingKeysWith: { a, _ in a })
        )
        // Each article's links are checked on their own, on every core, then gathered.
        let empty = self
        let perArticle = parallelMap(content.reports) { report in
            var checks = empty
            checks.checkReferences(
                in: report.document, resolver: resolver, packageDirectory: content.packageDirectory)
            for result in report.results {
                if let include = result.sample.include { checks.sourceFiles.insert(include.path) }
            }
            return checks
        }
        for checks in perArticle {
            diagnostics += checks.diagnostics
            links.merge(checks.links) { first, _ in first }
            images.merge(checks.images) { first, _ in first }
            sourceFiles.formUnion(checks.sourceFiles)
            sourceDirectories.formUnion(checks.sourceDirectories)
        }
        checkSummary(content)
        diagnostics.sort()
    }

    private mutating func checkReferences(
        in document: MarkdownDocument, resolver: SiteLinkResolver, packageDirectory: String
    ) {
        let path = document.path
        // Read the article again only if something in it is broken.
        var locator: DestinationLocator?
        func column(of destination: String, onLine line: Int) -> Int {
            if locator == nil {
                locator = DestinationLocator(file: path.hasPrefix("/") ? path : packageDirectory + "/" + path)
            }
            return locator!.column(of: destination, onLine: line)
        }
        MarkdownInlineWalker.forEach(in: document.blocks) { inline in
            switch inline {
            case .link(let destination, _, _, let line):
                switch resolver.resolveLink(destination, from: path) {
                case .success(let target):
                    links[path, default: [:]][destination] = target
                    if case .sourceFile(let file) = target { sourceFiles.insert(file) }
                    if case .sourceDirectory(let folder) = target { sourceDirectories.insert(folder) }
                case .failure(let failure):
                    let column = column(of: destination, onLine: line)
                    diagnostics.append(
                        Diagnostic(
                            .error, failure.identifier, failure.message, path: path, line: line,
                            column: column))
                }
            case .image(let source, _, _, let line):
                switch resolver.resolveImage(source, from: path) {
                case .success(let file): images[path, default: [:]][source] = file
                case .failure(let failure):
                    let column = column(of: source, onLine: line)
                    diagnostics.append(
                        Diagnostic(
                            .error, failure.identifier, failure.message, path: path, line: line,
                            column: column))
                }
            default:
                break
            }
        }
    }

    /// In each folder of articles, every file its SUMMARY.md lists exists, is listed once, and
    /// every article is listed.
    private mutating func checkSummary(_ content: SiteContent) {
        for (directory, summary) in content.folders {
            checkSummary(
                SiteSummary(document: summary), of: directory,
                summaryPath: SiteContent.summaryPath(in: directory),
                articles: content.articlePaths.filter { content.folder(of: $0) == directory })
        }
    }

    private mutating func checkSummary(
        _ summary: SiteSummary, of directory: String, summaryPath: String, articles articlePaths: [String]
    ) {
        let articles = Set(articlePaths)
        var listed: [String: Int] = [:]
        func visit(_ chapters: [SiteSummary.Chapter]) {
            for chapter in chapters {
                defer { visit(chapter.children) }
                guard let path = chapter.path else { continue }
                guard let resolved = SitePath.resolve(path, against: directory),
                    articles.contains(resolved)
                else {
                    diagnostics.append(
                        Diagnostic(
                            .error, .summaryListsMissingArticle,
                            "SUMMARY.md lists '\(path)', which is not an article in \(directory)/",
                            path: summaryPath, line: chapter.line, column: 1))
                    continue
                }
                if let first = listed[resolved] {
                    diagnostics.append(
                        Diagnostic(
                            .error, .summaryListsArticleTwice,
                            "SUMMARY.md lists '\(path)' twice (first on line \(first))",
                            path: summaryPath, line: chapter.line, column: 1))
                } else {
                    listed[resolved] = chapter.line
                }
            }
        }
        for section in summary.sections { visit(section.chapters) }
        for article in articlePaths.sorted() where listed[article] == nil {
            let name = String(
                article.dropFirst(directory.isEmpty ? 0 : directory.count + 1)
            )
            diagnostics.append(
                Diagnostic(
                    .error, .articleNotInSummary, "\(article) is not listed in \(summaryPath)",
                    path: article, line: 1, column: 1,
                    explanation: "add a line such as `- [Title](\(name))` to \(summaryPath)"))
        }
    }
}
