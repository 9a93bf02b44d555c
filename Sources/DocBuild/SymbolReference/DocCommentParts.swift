import DocMarkdown

/// A doc comment split as DocC shows it: the summary (its first paragraph), the discussion (the
/// rest), and what DocC's callouts lift out of it — `- Parameters:` with a nested item per
/// parameter, `- Parameter name:`, `- Returns:`, `- Throws:` — and its asides (`- Note:`,
/// `- Important:`, `- Warning:`, …), each from a bullet of a top-level list.
///
/// ```swift
/// let parts = DocCommentParts(CMarkParser.parse(comment.markdown, path: comment.path).blocks)
/// parts.parameters.map(\.name)  // ["side"]
/// ```
package struct DocCommentParts: Hashable, Sendable {
    package struct Parameter: Hashable, Sendable {
        package var name: String
        package var blocks: [MarkdownBlock]
    }

    package var summary: [MarkdownInline] = []
    package var discussion: [MarkdownBlock] = []
    package var parameters: [Parameter] = []
    package var returns: [MarkdownBlock] = []
    package var throwsBlocks: [MarkdownBlock] = []
    /// The callouts DocC shows as asides: `Note`, `Important`, `Warning`, `Tip`, `Precondition`, …
    package var asides: [MarkdownAside] = []

    package init(_ blocks: [MarkdownBlock]) {
        var rest = blocks
        if case .paragraph(let inlines, _) = rest.first {
            summary = inlines
            rest.removeFirst()
        }
        for block in rest {
            guard case .list(var list) = block, !list.isOrdered else {
                discussion.append(block)
                continue
            }
            list.items = list.items.filter { !lift($0.blocks) }
            if !list.items.isEmpty { discussion.append(.list(list)) }
        }
    }

    /// Takes a callout out of `item` when it is one; whether it was.
    private mutating func lift(_ item: [MarkdownBlock]) -> Bool {
        guard case .paragraph(let inlines, let range) = item.first,
            let (word, name, body) = Self.callout(inlines)
        else { return false }
        var blocks = item.dropFirst().map { $0 }
        if !body.isEmpty { blocks.insert(.paragraph(body, range), at: 0) }
        let kind = word.prefix(1).uppercased() + word.dropFirst().lowercased()
        switch kind {
        case "Parameters":
            for case .list(let nested) in blocks {
                for parameter in nested.items.map(\.blocks) {
                    guard case .paragraph(let inlines, let range) = parameter.first,
                        let (name, _, body) = Self.callout(inlines, allowsName: false)
                    else { continue }
                    let rest = parameter.dropFirst().map { $0 }
                    parameters.append(
                        Parameter(name: name, blocks: (body.isEmpty ? [] : [.paragraph(body, range)]) + rest))
                }
            }
        case "Parameter" where name != nil:
            parameters.append(Parameter(name: name!, blocks: blocks))
        case "Returns":
            returns = blocks
        case "Throws":
            throwsBlocks = blocks
        default:
            guard let kind = MarkdownAside.doccKind(tag: word) else { return false }
            asides.append(MarkdownAside(kind: kind, blocks: blocks))
        }
        return true
    }

    /// `Word: rest` or `Word name: rest` at the start of a bullet's first paragraph: the word,
    /// the name, and the inlines after the colon.
    private static func callout(_ inlines: [MarkdownInline], allowsName: Bool = true)
        -> (word: String, name: String?, body: [MarkdownInline])?
    {
        guard case .text(let text) = inlines.first, let colon = text.firstIndex(of: ":") else { return nil }
        let head = text[..<colon].split(separator: " ")
        guard let word = head.first, head.count <= (allowsName ? 2 : 1),
            word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        let name = head.count == 2 ? String(head[1]) : nil
        let after = text[text.index(after: colon)...].drop { $0 == " " }
        var body = Array(inlines.dropFirst())
        if !after.isEmpty { body.insert(.text(String(after)), at: 0) }
        return (String(word), name, body)
    }
}
