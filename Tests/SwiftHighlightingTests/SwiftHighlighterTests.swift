import Testing

@testable import SwiftHighlighting

/// The classified tokens of `code`, as (kind, text) pairs, for readable expectations.
private func classified(_ code: String) -> [(SwiftToken.Kind, String)] {
    let bytes = Array(code.utf8)
    return SwiftLexer.tokens(in: code).map {
        ($0.kind, String(decoding: bytes[$0.range], as: UTF8.self))
    }
}

private func texts(_ kind: SwiftToken.Kind, in code: String) -> [String] {
    classified(code).filter { $0.0 == kind }.map(\.1)
}

@Suite struct SwiftHighlighterTests {
    /// What is left of code with its comments (or strings) blanked keeps every line and column.
    @Test func blankingTokensKeepsLinesAndColumns() {
        let code = "let a = \"x // y\" // note\n/* two\nlines */ b()\n"
        let comments = String(decoding: SwiftLexer.bytes(of: code, blanking: [.comment]), as: UTF8.self)
        #expect(comments == "let a = \"x // y\"        \n      \n         b()\n")
        let strings = String(decoding: SwiftLexer.bytes(of: code, blanking: [.string]), as: UTF8.self)
        #expect(strings.hasPrefix("let a =          // note\n"))
    }

    @Test func reservedWordsAreKeywordsButNotAfterADot() {
        let code = "func f() -> Self { return .default; self.return; Foo.self }"
        #expect(texts(.keyword, in: code) == ["func", "Self", "return", "self", "self"])
    }

    @Test func contextualKeywordsAreKeywordsOnlyWhereTheyActAsModifiers() {
        let code = "mutating func go() async { let open = 1; open(url); var some: some View { get } }"
        #expect(texts(.contextualKeyword, in: code) == ["mutating", "async", "some", "get"])
        #expect(texts(.contextualKeyword, in: "private(set) var x; f(set)") == ["set"])
    }

    @Test func capitalisedIdentifiersAreTypes() {
        #expect(texts(.type, in: "let items: [String: Int] = Foo.Bar()") == ["String", "Int", "Foo", "Bar"])
    }

    @Test func interpolationContainingAStringIsLexedAsCode() {
        let code = #""\(a + "b")""#
        #expect(
            classified(code).map { "\($0.0.cssClass):\($0.1)" } == [
                "s:\"", "si:\\(", "s:\"b\"", "si:)", "s:\"",
            ])
    }

    @Test func rawStringKeepsBackslashParenthesisAsText() {
        let code = ##"let s = #"raw \(x)"#"##
        #expect(texts(.string, in: code) == [##"#"raw \(x)"#"##])
        #expect(texts(.interpolation, in: code).isEmpty)
    }

    @Test func rawStringInterpolatesWithHashedBackslash() {
        let code = ##"#"a \#(n) b"#"##
        #expect(texts(.interpolation, in: code) == [##"\#("##, ")"])
        #expect(texts(.string, in: code) == [##"#"a "##, ##" b"#"##])
    }

    @Test func multiLineStringSpansLinesAndEndsAtTripleQuote() {
        let code = "let s = \"\"\"\n  line \"quoted\"\n  \\(x)\n  \"\"\"\nlet y = 1"
        #expect(texts(.string, in: code) == ["\"\"\"\n  line \"quoted\"\n  ", "\n  \"\"\""])
        #expect(texts(.keyword, in: code) == ["let", "let"])
    }

    @Test func escapesInsideStringsAreMarked() {
        #expect(texts(.stringEscape, in: #""a\n\u{1F600}\"""#) == [#"\n"#, #"\u{1F600}"#, #"\""#])
    }

    @Test func nestedBlockCommentIsOneComment() {
        let code = "/* a /* nested */ b */ let x"
        #expect(texts(.comment, in: code) == ["/* a /* nested */ b */"])
        #expect(texts(.keyword, in: code) == ["let"])
    }

    @Test func lineAndDocumentationCommentsEndAtTheLineEnd() {
        let code = "/// Docs with `func`\nlet x = 1 // trailing \"not a string\"\n"
        #expect(texts(.comment, in: code) == ["/// Docs with `func`", "// trailing \"not a string\""])
    }

    @Test func numbersInEveryBase() {
        let code = "1_000 + 0xFF + 0b1010 + 0o17 + 3.14 + 1e-3 + 0x1p-2 + t.0"
        #expect(
            texts(.number, in: code) == ["1_000", "0xFF", "0b1010", "0o17", "3.14", "1e-3", "0x1p-2", "0"])
    }

    @Test func rangeOperatorsDoNotBecomeFractions() {
        #expect(texts(.number, in: "0..<10; 1...n") == ["0", "10", "1"])
    }

    @Test func attributesIncludeTheirName() {
        #expect(
            texts(.attribute, in: "@MainActor @available(iOS 17, *) final class A {}") == [
                "@MainActor", "@available",
            ])
    }

    @Test func directivesAndMacrosAreMarked() {
        let code = "#if os(Linux)\nif #available(macOS 14, *) { #expect(x) }\n#endif"
        #expect(texts(.directive, in: code) == ["#if", "#available", "#expect", "#endif"])
    }

    @Test func backtickedIdentifierIsNeverAKeyword() {
        let code = "let `default` = `class`"
        #expect(texts(.backtickedIdentifier, in: code) == ["`default`", "`class`"])
        #expect(texts(.keyword, in: code) == ["let"])
    }

    @Test func unterminatedStringStopsAtTheEndOfItsLine() {
        #expect(texts(.string, in: "let s = \"oops\nlet t") == ["\"oops"])
        #expect(texts(.keyword, in: "let s = \"oops\nlet t") == ["let", "let"])
    }

    @Test func htmlWrapsTokensInSpansAndEscapesEverything() {
        let html = SwiftHighlighter.html(for: #"print("<script>") // a < b"#)
        #expect(
            html == #"print(<span class="s">&quot;&lt;script&gt;&quot;</span>) "#
                + #"<span class="c">// a &lt; b</span>"#)
    }

    @Test func htmlKeepsEveryCharacterOfTheSource() {
        let code = "let café = \"naïve \\(1 + 2)\" /* ✓ */\n"
        let html = SwiftHighlighter.html(for: code)
        let stripped = html.replacing(/<[^>]+>/, with: "")
            .replacing("&quot;", with: "\"").replacing("&lt;", with: "<").replacing("&amp;", with: "&")
        #expect(stripped == code)
    }
}
