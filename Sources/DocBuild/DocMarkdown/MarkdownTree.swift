/// A position in a source file: 1-based line and column, as cmark reports them.
package struct SourcePosition: Hashable, Comparable, Sendable {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// The span of source text a node came from, both ends inclusive.
package struct SourceRange: Hashable, Sendable {
    package var start: SourcePosition
    package var end: SourcePosition

    package init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }
}

/// A parsed Markdown document: an immutable Swift tree, made by the one file that talks to cmark.
///
/// Everything after parsing (sample extraction, link checking, HTML rendering) walks this tree;
/// no cmark type escapes the parser.
package struct MarkdownDocument: Hashable, Sendable {
    /// The file the document was read from, relative to the project (e.g. `Articles/Doctests.md`).
    package var path: String
    package var blocks: [MarkdownBlock]
    /// The symbol a DocC documentation extension page is about, as its title writes it
    /// (``` # ``Core/Deque`` ``` is `Core/Deque`), before the title shows only its name.
    package var symbolTitle: String?

    package init(path: String, blocks: [MarkdownBlock], symbolTitle: String? = nil) {
        self.path = path
        self.blocks = blocks
        self.symbolTitle = symbolTitle
    }
}

/// A code block: fenced (with an info string) or indented.
package struct CodeBlock: Hashable, Sendable {
    /// The whole info string after the opening fence (`swift no-run`), empty for indented blocks.
    package var info: String
    /// The code, exactly as written, with a trailing newline.
    package var literal: String
    package var isFenced: Bool

    /// Whether the block is a Swift sample: a ` ```swift ` fence, or, where indented code is Swift
    /// (a doc comment, as DocC reads one), an indented block that is no terminal transcript.
    package func isSwift(indentedCodeIsSwift: Bool = false) -> Bool {
        isFenced ? language == "swift" : indentedCodeIsSwift && !isTranscript
    }

    /// The languages a fenced terminal transcript is written in: none, or a shell's.
    package static let transcriptLanguages: Set<String> = ["", "console", "sh", "shell", "shell-session"]

    /// Whether the block may hold a terminal transcript that a reader's shell would run: an
    /// indented block, or a fence in one of ``transcriptLanguages``, that ``isTranscript``.
    package var isShellTranscript: Bool {
        (!isFenced || Self.transcriptLanguages.contains(language)) && isTranscript
    }

    /// Whether the block is a terminal transcript: its first line that is not blank starts with a
    /// shell's prompt, `$ ` or `% `, as no line of Swift does (`///     $ greet Nadia`).
    package var isTranscript: Bool {
        guard let first = literal.split(separator: "\n").first(where: { !$0.allSatisfy(\.isWhitespace) })
        else {
            return false
        }
        return Self.promptIndentation(of: first) != nil
    }

    /// How far `line` is indented before a shell's prompt (`$ ` or `% `), when it starts with one.
    package static func promptIndentation(of line: some StringProtocol) -> Int? {
        let indentation = line.prefix { $0 == " " || $0 == "\t" }.count
        let body = line.dropFirst(indentation)
        return body.hasPrefix("$ ") || body.hasPrefix("% ") ? indentation : nil
    }
    /// From the opening fence line to the closing fence line.
    package var range: SourceRange
    /// False for a fence that runs to the end of the document (or of its container) without a
    /// closing fence: cmark accepts that, docbuild reports it.
    package var isClosed: Bool

    init(info: String, literal: String, isFenced: Bool, range: SourceRange, isClosed: Bool = true) {
        self.info = info
        self.literal = literal
        self.isFenced = isFenced
        self.range = range
        self.isClosed = isClosed
    }

    /// The first word of the info string, the language (`swift`), lowercased.
    package var language: String {
        info.split(whereSeparator: \.isWhitespace).first.map { $0.lowercased() } ?? ""
    }
}

/// A list and its items.
package struct MarkdownList: Hashable, Sendable {
    package var isOrdered: Bool
    /// The first number of an ordered list.
    package var start: Int
    package var isTight: Bool
    package var items: [MarkdownListItem]
    var range: SourceRange

}

/// One item of a list: its blocks, and the checkbox of a GitHub task-list item (`- [x] done`).
package struct MarkdownListItem: Hashable, Sendable {
    /// Whether a task-list item is ticked (`[x]`) or not (`[ ]`).
    package enum Checkbox: Hashable, Sendable {
        case checked, unchecked
    }

    package var blocks: [MarkdownBlock]
    /// `nil` for an ordinary item.
    package var checkbox: Checkbox?

    init(_ blocks: [MarkdownBlock], checkbox: Checkbox? = nil) {
        self.blocks = blocks
        self.checkbox = checkbox
    }
}

/// A GitHub table: a header row, a delimiter row giving each column's alignment, then body rows.
///
/// Every row has exactly one cell per column (cmark-gfm pads short rows with empty cells and drops
/// the excess of long ones); a cell holds inline content only.
package struct MarkdownTable: Hashable, Sendable {
    /// A column's alignment, from the colons of the delimiter row (`:--`, `:-:`, `--:`).
    package enum Alignment: Hashable, Sendable {
        case none, left, center, right
    }

    /// One row: its cells, and the source line it is on (each row is one line).
    package struct Row: Hashable, Sendable {
        package var cells: [[MarkdownInline]]
        var line: Int
    }

    package var alignments: [Alignment]
    package var header: Row
    package var rows: [Row]
    var range: SourceRange

    /// The header row, then the body rows.
    var allRows: [Row] { [header] + rows }
}

/// A block-level node.
package indirect enum MarkdownBlock: Hashable, Sendable {
    case paragraph([MarkdownInline], SourceRange)
    case heading(level: Int, [MarkdownInline], SourceRange)
    case codeBlock(CodeBlock)
    /// Raw HTML, passed through to the page.
    case htmlBlock(String, SourceRange)
    case blockQuote([MarkdownBlock], SourceRange)
    case list(MarkdownList)
    case table(MarkdownTable)
    case thematicBreak(SourceRange)

    /// Where the block came from.
    var range: SourceRange {
        switch self {
        case .paragraph(_, let range), .heading(_, _, let range), .htmlBlock(_, let range),
            .blockQuote(_, let range), .thematicBreak(let range):
            range
        case .codeBlock(let block): block.range
        case .list(let list): list.range
        case .table(let table): table.range
        }
    }
}

/// An inline node. Links and images carry the line they are on, computed by the parser from the
/// enclosing block (a table cell: its row) and the line breaks before them; cmark-gfm's own inline
/// positions are missing for the links its autolink extension makes.
package indirect enum MarkdownInline: Hashable, Sendable {
    case text(String)
    case softBreak
    case lineBreak
    case code(String)
    /// Raw inline HTML, passed through.
    case html(String)
    case emphasis([MarkdownInline])
    case strong([MarkdownInline])
    /// GitHub's strikethrough: `~~text~~` (or `~text~`).
    case strikethrough([MarkdownInline])
    case link(destination: String, title: String, children: [MarkdownInline], line: Int)
    case image(source: String, title: String, alt: [MarkdownInline], line: Int)
}
