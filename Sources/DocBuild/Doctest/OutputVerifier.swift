import DocBasics

/// Compares a block's output with its `// Prints "…"` comments.
///
/// The expected output is each comment's text followed by the newline `print` adds, in order. A
/// mismatch is reported at the comment that expected the first differing line, with expected and
/// actual output beneath (as a line diff when either has more than a few lines).
package enum OutputVerifier {
    /// The problem with `output`, or `nil` when it matches (or the sample expects nothing).
    package static func mismatch(of sample: Sample, output: String) -> Diagnostic? {
        guard !sample.expectations.isEmpty else { return nil }
        let output = sample.listingTest == nil ? output : trimmingTrailingSpaces(output)
        let expected = sample.expectations.map { $0.text + "\n" }.joined()
        guard expected != output else { return nil }
        // Which comment owns each expected line.
        var owners: [OutputExpectation] = []
        for expectation in sample.expectations {
            owners += Array(repeating: expectation, count: expectation.expectedLines.count)
        }
        let expectedLines = lines(expected)
        let actualLines = lines(output)
        let firstDifference =
            zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        let owner = owners[min(firstDifference, owners.count - 1)]
        // A listing test's expected lines are its `<<`, `<-` and `</` markers.
        let isListingTest = sample.listingTest != nil
        let (source, printer) =
            isListingTest ? ("the test's <<, <-, </ lines", "the test") : ("// Prints", "the block")
        let message =
            firstDifference < expectedLines.count && firstDifference < actualLines.count
            ? "output does not match \(source): expected \(quoted(expectedLines[firstDifference])), "
                + "got \(quoted(actualLines[firstDifference]))"
            : firstDifference < expectedLines.count
                ? "output does not match \(source): expected \(quoted(expectedLines[firstDifference])), "
                    + "but \(printer) printed nothing more"
                : "output does not match \(source): \(printer) printed more: \(quoted(actualLines[firstDifference]))"
        return Diagnostic(
            .error, isListingTest ? .listingOutputMismatch : .printsMismatch, message,
            path: sample.articlePath,
            line: owner.line, column: owner.column,
            explanation: explanation(expected: expectedLines, actual: actualLines, of: source))
    }

    /// `output` without spaces at the ends of its lines, as a listing test's output is compared:
    /// the book's lines lose the spaces a `print(x, terminator: " ")` leaves there.
    static func trimmingTrailingSpaces(_ output: String) -> String {
        output.textLines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
            .joined(separator: "\n")
    }

    /// Splits output into lines; a missing final newline shows as `⏎ missing`.
    static func lines(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var lines = text.textLines.map(String.init)
        if lines.last == "" {
            lines.removeLast()
        } else {
            lines[lines.count - 1] += " (no newline at end)"
        }
        return lines
    }

    static func quoted(_ line: String) -> String {
        "\"" + line.unicodeScalars.map { $0 == "\t" ? "\\t" : $0 == "\r" ? "\\r" : String($0) }.joined()
            + "\""
    }

    /// Expected and actual lines, side by side when there are few, as a line diff otherwise.
    package static func explanation(
        expected: [String], actual: [String], of source: String = "// Prints", actualSource: String = "stdout"
    ) -> String {
        if expected.count <= 3 && actual.count <= 3 {
            return
                (["expected:"] + expected.map { "  " + quoted($0) } + ["actual:"]
                + (actual.isEmpty ? ["  (nothing)"] : actual.map { "  " + quoted($0) }))
                .joined(separator: "\n")
        }
        return
            (["--- expected (\(source))", "+++ actual (\(actualSource))"]
            + LineDiff.lines(from: expected, to: actual))
            .joined(separator: "\n")
    }
}
