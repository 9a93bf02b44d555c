/// Splits Swift source into classified tokens for highlighting.
///
/// The lexer is written for display, not compilation: it never fails, and text it does not
/// recognise is left plain. It understands what makes highlighters go wrong on real Swift:
/// interpolations that contain strings (`"\(a + "b")"`), raw strings whose `\(` is literal
/// (`#"raw \(x)"#`), multi-line strings, and nested block comments (`/* a /* b */ c */`).
///
/// ```swift
/// let tokens = SwiftLexer.tokens(in: "let x = 42")
/// // [keyword 0..<3, number 8..<10]
/// ```
///
/// Complexity: O(n) in the length of the source, working on its UTF-8 bytes.
package struct SwiftLexer {
    let bytes: [UInt8]
    var index = 0
    private(set) var tokens: [SwiftToken] = []

    private init(_ source: String) {
        bytes = Array(source.utf8)
    }

    /// The tokens of `source`, in order, with byte ranges into `source.utf8`.
    package static func tokens(in source: String) -> [SwiftToken] {
        var lexer = SwiftLexer(source)
        lexer.lexCode(stopsAtUnbalancedParenthesis: false)
        return lexer.tokens
    }

    /// `source`'s UTF-8 bytes with each token of `kinds` blanked to spaces, its newlines kept,
    /// so that what is left is read by line and column as before: the code outside strings and
    /// comments, say.
    ///
    /// ```swift
    /// String(decoding: SwiftLexer.bytes(of: "f() // call", blanking: [.comment]), as: UTF8.self)
    /// // "f()        "
    /// ```
    package static func bytes(of source: String, blanking kinds: Set<SwiftToken.Kind>) -> [UInt8] {
        var bytes = Array(source.utf8)
        for token in tokens(in: source) where kinds.contains(token.kind) {
            for offset in token.range where bytes[offset] != UInt8(ascii: "\n") {
                bytes[offset] = UInt8(ascii: " ")
            }
        }
        return bytes
    }

    func byte(at offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }

    mutating func emit(_ kind: SwiftToken.Kind, _ range: Range<Int>) {
        if !range.isEmpty { tokens.append(SwiftToken(kind: kind, range: range)) }
    }

    /// Lexes code until the end, or, inside an interpolation, until the `)` that closes it
    /// (left unconsumed for the caller).
    mutating func lexCode(stopsAtUnbalancedParenthesis: Bool) {
        var depth = 0
        while index < bytes.count {
            let current = bytes[index]
            switch current {
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
                lexLineComment()
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                lexBlockComment()
            case UInt8(ascii: "\""):
                lexString(start: index, hashes: 0)
            case UInt8(ascii: "#"):
                lexHash()
            case UInt8(ascii: "@") where Self.isIdentifierStart(byte(at: index + 1)):
                let start = index
                index += 1
                skipIdentifier()
                emit(.attribute, start..<index)
            case UInt8(ascii: "`"):
                lexBacktickedIdentifier()
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                lexNumber()
            case UInt8(ascii: "("):
                depth += 1
                index += 1
            case UInt8(ascii: ")"):
                if stopsAtUnbalancedParenthesis && depth == 0 { return }
                depth -= 1
                index += 1
            default:
                if Self.isIdentifierStart(current) {
                    lexWord()
                } else {
                    index += 1
                }
            }
        }
    }

    private mutating func lexLineComment() {
        let start = index
        while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
        emit(.comment, start..<index)
    }

    private mutating func lexBlockComment() {
        let start = index
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && byte(at: index + 1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*") && byte(at: index + 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { break }
            } else {
                index += 1
            }
        }
        emit(.comment, start..<index)
    }

    /// `#` starts a raw string (`#"…"#`, `##"""…"""##`) or a directive/macro (`#if`, `#expect`).
    private mutating func lexHash() {
        let start = index
        var hashes = 0
        while byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
        if byte(at: index + hashes) == UInt8(ascii: "\"") {
            index += hashes
            lexString(start: start, hashes: hashes)
        } else if hashes == 1 && Self.isIdentifierStart(byte(at: index + 1)) {
            index += 1
            skipIdentifier()
            emit(.directive, start..<index)
        } else {
            index += hashes
        }
    }

    private mutating func lexBacktickedIdentifier() {
        let start = index
        var end = index + 1
        while end < bytes.count && bytes[end] != UInt8(ascii: "`") && bytes[end] != UInt8(ascii: "\n") {
            end += 1
        }
        guard byte(at: end) == UInt8(ascii: "`") else {
            index += 1
            return
        }
        index = end + 1
        emit(.backtickedIdentifier, start..<index)
    }

    private mutating func skipIdentifier() {
        while index < bytes.count && Self.isIdentifierContinuation(bytes[index]) { index += 1 }
    }

    package static func isIdentifierStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
            true
        default: false
        }
    }

    package static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
