import DocBasics
import DocMarkdown
import SwiftHighlighting

/// The tests a book keeps in HTML comments after its listings, in the format The Swift
/// Programming Language's listings were tested with (`"listingTests": "swifttest"` in
/// `docbuild.json`):
///
/// ````
/// ```swift
/// let x = 1
/// print(x)
/// // Prints "1"
/// ```
///
/// <!--
///   - test: `name`
///
///   ```swifttest
///   -> let x = 1
///   -> print(x)
///   <- 1
///   ```
/// -->
/// ````
///
/// How docbuild reads the markers, each at the indentation of the `swifttest` fence:
///
/// | Marker | Line |
/// |---|---|
/// | `->` | code the reader sees; the listing before the comment must show the same code |
/// | `>>` | code only the test has |
/// | `<<` | output only the test expects |
/// | `<-` | output the reader sees (the listing shows it in a `// Prints` comment) |
/// | `/>` | a comment the reader sees with values filled in: the test prints it, `\(x)` interpolated |
/// | `</` | that comment's output, as the reader sees it |
/// | `!!` | the compiler's output, verbatim: `/tmp/swifttest.swift:LINE:COLUMN: error: message`, the source line and the caret beneath |
/// | `!$` | a diagnostic without its location: `error: message` |
/// | `xx` | the code above traps when run (`xx overflow`): the test must trap there |
/// | `//` | the test's own comment |
///
/// A line indented to the code's column (three past the markers') or further, or past the
/// markers' column and starting with no marker, or starting with a closing bracket, continues the
/// code line above it, and so does a blank line between two such lines. Other blank lines are not part of the
/// program, which a diagnostic's `LINE` counts in: the `->`, `>>` and `/>` lines, with their
/// continuations, of every block of the test in order. Only errors and warnings are compared; a
/// note explains the message before it, and its wording follows the compiler's fix-its.
///
/// A comment may name several tests (`` `a, b` ``): its block belongs to each. The blocks of a
/// name, in the order of the file, are one program. A name ending `_Module1`, `_Module2`, … (or
/// with more after it, as in `access_Module1_Private`) is a module of its own (``ListingTest/module``).
package enum ListingTests {
    /// The markers, by their two characters.
    package enum Marker: String, Hashable, Sendable, CaseIterable {
        case shownCode = "->"
        case hiddenCode = ">>"
        case hiddenOutput = "<<"
        case shownOutput = "<-"
        case printedComment = "/>"
        case commentOutput = "</"
        case compilerOutput = "!!"
        case unlocatedDiagnostic = "!$"
        /// `xx overflow`: the code above it traps when run (the word says how, for the reader).
        case runtimeFailure = "xx"
        case comment = "//"
    }

    /// `extraction` of `document` with its listing tests: each test a sample of its own, after the
    /// document's samples, and each listing a test follows linked to it (``Sample/listing``).
    ///
    /// A `swift` block that no test follows is shown and counted as not checked, as the book
    /// leaves it, unless `checksUntested` (the package or the article chose how samples run,
    /// `"mode"` in `docbuild.json` or `<!-- docbuild: notebook -->`): then it is a sample as any
    /// other.
    package static func apply(
        to extraction: SampleExtraction, of document: MarkdownDocument, checksUntested: Bool = false
    ) -> SampleExtraction {
        var extraction = extraction
        let comments = Self.comments(in: document, extraction: &extraction)
        var tests: [String: ListingTest] = [:]
        var order: [String] = []
        for comment in comments {
            for name in comment.names {
                if tests[name] == nil {
                    order.append(name)
                    tests[name] = ListingTest(name: name, nameLine: comment.nameLine)
                }
                tests[name]?.blocks.append(comment)
            }
        }
        var samplesOfListing: [Int: [String]] = [:]
        for comment in comments {
            if let listing = comment.listing { samplesOfListing[listing, default: []] += comment.names }
        }
        for name in order {
            guard let test = tests[name] else { continue }
            extraction.samples.append(test.sample(path: document.path, index: extraction.samples.count))
        }
        let byName = Dictionary(
            extraction.samples.compactMap { sample in sample.listingTest.map { ($0.name, sample) } },
            uniquingKeysWith: { first, _ in first })
        for index in extraction.samples.indices where extraction.samples[index].listingTest == nil {
            guard extraction.samples[index].kind == .run, extraction.samples[index].include == nil else {
                continue
            }
            guard let names = samplesOfListing[index] else {
                if !checksUntested { extraction.samples[index].kind = .ignore }
                continue
            }
            let checks = names.compactMap { byName[$0] }
            // The listing's kind is its first test's, with what it expects for the page to show.
            extraction.samples[index].kind =
                switch checks.first?.kind {
                case .compileFail?:
                    .compileFail(
                        expected: checks.first?.listingTest?.diagnostics.first { $0.severity == .error }?
                            .message ?? "")
                case .crashes?: .crashes(expected: checks.first?.listingTest?.trap ?? "")
                case let kind?: kind
                case nil: .ignore
                }
            extraction.samples[index].listing = ListingLink(
                tests: names, checksOutput: checks.contains { !$0.expectations.isEmpty && $0.kind == .run })
        }
        return extraction
    }

    /// Every test comment of `document`, in order, each with the listing right before it; a
    /// malformed one and a listing that differs from its test are diagnostics in `extraction`.
    private static func comments(in document: MarkdownDocument, extraction: inout SampleExtraction)
        -> [TestComment]
    {
        var comments: [TestComment] = []
        var previousCode: CodeBlock?
        for block in Self.flattened(document.blocks) {
            switch block {
            case .codeBlock(let code):
                previousCode = code
                continue
            case .htmlBlock(let html, let range):
                defer { previousCode = nil }
                guard html.contains("- test:") else { continue }
                switch TestComment.parse(html, firstLine: range.start.line, path: document.path) {
                case .failure(let problem):
                    extraction.diagnostics.append(problem.diagnostic)
                case .success(var comment):
                    if let code = previousCode,
                        let sample = extraction.samples.first(where: { $0.fenceLine == code.range.start.line }
                        ),
                        sample.listingTest == nil, code.isSwift(indentedCodeIsSwift: false)
                    {
                        comment.listing = sample.index
                        if let difference = comment.difference(from: sample) {
                            extraction.diagnostics.append(difference)
                            extraction.invalidSamples.insert(sample.index)
                        }
                    }
                    comments.append(comment)
                }
            default:
                previousCode = nil
            }
        }
        return comments
    }

    /// The blocks of a document in reading order, with those of lists and quotes in place.
    private static func flattened(_ blocks: [MarkdownBlock]) -> [MarkdownBlock] {
        blocks.flatMap { block -> [MarkdownBlock] in
            switch block {
            case .blockQuote(let children, _): flattened(children)
            case .list(let list): list.items.flatMap { flattened($0.blocks) }
            default: [block]
            }
        }
    }

    /// The test names of a comment, or `nil` when `line` is no `- test:` line.
    static func names(inTestLine line: Substring) -> [String]? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("- test:") else { return nil }
        let list = trimmed.dropFirst("- test:".count).filter { $0 != "`" }
        return list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
    }
}

