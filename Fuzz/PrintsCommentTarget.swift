@testable import DocBuildKit
@testable import Doctest

/// A block's lines with `// Prints "…"` comments, and the string literal the input holds.
///
/// Invariants: decoding a literal leaves, as its rest, a suffix of the text; a decoded value,
/// written back as a literal, decodes to the same value with nothing left over; an expectation's
/// column is never before the fence's.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPrintsComment(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput.text(data, size)

    if case .success(let (value, rest)) = SwiftStringLiteral.decode(text[...]) {
        require(rest.endIndex == text.endIndex, "the rest of \(text.debugDescription) is not its suffix")
        checkRoundTrip(value)
    }

    for isHidden in [false, true] {
        // The input is a block: its lines, numbered from 7.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            SampleLine(text: String($0.element), isHidden: isHidden, line: 7 + $0.offset)
        }
        let results = PrintsComment.expectations(in: lines, column: 3)
        require(
            !results.isEmpty || !text.contains(PrintsComment.marker),
            "a // Prints comment was missed in \(text.debugDescription)")
        for result in results {
            switch result {
            case .success(let expectation):
                require(
                    lines.contains { $0.line == expectation.line && $0.text.contains(PrintsComment.marker) }
                        && expectation.column >= 3,
                    "\(expectation) is not on a line with a // Prints comment")
                checkRoundTrip(expectation.text)
            case .failure(let error):
                require(!error.message.isEmpty && error.column >= 3, "\(error) has no message or column")
            }
        }
    }
    return 0
}

/// Writes `value` as a literal, scalar by scalar as the compiler reads it, escaping what the
/// decoder reads as special, and decodes it again.
private func checkRoundTrip(_ value: String) {
    var literal = "\""
    for scalar in value.unicodeScalars {
        switch scalar {
        case "\"": literal += #"\""#
        case "\\": literal += #"\\"#
        case "\n": literal += #"\n"#
        case "\r": literal += #"\r"#
        case "\t": literal += #"\t"#
        case "\0": literal += #"\0"#
        default: literal.unicodeScalars.append(scalar)
        }
    }
    literal += "\""
    switch SwiftStringLiteral.decode(literal[...]) {
    case .success(let (decoded, rest)):
        require(
            decoded.unicodeScalars.elementsEqual(value.unicodeScalars) && rest.isEmpty,
            "\(value.debugDescription) came back as \(decoded.debugDescription)")
    case .failure(let error):
        require(false, "\(literal.debugDescription), written from \(value.debugDescription), fails: \(error)")
    }
}
