import DocBasics

/// Reads `// Prints "…"`, the output convention of The Swift Programming Language.
///
/// ```swift
/// print(1 + 1)  // Prints "2"
/// print(2 + 2)  // Prints "4".
/// ```
///
/// With or without the closing period of the book's sentence style, the check is the same.
enum PrintsComment {
    static let marker = "// Prints"
    private static let markerBytes = Array(marker.utf8)

    /// Whether `text` holds ``marker``, compared byte for byte.
    private static func containsMarker(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= markerBytes.count else { return false }
            return (0...(bytes.count - markerBytes.count)).contains { start in
                bytes[start] == UInt8(ascii: "/")
                    && markerBytes.indices.allSatisfy { bytes[start + $0] == markerBytes[$0] }
            }
        }
    }

    /// The expectation on `line`, `nil` when the line has no `// Prints` comment.
    ///
    /// - Parameter column: The column of the fence, added to the comment's offset in the line.
    static func expectation(in line: SampleLine, column: Int) -> Result<OutputExpectation, PrintsError>? {
        // Most lines have no comment: ruled out on the bytes, without a search through Characters.
        guard containsMarker(line.text), let range = line.text.range(of: marker) else { return nil }
        let offset = line.text.distance(from: line.text.startIndex, to: range.lowerBound)
        let commentColumn = column + offset + (line.isHidden ? 2 : 0)
        let rest = line.text[range.upperBound...]
        let literal = rest.drop(while: { $0 == " " || $0 == "\t" })
        guard literal.startIndex > rest.startIndex, literal.first == "\"" else {
            return .failure(
                PrintsError(
                    .printsWithoutString, #"write the expected output as // Prints "…""#,
                    column: commentColumn))
        }
        switch SwiftStringLiteral.decode(literal) {
        case .success(let (value, remainder)):
            // The Swift Programming Language ends the comment as a sentence, `// Prints "2".`;
            // the closing period is part of the prose, not of the output.
            let after = remainder.first == "." ? remainder.dropFirst() : remainder[...]
            guard after.allSatisfy(\.isWhitespace) else {
                return .failure(
                    PrintsError(
                        .textAfterPrintsString, "unexpected text after the // Prints string literal",
                        column: commentColumn))
            }
            return .success(OutputExpectation(text: value, line: line.line, column: commentColumn))
        case .failure(let error):
            return .failure(
                PrintsError(
                    .malformedPrintsString, "malformed // Prints comment: \(error.message)",
                    column: commentColumn))
        }
    }

    struct PrintsError: Error {
        var identifier: Diagnostic.Identifier
        var message: String
        var column: Int

        init(_ identifier: Diagnostic.Identifier, _ message: String, column: Int) {
            self.identifier = identifier
            self.message = message
            self.column = column
        }
    }
}
