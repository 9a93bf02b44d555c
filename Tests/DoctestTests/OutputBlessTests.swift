import Testing

@testable import DocBasics
@testable import DocMarkdown
@testable import Doctest

/// What `--bless` writes (``OutputBless``): each expectation rewritten in its own form from what
/// the sample printed, and no other byte; the result reads back as that output.
@Suite struct OutputBlessTests {
    /// The article's text blessed with `output` for its sample number `index` (counting listing
    /// tests when `listingTests` is on), and the sample.
    private func bless(_ text: String, output: String, index: Int = 0, listingTests: Bool = false)
        throws -> (text: String, sample: Sample)
    {
        let document = CMarkParser.parse(text, path: "A.md")
        var extraction = SampleExtractor(packageDirectory: nil).extract(from: document)
        if listingTests { extraction = ListingTests.apply(to: extraction, of: document) }
        let sample = extraction.samples.filter { listingTests ? $0.listingTest != nil : true }[index]
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let edits = try OutputBless.edits(for: sample, output: output, fileLines: lines).get()
        return (OutputBless.applying(edits, to: lines).joined(separator: "\n"), sample)
    }

    /// The blessed text's samples expect exactly `output`.
    private func expectReadsBack(_ text: String, _ output: String, index: Int = 0) {
        let document = CMarkParser.parse(text, path: "A.md")
        let sample = SampleExtractor(packageDirectory: nil).extract(from: document).samples[index]
        #expect(OutputVerifier.mismatch(of: sample, output: output) == nil, "\(text)")
    }

    @Test func aOneLineCommentGetsTheNewLiteralAndKeepsItsPeriod() throws {
        let text =
            "Intro.\n\n```swift\nlet a = 2\nprint(a * 2)  // Prints \"5\".\nprint(a)  // Prints \"2\"\n```\n"
        let (blessed, _) = try bless(text, output: "4\n2\n")
        #expect(blessed == text.replacingOccurrences(of: "// Prints \"5\".", with: "// Prints \"4\"."))
        expectReadsBack(blessed, "4\n2\n")
    }

