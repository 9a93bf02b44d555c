import DocBasics
import DocMarkdown

/// Renders the immutable Markdown tree as HTML, the way cmark-gfm's own HTML renderer does, plus
/// what a documentation site needs: anchored headings, rewritten links, and samples.
///
/// GitHub's extensions come out as GitHub shows them: a table as a `<table>` (header cells
/// `<th scope="col">`, each column's `align` from its delimiter row) inside a wrapper that scrolls
/// sideways when the table is wider than the page; `~~text~~` as `<del>`; a task-list item with a
/// disabled checkbox; a GitHub alert (`> [!NOTE]`) or a DocC aside (`> Note:`) as a titled
/// `<aside>` (``AsideHTML``). Raw HTML blocks and inline HTML pass through unchanged; every other piece
/// of text is escaped. How links, images and code blocks come out is decided by the
/// caller, so the renderer knows nothing of the site's layout:
///
/// ```swift
/// let renderer = MarkdownHTMLRenderer(outline: PageOutline(document: document))
/// let html = renderer.html(for: document.blocks)
/// ```
struct MarkdownHTMLRenderer {
    /// The page's headings, whose slugs become the headings' `id`s.
    var outline: PageOutline
    /// Maps a link destination as written to the `href` on the page.
    var resolveLink: (String) -> String = { $0 }
    /// Maps an image source as written to the `src` on the page.
    var resolveImage: (String) -> String = { $0 }
    /// The HTML of a code block; by default ``CodeBlockHTML/plain(_:)``.
    var renderCodeBlock: (CodeBlock) -> String = CodeBlockHTML.plain
    /// The tab a code block belongs to (its `tab="…"` fence word), if any: consecutive tabbed
    /// blocks render as one tab group (``TabGroupHTML``).
    var tabTitle: (CodeBlock) -> String? = { _ in nil }
    /// Where a code span that names a symbol links (its `href`), and the text it shows: DocC
    /// shows ``` ``Type/member`` ``` as `member`. `nil` leaves the span a plain `<code>`; a span
    /// inside a link is never asked about.
    var linkCode: (String) -> (href: String, text: String)? = { _ in nil }
    /// The HTML of a paragraph that is not prose (DocC's `@Snippet(…)` directive), or `nil` for
    /// one that is.
    var renderDirective: (MarkdownBlock) -> String? = { _ in nil }

    private let slugsByLine: [Int: String]

    init(
        outline: PageOutline,
        resolveLink: @escaping (String) -> String = { $0 },
        resolveImage: @escaping (String) -> String = { $0 },
        renderCodeBlock: @escaping (CodeBlock) -> String = CodeBlockHTML.plain,
        tabTitle: @escaping (CodeBlock) -> String? = { _ in nil },
        linkCode: @escaping (String) -> (href: String, text: String)? = { _ in nil },
        renderDirective: @escaping (MarkdownBlock) -> String? = { _ in nil }
    ) {
        self.linkCode = linkCode
        self.renderDirective = renderDirective
        self.outline = outline
        self.resolveLink = resolveLink
        self.resolveImage = resolveImage
        self.renderCodeBlock = renderCodeBlock
        self.tabTitle = tabTitle
        slugsByLine = Dictionary(
            outline.headings.map { ($0.line, $0.slug) }, uniquingKeysWith: { first, _ in first })
    }

    /// The HTML of `blocks`, one block per line group, as cmark writes it.
    func html(for blocks: [MarkdownBlock]) -> String {
        var output = ""
        render(blocks, isTight: false, into: &output)
        return output
    }

    private func render(_ blocks: [MarkdownBlock], isTight: Bool, into output: inout String) {
        var tabs: [TabGroupHTML.Tab] = []
        for block in blocks {
            if case .codeBlock(let codeBlock) = block, let title = tabTitle(codeBlock) {
                tabs.append(TabGroupHTML.Tab(title: title, html: renderCodeBlock(codeBlock)))
                continue
            }
            if !tabs.isEmpty {
                output += TabGroupHTML.html(for: tabs)
                tabs.removeAll()
            }
            render(block, isTight: isTight, into: &output)
        }
        if !tabs.isEmpty { output += TabGroupHTML.html(for: tabs) }
    }

    private func render(_ block: MarkdownBlock, isTight: Bool, into output: inout String) {
        switch block {
        case .paragraph(let inlines, _):
            if let html = renderDirective(block) {
                output += html
            } else if isTight {
                renderInlines(inlines, into: &output)
                output += "\n"
            } else {
                output += "<p>"
                renderInlines(inlines, into: &output)
                output += "</p>\n"
            }
        case .heading(let level, let inlines, let range):
            let slug =
                slugsByLine[range.start.line]
                ?? HeadingSlugger.baseSlug(for: MarkdownPlainText.text(of: inlines))
            output +=
                "<h\(level) id=\"\(slug)\"><a class=\"anchor\" href=\"#\(slug)\" aria-label=\"Link to this section\"></a>"
            renderInlines(inlines, into: &output)
            output += "</h\(level)>\n"
        case .codeBlock(let codeBlock):
            output += renderCodeBlock(codeBlock)
        case .htmlBlock(let html, _):
            // A comment is the author's (a note, a draft, a book's listing test), not the reader's.
            let trimmed = html.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") { break }
            output += html
            if !html.hasSuffix("\n") { output += "\n" }
        case .blockQuote(let children, _):
            if let aside = MarkdownAside(quoting: children) {
                var body = ""
                render(aside.blocks, isTight: false, into: &body)
                output += AsideHTML.html(for: aside.kind, body: body)
                break
            }
            output += "<blockquote>\n"
            render(children, isTight: false, into: &output)
            output += "</blockquote>\n"
        case .list(let list):
            renderList(list, into: &output)
        case .table(let table):
            renderTable(table, into: &output)
        case .thematicBreak:
            output += "<hr />\n"
        }
    }

