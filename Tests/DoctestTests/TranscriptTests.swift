import Testing

@testable import Doctest

/// How a terminal transcript is read (``Transcript``), how a prompt line is split into words
/// (``ShellWords``), and how shown output is compared with what a command printed
/// (``TranscriptOutputRules``).
@Suite struct TranscriptTests {
    @Test func promptLinesBeginCommandsAndTheLinesBeneathAreTheirOutput() throws {
        let literal = """

            % greet Ada
            Hello Ada!

            % greet --shout Ada
            HELLO ADA!
            $ true

            """
        let transcript = try #require(Transcript.parse(literal, firstLine: 11, column: 1))
        #expect(transcript.commands.map(\.text) == ["greet Ada", "greet --shout Ada", "true"])
        #expect(transcript.commands.map(\.line) == [12, 15, 17])
        #expect(transcript.commands.map(\.output) == [["Hello Ada!"], ["HELLO ADA!"], []])
        #expect(transcript.commands.map(\.name) == ["greet", "greet", "true"])
    }

    @Test func anIndentedTranscriptIsReadFromItsPromptsColumn() throws {
        let literal = "    $ greet Nadia\n    Hello Nadia!\n      indented output\n"
        let transcript = try #require(Transcript.parse(literal, firstLine: 4, column: 5))
        #expect(transcript.commands.count == 1)
        #expect(transcript.commands[0].column == 9)
        #expect(transcript.commands[0].output == ["Hello Nadia!", "  indented output"])
    }

    @Test func aBlockWhoseFirstLineIsNoPromptIsNoTranscript() {
        #expect(Transcript.parse("let x = 1\n$ not a prompt here\n", firstLine: 1, column: 1) == nil)
        #expect(
            Transcript.parse("$x = 1\n", firstLine: 1, column: 1) == nil, "a prompt is followed by a space")
        #expect(Transcript.parse("\n\n", firstLine: 1, column: 1) == nil)
    }

    @Test func wordsAreSplitAsAShellSplitsThemWithoutExpandingAnything() throws {
        #expect(try ShellWords.split("greet Ada") == ["greet", "Ada"])
        #expect(try ShellWords.split("  greet   \t Ada  ") == ["greet", "Ada"])
        #expect(try ShellWords.split("greet 'Good day' \"Ada L\"") == ["greet", "Good day", "Ada L"])
        #expect(try ShellWords.split(#"say "a \"quoted\" \$HOME \n""#) == ["say", #"a "quoted" $HOME \n"#])
        #expect(try ShellWords.split(#"say 'it''s' it\'s a\ b"#) == ["say", "its", "it's", "a b"])
        #expect(try ShellWords.split("--name=\"Ada L\"") == ["--name=Ada L"])
        #expect(try ShellWords.split("echo '' \"\"") == ["echo", "", ""], "empty quotes are words")
        #expect(
            try ShellWords.split("ls $HOME *.swift ~ | wc > out") == [
                "ls", "$HOME", "*.swift", "~", "|", "wc", ">", "out",
            ])
        #expect(try ShellWords.split("") == [])
    }

    @Test func anOpenQuoteIsNamedWithItsColumn() {
        #expect(throws: ShellWords.UnterminatedQuote(quote: "'", column: 7)) {
            try ShellWords.split("greet 'Ada")
        }
        #expect(throws: ShellWords.UnterminatedQuote(quote: "\"", column: 3)) {
            try ShellWords.split("a \"b\\\"")
        }
        #expect(Transcript.parse("$ greet 'Ada\n", firstLine: 1, column: 1)?.commands.first?.name == nil)
    }

    @Test func shownOutputMatchesWhatWasPrintedLineByLineWithoutTrailingSpaces() {
        let rules = TranscriptOutputRules()
        #expect(rules.matches(shown: ["Hello Ada!"], printed: "Hello Ada!\n"))
        #expect(rules.matches(shown: ["a  ", "b"], printed: "a\nb   \n\n"))
        #expect(!rules.matches(shown: ["Hello Ada!"], printed: "Hello Ada\n"))
        #expect(!rules.matches(shown: ["a"], printed: "a\nb\n"))
        #expect(!rules.matches(shown: [], printed: "a\n"))
        #expect(rules.matches(shown: [], printed: ""))
    }

    @Test func noOutputSaysTheCommandPrintedNothing() {
        let rules = TranscriptOutputRules()
        #expect(rules.matches(shown: ["(no output)"], printed: ""))
        #expect(rules.matches(shown: ["(no output)"], printed: "\n"))
        #expect(!rules.matches(shown: ["(no output)"], printed: "something\n"))
        let custom = TranscriptOutputRules(noOutput: "<nothing>", elision: "[…]")
        #expect(custom.matches(shown: ["<nothing>"], printed: ""))
        #expect(!custom.matches(shown: ["(no output)"], printed: ""))
    }

    @Test func anElisionStandsForAnyLinesNoneIncluded() {
        let rules = TranscriptOutputRules()
        let help = "USAGE: greet <name>\n\nARGUMENTS:\n  <name>\n\nOPTIONS:\n  -h, --help\n"
        #expect(rules.matches(shown: ["USAGE: greet <name>", "..."], printed: help))
        #expect(rules.matches(shown: ["...", "  -h, --help"], printed: help))
        #expect(rules.matches(shown: ["USAGE: greet <name>", "...", "OPTIONS:", "..."], printed: help))
        #expect(rules.matches(shown: ["a", "...", "b"], printed: "a\nb\n"), "no line at all")
        #expect(!rules.matches(shown: ["USAGE: greet <name>", "...", "EXAMPLES:"], printed: help))
        #expect(TranscriptOutputRules(elision: "[…]").matches(shown: ["a", "[…]"], printed: "a\nb\n"))
    }
}
