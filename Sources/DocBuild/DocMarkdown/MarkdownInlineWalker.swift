/// Visits every inline node of a block tree, depth first, links' and images' children included.
package enum MarkdownInlineWalker {
    package static func forEach(in blocks: [MarkdownBlock], _ body: (MarkdownInline) -> Void) {
        for block in blocks {
            switch block {
            case .paragraph(let inlines, _), .heading(_, let inlines, _): visit(inlines, body)
            case .blockQuote(let children, _): forEach(in: children, body)
            case .list(let list):
                for item in list.items { forEach(in: item.blocks, body) }
            case .table(let table):
                for cell in table.allRows.flatMap(\.cells) { visit(cell, body) }
            case .codeBlock, .htmlBlock, .thematicBreak: break
            }
        }
    }

    private static func visit(_ inlines: [MarkdownInline], _ body: (MarkdownInline) -> Void) {
        for inline in inlines {
            body(inline)
            switch inline {
            case .emphasis(let children), .strong(let children), .strikethrough(let children),
                .link(_, _, let children, _):
                visit(children, body)
            case .image(_, _, let alt, _): visit(alt, body)
            default: break
            }
        }
    }
}
