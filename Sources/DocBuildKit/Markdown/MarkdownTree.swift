/// A position in a source file: 1-based line and column, as cmark reports them.
struct SourcePosition: Hashable, Comparable, Sendable {
    var line: Int
    var column: Int

    static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// The span of source text a node came from, both ends inclusive.
struct SourceRange: Hashable, Sendable {
    var start: SourcePosition
    var end: SourcePosition

}

/// A parsed Markdown document: an immutable Swift tree, made by the one file that talks to cmark.
///
/// Everything after parsing (sample extraction, link checking, HTML rendering) walks this tree;
/// no cmark type escapes the parser.
package struct MarkdownDocument: Hashable, Sendable {
    /// The file the document was read from, relative to the project (e.g. `Articles/Doctests.md`).
    var path: String
    var blocks: [MarkdownBlock]

}

/// A code block: fenced (with an info string) or indented.
struct CodeBlock: Hashable, Sendable {
    /// The whole info string after the opening fence (`swift no-run`), empty for indented blocks.
    var info: String
    /// The code, exactly as written, with a trailing newline.
    var literal: String
    var isFenced: Bool
    /// From the opening fence line to the closing fence line.
    var range: SourceRange
    /// False for a fence that runs to the end of the document (or of its container) without a
    /// closing fence: cmark accepts that, docbuild reports it.
    var isClosed: Bool

    init(info: String, literal: String, isFenced: Bool, range: SourceRange, isClosed: Bool = true) {
        self.info = info
        self.literal = literal
        self.isFenced = isFenced
        self.range = range
        self.isClosed = isClosed
    }

    /// The first word of the info string, the language (`swift`), lowercased.
    var language: String {
        info.split(whereSeparator: \.isWhitespace).first.map { $0.lowercased() } ?? ""
    }
}

/// A list and its items.
struct MarkdownList: Hashable, Sendable {
    var isOrdered: Bool
    /// The first number of an ordered list.
    var start: Int
    var isTight: Bool
    var items: [[MarkdownBlock]]
    var range: SourceRange

}

/// A block-level node.
indirect enum MarkdownBlock: Hashable, Sendable {
    case paragraph([MarkdownInline], SourceRange)
    case heading(level: Int, [MarkdownInline], SourceRange)
    case codeBlock(CodeBlock)
    /// Raw HTML, passed through to the page.
    case htmlBlock(String, SourceRange)
    case blockQuote([MarkdownBlock], SourceRange)
    case list(MarkdownList)
    case thematicBreak(SourceRange)

    /// Where the block came from.
    var range: SourceRange {
        switch self {
        case .paragraph(_, let range), .heading(_, _, let range), .htmlBlock(_, let range),
            .blockQuote(_, let range), .thematicBreak(let range):
            range
        case .codeBlock(let block): block.range
        case .list(let list): list.range
        }
    }
}

/// An inline node. cmark does not track inline positions, so links and images carry the line
/// they are on, computed by the parser from the enclosing block and the line breaks before them.
indirect enum MarkdownInline: Hashable, Sendable {
    case text(String)
    case softBreak
    case lineBreak
    case code(String)
    /// Raw inline HTML, passed through.
    case html(String)
    case emphasis([MarkdownInline])
    case strong([MarkdownInline])
    case link(destination: String, title: String, children: [MarkdownInline], line: Int)
    case image(source: String, title: String, alt: [MarkdownInline], line: Int)
}
