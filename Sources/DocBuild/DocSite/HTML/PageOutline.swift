import DocMarkdown

/// The headings of one article, each with its anchor: what the on-page table of contents,
/// the heading renderer, the search index and the anchor checker all agree on.
struct PageOutline: Hashable, Sendable {
    /// One heading of the article.
    struct Heading: Hashable, Sendable {
        var level: Int
        /// The heading's text without markup, as shown in the table of contents.
        var text: String
        var slug: String
        /// The Markdown line the heading starts on.
        var line: Int

    }

    var headings: [Heading] {
        didSet { slugs = Set(headings.map(\.slug)) }
    }
    /// All anchors of the page, for link checking.
    private(set) var slugs: Set<String> = []

    /// An outline of headings made by the site itself (the catalog's patterns and examples).
    init(headings: [Heading]) {
        self.headings = headings
        slugs = Set(headings.map(\.slug))
    }

    /// Walks `document` (headings inside block quotes and lists included) and slugs every heading
    /// in order.
    init(document: MarkdownDocument) {
        var slugger = HeadingSlugger()
        var headings: [Heading] = []
        func visit(_ blocks: [MarkdownBlock]) {
            for block in blocks {
                switch block {
                case .heading(let level, let inlines, let range):
                    let text = MarkdownPlainText.text(of: inlines)
                    headings.append(
                        Heading(
                            level: level, text: text, slug: slugger.slug(for: text), line: range.start.line))
                case .blockQuote(let children, _): visit(children)
                case .list(let list):
                    for item in list.items { visit(item.blocks) }
                default: break
                }
            }
        }
        visit(document.blocks)
        self.init(headings: headings)
    }

    /// The page title: the first level-1 heading, else the first heading, else `nil`.
    var title: String? {
        (headings.first { $0.level == 1 } ?? headings.first)?.text
    }

    /// The slug of the heading on `line`.
    func slug(atLine line: Int) -> String? {
        headings.first { $0.line == line }?.slug
    }

    /// The headings the on-page table of contents lists: levels 2 and 3.
    var tableOfContents: [Heading] {
        headings.filter { $0.level == 2 || $0.level == 3 }
    }
}
