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
        var output = output
        if sample.listingTest != nil {
            // The book's lines lose the spaces a `print(x, terminator: " ")` leaves at their ends.
            output = output.textLines.map { $0.reversed().drop(while: { $0 == " " }).reversed() }
                .map { String($0) }.joined(separator: "\n")
        }
        let expected = sample.expectations.map { $0.text + "\n" }.joined()
        guard expected != output else { return nil }
        // Which comment owns each expected line.
        var owners: [OutputExpectation] = []
        for expectation in sample.expectations {
            owners += Array(repeating: expectation, count: lines(expectation.text + "\n").count)
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

    static func explanation(expected: [String], actual: [String], of source: String = "// Prints") -> String {
        if expected.count <= 3 && actual.count <= 3 {
            return
                (["expected:"] + expected.map { "  " + quoted($0) } + ["actual:"]
                + (actual.isEmpty ? ["  (nothing)"] : actual.map { "  " + quoted($0) }))
                .joined(separator: "\n")
        }
        return
            (["--- expected (\(source))", "+++ actual (stdout)"] + LineDiff.lines(from: expected, to: actual))
            .joined(separator: "\n")
    }
}

/// A minimal line diff (longest common subsequence), `-`/`+`/` ` prefixed; outputs are small.
enum LineDiff {
    static func lines(from old: [String], to new: [String]) -> [String] {
        let n = old.count
        let m = new.count
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] =
                    old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var result: [String] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                result.append("  " + old[i])
                i += 1
                j += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                // Deletions first, so a changed line reads "- expected" then "+ actual".
                result.append("- " + old[i])
                i += 1
            } else {
                result.append("+ " + new[j])
                j += 1
            }
        }
        return result
    }
}