extension Sample {
    /// A listing test's blocks, each a sample of its own: the files of a module's test.
    package var listingBlocks: [Sample] {
        guard let starts = listingTest?.blockStarts, starts.count > 1 else { return [self] }
        var blocks: [Sample] = []
        for line in lines {
            if starts.contains(line.line) || blocks.isEmpty {
                var block = self
                block.lines = []
                blocks.append(block)
            }
            blocks[blocks.count - 1].lines.append(line)
        }
        return blocks
    }

    /// The modules a listing test's code imports.
    package var importedModules: [String] {
        lines.compactMap { line in
            let words = line.text.split(separator: " ")
            return words.count == 2 && words[0] == "import" ? String(words[1]) : nil
        }
    }
}

/// What links a listing to the tests after it.
package struct ListingLink: Hashable, Sendable {
    /// The names of the tests its comment names.
    package var tests: [String]
    /// Whether one of them is run and its output checked: the listing's badge says "Verified" then.
    package var checksOutput: Bool
}

/// A listing test as a sample holds it: its name, and what it expects of the compiler.
package struct ListingTestInfo: Hashable, Sendable {
    package var name: String
    /// The line of its first comment's `- test:`.
    package var nameLine: Int
    /// The errors and warnings it expects (`!!`, `!$`), in order.
    package var diagnostics: [ExpectedDiagnostic]
    /// For a name with `_Module1`, `_Module2`, …: the module, `name` up to that number.
    package var module: String?
    /// The Markdown line where each of its blocks' code starts: a module's blocks are its files.
    package var blockStarts: [Int] = []
    /// What its `xx` line says of the trap (`index out of range`), when it has one.
    package var trap: String?

    /// Whether it expects an error, so that it is not run.
    package var expectsError: Bool { diagnostics.contains { $0.severity == .error } }
}

