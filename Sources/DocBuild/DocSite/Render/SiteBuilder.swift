import DocBasics
import DocMarkdown
import Doctest
import Foundation
import SymbolReference

/// Renders the whole site in memory from verified content: article pages, the overview page,
/// the Examples catalog, source pages for linked files, the search index and the theme's files.
///
/// Building never touches the disk except to read images and linked files; ``SiteWriter``
/// writes the result. The output depends only on the input: no clocks, no random order.
///
/// ```swift
/// let site = SiteBuilder(content: content, theme: theme, stamp: stamp).build()
/// if site.diagnostics.isEmpty { try SiteWriter.write(site.files, to: "site/public") }
/// ```
package struct SiteBuilder: Sendable {
    let content: SiteContent
    let theme: SiteTheme
    let stamp: SiteStamp
    /// The site's checks, which resolved the links and images that pages show.
    let checks: SiteChecks
    /// The sidebar, laid out once and rendered for each page.
    let sidebar: Sidebar

    /// SUMMARY.md, read once, by the checks.
    var summary: SiteSummary { checks.summary }

    /// - Parameter checks: The checks of `content`, when they have run already (`AssembleSite`).
    package init(content: SiteContent, theme: SiteTheme, stamp: SiteStamp, checks: SiteChecks? = nil) {
        self.content = content
        self.theme = theme
        self.stamp = stamp
        self.checks = checks ?? SiteChecks(content: content)
        sidebar = Sidebar(
            summary: self.checks.summary, articlesDirectory: content.articlesDirectory,
            hasExamples: !content.examples.isEmpty,
            referenceModules: content.reference?.modules.map { ($0.name, $0.sitePath) } ?? [])
    }

    /// The rendered site and every problem found on the way (the checks' among them).
    package struct Result: Sendable {
        package var files: SiteFiles
        package var diagnostics: [Diagnostic]
        /// The search documents the index was built from.
        var searchDocuments: [SearchDocument]
        /// The problems rendering found that are not the checks' (a linked file that cannot be
        /// shown), which a ``SiteBuilder/rebuild(articles:from:)`` keeps.
        var renderProblems: [Diagnostic] = []
    }

    /// An article ready to render: its report, outline, title and place in the site.
    struct Page: Sendable {
        var report: DocumentReport
        var outline: PageOutline
        var title: String
        var sitePath: String
    }

    /// Renders everything.
    package func build() -> Result {
        var diagnostics = checks.diagnostics
        var files = SiteFiles()
        let pages = self.pages()
        let order = readingOrder(pages)
        var searchDocuments: [SearchDocument] = []

        // Pages are independent of each other; the render is most of a build's time.
        let rendered = parallelMap(pages) { page in renderArticle(page, checks: checks, order: order) }
        for (page, (html, sections)) in zip(pages, rendered) {
            files.add(page.sitePath, text: html)
            searchDocuments += sections
        }
        files.add(SiteLayout.indexPage, text: renderOverview(pages: pages, order: order))
        if hasExamplesCatalog {
            let examples = renderExamples(pages: pages, order: order)
            files.add(SiteLayout.examplesPage, text: examples.html)
            for (path, text) in examples.downloads { files.add(path, text: text) }
            searchDocuments += examples.sections
        }
        let (sourcePages, sourceProblems) = renderSources(checks: checks)
        for (path, html) in sourcePages { files.add(path, text: html) }
        diagnostics += sourceProblems
        for file in Set(checks.images.values.flatMap(\.values)).sorted() {
            let source = file.hasPrefix("/") ? file : content.packageDirectory + "/" + file
            if let data = FileManager.default.contents(atPath: source) {
                files.add(SiteLayout.assetPath(forFile: file), bytes: Array(data))
            }
        }
        if let reference = content.reference {
            let rendered = renderReference(reference, order: order)
            for (path, html) in rendered.pages { files.add(path, text: html) }
            searchDocuments += rendered.sections
        }
        files.add(SiteLayout.searchIndex, text: SearchIndex.script(for: searchDocuments))
        for (name, text) in theme.assets {
            files.add("\(SiteLayout.themeFolder)/\(name)", text: text)
        }
        for (name, bytes) in theme.extras {
            files.add("\(SiteLayout.themeFolder)/\(name)", bytes: bytes)
        }
        return Result(
            files: files, diagnostics: diagnostics.sorted(), searchDocuments: searchDocuments,
            renderProblems: sourceProblems)
    }

    /// The site `previous` was, with what a change of the articles at `changed` (their paths, as
    /// reports name them) affects rendered again from this builder's content: those articles'
    /// pages, the pages that link to one of them or whose links were or are broken, and the
    /// overview (its counts). The search documents are the new ones, but the search index is
    /// written by ``indexed(_:)``, which takes longer than the pages: `docbuild preview` serves
    /// the pages first. The rest (the catalog, the reference, source pages, the theme) stays as
    /// `previous` had it: how the preview answers an edit of prose or of a sample in the time of a
    /// page or two, not of the site.
    ///
    /// - Returns: the site, and the paths of the pages rendered again.
    package func rebuild(articles changed: Set<String>, from previous: Result) -> (
        result: Result, pages: [String]
    ) {
        let pages = self.pages()
        let order = readingOrder(pages)
        let changedPages = Set(pages.filter { changed.contains($0.report.path) }.map(\.sitePath))
        // A link into a changed page may resolve otherwise now; one that is broken now, or was,
        // may be what changed (a renamed heading): each such page is rendered again.
        let troubled = Set((checks.diagnostics + previous.diagnostics).compactMap(\.path))
        let affected = pages.filter { page in
            changedPages.contains(page.sitePath) || troubled.contains(page.report.path)
                || (checks.links[page.report.path] ?? [:]).values.contains {
                    changedPages.contains($0.sitePath)
                }
        }
        var result = previous
        let rendered = parallelMap(affected) { page in renderArticle(page, checks: checks, order: order) }
        var sections: [String: [SearchDocument]] = [:]
        for (page, (html, pageSections)) in zip(affected, rendered) {
            result.files.add(page.sitePath, text: html)
            sections[page.sitePath] = pageSections
        }
        result.files.add(SiteLayout.indexPage, text: renderOverview(pages: pages, order: order))
        // Each page's sections where its old ones were, so that the index keeps its order.
        var searchDocuments: [SearchDocument] = []
        for document in previous.searchDocuments {
            if let replacement = sections[document.pagePath] {
                searchDocuments += replacement
                sections[document.pagePath] = []
            } else if !affected.contains(where: { $0.sitePath == document.pagePath }) {
                searchDocuments.append(document)
            }
        }
        searchDocuments += affected.flatMap { sections[$0.sitePath] ?? [] }
        result.searchDocuments = searchDocuments
        result.diagnostics = (checks.diagnostics + previous.renderProblems).sorted()
        return (result, [SiteLayout.indexPage] + affected.map(\.sitePath))
    }

    /// `site` with its search index written from its search documents (after ``rebuild(articles:from:)``).
    package func indexed(_ site: Result) -> Result {
        var site = site
        site.files.add(SiteLayout.searchIndex, text: SearchIndex.script(for: site.searchDocuments))
        return site
    }

    /// The articles in reading order (SUMMARY.md's), then any unlisted ones by path.
    func pages() -> [Page] {
        var titles: [String: String] = [:]
        var rank: [String: Int] = [:]
        for (position, chapter) in summary.readingOrder.enumerated() {
            guard let path = chapter.path,
                let resolved = SitePath.resolve(path, against: content.articlesDirectory)
            else { continue }
            if titles[resolved] == nil { titles[resolved] = chapter.title }
            if rank[resolved] == nil { rank[resolved] = position }
        }
        let reports = content.reports.sorted {
            (rank[$0.path] ?? Int.max, $0.path) < (rank[$1.path] ?? Int.max, $1.path)
        }
        return reports.map { report in
            let outline = PageOutline(document: report.document)
            let fileName = SitePath.splitFragment(
                report.path.split(separator: "/").last.map(String.init) ?? ""
            ).path
            return Page(
                report: report, outline: outline,
                title: titles[report.path] ?? outline.title ?? String(fileName.dropLast(3)),
                sitePath: SiteLayout.pagePath(
                    forArticle: report.path, articlesDirectory: content.articlesDirectory))
        }
    }

    /// The pages previous/next links walk through: the overview, the articles, the catalog (when
    /// there are examples), then the API reference's index and its modules.
    func readingOrder(_ pages: [Page]) -> [PageChrome.PageLink] {
        let reference =
            content.reference.map { reference in
                [PageChrome.PageLink(title: "API reference", path: APIReference.indexPage)]
                    + reference.modules.map { PageChrome.PageLink(title: $0.name, path: $0.sitePath) }
            } ?? []
        return [PageChrome.PageLink(title: "Overview", path: SiteLayout.indexPage)]
            + pages.map { PageChrome.PageLink(title: $0.title, path: $0.sitePath) }
            + (hasExamplesCatalog
                ? [PageChrome.PageLink(title: "Examples", path: SiteLayout.examplesPage)] : [])
            + reference
    }

    /// Fills the theme's template for the page at `sitePath`; the sidebar marks `sidebarPage`
    /// current (by default the page itself: a type's page marks its module).
    func renderPage(
        sitePath: String, title: String, description: String, body: String, toc: String = "",
        order: [PageChrome.PageLink], pageClass: String, sidebarPage: String? = nil
    ) -> String {
        let position = order.firstIndex { $0.path == sitePath }
        let previous = position.flatMap { $0 > 0 ? order[$0 - 1] : nil }
        let next = position.flatMap { $0 + 1 < order.count ? order[$0 + 1] : nil }
        return theme.template.render([
            "site-title": HTMLEscaping.escape(content.siteTitle),
            "page-title": HTMLEscaping.escape(title),
            "description": HTMLEscaping.escape(description),
            "root": SitePath.rootPrefix(for: sitePath),
            "sidebar": sidebar.html(forPage: sitePath, current: sidebarPage ?? sitePath),
            "content": body,
            "pager": PageChrome.pager(previous: previous, next: next, page: sitePath),
            "toc": toc,
            "footer": PageChrome.footer(stamp, title: content.siteTitle, version: content.version),
            "page-class": pageClass,
            "head": theme.head(root: SitePath.rootPrefix(for: sitePath)),
        ])
    }

    /// The first sentence of `blocks`' first paragraph, as plain text: what a page's card on the
    /// overview and its meta description say. A sentence over 200 characters is cut after a word,
    /// with "…".
    static func description(of blocks: [MarkdownBlock]) -> String {
        for block in blocks {
            if case .paragraph(let inlines, _) = block {
                let sentence = firstSentence(of: MarkdownPlainText.text(of: inlines))
                guard sentence.count > 200 else { return sentence }
                let cut = sentence.prefix(199)
                return String(cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut) + "…"
            }
        }
        return ""
    }

    /// `text` up to the first `.`, `!` or `?` that ends it or comes before a space, except the
    /// dots of "e.g." and "i.e."; all of `text` when none does.
    static func firstSentence(of text: String) -> String {
        var from = text.startIndex
        while let end = text[from...].firstIndex(where: { ".!?".contains($0) }) {
            let next = text.index(after: end)
            let endsSentence = next == text.endIndex || text[next].isWhitespace
            let abbreviation = ["e.g", "i.e", "e", "i"].contains { text[..<end].hasSuffix(" " + $0) }
            if endsSentence && !abbreviation { return String(text[...end]) }
            from = next
        }
        return text
    }
}
