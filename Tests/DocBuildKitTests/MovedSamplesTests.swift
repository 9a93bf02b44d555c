import Foundation
import Testing

@testable import DocBasics
@testable import DocBuildKit
@testable import Doctest
@testable import SampleToolchain

/// An edit of prose only keeps the samples' outcome (``MovedSamples``), and nothing else does.
@Suite struct MovedSamplesTests {
    static let article = """
        # Totals

        ```swift
        let total = 40 + 2
        print(total)  // Prints "42"
        ```

        Then:

        ```swift
        print(total + 1)  // Prints "43"
        ```

        """

    /// `text` read as an article of a package of its own.
    private func load(_ text: String) throws -> LoadedDocument {
        let folder = try TemporaryDirectory.holding(["Articles/Totals.md": text], prefix: "moved-samples")
        defer { folder.remove() }
        return ArticleLoader(packageDirectory: folder.path, articlesDirectory: "\(folder.path)/Articles")
            .load("\(folder.path)/Articles/Totals.md")
    }

    /// The outcome a check of `document` reaches when both samples pass.
    private func passing(_ document: LoadedDocument, extra: [Diagnostic] = []) -> DocumentOutcome {
        DocumentOutcome(
            samples: [.init(status: .passed, output: "42\n"), .init(status: .passed, output: "43\n")],
            diagnostics: document.fileDiagnostics + document.extraction.diagnostics + extra)
    }

    @Test func proseAboveAndBetweenTheSamplesKeepsTheirOutcome() throws {
        let old = try load(Self.article)
        let new = try load(
            Self.article.replacingOccurrences(of: "# Totals\n", with: "# Totals\n\nTwo lines\nmore.\n")
                .replacingOccurrences(of: "Then:", with: "Then, one more:\n\nand another line."))
        #expect(new.extraction.samples.map(\.fenceLine) == [6, 15])
        let moved = try #require(MovedSamples.outcome(passing(old), of: old, for: new))
        #expect(moved.samples == passing(old).samples)
        #expect(moved.diagnostics == new.fileDiagnostics + new.extraction.diagnostics)
    }

    @Test(arguments: [
        ("40 + 2", "40 + 3"),  // the code
        ("Prints \"43\"", "Prints \"44\""),  // what it must print
        ("```swift\nprint(total + 1)", "```swift no-run\nprint(total + 1)"),  // its fence words
        ("print(total + 1)", "print(#line)"),  // it reads its place
    ])
    func aChangedSampleIsCheckedAgain(old text: String, new replacement: String) throws {
        let old = try load(Self.article)
        let new = try load(Self.article.replacingOccurrences(of: text, with: replacement))
        #expect(MovedSamples.outcome(passing(old), of: old, for: new) == nil)
    }

    @Test func anOutcomeWithAnErrorOfItsBuildIsCheckedAgain() throws {
        let old = try load(Self.article)
        let new = try load(Self.article.replacingOccurrences(of: "Then:", with: "Then, below:\n\nnext"))
        let warning = Diagnostic(.warning, .compiler, "variable was never mutated", path: old.path, line: 4)
        #expect(MovedSamples.outcome(passing(old, extra: [warning]), of: old, for: new) == nil)
        #expect(MovedSamples.outcome(passing(old), of: old, for: new) != nil)
    }
}
