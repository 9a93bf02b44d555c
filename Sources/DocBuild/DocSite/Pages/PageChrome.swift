import DocBasics

/// The parts of a page around its content: the sidebar, the on-page table of contents, the
/// previous/next links and the footer stamp.
enum PageChrome {
    /// The sidebar of a site without examples or reference: the overview page and every chapter of
    /// the summary (sections, nesting, drafts), with the current page marked `aria-current="page"`.
    ///
    /// - Parameters:
    ///   - summary: The table of contents from SUMMARY.md.
    ///   - articlesDirectory: The articles folder relative to the package, which chapter paths are
    ///     relative to.
    ///   - page: The site path of the page being rendered.
    static func sidebar(summary: SiteSummary, articlesDirectory: String, page: String) -> String {
        Sidebar(summary: summary, articlesDirectory: articlesDirectory).html(forPage: page)
    }

    /// The site path of a chapter's page, `nil` for a draft.
    static func sitePath(of chapter: SiteSummary.Chapter, articlesDirectory: String) -> String? {
        guard let path = chapter.path,
            let packagePath = SitePath.resolve(path, against: articlesDirectory)
        else { return nil }
        return SiteLayout.pagePath(forArticle: packagePath, articlesDirectory: articlesDirectory)
    }

    /// "On this page": the article's level-2 and level-3 headings; empty when there are fewer
    /// than two, where a table of contents would only repeat the title.
    static func tableOfContents(_ outline: PageOutline) -> String {
        let headings = outline.tableOfContents
        guard headings.count >= 2 else { return "" }
        // A disclosure, so that where the outline sits above the article (narrower screens) it can
        // fold away; open in the HTML, so that without JavaScript it is simply shown.
        var html =
            "<details class=\"toc-details\" open>\n<summary class=\"toc-title\">On this page</summary>\n<ol>\n"
        for heading in headings {
            html += "<li class=\"toc-h\(heading.level)\"><a href=\"#\(heading.slug)\">"
            html += HTMLEscaping.escape(heading.text) + "</a></li>\n"
        }
        html += "</ol>\n</details>\n"
        return html
    }

    /// A page another page links to by title.
    struct PageLink: Hashable, Sendable {
        var title: String
        var path: String

    }

    /// The previous/next links at the bottom of a page.
    static func pager(previous: PageLink?, next: PageLink?, page: String) -> String {
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

    /// The footer stamp: which Swift and which commit the samples were checked with. It claims no
    /// more than the badges do: not every sample runs (`no-run`, `apple`, `ignore`).
    /// With `version`, the footer first names the release the site documents.
    static func footer(_ stamp: SiteStamp, title: String = "", version: String? = nil) -> String {
        var html = ""
        if let version {
            html += "<p class=\"site-version\">\(HTMLEscaping.escape(title)) <strong>"
            html += HTMLEscaping.escape(version) + "</strong></p>"
        }
        html += "<p>Every sample on this site was checked with <strong>"
        html += HTMLEscaping.escape(stamp.swiftVersion) + "</strong>"
        if let commit = stamp.commit { html += " at commit <code>" + HTMLEscaping.escape(commit) + "</code>" }
        return html + ", as its badge says. Built by docbuild.</p>"
    }
}
