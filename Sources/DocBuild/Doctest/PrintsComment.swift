import DocBasics

/// Reads `// Prints "…"`, the output convention of The Swift Programming Language, in the forms
/// books write it.
///
/// ```swift
/// print(1 + 1)  // Prints "2"
/// print(2 + 2)  // Prints "4".
/// print("She said \"hi\".")  // Prints "She said "hi"."
/// print("one\ntwo")
/// // Prints two lines:
/// // one
/// // two
/// ```
///
/// With or without the closing period of the book's sentence style, the check is the same. The text
/// is read as a Swift string literal, escapes decoded; where it is not a valid literal (quotes inside
/// it, `\(`), it is taken as written, between the first quote and the last.
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

    /// The expectations of a block's lines, in order, each a problem where its comment is malformed.
    ///
    /// The comment lines that a `// Prints two lines:` comment reads are its output, not comments
    /// of their own.
    ///
    /// - Parameter column: The column of the fence, added to each comment's offset in its line.
    static func expectations(in lines: [SampleLine], column: Int) -> [Result<OutputExpectation, PrintsError>]
    {
        var results: [Result<OutputExpectation, PrintsError>] = []
        var index = lines.startIndex
        while index < lines.endIndex {
            let line = lines[index]
            index += 1
            // Most lines have no comment: ruled out on the bytes, without a search through Characters.
            guard containsMarker(line.text), let range = line.text.range(of: marker) else { continue }
            let offset = line.text.distance(from: line.text.startIndex, to: range.lowerBound)
            let commentColumn = column + offset + (line.isHidden ? 2 : 0)
            let rest = line.text[range.upperBound...]
            let text = rest.drop(while: { $0 == " " || $0 == "\t" })
            if text.startIndex > rest.startIndex, let count = lineCount(text) {
                let following = lines[index...].prefix(count).prefix(while: { commentText($0.text) != nil })
                index += following.count
                guard following.count == count else {
                    results.append(
                        .failure(
                            PrintsError(
                                .printsLinesMissing,
                                "// Prints \(plural(count, "line")): is followed by "
                                    + "\(following.count) comment \(following.count == 1 ? "line" : "lines")",
                                line: line.line, column: commentColumn)))
                    continue
                }
                let printed = following.compactMap { commentText($0.text) }.joined(separator: "\n")
                results.append(
                    .success(OutputExpectation(text: printed, line: line.line, column: commentColumn)))
                continue
            }
            guard text.startIndex > rest.startIndex, text.first == "\"" else {
                results.append(
                    .failure(
                        PrintsError(
                            .printsWithoutString, #"write the expected output as // Prints "…""#,
                            line: line.line, column: commentColumn)))
                continue
            }
            let problem = { (identifier: Diagnostic.Identifier, message: String) in
                PrintsError(identifier, message, line: line.line, column: commentColumn)
            }
            results.append(
                expectedText(text, problem: problem).map {
                    OutputExpectation(text: $0, line: line.line, column: commentColumn)
                })
        }
        return results
    }

    /// The output a quoted comment text expects: a Swift string literal, or failing that the text
    /// as written between its first quote and its last.
    private static func expectedText(
        _ text: Substring, problem: (Diagnostic.Identifier, String) -> PrintsError
    ) -> Result<String, PrintsError> {
        let decoded = SwiftStringLiteral.decode(text)
        if case .success(let (value, remainder)) = decoded, isEndOfSentence(remainder) {
            return .success(value)
        }
        // Books quote as prose does: `"She said "hi"."`, `"\(name)"`. The last quote ends the text
        // when nothing but the sentence's period follows it.
        var body = text.dropFirst()
        while body.last?.isWhitespace == true { body.removeLast() }
        if body.hasSuffix("\".") { body.removeLast() }
        if body.last == "\"" {
            return .success(String(body.dropLast()))
        }
        switch decoded {
        case .success:
            return .failure(
                problem(.textAfterPrintsString, "unexpected text after the // Prints string literal"))
        case .failure(let error):
            return .failure(problem(.malformedPrintsString, "malformed // Prints comment: \(error.message)"))
        }
    }

    /// Whether `text` is what may follow the literal: nothing, or the period that ends the book's
    /// sentence, `// Prints "2".`; the period is part of the prose, not of the output.
    private static func isEndOfSentence(_ text: Substring) -> Bool {
        (text.first == "." ? text.dropFirst() : text).allSatisfy(\.isWhitespace)
    }

    static let numberWords = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    ]

    /// The count of `two lines:` or `12 lines:`, `nil` for any other text.
    static func lineCount(_ text: Substring) -> Int? {
        let words = text.split(whereSeparator: \.isWhitespace)
        guard words.count == 2, words[1] == "lines:" || words[1] == "line:" else { return nil }
        let number = words[0].lowercased()
        guard let count = Int(number) ?? numberWords.firstIndex(of: number).map({ $0 + 1 }), count > 0 else {
            return nil
        }
        return count
    }

    /// What a comment-only line says (`// one` → `one`), `nil` for a line of code.
    private static func commentText(_ line: String) -> Substring? {
        let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
        guard trimmed.hasPrefix("//") else { return nil }
        let text = trimmed.dropFirst(2)
        return text.first == " " ? text.dropFirst() : text
    }

    struct PrintsError: Error {
        var identifier: Diagnostic.Identifier
        var message: String
        var line: Int
        var column: Int

        init(_ identifier: Diagnostic.Identifier, _ message: String, line: Int, column: Int) {
            self.identifier = identifier
            self.message = message
            self.line = line
            self.column = column
        }
    }
}