    private func renderList(_ list: MarkdownList, into output: inout String) {
        let tag = list.isOrdered ? "ol" : "ul"
        let isTaskList = list.items.contains { $0.checkbox != nil }
        output += "<\(tag)"
        if list.isOrdered && list.start != 1 { output += " start=\"\(list.start)\"" }
        output += isTaskList ? " class=\"contains-task-list\">\n" : ">\n"
        for item in list.items {
            output += item.checkbox == nil ? "<li>" : "<li class=\"task-list-item\">"
            var blocks = item.blocks[...]
            if let checkbox = item.checkbox, !list.isTight, case .paragraph(let inlines, _)? = blocks.first {
                // In a loose item the checkbox leads the first paragraph, as on GitHub.
                output += "\n<p>" + Self.checkboxHTML(checkbox)
                renderInlines(inlines, into: &output)
                output += "</p>\n"
                blocks = blocks.dropFirst()
            } else {
                if !(list.isTight && blocks.first.map(Self.isParagraph) == true) { output += "\n" }
                if let checkbox = item.checkbox { output += Self.checkboxHTML(checkbox) }
            }
            render(Array(blocks), isTight: list.isTight, into: &output)
            if list.isTight, output.hasSuffix("\n"), item.blocks.last.map(Self.isParagraph) == true {
                output.removeLast()
            }
            output += "</li>\n"
        }
        output += "</\(tag)>\n"
    }

    /// A task-list item's checkbox: disabled, because a page cannot change its source.
    private static func checkboxHTML(_ checkbox: MarkdownListItem.Checkbox) -> String {
        let checked = checkbox == .checked ? " checked=\"\"" : ""
        return "<input type=\"checkbox\" class=\"task-list-item-checkbox\" disabled=\"\"\(checked) /> "
    }

    /// A table inside a focusable wrapper that scrolls it sideways when it is wider than the page
    /// (at 390 px most are), so that the page itself never scrolls sideways.
    private func renderTable(_ table: MarkdownTable, into output: inout String) {
        output += "<div class=\"table-scroll\" tabindex=\"0\">\n<table>\n<thead>\n"
        renderRow(table.header, cell: "th", alignments: table.alignments, into: &output)
        output += "</thead>\n"
        if !table.rows.isEmpty {
            output += "<tbody>\n"
            for row in table.rows { renderRow(row, cell: "td", alignments: table.alignments, into: &output) }
            output += "</tbody>\n"
        }
        output += "</table>\n</div>\n"
    }

    private func renderRow(
        _ row: MarkdownTable.Row, cell tag: String, alignments: [MarkdownTable.Alignment],
        into output: inout String
    ) {
        output += "<tr>\n"
        for (column, cell) in row.cells.enumerated() {
            output += tag == "th" ? "<th scope=\"col\"" : "<\(tag)"
            switch column < alignments.count ? alignments[column] : .none {
            case .none: break
            case .left: output += " align=\"left\""
            case .center: output += " align=\"center\""
            case .right: output += " align=\"right\""
            }
            output += ">"
            renderInlines(cell, into: &output)
            output += "</\(tag)>\n"
        }
        output += "</tr>\n"
    }

    private static func isParagraph(_ block: MarkdownBlock) -> Bool {
        if case .paragraph = block { return true }
        return false
    }

    private func renderInlines(_ inlines: [MarkdownInline], isInLink: Bool = false, into output: inout String)
    {
        for inline in inlines {
            switch inline {
            case .code(let code) where !isInLink:
                if let link = linkCode(code) {
                    output += "<a class=\"symbol-link\" href=\"" + URLEscaping.href(link.href) + "\"><code>"
                    output += HTMLEscaping.escape(link.text) + "</code></a>"
                } else {
                    output += "<code>" + HTMLEscaping.escape(code) + "</code>"
                }
            case .text(let text): output += HTMLEscaping.escape(text)
            case .softBreak: output += "\n"
            case .lineBreak: output += "<br />\n"
            case .code(let code): output += "<code>" + HTMLEscaping.escape(code) + "</code>"
            case .html(let html): output += html
            case .emphasis(let children):
                output += "<em>"
                renderInlines(children, isInLink: isInLink, into: &output)
                output += "</em>"
            case .strong(let children):
                output += "<strong>"
                renderInlines(children, isInLink: isInLink, into: &output)
                output += "</strong>"
            case .strikethrough(let children):
                output += "<del>"
                renderInlines(children, isInLink: isInLink, into: &output)
                output += "</del>"
            case .link(let destination, let title, let children, _):
                output += "<a href=\"" + URLEscaping.href(resolveLink(destination)) + "\""
                if !title.isEmpty { output += " title=\"" + HTMLEscaping.escape(title) + "\"" }
                output += ">"
                renderInlines(children, isInLink: true, into: &output)
                output += "</a>"
            case .image(let source, let title, let alt, _):
                output += "<img src=\"" + URLEscaping.href(resolveImage(source)) + "\" alt=\""
                output += HTMLEscaping.escape(MarkdownPlainText.text(of: alt)) + "\""
                if !title.isEmpty { output += " title=\"" + HTMLEscaping.escape(title) + "\"" }
                output += " />"
            }
        }
    }
}
