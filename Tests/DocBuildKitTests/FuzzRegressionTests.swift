import Testing

@testable import DocBuildKit
@testable import Doctest
@testable import SwiftHighlighting

/// Inputs the fuzz targets under `Fuzz/` found breaking an invariant, kept so the bug stays fixed.
///
/// Each test names the target and says what the input broke; the input is written as the smallest
/// text that shows the bug, with the saved crash file's bytes where they differ.
@Suite struct FuzzRegressionTests {
    /// highlighter: the lexer ended an invalid escape (`\é`) after the first byte of `é`, so the
    /// page closed a `<span>` inside the character and showed two U+FFFD instead of it.
    @Test(arguments: ["\"\\é\"", "\"\\€ and \\😀\"", "#\"\\#é\"#"])
    func highlighterKeepsAMultiByteCharacterAfterABackslashWhole(code: String) {
        #expect(!SwiftHighlighter.html(for: code).contains("\u{FFFD}"))
        #expect(!SwiftHighlighter.htmlLines(for: code).joined().contains("\u{FFFD}"))
    }

    @Test func highlighterSpansTheWholeInvalidEscape() {
        #expect(
            SwiftHighlighter.html(for: "\"\\é\"")
                == #"<span class="s">&quot;</span><span class="se">\é</span><span class="s">&quot;</span>"#)
    }

    /// prints-comment: an escape followed by a combining mark (`\t` + U+05A4) is one `Character`,
    /// so reading the literal by `Character` rejected a valid escape. Crash input: `"\t֤\x8F"`
    /// with a raw tab, whose value, written back with `\t`, no longer decoded.
    @Test func printsLiteralAcceptsAnEscapeFollowedByACombiningMark() throws {
        let decoded = try SwiftStringLiteral.decode("\"\\t\u{05A4}\"").get()
        #expect(decoded.value.unicodeScalars.elementsEqual("\t\u{05A4}".unicodeScalars))
        #expect(decoded.rest.isEmpty)
    }

    /// prints-comment: a combining mark after the closing quote joined it into one `Character`, so
    /// the literal never ended; the compiler ends it at the quote.
    @Test func printsLiteralEndsAtAQuoteFollowedByACombiningMark() throws {
        let decoded = try SwiftStringLiteral.decode("\"a\"\u{0301}").get()
        #expect(decoded.value == "a")
        #expect(decoded.rest.unicodeScalars.elementsEqual(["\u{0301}"]))
    }

    @Test func printsCommentReadsAnEscapeFollowedByACombiningMark() throws {
        let line = SampleLine(text: "print(x)  // Prints \"\\n\u{0301}\"", isHidden: false, line: 3)
        let expectation = try #require(try PrintsComment.expectations(in: [line], column: 1).first?.get())
        #expect(expectation.text.unicodeScalars.elementsEqual("\n\u{0301}".unicodeScalars))
    }
}
