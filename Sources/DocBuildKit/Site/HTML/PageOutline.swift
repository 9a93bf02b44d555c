/// The headings of one article, each with its anchor: what the on-page table of contents,
/// the heading renderer, the search index and the anchor checker all agree on.
package struct PageOutline: Hashable, Sendable {
    /// One heading of the article.
    package struct Heading: Hashable, Sendable {
        package var level: Int
        /// The heading's text without markup, as shown in the table of contents.
        package var text: String
        package var slug: String
        /// The Markdown line the heading starts on.
        package var line: Int

        package init(level: Int, text: String, slug: String, line: Int) {
            self.level = level
            self.text = text
            self.slug = slug
            self.line = line
        }
    }

    package var headings: [Heading]

    /// An outline of headings made by the site itself (the catalog's patterns and examples).
    package init(headings: [Heading]) {
        self.headings = headings
    }

    /// Walks `document` (headings inside block quotes and lists included) and slugs every heading
    /// in order.
    package init(document: MarkdownDocument) {
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
                case .list(let list): list.items.forEach(visit)
                default: break
                }
            }
        }
        visit(document.blocks)
        self.headings = headings
    }

    /// The page title: the first level-1 heading, else the first heading, else `nil`.
    package var title: String? {
        (headings.first { $0.level == 1 } ?? headings.first)?.text
    }

    /// The slug of the heading on `line`.
    package func slug(atLine line: Int) -> String? {
        headings.first { $0.line == line }?.slug
    }

    /// All anchors of the page, for link checking.
    package var slugs: Set<String> { Set(headings.map(\.slug)) }

    /// The headings the on-page table of contents lists: levels 2 and 3.
    package var tableOfContents: [Heading] {
        headings.filter { $0.level == 2 || $0.level == 3 }
    }
}

/// The text of inline Markdown without its markup: what a heading's slug and an image's alt
/// text are made from.
package enum MarkdownPlainText {
    package static func text(of inlines: [MarkdownInline]) -> String {
        var text = ""
        append(inlines, to: &text)
        return text
    }

    private static func append(_ inlines: [MarkdownInline], to text: inout String) {
        for inline in inlines {
            switch inline {
            case .text(let string), .code(let string): text += string
            case .softBreak, .lineBreak: text += " "
            case .html: break
            case .emphasis(let children), .strong(let children): append(children, to: &text)
            case .link(_, _, let children, _): append(children, to: &text)
            case .image(_, _, let alt, _): append(alt, to: &text)
            }
        }
    }

    /// The plain text of a run of blocks (paragraph text, headings, list items; code excluded),
    /// for search and summaries.
    package static func text(of blocks: [MarkdownBlock]) -> String {
        var parts: [String] = []
        for block in blocks {
            switch block {
            case .paragraph(let inlines, _), .heading(_, let inlines, _): parts.append(text(of: inlines))
            case .blockQuote(let children, _): parts.append(text(of: children))
            case .list(let list): parts.append(contentsOf: list.items.map { text(of: $0) })
            case .codeBlock, .htmlBlock, .thematicBreak: break
            }
        }
        return parts.joined(separator: " ")
    }
}
