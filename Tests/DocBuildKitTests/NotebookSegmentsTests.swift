import Testing

@testable import DocBuildKit
@testable import DocMarkdown
@testable import Doctest
@testable import SampleToolchain

/// A notebook's blocks that declare a name again: each declaration replaces the earlier one, as
/// in a playground, and a block brings the earlier blocks it needs into its program.
@Suite struct NotebookSegmentsTests {
    private func samples(_ blocks: [String]) -> [Sample] {
        let markdown = blocks.map { "```swift\n\($0)\n```\n" }.joined(separator: "\n")
        return SampleExtractor(packageDirectory: nil).extract(from: CMarkParser.parse(markdown, path: "A.md"))
            .samples
    }

    @Test func aNotebookWithoutRedeclarationsIsOneProgram() {
        let segments = NotebookSegments.segments(of: samples(["let a = 1", "let b = a + 1", "print(a, b)"]))
        #expect(segments.map { $0.samples.map(\.index) } == [[0, 1, 2]])
        #expect(segments.map(\.replayed) == [[]])
    }

    @Test func aRedeclarationStartsAProgramThatReplaysWhatItNeeds() {
        let segments = NotebookSegments.segments(
            of: samples([
                "struct Point { var x = 0 }", "let origin = Point()\nprint(origin.x)",
                "struct Point { var x = 1; var y = 2 }", "let corner = Point()\nlet unit = 1",
                "print(corner.y, unit)", "let unit = 3\nprint(Point().y, unit)",
            ]))
        // Block 2 replaces block 0's Point; block 5 replaces block 3's unit, and needs block 2's Point.
        #expect(segments.map { $0.samples.map(\.index) } == [[0, 1], [2, 3, 4], [2, 5]])
        #expect(segments.map(\.replayed) == [[], [], [2]])
    }

    @Test(arguments: [
        ("let a = 1, b: Int", ["a"]),
        ("var (left, right) = (1, 2)", ["left", "right"]),
        ("func area(of side: Double) -> Double { let inner = side; return inner }", ["area"]),
        ("final class Shelf {}\nenum Genre { case poem }\nactor Library {}", ["Genre", "Library", "Shelf"]),
        ("let `default` = 3 // let comment = 1\nprint(\"let quoted = 2\")", ["default"]),
        ("if let value = Int(\"3\") { print(value) }", [String]()),
    ])
    func theDeclaredNamesAreTheTopLevelOnes(code: String, declared: [String]) {
        #expect(BlockNames(of: code).declared.sorted() == declared.sorted())
    }

    /// An error on the first line of `sample`'s code.
    private func error(in sample: Sample) -> CompilerMessage {
        CompilerMessage(
            path: sample.articlePath, line: sample.firstCodeLine, column: 1, severity: .error, message: "")
    }

    @Test func aFailingBlockIsLeftOutWithTheBlocksThatUseItAndTheRestIsBuilt() throws {
        let blocks = samples([
            "let pages = 12", "let chapters: Int = \"three\"", "let total = chapters + pages",
            "print(total)", "print(pages * 2)",
        ])
        let repair = try #require(
            NotebookRepair(ProgramSource(samples: blocks), errors: [error(in: blocks[1])]))
        #expect(repair.program.samples.map(\.index) == [0, 4])
        #expect(repair.failing == [1])
        // Block 3 uses block 2's `total`, which is left out for block 1's `chapters`.
        #expect(repair.dependents == [2: blocks[1].fenceLine, 3: blocks[1].fenceLine])
    }

    @Test func aRunThatStoppedInABlockRunsTheBlocksAfterItThatDoNotUseIt() throws {
        let blocks = samples([
            "let titles = [\"Dune\"]", "let third = titles[2]", "print(third)", "print(titles[0])",
        ])
        let program = ProgramSource(samples: blocks)
        let repair = try #require(NotebookRepair(program, stoppedAt: 1))
        // Block 0 ran before the trap: it runs again for `titles`, its output checked where it ran.
        #expect(repair.program.samples.map(\.index) == [0, 3] && repair.program.replayed == [0])
        #expect(repair.dependents == [2: blocks[1].fenceLine])
        // Stopped in the last block it needs, nothing is left to run.
        #expect(NotebookRepair(program, stoppedAt: 3) == nil)
    }

    @Test func noRepairWithoutABlockToBlameOrABlockToRun() {
        let blocks = samples(["let a = 1", "print(a)"])
        var outside = error(in: blocks[0])
        outside.program = "A000_A"
        #expect(NotebookRepair(ProgramSource(samples: blocks), errors: [outside]) == nil)
        #expect(NotebookRepair(ProgramSource(samples: blocks), errors: [error(in: blocks[0])]) == nil)
        // A warning fails nothing.
        var warning = error(in: blocks[1])
        warning.severity = .warning
        #expect(NotebookRepair(ProgramSource(samples: blocks), errors: [warning]) == nil)
    }
}
