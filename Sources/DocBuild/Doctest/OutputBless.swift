import DocBasics

/// `docbuild --bless`: the edits that make a sample's expected output say what it printed,
/// touching no other byte of its file.
///
/// Each expectation keeps its form: `// Prints "…"` gets a new literal (its sentence's period
/// kept), `// Prints two lines:` a new count and new comment lines under it, a listing test's
/// `<<`, `<-` or `</` line new text after its marker (more lines, each under the same marker;
/// none, the line removed). The output is shared out among the expectations by a line diff: a
/// line both have stays with its expectation, a changed or added line goes to the expectation of
/// the line before it. Where that leaves a `// Prints` comment no line, which of them printed what
/// cannot be told, and the sample is left alone:
///
/// ```swift
/// // A sample's line 12 is `print(total)  // Prints "3"`, and it printed "4\n".
/// let edits = try OutputBless.edits(for: sample, output: "4\n", fileLines: lines).get()
/// edits  // [LineEdit(lines: 12..<13, replacement: ["print(total)  // Prints \"4\""])]
/// ```
package enum OutputBless {
    /// Lines `lines` of a file (1-based, the end excluded) replaced by `replacement`.
    package struct LineEdit: Hashable, Sendable {
        package var lines: Range<Int>
        package var replacement: [String]

        package init(lines: Range<Int>, replacement: [String]) {
            self.lines = lines
            self.replacement = replacement
        }
    }

    /// Why a sample's expected output cannot be rewritten, at the line of the expectation.
    package struct Refusal: Error, Hashable, Sendable {
        package var message: String
        package var line: Int

        package init(message: String, line: Int) {
            self.message = message
            self.line = line
        }
    }

    /// The edits that make `sample` expect `output`, none when it already does.
    ///
    /// - Parameter fileLines: The lines of the sample's file, without their line breaks.
    package static func edits(for sample: Sample, output: String, fileLines: [String])
        -> Result<[LineEdit], Refusal>
    {
        guard let first = sample.expectations.first else { return .success([]) }
        var output = output
        if sample.listingTest != nil { output = OutputVerifier.trimmingTrailingSpaces(output) }
        guard output.isEmpty || output.hasSuffix("\n") else {
            return .failure(
                Refusal(
                    message: "the output does not end with a line break, which no comment can say",
                    line: first.line))
        }
        let printed =
            output.isEmpty
            ? [] : output.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let shares = share(printed, among: sample.expectations)
        var edits: [LineEdit] = []
        for (expectation, lines) in zip(sample.expectations, shares)
        where lines != expectation.expectedLines {
            let edit =
                sample.listingTest == nil
                ? printsEdit(expectation, lines: lines, sample: sample, fileLines: fileLines)
                : markerEdit(expectation, lines: lines, fileLines: fileLines)
            switch edit {
            case .success(let edit): edits.append(edit)
            case .failure(let refusal): return .failure(refusal)
            }
        }
        return .success(edits)
    }

    /// `printed` shared out among `expectations` in order, by a line diff against what they expect.
    private static func share(_ printed: [String], among expectations: [OutputExpectation]) -> [[String]] {
        var owners: [Int] = []
        var expected: [String] = []
        for (index, expectation) in expectations.enumerated() {
            let lines = expectation.expectedLines
            expected += lines
            owners += Array(repeating: index, count: lines.count)
        }
        var shares = Array(repeating: [String](), count: expectations.count)
        var current = 0
        for operation in LineDiff.operations(from: expected, to: printed) {
            switch operation {
            case .same(let old, let new):
                current = owners[old]
                shares[current].append(printed[new])
            case .delete(let old):
                current = owners[old]
            case .insert(let new):
                shares[current].append(printed[new])
            }
        }
        return shares
    }

    /// The edit of a `// Prints` comment in a block of code.
    private static func printsEdit(
        _ expectation: OutputExpectation, lines: [String], sample: Sample, fileLines: [String]
    ) -> Result<LineEdit, Refusal> {
        let refusal = { (message: String) in Refusal(message: message, line: expectation.line) }
        guard !lines.isEmpty else {
            return .failure(refusal("which comment printed what cannot be told: this one would say nothing"))
        }
        guard let (prefix, code) = split(expectation.line, of: sample, fileLines: fileLines),
            let marker = code.range(of: PrintsComment.marker)
        else { return .failure(refusal("the comment is not on its line of the file as written")) }
        let before = prefix + code[..<marker.lowerBound] + PrintsComment.marker + " "
        let rest = code[marker.upperBound...].drop { $0 == " " || $0 == "\t" }
        if let count = PrintsComment.lineCount(rest) {
            // `// Prints two lines:` and the comment lines it counts.
            let word = rest.prefix { !$0.isWhitespace }
            let number =
                word.first?.isLetter == true && lines.count <= PrintsComment.numberWords.count
                ? PrintsComment.numberWords[lines.count - 1] : String(lines.count)
            guard let (linePrefix, comment) = split(expectation.line + 1, of: sample, fileLines: fileLines),
                let slashes = comment.range(of: "//")
            else { return .failure(refusal("the comment's lines are not in the file as written")) }
            let lead = linePrefix + comment[..<slashes.upperBound]
            let header = before + number + (lines.count == 1 ? " line:" : " lines:")
            return .success(
                LineEdit(
                    lines: expectation.line..<(expectation.line + 1 + count),
                    replacement: [header] + lines.map { lead + ($0.isEmpty ? "" : " " + $0) }))
        }
        let period = rest.reversed().drop(while: \.isWhitespace).starts(with: [".", "\""]) ? "." : ""
        return .success(
            LineEdit(
                lines: expectation.line..<(expectation.line + 1),
                replacement: [before + SwiftStringLiteral.encode(lines.joined(separator: "\n")) + period]))
    }

    /// The edit of a listing test's output line: its marker kept, and repeated for each more line.
    private static func markerEdit(_ expectation: OutputExpectation, lines: [String], fileLines: [String])
        -> Result<LineEdit, Refusal>
    {
        let file = fileLines.indices.contains(expectation.line - 1) ? fileLines[expectation.line - 1] : ""
        let lead = file.prefix(expectation.column - 1)
        let marker = file.dropFirst(expectation.column - 1).prefix(2)
        guard lead.allSatisfy(\.isWhitespace), ["<<", "<-", "</"].contains(marker) else {
            return .failure(
                Refusal(
                    message: "the test's output line is not in the file as written", line: expectation.line))
        }
        return .success(
            LineEdit(
                lines: expectation.line..<(expectation.line + 1),
                replacement: lines.map { lead + marker + ($0.isEmpty ? "" : " " + $0) }))
    }

    /// The file's line `line` as the text before the sample's code (a doc comment's `/// `, a
    /// hidden line's `# `, a list's indentation) and the code; `nil` when the code is not there.
    private static func split(_ line: Int, of sample: Sample, fileLines: [String]) -> (String, Substring)? {
        guard let code = sample.lines.first(where: { $0.line == line })?.text,
            fileLines.indices.contains(line - 1)
        else { return nil }
        let file = fileLines[line - 1]
        guard file.utf8.count >= code.utf8.count, file.utf8.reversed().starts(with: code.utf8.reversed())
        else {
            return nil
        }
        let start = file.utf8.index(file.utf8.endIndex, offsetBy: -code.utf8.count)
        return (String(file[..<start]), file[start...])
    }

    /// `lines` with `edits` made, which must not overlap.
    package static func applying(_ edits: [LineEdit], to lines: [String]) -> [String] {
        var lines = lines
        for edit in edits.sorted(by: { $0.lines.lowerBound > $1.lines.lowerBound }) {
            lines.replaceSubrange(
                (edit.lines.lowerBound - 1)..<(edit.lines.upperBound - 1), with: edit.replacement)
        }
        return lines
    }
}

