import DocBasics
import SymbolReference

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

    /// Lays out the overview, the summary's sections and chapters, then under "Reference" the
    /// Examples catalog (when `hasExamples`) and the API reference, with its modules (title and
    /// site path) under it.
    init(
        summary: SiteSummary, articlesDirectory: String, hasExamples: Bool = false,
        referenceModules: [(String, String)] = []
    ) {
        entries.append(.link(SiteLayout.indexPage, title: "Overview", closes: true))
        for section in summary.sections {
            if let title = section.title { entries.append(.partTitle(HTMLEscaping.escape(title))) }
            add(section.chapters, articlesDirectory: articlesDirectory)
        }
        guard hasExamples || !referenceModules.isEmpty else { return }
        entries.append(.partTitle("Reference"))
        if hasExamples { entries.append(.link(SiteLayout.examplesPage, title: "Examples", closes: true)) }
        guard !referenceModules.isEmpty else { return }
        entries.append(.link(APIReference.indexPage, title: "API reference", closes: false))
        entries.append(.openChildren)
        for (name, sitePath) in referenceModules {
            entries.append(.link(sitePath, title: HTMLEscaping.escape(name), closes: true))
        }
        entries.append(.closeChildren)
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

    /// The sidebar as seen from the page at `page` (a site path), with `current` (by default the
    /// page) marked as the current entry.
    func html(forPage page: String, current: String? = nil) -> String {
        let current = current ?? page
        var html = "<ol class=\"chapters\">\n"
        for entry in entries {
            switch entry {
            case .partTitle(let title):
                html += "<li class=\"part-title\">\(title)</li>\n"
            case .link(let target, let title, let closes):
                let href = URLEscaping.href(SitePath.relativeURL(from: page, to: target))
                let marked = target == current ? " class=\"current\" aria-current=\"page\"" : ""
                html += "<li class=\"chapter\"><a href=\"\(href)\"\(marked)>\(title)</a>"
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
