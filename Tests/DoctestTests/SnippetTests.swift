import Testing

@testable import DocBasics
@testable import DocMarkdown
@testable import Doctest

/// How a SwiftPM snippet is read (``SnippetSource``), as DocC's snippet extractor reads it, and how
/// an article's `@Snippet` directive names one (``SnippetDirective``).
@Suite struct SnippetTests {
    private let counting = """

        // Count three steps,
        //   then read the count.

        import Counter

        // snippet.hide
        var counter = Counter()
        // snippet.show

        // Snippet.Increment
        for _ in 1...3 {
            counter.increment()
        }

        // snippet.print
        print(counter.value)  // Prints "3"
        // snippet.end
        print("done")
        """

    @Test func theCommentOnTopExplainsAndMarkersAreNeverShown() throws {
        let snippet = SnippetSource(parsing: counting, path: "Snippets/Counting.swift")
        #expect(snippet.explanation == ["Count three steps,", "  then read the count."])
        #expect(
            snippet.code(slice: nil) == [
                "import Counter", "", "", "for _ in 1...3 {", "    counter.increment()", "}", "",
                "print(counter.value)  // Prints \"3\"", "print(\"done\")",
            ])
        // A new slice ends the one before it; blank lines at a slice's ends are not part of it.
        #expect(snippet.code(slice: "Increment") == ["for _ in 1...3 {", "    counter.increment()", "}"])
        #expect(snippet.code(slice: "print") == ["print(counter.value)  // Prints \"3\""])
        #expect(snippet.code(slice: "missing") == nil)
        // The whole snippet's view keeps the hidden line, hidden, at its line of the file.
        let hidden = try #require(snippet.shownLines(slice: nil)?.first { $0.isHidden })
        #expect(hidden.text == "var counter = Counter()" && hidden.line == 8)
    }

    /// The whole file is the program: hidden lines and all, each `// Prints` at its line.
    @Test func theSnippetIsOneProgramOfEveryLine() throws {
        let extraction = SnippetSource(parsing: counting, path: "Snippets/Counting.swift").extraction
        #expect(extraction.diagnostics.isEmpty && extraction.samples.count == 1)
        let sample = try #require(extraction.samples.first)
        #expect(sample.code.contains("var counter = Counter()"))
        #expect(sample.lines.count == 19)
        #expect(sample.lines.filter { !$0.isHidden }.map(\.line).first == 5)
        #expect(sample.expectations.map(\.line) == [17])
        #expect(sample.isIsolated && sample.kind == .run && sample.articlePath == "Snippets/Counting.swift")
    }

    @Test func aSliceIsDedented() {
        let snippet = SnippetSource(
            parsing: "func f() {\n    // snippet.body\n    let a = 1\n    print(a)\n    // snippet.end\n}\n",
            path: "Snippets/F.swift")
        #expect(snippet.code(slice: "body") == ["let a = 1", "print(a)"])
    }

    @Test(arguments: [
        (
            #"@Snippet(path: "Counter/Snippets/Counting", slice: "increment")"#, "Snippets/Counting.swift",
            "increment"
        ),
        (#"@Snippet(path: "Counter/Snippets/Basics/Reset")"#, "Snippets/Basics/Reset.swift", nil),
        ("@Snippet(path: Snippets/Reset, slice: main)", "Snippets/Reset.swift", "main"),
    ])
    func aDirectiveNamesItsFileAndSlice(text: String, file: String, slice: String?) throws {
        let directive = try #require(SnippetDirective(paragraph: text))
        #expect(directive.file == file)
        #expect(directive.slice == slice)
    }

    @Test func otherParagraphsAreNoDirectives() {
        #expect(SnippetDirective(paragraph: "@Snippet is how DocC shows a snippet.") == nil)
        #expect(SnippetDirective(paragraph: "@Snippet(slice: \"a\")") == nil)
        let document = CMarkParser.parse(
            "Text.\n\n- Item\n\n  @Snippet(path: \"P/Snippets/A\")\n\n> @Snippet(path: \"P/Snippets/B\")\n",
            path: "A.md")
        #expect(
            SnippetDirective.all(in: document.blocks).map(\.directive.file) == [
                "Snippets/A.swift", "Snippets/B.swift",
            ])
        #expect(SnippetDirective.all(in: document.blocks).map(\.range.start.line) == [5, 7])
    }
}
