/// The sidebar's entries, worked out once per site and rendered for each page, which differs
/// only in its relative links and in which entry is current.
///
/// ```swift
/// let sidebar = Sidebar(summary: summary, articlesDirectory: "Articles")
/// sidebar.html(forPage: "Guide/Details.html")
/// ```
struct Sidebar: Sendable {
    private enum Entry: Sendable {
        case partTitle(String)
        /// A page link: its site path, its escaped title, whether its `<li>` closes at once.
        case link(String, title: String, closes: Bool)
        case draft(title: String, closes: Bool)
        case openChildren
        case closeChildren
    }

    private var entries: [Entry] = []

    /// Lays out the overview, the summary's sections and chapters, and the Examples catalog.
    init(summary: SiteSummary, articlesDirectory: String) {
        entries.append(.link(SiteLayout.indexPage, title: "Overview", closes: true))
        for section in summary.sections {
            if let title = section.title { entries.append(.partTitle(HTMLEscaping.escape(title))) }
            add(section.chapters, articlesDirectory: articlesDirectory)
        }
        entries.append(.partTitle("Reference"))
        entries.append(.link(SiteLayout.examplesPage, title: "Examples", closes: true))
    }

    private mutating func add(_ chapters: [SiteSummary.Chapter], articlesDirectory: String) {
        for chapter in chapters {
            let title = HTMLEscaping.escape(chapter.title)
            let closes = chapter.children.isEmpty
            if let target = PageChrome.sitePath(of: chapter, articlesDirectory: articlesDirectory) {
                entries.append(.link(target, title: title, closes: closes))
            } else {
                entries.append(.draft(title: title, closes: closes))
            }
            if !closes {
                entries.append(.openChildren)
                add(chapter.children, articlesDirectory: articlesDirectory)
                entries.append(.closeChildren)
            }
        }
    }

    /// The sidebar as seen from the page at `page` (a site path).
    func html(forPage page: String) -> String {
        var html = "<ol class=\"chapters\">\n"
        for entry in entries {
            switch entry {
            case .partTitle(let title):
                html += "<li class=\"part-title\">\(title)</li>\n"
            case .link(let target, let title, let closes):
                let href = URLEscaping.href(SitePath.relativeURL(from: page, to: target))
                let current = target == page ? " class=\"current\" aria-current=\"page\"" : ""
                html += "<li class=\"chapter\"><a href=\"\(href)\"\(current)>\(title)</a>"
                if closes { html += "</li>\n" }
            case .draft(let title, let closes):
                html += "<li class=\"chapter draft\"><span>\(title)</span>"
                if closes { html += "</li>\n" }
            case .openChildren:
                html += "\n<ol class=\"chapters\">\n"
            case .closeChildren:
                html += "</ol></li>\n"
            }
        }
        html += "</ol>\n"
        return html
    }
}
