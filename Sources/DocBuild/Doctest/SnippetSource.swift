import DocBasics

/// A SwiftPM snippet (`Snippets/Name.swift`) read as DocC reads it, with what docbuild checks.
///
/// The comment lines at the top are its explanation; the rest is code, shown but for the lines
/// between `// snippet.hide` and `// snippet.show`. `// snippet.name` starts a slice (ending the
/// one before it) and `// snippet.end` ends it; a slice's leading and trailing blank lines are
/// not part of it. Marker lines are never shown, and markers are read in any case, as DocC's
/// snippet extractor reads them:
///
/// ```swift
/// let snippet = SnippetSource(parsing: "// Counts.\nlet a = 1\n// snippet.add\nprint(a + 1)\n", path: "Snippets/Count.swift")
/// snippet.code(slice: "add")  // ["print(a + 1)"]
/// ```
///
/// The whole file is one program, run once: its hidden lines too, and each `// Prints` comment
/// anywhere in it is checked (``extraction``).
package struct SnippetSource: Hashable, Sendable {
    /// Relative to the package: `Snippets/Count.swift`.
    package var path: String
    /// The comment at the top, without its `//`.
    package var explanation: [String] = []
    /// Every line of the file: the shown ones, and hidden the explanation, markers and hidden code.
    package var lines: [SampleLine] = []
    /// The shown lines, each with its line of the file.
    package var shown: [SampleLine] = []
    /// The code as a page shows the whole snippet: every line but the explanation and the
    /// markers, the hidden ones marked so, which a reader can show.
    package var code: [SampleLine] = []
    /// Each slice's shown lines, by name, as indices into ``shown``.
    package var slices: [String: Range<Int>] = [:]

    /// Whether `path`, relative to the package, is a snippet's: `Snippets/…/Name.swift`.
    package static func isSnippetPath(_ path: String) -> Bool {
        path.hasPrefix("Snippets/") && path.hasSuffix(".swift")
    }

    package init(parsing text: String, path: String) {
        self.path = path
        var rows = text.textLines.map(String.init)
        if rows.last == "" { rows.removeLast() }
        let index: Int
        (explanation, index) = Self.explanation(of: rows)
        lines = rows.prefix(index).enumerated().map { SampleLine(text: $1, isHidden: true, line: $0 + 1) }
        var isVisible = true
        var current: (name: String, start: Int)?
        func endSlice() {
            if let slice = current, slice.start < shown.count {
                slices[slice.name] = slice.start..<shown.count
            }
            current = nil
        }
        for (offset, row) in rows[index...].enumerated() {
            let number = index + offset + 1
            switch Self.marker(row) {
            case .show?: isVisible = true
            case .hide?: isVisible = false
            case .end?: endSlice()
            case .slice(let name)?:
                if isVisible {
                    endSlice()
                    current = (name, shown.count)
                }
            case nil:
                // Blank lines before the first shown line are not shown.
                if !(code.isEmpty && Self.isBlank(row)) {
                    code.append(SampleLine(text: row, isHidden: !isVisible, line: number))
                }
                if isVisible, !(shown.isEmpty && Self.isBlank(row)) {
                    shown.append(SampleLine(text: row, isHidden: false, line: number))
                    lines.append(shown[shown.count - 1])
                    continue
                }
            }
            lines.append(SampleLine(text: row, isHidden: true, line: number))
        }
        endSlice()
        slices = slices.mapValues { Self.trimmingBlankLines($0, of: shown) }
        while let last = shown.last, Self.isBlank(last.text) { shown.removeLast() }
        while let last = code.last, Self.isBlank(last.text) || last.isHidden { code.removeLast() }
    }

    /// The comment lines at the top of `rows` (after any blank ones), without their `//` and
    /// their first line's indentation, and the index of the row after them.
    private static func explanation(of rows: [String]) -> (lines: [String], end: Int) {
        var index = rows.startIndex
        var lines: [String] = []
        while index < rows.endIndex, isBlank(rows[index]) { index += 1 }
        while index < rows.endIndex, !isBlank(rows[index]), marker(rows[index]) == nil,
            let text = commentText(rows[index])
        {
            lines.append(text)
            index += 1
        }
        let indentation = lines.first { !isBlank($0) }?.prefix { $0 == " " }.count ?? 0
        return (lines.map { String($0.dropFirst(min(indentation, $0.prefix { $0 == " " }.count))) }, index)
    }

    /// `range` of `lines` without the blank lines at its ends.
    private static func trimmingBlankLines(_ range: Range<Int>, of lines: [SampleLine]) -> Range<Int> {
        var range = range
        while !range.isEmpty, isBlank(lines[range.lowerBound].text) {
            range = (range.lowerBound + 1)..<range.upperBound
        }
        while !range.isEmpty, isBlank(lines[range.upperBound - 1].text) {
            range = range.lowerBound..<(range.upperBound - 1)
        }
        return range
    }

    /// The code a reader sees for `slice` (the whole snippet for `nil`): ``shownLines(slice:)``
    /// without the hidden ones; `nil` when the snippet has no such slice.
    package func code(slice: String?) -> [String]? {
        shownLines(slice: slice)?.filter { !$0.isHidden }.map(\.text)
    }

    /// The lines a page shows for `slice`, their common indentation taken away, each with its line
    /// of the file; for `nil`, ``code``, hidden lines and all; `nil` when there is no such slice.
    package func shownLines(slice: String?) -> [SampleLine]? {
        guard let slice else { return code }
        guard let range = slices[slice]?.clamped(to: shown.indices) else { return nil }
        let lines = shown[range]
        return zip(Self.dedented(lines.map(\.text)), lines).map {
            SampleLine(text: $0, isHidden: false, line: $1.line)
        }
    }

    /// The snippet as the check takes it: one sample, a program of its own with every line
    /// compiled (hidden those not shown), and the problems of its `// Prints` comments, each at its
    /// line, which keep it from being built.
    package var extraction: SampleExtraction {
        var sample = Sample(
            articlePath: path, index: 0, fenceLine: 1, kind: .run, isIsolated: true, lines: lines)
        var extraction = SampleExtraction()
        for result in PrintsComment.expectations(in: lines, column: 1) {
            switch result {
            case .success(let expectation): sample.expectations.append(expectation)
            case .failure(let error):
                extraction.diagnostics.append(
                    Diagnostic(
                        .error, error.identifier, error.message, path: path, line: error.line,
                        column: error.column))
            }
        }
        extraction.samples = [sample]
        if !extraction.diagnostics.isEmpty { extraction.invalidSamples = [0] }
        return extraction
    }

    private enum Marker: Equatable {
        case show, hide, end
        case slice(String)
    }

    /// The `// snippet.…` marker on `line`, if it is one.
    private static func marker(_ line: String) -> Marker? {
        guard let comment = commentText(line)?.drop(while: \.isWhitespace),
            comment.lowercased().hasPrefix("snippet.")
        else { return nil }
        let word = comment.dropFirst("snippet.".count).prefix { !$0.isWhitespace }
        switch word.lowercased() {
        case "show": return .show
        case "hide": return .hide
        case "end": return .end
        case "": return nil
        default: return .slice(String(word))
        }
    }

    /// What follows `//` on a line that is a comment and nothing else.
    private static func commentText(_ line: String) -> String? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        return trimmed.hasPrefix("//") ? String(trimmed.dropFirst(2)) : nil
    }

    private static func isBlank(_ line: String) -> Bool { line.allSatisfy(\.isWhitespace) }

    /// `lines` without the spaces all non-blank ones start with.
    private static func dedented(_ lines: [String]) -> [String] {
        let indentation = lines.filter { !isBlank($0) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(min(indentation, $0.prefix { $0 == " " }.count))) }
    }
}
