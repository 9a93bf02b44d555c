import Testing

@testable import DocBasics

@Suite struct TextLinesTests {
    @Test(arguments: [
        ("", [""]),
        ("one", ["one"]),
        ("a\nb", ["a", "b"]),
        ("a\r\nb\r\n", ["a", "b", ""]),
        ("a\n\nb", ["a", "", "b"]),
        ("x\r\r\ny", ["x\r", "y"]),
        ("naïve\n日本\r\n🎉", ["naïve", "日本", "🎉"]),
    ])
    func textLinesBreakAtLineFeedsAndCRLF(text: String, lines: [String]) {
        #expect(text.textLines.map(String.init) == lines)
    }

    @Test func aLoneCarriageReturnBreaksOnlyWhenAsked() {
        #expect("a\rb\r\nc".textLines.map(String.init) == ["a\rb", "c"])
        #expect("a\rb\r\nc".lines(breakingAtLoneCarriageReturns: true).map(String.init) == ["a", "b", "c"])
        #expect("a\r".lines(breakingAtLoneCarriageReturns: true).map(String.init) == ["a", ""])
    }

    @Test func linesOfASubstringAreSlicesOfIt() {
        let text = "skip\nkeep\nthis"
        let tail = text.dropFirst(5)
        #expect(tail.textLines.map(String.init) == ["keep", "this"])
    }
}

@Suite struct ByteSearchTests {
    @Test(arguments: [
        ("Clone {{repository}}.", "{{repository}}", true), ("{{version", "{{version}}", false),
        ("a{{{version}}", "{{version}}", true), ("", "x", false), ("abc", "", true),
        ("é{{version}}é", "{{version}}", true), ("{{ver}}{{version}", "{{version}}", false),
    ])
    func findsARunOfTheSameBytes(text: String, needle: String, found: Bool) {
        #expect(text.containsBytes(of: needle) == found)
        #expect(text[...].containsBytes(of: needle) == found)
    }
}