/// A compiler message a listing test expects.
package struct ExpectedDiagnostic: Hashable, Sendable {
    package var severity: Diagnostic.Severity
    package var message: String
    /// The line of the test's program it names, from 1; `nil` for `!$`.
    package var programLine: Int?
    /// The marker's line in the Markdown file.
    package var line: Int
    package var column: Int

    /// `error: message` or `/tmp/swifttest.swift:3:5: warning: message`, or `nil` for any other
    /// line of the compiler's output (the source it quotes, the caret, a fix-it).
    static func parse(_ text: Substring, line: Int, column: Int) -> ExpectedDiagnostic? {
        var rest = text
        var programLine: Int?
        if let location = text.firstMatch(of: #/^\S*?\.swift:(\d+):(\d+): /#) {
            programLine = Int(location.1)
            rest = text[location.range.upperBound...]
        }
        for severity in [Diagnostic.Severity.error, .warning, .note] {
            let prefix = severity.rawValue + ": "
            if rest.hasPrefix(prefix) {
                return ExpectedDiagnostic(
                    severity: severity, message: String(rest.dropFirst(prefix.count)),
                    programLine: programLine,
                    line: line, column: column)
            }
        }
        return nil
    }
}

/// One test of a book: the blocks of its name, in order.
struct ListingTest {
    var name: String
    var nameLine: Int
    var blocks: [TestComment] = []

    /// The module a name with `_ModuleN` is, `name` up to and with that part; `nil` for a program.
    static func module(of name: String) -> String? {
        guard let match = name.firstMatch(of: /_Module\d+/) else { return nil }
        return String(name[..<match.range.upperBound])
    }

    /// The test as one sample: its code lines in order (the `->` lines shown, the others hidden),
    /// its output lines as expectations, and its expected diagnostics. It expects an error:
    /// compiled, not run (`compile-fail`); a module: compiled (`no-run`); otherwise run.
    func sample(path: String, index: Int) -> Sample {
        let lines = blocks.flatMap(\.code)
        let diagnostics = blocks.flatMap(\.diagnostics).filter { $0.severity != .note }
        var info = ListingTestInfo(
            name: name, nameLine: nameLine, diagnostics: diagnostics, module: Self.module(of: name))
        info.blockStarts = blocks.compactMap(\.code.first?.line)
        info.trap = blocks.compactMap(\.trap).first
        let trapLine = blocks.compactMap(\.trapLine).first
        let kind: SampleKind =
            info.expectsError
            ? .compileFail(expected: "")
            : info.module != nil ? .noRun : trapLine != nil ? .crashes(expected: "") : .run
        var sample = Sample(
            articlePath: path, index: index, fenceLine: blocks.first?.fenceLine ?? nameLine,
            fenceColumn: blocks.first?.column ?? 1, kind: kind, lines: lines,
            expectations: blocks.flatMap(\.output))
        sample.listingTest = info
        if kind == .crashes(expected: "") {
            sample.markedCrashLine = trapLine
            sample.isIsolated = true
        }
        return sample
    }
}

