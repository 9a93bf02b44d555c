import Testing

@testable import Doctest

@Suite struct OutputVerifierTests {
    private func sample(_ expectations: [String]) -> Sample {
        Sample(
            articlePath: "A.md", index: 0, fenceLine: 1, kind: .run, lines: [],
            expectations: expectations.enumerated().map {
                OutputExpectation(text: $0.element, line: 10 + $0.offset, column: 5)
            })
    }

    @Test func matchingOutputPasses() {
        #expect(OutputVerifier.mismatch(of: sample(["a", "b\nc"]), output: "a\nb\nc\n") == nil)
    }

    @Test func blockWithoutExpectationsIsNotCompared() {
        #expect(OutputVerifier.mismatch(of: sample([]), output: "anything\n") == nil)
    }

    @Test func mismatchIsReportedAtTheCommentThatExpectedTheLine() throws {
        let diagnostic = try #require(
            OutputVerifier.mismatch(of: sample(["a", "b", "c"]), output: "a\nb\nx\n"))
        #expect(diagnostic.location == "A.md:12:5")
        #expect(diagnostic.identifier == .printsMismatch)
    }

    @Test func missingAndExtraLinesAreNamed() throws {
        let missing = try #require(OutputVerifier.mismatch(of: sample(["a", "b"]), output: "a\n"))
        #expect(missing.location == "A.md:11:5")
        #expect(missing.identifier == .printsMismatch)
        let extra = try #require(OutputVerifier.mismatch(of: sample(["a"]), output: "a\nb\n"))
        #expect(extra.location == "A.md:10:5")
        #expect(extra.identifier == .printsMismatch)
    }

    @Test func missingFinalNewlineIsShown() throws {
        let diagnostic = try #require(OutputVerifier.mismatch(of: sample(["a"]), output: "a"))
        #expect(diagnostic.explanation?.contains(#""a (no newline at end)""#) == true)
    }

    @Test func longOutputsAreShownAsALineDiff() throws {
        let diagnostic = try #require(
            OutputVerifier.mismatch(of: sample(["1", "2", "3", "4"]), output: "1\n2\nthree\n4\n"))
        #expect(
            diagnostic.explanation
                == "--- expected (// Prints)\n+++ actual (stdout)\n  1\n  2\n- 3\n+ three\n  4")
    }
}
