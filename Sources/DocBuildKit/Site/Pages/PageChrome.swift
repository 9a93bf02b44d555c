/// The parts of a page around its content: the sidebar, the on-page table of contents, the
/// previous/next links and the footer stamp.
package enum PageChrome {
    /// The sidebar: the overview page, every chapter of the summary (sections, nesting, drafts),
    /// and the Examples catalog, with the current page marked `aria-current="page"`.
    ///
    /// - Parameters:
    ///   - summary: The table of contents from SUMMARY.md.
    ///   - articlesDirectory: The articles folder relative to the package, which chapter paths are
    ///     relative to.
    ///   - page: The site path of the page being rendered.
    package static func sidebar(summary: SiteSummary, articlesDirectory: String, page: String) -> String {
        var html = "<ol class=\"chapters\">\n"
        html += link(SiteLayout.indexPage, title: "Overview", page: page)
        for section in summary.sections {
            if let title = section.title {
                html += "<li class=\"part-title\">\(HTMLEscaping.escape(title))</li>\n"
            }
            html += chapters(section.chapters, articlesDirectory: articlesDirectory, page: page)
        }
        html += "<li class=\"part-title\">Reference</li>\n"
        html += link(SiteLayout.examplesPage, title: "Examples", page: page)
        html += "</ol>\n"
        return html
    }

    private static func chapters(_ chapters: [SiteSummary.Chapter], articlesDirectory: String, page: String)
        -> String
    {
        var html = ""
        for chapter in chapters {
            if let target = sitePath(of: chapter, articlesDirectory: articlesDirectory) {
                html += link(target, title: chapter.title, page: page, closes: chapter.children.isEmpty)
            } else {
                html += "<li class=\"chapter draft\"><span>\(HTMLEscaping.escape(chapter.title))</span>"
                if chapter.children.isEmpty { html += "</li>\n" }
            }
            if !chapter.children.isEmpty {
                html += "\n<ol class=\"chapters\">\n"
                html += Self.chapters(chapter.children, articlesDirectory: articlesDirectory, page: page)
                html += "</ol></li>\n"
            }
        }
        return html
    }

    private static func link(_ target: String, title: String, page: String, closes: Bool = true) -> String {
        let isCurrent = target == page
        let current = isCurrent ? " class=\"current\" aria-current=\"page\"" : ""
        let href = URLEscaping.href(SitePath.relativeURL(from: page, to: target))
        return "<li class=\"chapter\"><a href=\"\(href)\"\(current)>\(HTMLEscaping.escape(title))</a>"
            + (closes ? "</li>\n" : "")
    }

    /// The site path of a chapter's page, `nil` for a draft.
    package static func sitePath(of chapter: SiteSummary.Chapter, articlesDirectory: String) -> String? {
        guard let path = chapter.path,
            let packagePath = SitePath.resolve(path, against: articlesDirectory)
        else { return nil }
        return SiteLayout.pagePath(forArticle: packagePath, articlesDirectory: articlesDirectory)
    }

    /// "On this page": the article's level-2 and level-3 headings; empty when there are fewer
    /// than two, where a table of contents would only repeat the title.
    package static func tableOfContents(_ outline: PageOutline) -> String {
        let headings = outline.tableOfContents
        guard headings.count >= 2 else { return "" }
        var html = "<div class=\"toc-title\">On this page</div>\n<ol>\n"
        for heading in headings {
            html += "<li class=\"toc-h\(heading.level)\"><a href=\"#\(heading.slug)\">"
            html += HTMLEscaping.escape(heading.text) + "</a></li>\n"
        }
        html += "</ol>\n"
        return html
    }

    /// A page another page links to by title.
    package struct PageLink: Hashable, Sendable {
        package var title: String
        package var path: String

        package init(title: String, path: String) {
            self.title = title
            self.path = path
        }
    }

    /// The previous/next links at the bottom of a page.
    package static func pager(previous: PageLink?, next: PageLink?, page: String) -> String {
        guard previous != nil || next != nil else { return "" }
        var html = "<nav class=\"pager\" aria-label=\"Previous and next\">\n"
        if let previous {
            html += "<a class=\"pager-previous\" rel=\"prev\" href=\""
            html += URLEscaping.href(SitePath.relativeURL(from: page, to: previous.path))
            html += "\"><span class=\"pager-label\">Previous</span><span class=\"pager-title\">"
            html += HTMLEscaping.escape(previous.title) + "</span></a>\n"
        }
        if let next {
            html += "<a class=\"pager-next\" rel=\"next\" href=\""
            html += URLEscaping.href(SitePath.relativeURL(from: page, to: next.path))
            html += "\"><span class=\"pager-label\">Next</span><span class=\"pager-title\">"
            html += HTMLEscaping.escape(next.title) + "</span></a>\n"
        }
        html += "</nav>\n"
        return html
    }

    /// The footer stamp: which Swift and which commit the samples were verified with.
    package static func footer(_ stamp: SiteStamp) -> String {
        "<p>Every sample on this site was compiled and run with <strong>"
            + HTMLEscaping.escape(stamp.swiftVersion) + "</strong> at commit <code>"
            + HTMLEscaping.escape(stamp.commit) + "</code>. Built by docbuild.</p>"
    }
}
