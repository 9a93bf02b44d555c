import CcmarkGFM
import DocBasics
import Foundation

/// Parses GitHub-flavoured Markdown with the cmark-gfm C library into an immutable
/// ``MarkdownDocument``.
///
/// cmark-gfm is GitHub's fork of cmark, the parser under GitHub's READMEs and, through
/// swift-markdown, under DocC; its `table`, `strikethrough`, `autolink` and `tasklist` extensions
/// are enabled, the ones swift-markdown enables, so that docbuild reads a package's docs in the
/// dialect their authors previewed them in. This is the only file of the engine that imports
/// `CcmarkGFM`: cmark's parser and node pointers never leave it. The document is parsed with
/// `CMARK_OPT_SOURCEPOS` (so every block knows its lines) and raw HTML is kept, because the site
/// passes it through.
///
/// ```swift
/// let document = CMarkParser.parse("# Title\n", path: "Articles/Intro.md")
/// ```
package enum CMarkParser {
    /// The version of the linked cmark-gfm library, e.g. `0.29.0.gfm.6`.
    package static var libraryVersion: String {
        String(cString: cmark_version_string())
    }

    /// The GitHub extensions every document is parsed with, by their cmark-gfm names.
    package static let extensionNames = ["table", "strikethrough", "autolink", "tasklist"]

    /// Registers cmark-gfm's core extensions, once per process: the registration writes a global
    /// list without a lock, and a lazy global is initialised exactly once (`swift_once`) however
    /// many threads parse at once. After it, the list is only read.
    private static let coreExtensionsRegistered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    /// Held while cmark-gfm parses, so that one parse runs at a time in the process.
    ///
    /// cmark-gfm 0.29 keeps the characters that start an inline (`:` and `w` for autolinks, `~` for
    /// strikethrough) in one global table, and its `table` extension removes its parser's from it
    /// after each table row it parses, to add them back when the parser finishes: a parse running
    /// on another thread meanwhile finds no autolink. Concurrent parses lost `www.` links
    /// (`CMarkParserTests.parsesOnManyThreadsAtOnceFindEveryAutolink`), so parses take turns.
    /// `NSLock`, a pthread mutex that ThreadSanitizer sees; QuartetSupport's `Lock` holds a value,
    /// and this guards none.
    private static let parsing = NSLock()

    /// Parses `text` into a document.
    ///
    /// Wraps `cmark_parser_new`, `cmark_parser_attach_syntax_extension`, `cmark_parser_feed` and
    /// `cmark_parser_finish`; frees the whole cmark tree (`cmark_node_free` on the root, which frees
    /// every descendant) and the parser before returning. Complexity: O(n) in the length of `text`.
    ///
    /// - Parameters:
    ///   - text: The Markdown source. CRLF and CR line endings are accepted.
    ///   - path: The document's path as it should appear in diagnostics.
    /// - Returns: The document; parsing Markdown never fails.
    package static func parse(_ text: String, path: String) -> MarkdownDocument {
        precondition(coreExtensionsRegistered)
        guard let parser = cmark_parser_new(CMARK_OPT_SOURCEPOS | CMARK_OPT_UNSAFE) else {
            preconditionFailure("cmark-gfm could not allocate a parser")
        }
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            guard let syntaxExtension = cmark_find_syntax_extension(name) else {
                preconditionFailure("cmark-gfm has no '\(name)' extension: its core extensions are missing")
            }
            cmark_parser_attach_syntax_extension(parser, syntaxExtension)
        }
        var text = text
        let root = parsing.withLock {
            text.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { buffer in
                    if let base = buffer.baseAddress { cmark_parser_feed(parser, base, buffer.count) }
                }
            }
            return cmark_parser_finish(parser)
        }
        guard let root else {
            preconditionFailure("cmark-gfm returned no document")
        }
        defer { cmark_node_free(root) }
        let converter = TreeConverter(sourceLines: SourceLines(text))
        return MarkdownDocument(path: path, blocks: converter.blocks(childrenOf: root))
    }
}

