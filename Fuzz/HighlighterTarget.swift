@testable import DocBuildKit
@testable import SwiftHighlighting

/// The Swift highlighter, on any text: samples are written by people, and often do not compile.
///
/// Invariants: the lexer's tokens are in order, apart, and inside the text; the highlighted HTML,
/// its tags removed and its entities decoded, is the code, byte for byte (a tag inside a
/// multi-byte character would break that); each line of the line-by-line HTML has no newline and
/// closes every `<span>` it opens, and the lines, decoded, are the code's lines.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHighlighter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let code = FuzzInput.text(data, size)
    let bytes = Array(code.utf8)

    var end = 0
    for token in SwiftLexer.tokens(in: code) {
        require(
            token.range.lowerBound >= end && !token.range.isEmpty && token.range.upperBound <= bytes.count,
            "token \(token) overlaps the one before it or leaves the text")
        end = token.range.upperBound
    }

    let html = SwiftHighlighter.html(for: code)
    require(HTMLText.decode(html) == bytes, "the text of the HTML is not the code: \(excerpt(html))")

    let lines = SwiftHighlighter.htmlLines(for: code)
    var decoded: [UInt8] = []
    for (index, line) in lines.enumerated() {
        require(!line.utf8.contains(0x0A), "line \(index) holds a newline: \(line.debugDescription)")
        require(
            occurrences(of: "<span", in: line) == occurrences(of: "</span>", in: line),
            "line \(index) leaves a span open: \(line.debugDescription)")
        if index > 0 { decoded.append(0x0A) }
        decoded += HTMLText.decode(line)
    }
    let expected = bytes.last == 0x0A ? Array(bytes.dropLast()) : bytes
    require(
        decoded == expected, "the lines' text is not the code's: \(excerpt(lines.joined(separator: "\n")))")
    return 0
}

/// Reads back the HTML that ``HTMLEscaping`` and the highlighter write.
enum HTMLText {
    private static let entities: [String: UInt8] = [
        "amp": UInt8(ascii: "&"), "lt": UInt8(ascii: "<"), "gt": UInt8(ascii: ">"),
        "quot": UInt8(ascii: "\""), "#39": UInt8(ascii: "'"),
    ]

    /// The text of `html`: tags dropped (every `<` the escaper leaves opens one), entities decoded.
    static func decode(_ html: String) -> [UInt8] {
        let bytes = Array(html.utf8)
        var text: [UInt8] = []
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "<"):
                index = (bytes[index...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count - 1) + 1
            case UInt8(ascii: "&"):
                let semicolon = bytes[index...].firstIndex(of: UInt8(ascii: ";")) ?? bytes.count
                let name = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
                text.append(entities[name] ?? UInt8(ascii: "?"))
                index = semicolon + 1
            default:
                text.append(bytes[index])
                index += 1
            }
        }
        return text
    }
}