    @Test func aCountedCommentGetsItsNewCountAndLinesInItsStyle() throws {
        let text = """
            ```swift
            print("one\\ntwo\\nthree")
            // Prints two lines:
            // one
            // two
            print("end")  // Prints "end"
            ```

            """
        let (blessed, _) = try bless(text, output: "one\ntwo\nthree\nend\n")
        #expect(
            blessed
                == text.replacingOccurrences(
                    of: "// Prints two lines:\n// one\n// two\n",
                    with: "// Prints three lines:\n// one\n// two\n// three\n"))
        expectReadsBack(blessed, "one\ntwo\nthree\nend\n")
        let digits = try bless(
            text.replacingOccurrences(of: "two lines:", with: "2 lines:"), output: "x\nend\n")
        #expect(digits.text.contains("// Prints 1 line:\n// x\nprint"))
        expectReadsBack(digits.text, "x\nend\n")
    }

    /// A changed line stays with its comment; an added one goes to the comment before it.
    @Test func theOutputIsSharedOutByItsLines() throws {
        let text =
            "```swift\nprint(1)  // Prints \"1\"\nprint(2)  // Prints \"two\"\nprint(3)  // Prints \"3\"\n```\n"
        let (blessed, _) = try bless(text, output: "1\n2\n3\n")
        #expect(blessed == text.replacingOccurrences(of: "\"two\"", with: "\"2\""))
        let (added, _) = try bless(text, output: "1\n2\n2b\n3\n")
        #expect(added.contains(#"print(2)  // Prints "2\n2b""#))
        expectReadsBack(added, "1\n2\n2b\n3\n")
    }

    @Test func aCommentLeftWithNoLineIsNotGuessed() {
        let text = "```swift\nprint(1)  // Prints \"1\"\nprint(2)  // Prints \"2\"\n```\n"
        #expect(throws: OutputBless.Refusal.self) { try bless(text, output: "1\n") }
        #expect(throws: OutputBless.Refusal.self) { try bless(text, output: "1\n2") }
    }

    @Test func quotesBackslashesAndControlCharactersAreEscaped() throws {
        let text = "```swift\nprint(s)  // Prints \"x\"\n```\n"
        let output = "She said \"hi\" \\(not) \t\u{7}\n"
        let (blessed, _) = try bless(text, output: output)
        #expect(blessed.contains(#"// Prints "She said \"hi\" \\(not) \t\u{7}""#))
        expectReadsBack(blessed, output)
    }

    /// A doc comment's sample: the comment's `/// ` and a hidden line's `# ` are kept.
    @Test func theTextBeforeTheCodeIsKept() throws {
        let text = "- Item:\n\n  ```swift\n  # let hidden = 1\n  print(hidden)  // Prints \"0\"\n  ```\n"
        let (blessed, _) = try bless(text, output: "1\n")
        #expect(blessed == text.replacingOccurrences(of: "\"0\"", with: "\"1\""))
    }

    @Test func aListingTestsOutputLinesKeepTheirMarkers() throws {
        let text = """
            ```swift
            print("a")
            ```

            <!--
              - test: `t`

              ```swifttest
              -> print("a"); print("b"); print("c")
              << a
              <- x
              ```
            -->

            """
        let (blessed, _) = try bless(text, output: "a\nb\nc\n", listingTests: true)
        #expect(blessed == text.replacingOccurrences(of: "  <- x\n", with: "  <- b\n  <- c\n"))
        let (shorter, _) = try bless(text, output: "a\n", listingTests: true)
        #expect(shorter == text.replacingOccurrences(of: "  <- x\n", with: ""))
    }

    @Test func aUnifiedDiffHasHunksWithContext() {
        let old = (1...12).map { "line \($0)" }
        var new = old
        new[1] = "changed"
        new.insert("added", at: 11)
        #expect(
            LineDiff.unified(from: old, to: new, path: "A.md", context: 1) == """
                --- a/A.md
                +++ b/A.md
                @@ -1,3 +1,3 @@
                 line 1
                -line 2
                +changed
                 line 3
                @@ -11,2 +11,3 @@
                 line 11
                +added
                 line 12

                """)
        #expect(LineDiff.unified(from: old, to: old, path: "A.md").isEmpty)
        #expect(
            LineDiff.unified(from: [], to: ["a"], path: "A.md")
                == "--- a/A.md\n+++ b/A.md\n@@ -0,0 +1,1 @@\n+a\n")
    }

    @Test func aTranscriptLineGetsWhatItsCommandPrintedAtThePromptsIndentation() throws {
        let text = """
            - Run it:

              ```console
              $ greet Ada
              Hello!
              ...
              $ greet
              ```
            """
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let transcript = try #require(
            SampleExtractor(packageDirectory: nil).extract(from: CMarkParser.parse(text, path: "A.md"))
                .transcripts.first)
        let rules = TranscriptOutputRules()
        let first = OutputBless.edit(
            for: transcript.commands[0], output: "Hello, Ada!\n\nBye.  \n", rules: rules, fileLines: lines)
        let second = OutputBless.edit(for: transcript.commands[1], output: "", rules: rules, fileLines: lines)
        let blessed = OutputBless.applying([first, second], to: lines)
        #expect(
            blessed == [
                "- Run it:", "", "  ```console", "  $ greet Ada", "  Hello, Ada!", "", "  Bye.", "  $ greet",
                "  (no output)", "  ```",
            ])
        // Read back, each line shows what its command printed.
        let again = try #require(
            SampleExtractor(packageDirectory: nil).extract(
                from: CMarkParser.parse(blessed.joined(separator: "\n"), path: "A.md")
            ).transcripts.first)
        #expect(rules.matches(shown: again.commands[0].output, printed: "Hello, Ada!\n\nBye.\n"))
        #expect(rules.matches(shown: again.commands[1].output, printed: ""))
    }
}
