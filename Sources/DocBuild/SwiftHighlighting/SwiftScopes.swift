/// The brace-delimited scopes of Swift source, by line: which lines open and close each type,
/// function, closure or statement body, so that an excerpt can be shown inside the declarations
/// that contain it.
///
/// Like ``SwiftLexer``, which it builds on, it is written for display: braces in strings and
/// comments are not counted, unbalanced source gives the scopes that did balance, and it never
/// fails.
///
/// ```swift
/// let scopes = SwiftScopes(in: "struct S {\n    func f() {\n    }\n}\n")
/// scopes.enclosing(line: 2).map(\.openingLine)  // [0, 1]
/// ```
package struct SwiftScopes: Sendable {
    /// One `{ … }` pair. Lines are zero-based.
    package struct Scope: Hashable, Sendable {
        /// The first line of what the brace belongs to: a declaration's attributes and the lines
        /// of its parameter list and `where` clause, a statement's keyword.
        package var headerLine: Int
        /// The line of the `{`.
        package var openingLine: Int
        /// The line of the matching `}`.
        package var closingLine: Int
    }

    /// Every balanced scope, in the order their braces open.
    package private(set) var scopes: [Scope] = []

    /// Finds the scopes of `source`.
    package init(in source: String) {
        // Strings and comments hold no code; an interpolation's `\(` and `)` are not brackets.
        let skipped = SwiftLexer.tokens(in: source)
            .filter { [.string, .stringEscape, .comment, .interpolation].contains($0.kind) }
            .map(\.range)
        var skip = skipped.makeIterator()
        var nextSkip = skip.next()
        var scan = Scan(bytes: Array(source.utf8))
        var offset = 0
        while offset < scan.bytes.count {
            if let range = nextSkip, offset >= range.lowerBound {
                if offset < range.upperBound {
                    // Newlines inside a multi-line string or block comment still end lines.
                    if scan.bytes[offset] == UInt8(ascii: "\n") { scan.endLine(at: offset) }
                    offset += 1
                    continue
                }
                nextSkip = skip.next()
                continue
            }
            scan.read(at: offset)
            offset += 1
        }
        scan.endLine(at: scan.bytes.count)
        // Braces close inner scopes first; opening order reads as the source does.
        scopes = scan.closed.map { scope, depth in
            var scope = scope
            scope.headerLine = Self.headerLine(
                ofBraceOn: scope.openingLine, atBracketDepth: depth, lineStartDepths: scan.lineStartDepths,
                lines: scan.lineTexts)
            return scope
        }
        .sorted { ($0.openingLine, -$0.closingLine) < ($1.openingLine, -$1.closingLine) }
    }

    /// The lines and braces of a source's code, read byte by byte.
    private struct Scan {
        let bytes: [UInt8]
        var line = 0
        var bracketDepth = 0
        /// The bracket depth at the start of each line.
        var lineStartDepths = [0]
        var lineTexts: [[UInt8]] = []
        var lineStart = 0
        /// Open braces: their line and the bracket depth at the brace.
        var open: [(line: Int, bracketDepth: Int)] = []
        /// Closed braces' scopes, their header not found yet, with the bracket depth at the brace.
        var closed: [(scope: Scope, bracketDepth: Int)] = []

        /// Ends the line that runs to `offset` (a newline, or the end of the source).
        mutating func endLine(at offset: Int) {
            lineTexts.append(Array(bytes[lineStart..<offset]))
            lineStart = offset + 1
            line += 1
            lineStartDepths.append(bracketDepth)
        }

        /// Reads the byte at `offset`, which is code.
        mutating func read(at offset: Int) {
            switch bytes[offset] {
            case UInt8(ascii: "\n"):
                endLine(at: offset)
            case UInt8(ascii: "("), UInt8(ascii: "["):
                bracketDepth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                bracketDepth = max(0, bracketDepth - 1)
            case UInt8(ascii: "{"):
                open.append((line, bracketDepth))
            case UInt8(ascii: "}"):
                if let opening = open.popLast() {
                    // Its header is found once every line is known.
                    closed.append(
                        (
                            Scope(headerLine: opening.line, openingLine: opening.line, closingLine: line),
                            opening.bracketDepth
                        ))
                }
            default:
                break
            }
        }
    }

    /// The scopes that contain all of `lines` (zero-based, inclusive), outermost first: those
    /// opened on an earlier line and closed on a later one.
    package func enclosing(lines: ClosedRange<Int>) -> [Scope] {
        scopes.filter { $0.openingLine < lines.lowerBound && $0.closingLine > lines.upperBound }
    }

    /// The scopes that contain `line`, outermost first.
    package func enclosing(line: Int) -> [Scope] {
        enclosing(lines: line...line)
    }

    /// Where the declaration or statement whose `{` is on `openingLine` begins: lines that start
    /// inside its brackets (a parameter list over several lines), lines that continue it (`where`,
    /// `->`, `throws`, a `{` or a generic clause's `>` on a line of its own), and the attribute
    /// lines above it.
    private static func headerLine(
        ofBraceOn openingLine: Int, atBracketDepth depth: Int, lineStartDepths: [Int], lines: [[UInt8]]
    ) -> Int {
        func trimmed(_ index: Int) -> Substring {
            let text = Substring(decoding: lines[index], as: UTF8.self)
            return text.drop(while: \.isWhitespace)
        }
        /// `>` less `<` on the line, arrows aside: more than 0 closes a generic clause opened above.
        func angleBalance(_ index: Int) -> Int {
            let text = trimmed(index).replacing("->", with: "")
            return text.count { $0 == ">" } - text.count { $0 == "<" }
        }
        let continuations = ["where ", "->", "throws", "async", "rethrows", ":", ")", "]", "{", ">"]
        // Only a line that starts with `>` closes a generic clause; elsewhere `<` and `>` compare.
        func closesGenerics(_ index: Int) -> Int {
            trimmed(index).hasPrefix(">") ? max(0, angleBalance(index)) : 0
        }
        var start = openingLine
        var unopenedAngles = closesGenerics(start)
        while start > 0,
            lineStartDepths[start] > depth || unopenedAngles > 0
                || continuations.contains(where: trimmed(start).hasPrefix)
        {
            start -= 1
            unopenedAngles =
                unopenedAngles > 0 ? max(0, unopenedAngles + angleBalance(start)) : closesGenerics(start)
        }
        while start > 0, trimmed(start - 1).hasPrefix("@"), !lines[start - 1].contains(UInt8(ascii: "{")) {
            start -= 1
        }
        return start
    }
}
