import DocBasics

/// Server-side syntax highlighting of Swift code as HTML.
///
/// The output is the escaped source with each token of ``SwiftLexer`` wrapped in a `<span>`
/// whose class the theme colours (``SwiftToken/Kind/cssClass``); nothing else is added, so the
/// text of the HTML is exactly the code.
///
/// ```swift
/// SwiftHighlighter.html(for: "let n = 1")
/// // <span class="k">let</span> n = <span class="n">1</span>
/// ```
package enum SwiftHighlighter {
    /// The highlighted, escaped HTML for `code` (to be placed inside `<pre><code>`).
    package static func html(for code: String) -> String {
        let tokens = SwiftLexer.tokens(in: code)
        let bytes = Array(code.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count * 2)
        var cursor = 0
        for token in tokens {
            HTMLEscaping.append(escaping: bytes[cursor..<token.range.lowerBound], to: &output)
            output.append(contentsOf: spanOpenings[token.kind]!)
            HTMLEscaping.append(escaping: bytes[token.range], to: &output)
            output.append(contentsOf: spanClosing)
            cursor = token.range.upperBound
        }
        HTMLEscaping.append(escaping: bytes[cursor...], to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// The highlighted HTML of each line of `code`, without its newline, lexed as one text.
    ///
    /// A token that spans lines (a block comment, a multi-line string) is closed at each newline
    /// and opened again on the next line, so each line is well-formed HTML on its own:
    /// `SwiftHighlighter.htmlLines(for: "/* a\nb */\n")` is
    /// `["<span class=\"c\">/* a</span>", "<span class=\"c\">b */</span>"]`.
    ///
    /// - Returns: One string per line; a final newline does not start another line.
    package static func htmlLines(for code: String) -> [String] {
        let bytes = Array(code.utf8)
        var lines: [String] = []
        var line: [UInt8] = []
        func append(_ range: Range<Int>, opening: [UInt8]?) {
            var start = range.lowerBound
            while start <= range.upperBound {
                let end = bytes[start..<range.upperBound].firstIndex(of: 0x0A) ?? range.upperBound
                if end > start {
                    if let opening { line += opening }
                    HTMLEscaping.append(escaping: bytes[start..<end], to: &line)
                    if opening != nil { line += spanClosing }
                }
                guard end < range.upperBound else { break }
                lines.append(String(decoding: line, as: UTF8.self))
                line = []
                start = end + 1
            }
        }
        var cursor = 0
        for token in SwiftLexer.tokens(in: code) {
            append(cursor..<token.range.lowerBound, opening: nil)
            append(token.range, opening: spanOpenings[token.kind]!)
            cursor = token.range.upperBound
        }
        append(cursor..<bytes.count, opening: nil)
        if !line.isEmpty { lines.append(String(decoding: line, as: UTF8.self)) }
        return lines
    }

    /// The highlighted HTML for code of another language: escaped, not coloured.
    static func plainHTML(for code: String) -> String {
        HTMLEscaping.escape(code)
    }

    private static let spanOpenings: [SwiftToken.Kind: [UInt8]] = Dictionary(
        uniqueKeysWithValues: SwiftToken.Kind.allCases.map {
            ($0, Array("<span class=\"\($0.cssClass)\">".utf8))
        })
    private static let spanClosing = Array("</span>".utf8)
}
