import DocBasics
import DocMarkdown

/// The table of contents of the site, read from `Articles/SUMMARY.md` in mdBook's format.
///
/// ```markdown
/// # Summary
///
/// [Introduction](Introduction.md)
///
/// # Patterns
/// - [Interactors](Interactors.md)
///   - [Navigation](InteractorNavigation.md)
/// ---
/// - [Draft chapter]()
/// ```
///
/// The first `# Summary` heading is the file's own title; every other heading starts a section
/// titled by it; a thematic break starts an untitled one. Nested lists nest chapters. A chapter
/// with an empty link is a draft: listed, without a page.
struct SiteSummary: Hashable, Sendable {
    /// A chapter: an entry of the sidebar.
    struct Chapter: Hashable, Sendable {
        var title: String
        /// The link as written, relative to the articles directory (`Interactors.md`); `nil` for a
        /// draft.
        var path: String?
        /// The line of SUMMARY.md the chapter is on.
        var line: Int
        var children: [Chapter]

        init(title: String, path: String?, line: Int, children: [Chapter] = []) {
            self.title = title
            self.path = path
            self.line = line
            self.children = children
        }
    }

    /// A group of chapters under an optional title.
    struct Section: Hashable, Sendable {
        var title: String?
        var chapters: [Chapter]

    }

    var sections: [Section]

    init(sections: [Section]) {
        self.sections = sections
    }

    /// Reads the summary from the parsed SUMMARY.md.
    init(document: MarkdownDocument) {
        var sections = [Section(title: nil, chapters: [])]
        var hasSeenTitle = false
        for block in document.blocks {
            switch block {
            case .heading(_, let inlines, _):
                let title = MarkdownPlainText.text(of: inlines)
                if !hasSeenTitle && sections.count == 1 && sections[0].chapters.isEmpty {
                    hasSeenTitle = true
                    if title.lowercased() == "summary" { continue }
                }
                sections.append(Section(title: title, chapters: []))
            case .thematicBreak:
                sections.append(Section(title: nil, chapters: []))
            case .paragraph(let inlines, let range):
                sections[sections.count - 1].chapters += Self.chapters(in: inlines, line: range.start.line)
            case .list(let list):
                sections[sections.count - 1].chapters += Self.chapters(in: list)
            case .codeBlock, .htmlBlock, .blockQuote, .table:
                break
            }
        }
        self.sections = sections.filter { $0.title != nil || !$0.chapters.isEmpty }
    }

    private static func chapters(in list: MarkdownList) -> [Chapter] {
        list.items.compactMap { item in
            var chapter: Chapter?
            var children: [Chapter] = []
            for block in item.blocks {
                switch block {
                case .paragraph(let inlines, let range) where chapter == nil:
                    chapter =
                        chapters(in: inlines, line: range.start.line).first
                        ?? Chapter(
                            title: MarkdownPlainText.text(of: inlines), path: nil, line: range.start.line)
                case .list(let nested):
                    children += chapters(in: nested)
                default:
                    break
                }
            }
            chapter?.children = children
            return chapter
        }
    }

    /// The links of a paragraph, each a chapter (mdBook's prefix and suffix chapters).
    private static func chapters(in inlines: [MarkdownInline], line: Int) -> [Chapter] {
        inlines.compactMap { inline in
            guard case .link(let destination, _, let children, let linkLine) = inline else { return nil }
            let path =
                destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                .first.map(String.init) ?? ""
            return Chapter(
                title: MarkdownPlainText.text(of: children), path: path.isEmpty ? nil : path,
                line: linkLine > 0 ? linkLine : line)
        }
    }

    /// The sections of the summary of the folder `directory`, as a part of the main folder's
    /// (`mainDirectory`): the first, unless it has a title of its own, titled `title`, and every
    /// chapter's path relative to the main folder, as the rest of the site reads them.
    func part(titled title: String, of directory: String, from mainDirectory: String) -> [Section] {
        func rebased(_ chapter: Chapter) -> Chapter {
            var chapter = chapter
            if let path = chapter.path, let resolved = SitePath.resolve(path, against: directory) {
                chapter.path =
                    mainDirectory.isEmpty || resolved.hasPrefix("/")
                    ? resolved : SitePath.relativeURL(from: mainDirectory + "/", to: resolved)
            }
            chapter.children = chapter.children.map(rebased)
            return chapter
        }
        var sections = self.sections.map { Section(title: $0.title, chapters: $0.chapters.map(rebased)) }
        if let first = sections.first, first.title == nil { sections[0].title = title }
        return sections
    }

    /// Every chapter with a page, in reading order: what previous/next links follow.
    var readingOrder: [Chapter] {
        var order: [Chapter] = []
        func visit(_ chapters: [Chapter]) {
            for chapter in chapters {
                if chapter.path != nil { order.append(chapter) }
                visit(chapter.children)
            }
        }
        for section in sections { visit(section.chapters) }
        return order
    }
}
