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
            case .emphasis(let children), .strong(let children), .strikethrough(let children):
                append(children, to: &text)
            case .link(_, _, let children, _): append(children, to: &text)
            case .image(_, _, let alt, _): append(alt, to: &text)
            }
        }
    }

    /// The plain text of a run of blocks (paragraph text, headings, list items, table cells; code
    /// excluded), for search and summaries: a table's cells are words separated by spaces, never
    /// its pipes.
    package static func text(of blocks: [MarkdownBlock]) -> String {
        var parts: [String] = []
        for block in blocks {
            switch block {
            case .paragraph(let inlines, _), .heading(_, let inlines, _): parts.append(text(of: inlines))
            case .blockQuote(let children, _): parts.append(text(of: children))
            case .list(let list): parts.append(contentsOf: list.items.map { text(of: $0.blocks) })
            case .table(let table):
                let cells = table.allRows.flatMap(\.cells).map { text(of: $0) }
                parts.append(contentsOf: cells.filter { !$0.isEmpty })
            case .codeBlock, .htmlBlock, .thematicBreak: break
            }
        }
        return parts.joined(separator: " ")
    }
}