extension OutputBless {
    /// The edit that makes a transcript's prompt line show what its command printed: the lines
    /// under the prompt replaced by the output's, each after the prompt's indentation in the file
    /// (a list item's spaces, a doc comment's `///     `); `rules.noOutput` for no output.
    ///
    /// ```swift
    /// // Line 7 is `$ greet Ada`, line 8 `Hello!`; the command printed "Hello, Ada!\n".
    /// OutputBless.edit(for: command, output: "Hello, Ada!\n", rules: .init(), fileLines: lines)
    /// // LineEdit(lines: 8..<9, replacement: ["Hello, Ada!"])
    /// ```
    package static func edit(
        for command: Transcript.Command, output: String, rules: TranscriptOutputRules, fileLines: [String]
    ) -> LineEdit {
        let promptLine = fileLines.indices.contains(command.line - 1) ? fileLines[command.line - 1] : ""
        let indentation = String(promptLine.prefix(command.column - 1))
        let printed = TranscriptOutputRules.lines(of: output)
        let replacement = (printed.isEmpty ? [rules.noOutput] : printed).map { line in
            line.isEmpty ? String(indentation.reversed().drop { $0 == " " }.reversed()) : indentation + line
        }
        return LineEdit(
            lines: command.outputLine..<(command.outputLine + command.output.count), replacement: replacement)
    }
}