/// A test comment that cannot be read, as the diagnostic that says why.
struct MalformedComment: Error {
    var diagnostic: Diagnostic
}

/// One HTML comment holding a `swifttest` block.
struct TestComment {
    var names: [String]
    var nameLine: Int
    var fenceLine: Int
    var column: Int
    /// The program's lines: `->` (shown), `>>` and `/>` (hidden), with their continuations.
    var code: [SampleLine] = []
    /// The `->` lines alone, as the listing must show them.
    var shown: [SampleLine] = []
    var output: [OutputExpectation] = []
    var diagnostics: [ExpectedDiagnostic] = []
    /// The line of the code that an `xx` line says traps, and what the line says of it.
    var trapLine: Int?
    var trap: String?
    /// The listing right before the comment, by ``Sample/index``.
    var listing: Int?

    /// Reads the comment `html` that starts on `firstLine`.
    static func parse(_ html: String, firstLine: Int, path: String) -> Result<TestComment, MalformedComment> {
        let lines = html.textLines
        func problem(_ message: String, at offset: Int) -> Result<TestComment, MalformedComment> {
            .failure(
                MalformedComment(
                    diagnostic: Diagnostic(
                        .error, .malformedListingTest, message, path: path, line: firstLine + offset,
                        column: 1)))
        }
        guard let nameOffset = lines.firstIndex(where: { ListingTests.names(inTestLine: $0) != nil }),
            let names = ListingTests.names(inTestLine: lines[nameOffset]), !names.isEmpty
        else { return problem("a `- test:` line names no test: write `- test: `name``", at: 0) }
        // A few of the book's comments fence their test as `swift`, or not at all: the markers
        // say what it is.
        let fence = lines[nameOffset...].firstIndex {
            ["```swifttest", "```swift"].contains($0.trimmingCharacters(in: .whitespaces))
        }
        let start = fence ?? nameOffset
        guard let first = lines[(start + 1)...].firstIndex(where: { !$0.allSatisfy(\.isWhitespace) }) else {
            return problem(
                "a test comment needs a ```swifttest block after its `- test:` line", at: nameOffset)
        }
        let indent = (fence.map { lines[$0] } ?? lines[first]).prefix { $0 == " " }.count
        var comment = TestComment(
            names: names, nameLine: firstLine + nameOffset, fenceLine: firstLine + start, column: indent + 1)
        var reader = LineReader(indent: indent)
        for offset in (start + 1)..<lines.count {
            let trimmed = lines[offset].trimmingCharacters(in: .whitespaces)
            if fence != nil ? trimmed == "```" : trimmed.hasPrefix("-->") { return .success(comment) }
            if let unknown = reader.read(lines[offset], line: firstLine + offset, into: &comment) {
                return problem(
                    "`\(unknown)` is no listing-test marker (->, >>, <<, <-, />, </, xx, !!, !$, //)",
                    at: offset)
            }
        }
        guard let fence else { return .success(comment) }
        return problem("the ```swifttest block is not closed before the comment ends", at: fence)
    }

    /// Reads a test's lines in turn, a code line's continuations with it.
    private struct LineReader {
        /// The markers' column, from 0.
        var indent: Int
        var previousIsCode = false
        var blankLines: [Int] = []

