import Foundation
import Testing

@testable import Doctest
@testable import SymbolReference

@Suite struct DocCommentTests {
    /// A symbol as `swift symbolgraph-extract` writes it: an indented `///` comment starting on
    /// the file's line 11 (0-based 10), its text 8 columns in (4 of indentation, `/// `).
    static func symbol(_ lines: [String], module: String = "Geometry", uri: String? = nil) throws
        -> SymbolGraph.Symbol
    {
        let commentLines = lines.enumerated().map { offset, text in
            [
                "text": text,
                "range": ["start": ["line": 10 + offset, "character": text.isEmpty ? 7 : 8]],
            ] as [String: Any]
        }
        let json: [String: Any] = [
            "kind": ["identifier": "swift.property", "displayName": "Instance Property"],
            "identifier": ["precise": "s:8Geometry6SquareV4areaSdvp"],
            "pathComponents": ["Square", "area"],
            "names": ["title": "area"],
            "accessLevel": "public",
            "docComment": [
                "uri": uri ?? "file:///scratch/Sources/Geometry/Square.swift", "module": module,
                "lines": commentLines,
            ],
        ]
        return try JSONDecoder().decode(
            SymbolGraph.Symbol.self, from: JSONSerialization.data(withJSONObject: json))
    }

    @Test func theMarkdownKeepsTheFilesLineNumbers() throws {
        let comment = try #require(
            DocComment(
                Self.symbol(["The area.", "", "More."]), module: "Geometry",
                packageDirectories: ["/scratch", "/project"]))
        #expect(comment.path == "Sources/Geometry/Square.swift")
        #expect(comment.symbolPath == "Square/area")
        let lines = comment.markdown.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[10] == "The area.")
        #expect(lines[12] == "More.")
        #expect(comment.columnOffset(ofLine: 11) == 8)
    }

    @Test func samplesAreAtTheirFileLinesAndColumnsAndOneCommentIsOneProgram() throws {
        let comment = try #require(
            DocComment(
                Self.symbol([
                    "```swift", "# let side = 2.0", "print(side)  // Prints \"2.0\"", "```", "",
                    "```swift isolated", "print(1)", "```",
                ]), module: "Geometry", packageDirectories: ["/scratch"]))
        let extraction = comment.samples(
            extractor: SampleExtractor(packageDirectory: nil), firstIndex: 5, program: "P")
        #expect(extraction.diagnostics.isEmpty)
        let first = try #require(extraction.samples.first)
        #expect(first.articlePath == "Sources/Geometry/Square.swift")
        #expect(first.index == 5)
        #expect(first.fenceLine == 11)
        #expect(first.fenceColumn == 9)
        #expect(first.lines.map(\.line) == [12, 13])
        #expect(first.lines[0].isHidden)
        #expect(first.program == "P")
        #expect(first.expectations.map(\.column) == [22])
        // An isolated block is a program of its own, not the comment's.
        #expect(extraction.samples[1].program == nil)
        #expect(extraction.samples[1].isIsolated)
    }

    /// DocC shows a comment's indented code as Swift: it is a sample, unless the package says it
    /// is not (`indentedCodeInDocComments`), with its code on its own first line.
    @Test func indentedCodeInACommentIsASampleWhereItIsSwift() throws {
        let comment = try #require(
            DocComment(
                Self.symbol(["The area.", "", "    let side = 2.0", "    print(side)  // Prints \"2.0\""]),
                module: "Geometry", packageDirectories: ["/scratch"]))
        var extractor = SampleExtractor(packageDirectory: nil)
        #expect(comment.samples(extractor: extractor, firstIndex: 0, program: "P").samples.isEmpty)
        extractor.indentedCodeIsSwift = true
        let sample = try #require(
            comment.samples(extractor: extractor, firstIndex: 0, program: "P").samples.first)
        #expect(sample.kind == .run)
        #expect(sample.lines.map(\.line) == [13, 14])
        #expect(sample.firstCodeLine == 13)
        #expect(sample.code == "let side = 2.0\nprint(side)  // Prints \"2.0\"\n")
        // `// Prints` at the file's column 26: 8 before the comment's text, 4 of indentation, 13 of code.
        #expect(sample.expectations.map(\.column) == [26])
    }

    /// An indented terminal transcript (`$ greet Nadia`, or zsh's `% `) is shown as text, never
    /// compiled as Swift; the Swift beside it still is.
    @Test func anIndentedTranscriptInACommentIsNoSample() throws {
        let comment = try #require(
            DocComment(
                Self.symbol([
                    "Greets.", "", "    $ greet Nadia", "    Hello Nadia!", "", "Then:", "",
                    "        % greet --shout Nadia", "        HELLO NADIA!", "", "Or in Swift:", "",
                    "    greet(\"Nadia\")",
                ]), module: "Geometry", packageDirectories: ["/scratch"]))
        var extractor = SampleExtractor(packageDirectory: nil)
        extractor.indentedCodeIsSwift = true
        let samples = comment.samples(extractor: extractor, firstIndex: 0, program: "P").samples
        #expect(samples.map(\.code) == ["greet(\"Nadia\")\n"])
    }

    @Test func aProblemInACommentSampleIsAtItsColumnInTheFile() throws {
        let comment = try #require(
            DocComment(
                Self.symbol(["```swift norun", "print(1)", "```"]), module: "Geometry",
                packageDirectories: ["/scratch"]))
        let extraction = comment.samples(
            extractor: SampleExtractor(packageDirectory: nil), firstIndex: 0, program: "P")
        let problem = try #require(extraction.diagnostics.first)
        #expect(problem.identifier == .unknownFenceWord)
        #expect(problem.line == 11)
        #expect(problem.column == 9)
        #expect(extraction.invalidSamples == [0])
    }

    @Test func aCommentOfAnotherModuleOrOutsideThePackageIsNotTheSymbols() throws {
        #expect(
            DocComment(
                try Self.symbol(["Inherited."], module: "Swift"), module: "Geometry",
                packageDirectories: ["/scratch"]) == nil)
        #expect(
            DocComment(
                try Self.symbol(["Elsewhere."], uri: "file:///elsewhere/Square.swift"), module: "Geometry",
                packageDirectories: ["/scratch"]) == nil)
    }
}
