import Testing

@testable import DocBuildKit

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
}
