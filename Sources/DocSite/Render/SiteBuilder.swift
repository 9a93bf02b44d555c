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

    /// - Parameter checks: The checks of `content`, when they have run already (`CheckSite`).
    package init(content: SiteContent, theme: SiteTheme, stamp: SiteStamp, checks: SiteChecks? = nil) {
        self.content = content
        self.theme = theme
        self.stamp = stamp
        self.checks = checks ?? SiteChecks(content: content)
        sidebar = Sidebar(
            summary: self.checks.summary, articlesDirectory: content.articlesDirectory,
            referenceModules: content.reference?.modules.map { ($0.name, $0.sitePath) } ?? [])
    }

    /// The rendered site and every problem found on the way (the checks' among them).
    package struct Result: Sendable {
        package var files: SiteFiles
        package var diagnostics: [Diagnostic]
        /// The search documents the index was built from.
        var searchDocuments: [SearchDocument]
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
        let examples = renderExamples(pages: pages, order: order)
        files.add(SiteLayout.examplesPage, text: examples.html)
        for (path, text) in examples.downloads { files.add(path, text: text) }
        searchDocuments += examples.sections
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
        return Result(files: files, diagnostics: diagnostics.sorted(), searchDocuments: searchDocuments)
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

    /// The pages previous/next links walk through: the overview, the articles, the catalog,
    /// then the API reference's index and its modules.
    func readingOrder(_ pages: [Page]) -> [PageChrome.PageLink] {
        let reference =
            content.reference.map { reference in
                [PageChrome.PageLink(title: "API reference", path: APIReference.indexPage)]
                    + reference.modules.map { PageChrome.PageLink(title: $0.name, path: $0.sitePath) }
            } ?? []
        return [PageChrome.PageLink(title: "Overview", path: SiteLayout.indexPage)]
            + pages.map { PageChrome.PageLink(title: $0.title, path: $0.sitePath) }
            + [PageChrome.PageLink(title: "Examples", path: SiteLayout.examplesPage)] + reference
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

    /// The first paragraph of `blocks` as plain text, cut to a meta description's length.
    static func description(of blocks: [MarkdownBlock]) -> String {
        for block in blocks {
            if case .paragraph(let inlines, _) = block {
                let text = MarkdownPlainText.text(of: inlines)
                return text.count > 200 ? String(text.prefix(197)) + "…" : text
            }
        }
        return ""
    }
}
