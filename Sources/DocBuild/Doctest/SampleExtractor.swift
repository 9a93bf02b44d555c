import DocBasics
import DocMarkdown

/// Finds the samples of an article: its `swift` fenced code blocks, with their fence words,
/// hidden lines, `// Prints` expectations and included regions.
///
/// ```swift
/// let extraction = SampleExtractor(packageDirectory: ".").extract(from: document)
/// for sample in extraction.samples { print(sample.fenceLine, sample.kind.badge) }
/// ```
///
/// Indented code blocks and fences in other languages are content, not samples; those that are
/// terminal transcripts are read as such (``SampleExtraction/transcripts``). Problems (an unknown
/// fence word, an empty sample, a missing region) are diagnostics at the fence's line; the sample is
/// still returned, and listed in ``SampleExtraction/invalidSamples``, so the page can show it.
package struct SampleExtractor: Sendable {
    /// The directory `include=` paths are relative to; `nil` rejects every include.
    var packageDirectory: String?
    /// Whether indented code blocks are Swift samples too, as DocC reads a doc comment's.
    package var indentedCodeIsSwift = false

    package init(packageDirectory: String?) {
        self.packageDirectory = packageDirectory
    }

    /// Extracts every sample of `document`, in document order.
    package func extract(from document: MarkdownDocument) -> SampleExtraction {
        var extraction = SampleExtraction()
        for block in Self.codeBlocks(in: document.blocks) {
            if block.isSwift(indentedCodeIsSwift: indentedCodeIsSwift) {
                extract(block, path: document.path, into: &extraction)
            } else if block.isShellTranscript,
                var transcript = Transcript.parse(
                    block.literal, firstLine: block.range.start.line + (block.isFenced ? 1 : 0),
                    column: block.range.start.column)
            {
                transcript.path = document.path
                extraction.transcripts.append(transcript)
            }
        }
        return extraction
    }

    private func extract(_ block: CodeBlock, path: String, into extraction: inout SampleExtraction) {
        let fenceLine = block.range.start.line
        let column = block.range.start.column
        var problems: [Diagnostic] = []
        func problem(
            _ identifier: Diagnostic.Identifier, _ message: String, line: Int = fenceLine,
            column: Int = column
        ) {
            problems.append(Diagnostic(.error, identifier, message, path: path, line: line, column: column))
        }
        var info = FenceInfo()
        do {
            info = try FenceInfo(parsing: block.info)
        } catch {
            problem(error.identifier, error.message)
        }
        if !block.isClosed {
            problem(.unterminatedFence, "unterminated code fence: add a closing ``` line")
        }
        let lines = code(of: block, include: info.include, hidingDocComments: info.hidesDocComments) {
            problem($0, $1)
        }
        if info.include == nil {
            for line in Self.hiddenLinesAfterVisibleCode(in: lines) {
                problem(.hiddenLineAfterVisibleCode, Self.hiddenLineMessage(kind: info.kind), line: line)
            }
        }
        var expectations: [OutputExpectation] = []
        if info.include == nil {
            for result in PrintsComment.expectations(in: lines, column: column) {
                switch result {
                case .success(let expectation): expectations.append(expectation)
                case .failure(let error):
                    problem(error.identifier, error.message, line: error.line, column: error.column)
                }
            }
        }
        var sample = Sample(
            articlePath: path,
            index: extraction.samples.count,
            fenceLine: fenceLine,
            fenceColumn: column,
            kind: info.kind,
            isIsolated: info.isIsolated,
            include: info.include,
            tab: info.tab,
            program: info.program,
            lines: lines,
            expectations: expectations
        )
        sample.isParseOnly = info.isParseOnly
        sample.file = info.file
        if !problems.isEmpty {
            extraction.invalidSamples.insert(sample.index)
            extraction.diagnostics += problems
        }
        extraction.samples.append(sample)
    }

    /// The block's lines, or for `include="…"` the region's, which its own must leave empty;
    /// `problem` is told of an empty block and of a region that cannot be read.
    private func code(
        of block: CodeBlock, include: RegionReference?, hidingDocComments: Bool,
        problem: (Diagnostic.Identifier, String) -> Void
    )
        -> [SampleLine]
    {
        // An indented block has no fence line: its code starts on its first line.
        let lines = Self.lines(
            of: block.literal, firstLine: block.range.start.line + (block.isFenced ? 1 : 0))
        guard let include else {
            if lines.allSatisfy({ $0.text.allSatisfy(\.isWhitespace) }) {
                problem(.emptySample, "empty sample: a swift block needs code (or mark it `ignore`)")
            }
            return lines
        }
        if lines.contains(where: { !$0.text.allSatisfy(\.isWhitespace) }) {
            problem(
                .includedBlockNotEmpty, "an included block must be empty: its code comes from \(include.path)"
            )
        }
        do {
            let lines = try RegionInclude.lines(of: include, packageDirectory: packageDirectory)
            guard hidingDocComments else { return lines }
            return lines.map { line in
                var line = line
                line.isHidden = line.text.drop(while: { $0 == " " }).hasPrefix("///")
                return line
            }
        } catch {
            problem(error.identifier, error.message)
            return []
        }
    }

    /// Splits a block's literal into lines, marking `# ` lines hidden and removing that marker.
    static func lines(of literal: String, firstLine: Int) -> [SampleLine] {
        var texts = literal.textLines
        if texts.last == "" {
            texts.removeLast()
        }
        return texts.enumerated().map { offset, text in
            let isHidden = text == "#" || text.hasPrefix("# ")
            return SampleLine(
                text: String(isHidden ? text.dropFirst(2) : text), isHidden: isHidden,
                line: firstLine + offset)
        }
    }

    /// The Markdown lines of hidden lines that follow a visible line of code: the first line of
    /// each such run of hidden lines. Blank visible lines do not count as code.
    ///
    /// Hidden lines are set-up, and set-up comes first: a hidden line between visible ones changes
    /// what the visible code does, so a reader who copies what the page shows gets another result.
    static func hiddenLinesAfterVisibleCode(in lines: [SampleLine]) -> [Int] {
        var hasVisibleCode = false
        var previousIsHidden = false
        var found: [Int] = []
        for line in lines {
            if line.isHidden {
                if hasVisibleCode, !previousIsHidden {
                    found.append(line.line)
                }
            } else if line.text.contains(where: { !$0.isWhitespace }) {
                hasVisibleCode = true
            }
            previousIsHidden = line.isHidden
        }
        return found
    }

    private static func hiddenLineMessage(kind: SampleKind) -> String {
        let order =
            kind == .apple
            ? "move it before the visible code (hidden declarations go before `import SwiftUI`)"
            : "move it before the visible code"
        return "hidden line after visible code: hidden lines are set-up, which comes first; "
            + "show the line (remove its `# `) or \(order)"
    }

    /// Every code block, depth first, including those inside lists and block quotes.
    package static func codeBlocks(in blocks: [MarkdownBlock]) -> [CodeBlock] {
        blocks.flatMap { block -> [CodeBlock] in
            switch block {
            case .codeBlock(let code): [code]
            case .blockQuote(let children, _): codeBlocks(in: children)
            case .list(let list): list.items.flatMap { codeBlocks(in: $0.blocks) }
            case .paragraph, .heading, .htmlBlock, .table, .thematicBreak: []
            }
        }
    }
}

/// The samples of one article and the problems found while reading them.
package struct SampleExtraction: Hashable, Sendable {
    package var samples: [Sample] = []
    package var diagnostics: [Diagnostic] = []
    /// Indices of samples with a diagnostic of their own: they are neither built nor run.
    package var invalidSamples: Set<Int> = []
    /// The document's terminal transcripts (blocks in no language or a shell's whose first line
    /// is a prompt, and indented ones), in document order.
    package var transcripts: [Transcript] = []

    package init() {}
}