/// The source split into lines (any line ending), to tell fenced code blocks from indented ones and
/// closed fences from unterminated ones: cmark-gfm tells neither apart reliably.
private struct SourceLines {
    var lines: [Substring]

    init(_ text: String) {
        lines = text.lines(breakingAtLoneCarriageReturns: true)
    }

    /// The line without block-quote markers, list markers and indentation.
    func content(ofLine line: Int) -> Substring {
        guard line >= 1, line <= lines.count else { return "" }
        return lines[line - 1].drop(while: { " \t>-*+0123456789.)".contains($0) })
    }
}

/// Converts one cmark tree; holds no cmark pointer beyond a call.
private struct TreeConverter {
    var sourceLines: SourceLines

    func blocks(childrenOf parent: OpaquePointer) -> [MarkdownBlock] {
        var blocks: [MarkdownBlock] = []
        var child = cmark_node_first_child(parent)
        while let node = child {
            if let block = block(node) {
                blocks.append(block)
            }
            child = cmark_node_next(node)
        }
        return blocks
    }

    private func range(_ node: OpaquePointer) -> SourceRange {
        SourceRange(
            start: SourcePosition(
                line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node))),
            end: SourcePosition(
                line: Int(cmark_node_get_end_line(node)), column: Int(cmark_node_get_end_column(node)))
        )
    }

    private func block(_ node: OpaquePointer) -> MarkdownBlock? {
        let range = range(node)
        switch cmark_node_get_type(node) {
        case CMARK_NODE_PARAGRAPH:
            var line = range.start.line
            return .paragraph(inlines(childrenOf: node, line: &line), range)
        case CMARK_NODE_HEADING:
            var line = range.start.line
            return .heading(
                level: Int(cmark_node_get_heading_level(node)), inlines(childrenOf: node, line: &line), range)
        case CMARK_NODE_CODE_BLOCK:
            return .codeBlock(codeBlock(node, range: range))
        case CMARK_NODE_HTML_BLOCK:
            return .htmlBlock(string(cmark_node_get_literal(node)), range)
        case CMARK_NODE_BLOCK_QUOTE:
            return .blockQuote(blocks(childrenOf: node), range)
        case CMARK_NODE_LIST:
            var items: [MarkdownListItem] = []
            var child = cmark_node_first_child(node)
            while let item = child {
                items.append(MarkdownListItem(blocks(childrenOf: item), checkbox: checkbox(of: item)))
                child = cmark_node_next(item)
            }
            return .list(
                MarkdownList(
                    isOrdered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                    start: Int(cmark_node_get_list_start(node)),
                    isTight: cmark_node_get_list_tight(node) != 0,
                    items: items,
                    range: range
                ))
        case CMARK_NODE_THEMATIC_BREAK:
            return .thematicBreak(range)
        default:
            // The table extension's nodes; custom blocks never come out of the parser.
            guard typeName(of: node) == "table" else { return nil }
            return .table(table(node, range: range))
        }
    }

    /// The checkbox of a task-list item (the tasklist extension marks the item itself).
    private func checkbox(of item: OpaquePointer) -> MarkdownListItem.Checkbox? {
        guard typeName(of: item) == "tasklist" else { return nil }
        return cmark_gfm_extensions_get_tasklist_item_checked(item) ? .checked : .unchecked
    }

    /// A table's rows, header first, each cell's inlines on its row's line.
    private func table(_ node: OpaquePointer, range: SourceRange) -> MarkdownTable {
        let columns = Int(cmark_gfm_extensions_get_table_columns(node))
        let alignments = (0..<columns).map { column -> MarkdownTable.Alignment in
            switch cmark_gfm_extensions_get_table_alignments(node)?[column] {
            case UInt8(ascii: "l"): .left
            case UInt8(ascii: "c"): .center
            case UInt8(ascii: "r"): .right
            default: .none
            }
        }
        var rows: [MarkdownTable.Row] = []
        var child = cmark_node_first_child(node)
        while let row = child {
            let line = Int(cmark_node_get_start_line(row))
            var cells: [[MarkdownInline]] = []
            var cell = cmark_node_first_child(row)
            while let current = cell {
                var cellLine = line
                cells.append(inlines(childrenOf: current, line: &cellLine))
                cell = cmark_node_next(current)
            }
            rows.append(MarkdownTable.Row(cells: cells, line: line))
            child = cmark_node_next(row)
        }
        // The extension always makes the header row first, from the line before the delimiters.
        let header = rows.isEmpty ? MarkdownTable.Row(cells: [], line: range.start.line) : rows.removeFirst()
        return MarkdownTable(alignments: alignments, header: header, rows: rows, range: range)
    }

    /// The name cmark-gfm gives a node's type (`table`, `strikethrough`, `tasklist`): the
    /// extensions' node types are registered at run time, so they have no constants to compare.
    private func typeName(of node: OpaquePointer) -> String {
        string(cmark_node_get_type_string(node))
    }

    private func codeBlock(_ node: OpaquePointer, range: SourceRange) -> CodeBlock {
        let opening = sourceLines.content(ofLine: range.start.line)
        let fenceCharacter = opening.first.flatMap { $0 == "`" || $0 == "~" ? $0 : nil }
        let isFenced = fenceCharacter != nil && opening.prefix(3).allSatisfy { $0 == fenceCharacter }
        var isClosed = true
        if isFenced, let fenceCharacter {
            let fenceLength = opening.prefix(while: { $0 == fenceCharacter }).count
            let closing = sourceLines.content(ofLine: range.end.line)
                .trimmingSuffix(while: { $0 == " " || $0 == "\t" })
            isClosed =
                range.end.line > range.start.line && closing.count >= fenceLength
                && closing.allSatisfy { $0 == fenceCharacter }
        }
        return CodeBlock(
            info: isFenced ? string(cmark_node_get_fence_info(node)) : "",
            literal: string(cmark_node_get_literal(node)),
            isFenced: isFenced,
            range: range,
            isClosed: isClosed
        )
    }

    /// Converts inline children, advancing `line` at every soft or hard break, so that links and
    /// images know the source line they start on.
    private func inlines(childrenOf parent: OpaquePointer, line: inout Int) -> [MarkdownInline] {
        var inlines: [MarkdownInline] = []
        var child = cmark_node_first_child(parent)
        while let node = child {
            if let inline = inline(node, line: &line) {
                inlines.append(inline)
            }
            child = cmark_node_next(node)
        }
        return inlines
    }

    private func inline(_ node: OpaquePointer, line: inout Int) -> MarkdownInline? {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT:
            return .text(string(cmark_node_get_literal(node)))
        case CMARK_NODE_SOFTBREAK:
            line += 1
            return .softBreak
        case CMARK_NODE_LINEBREAK:
            line += 1
            return .lineBreak
        case CMARK_NODE_CODE:
            return .code(string(cmark_node_get_literal(node)))
        case CMARK_NODE_HTML_INLINE:
            return .html(string(cmark_node_get_literal(node)))
        case CMARK_NODE_EMPH:
            return .emphasis(inlines(childrenOf: node, line: &line))
        case CMARK_NODE_STRONG:
            return .strong(inlines(childrenOf: node, line: &line))
        case CMARK_NODE_LINK:
            let start = line
            return .link(
                destination: string(cmark_node_get_url(node)),
                title: string(cmark_node_get_title(node)),
                children: inlines(childrenOf: node, line: &line),
                line: start
            )
        case CMARK_NODE_IMAGE:
            let start = line
            return .image(
                source: string(cmark_node_get_url(node)),
                title: string(cmark_node_get_title(node)),
                alt: inlines(childrenOf: node, line: &line),
                line: start
            )
        default:
            guard typeName(of: node) == "strikethrough" else { return nil }
            return .strikethrough(inlines(childrenOf: node, line: &line))
        }
    }

    private func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}

extension Substring {
    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var result = self
        while let last = result.last, predicate(last) {
            result = result.dropLast()
        }
        return result
    }
}