        /// Adds `text`, on Markdown line `line`, to `comment`.
        ///
        /// - Returns: the first two characters of a line that starts with no marker and continues
        ///   nothing; `nil` when the line was read.
        mutating func read(_ text: Substring, line: Int, into comment: inout TestComment) -> Substring? {
            if text.allSatisfy(\.isWhitespace) {
                blankLines.append(line)
                return nil
            }
            let lead = text.prefix { $0 == " " }.count
            let body = text.dropFirst(lead)
            let marker = ListingTests.Marker(rawValue: String(body.prefix(2)))
            // At the code's column or past it, a line is code even when it starts like a marker
            // (a `//` comment in a function's body); nearer the fence, a marker starts a line, and
            // only a closing bracket continues the code (the book closes a body there at times).
            let continues =
                lead >= indent + 3
                || marker == nil && (lead > indent || body.first.map { "})]".contains($0) } == true)
            defer { blankLines = [] }
            if previousIsCode, continues, let last = comment.code.last {
                // Its indentation past the code's column is the code's, and a blank line inside
                // it (a multi-line string's) is code too.
                for blank in blankLines {
                    comment.append(SampleLine(text: "", isHidden: last.isHidden, line: blank))
                }
                comment.append(
                    SampleLine(
                        text: String(text.dropFirst(min(lead, indent + 3))), isHidden: last.isHidden,
                        line: line))
                return nil
            }
            guard let marker else { return body.prefix(2) }
            let rest = body.dropFirst(2).first == " " ? body.dropFirst(3) : body.dropFirst(2)
            previousIsCode = [.shownCode, .hiddenCode].contains(marker)
            comment.add(marker, rest, line: line, column: lead + 1)
            return nil
        }
    }

    /// Adds a line of code, to what the listing must show too when it is a shown line's.
    fileprivate mutating func append(_ line: SampleLine) {
        code.append(line)
        if !line.isHidden { shown.append(line) }
    }

    fileprivate mutating func add(_ marker: ListingTests.Marker, _ text: Substring, line: Int, column: Int) {
        switch marker {
        case .shownCode:
            let code = SampleLine(text: String(text), isHidden: false, line: line)
            self.code.append(code)
            shown.append(code)
        case .hiddenCode:
            code.append(SampleLine(text: String(text), isHidden: true, line: line))
        case .printedComment:
            code.append(SampleLine(text: "print(\"\(text)\")", isHidden: true, line: line))
        case .hiddenOutput, .shownOutput, .commentOutput:
            output.append(OutputExpectation(text: String(text), line: line, column: column))
        case .compilerOutput, .unlocatedDiagnostic:
            if let expected = ExpectedDiagnostic.parse(text, line: line, column: column) {
                diagnostics.append(expected)
            }
        case .runtimeFailure:
            trapLine = code.last?.line ?? line
            trap = String(text)
        case .comment:
            break
        }
    }

    /// The problem with `listing` when its code is not this comment's `->` lines: a diagnostic at
    /// the listing's first line that differs. Comments and blank lines are left out on both sides,
    /// since the book writes outputs and remarks as comments in one and markers in the other.
    func difference(from listing: Sample) -> Diagnostic? {
        let visible = Self.codeOnly(listing.lines.filter { !$0.isHidden })
        let tested = Self.codeOnly(shown)
        guard visible.map(\.text) != tested.map(\.text) else { return nil }
        let first = zip(visible, tested).first { $0.text != $1.text }?.0 ?? visible.last
        return Diagnostic(
            .error, .listingDiffersFromTest,
            "the listing is not the code its test runs (`\(names.joined(separator: ", "))`, line \(nameLine))",
            path: listing.articlePath, line: first?.line ?? listing.fenceLine, column: listing.fenceColumn,
            explanation: (["--- the listing", "+++ its test's -> lines"]
                + LineDiff.lines(from: visible.map(\.text), to: tested.map(\.text))).joined(separator: "\n"))
    }

    /// `lines` without comments, indentation, trailing spaces and blank lines.
    static func codeOnly(_ lines: [SampleLine]) -> [SampleLine] {
        let source = lines.map { $0.text + "\n" }.joined()
        let stripped = String(decoding: SwiftLexer.bytes(of: source, blanking: [.comment]), as: UTF8.self)
            .textLines
        return zip(lines, stripped).compactMap { line, text in
            // Indentation aside: the book indents a test's continuation lines as it likes.
            let text = text.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { return nil }
            return SampleLine(text: text, isHidden: line.isHidden, line: line.line)
        }
    }
}
