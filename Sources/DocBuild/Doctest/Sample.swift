/// What docbuild does with a sample, chosen by the words after `swift` in its fence.
package enum SampleKind: Hashable, Sendable, Codable {
    /// No word: compiled into the article's program, run, and its output checked.
    case run
    /// `no-run`: compiled (seeing the blocks before it), never run.
    case noRun
    /// `compile-fail="text"`: must fail to compile with a diagnostic containing `expected`.
    case compileFail(expected: String)
    /// `crashes="text"`: run as a program of its own, which must trap (a `precondition`,
    /// `fatalError`, a force-unwrap of `nil`) with a message containing `expected`.
    case crashes(expected: String)
    /// `apple`: needs SwiftUI, UIKit or AppKit, so it is never run: compiled where they exist,
    /// compiled against an interface of them when one is given (`-Xapple`), otherwise only parsed
    /// (see ``AppleCheck``).
    case apple
    /// `ignore`: not checked, counted as skipped.
    case ignore
    /// `test`: Swift Testing tests (`@Test` functions, `@Suite` types), compiled into the program
    /// like a run sample (seeing the blocks before it) and run once the program's blocks have run,
    /// as `swift test` runs them; each must pass, and the block must declare at least one.
    case test

    /// The word shown on the page's badge: `run`, `no-run`, `compile-fail`, `crashes`, `apple`,
    /// `ignore`, `test`.
    package var badge: String {
        switch self {
        case .run: "run"
        case .noRun: "no-run"
        case .compileFail: "compile-fail"
        case .crashes: "crashes"
        case .apple: "apple"
        case .ignore: "ignore"
        case .test: "test"
        }
    }

    /// True for the samples a program runs: `run` samples, and `test` samples, whose tests the
    /// program runs after its blocks.
    package var runsInAProgram: Bool { self == .run || self == .test }
}

/// What was done to an `apple` sample, which needs a framework that may not exist where docbuild
/// runs. None of them runs the sample.
package enum AppleCheck: String, Hashable, Sendable, Codable {
    /// Compiled against the real frameworks, on an Apple platform.
    case compiled
    /// Compiled against an interface of the frameworks, given with `-Xapple` flags (as
    /// Quartet's `Tools/SwiftUIInterface`): names, labels, types, isolation, but no behaviour.
    case compiledAgainstInterface
    /// Only parsed: the frameworks do not exist here and no interface was given.
    case parsed
}

/// One line of a sample's code.
package struct SampleLine: Hashable, Sendable {
    /// The line as compiled: a hidden line's `# ` marker is removed.
    package var text: String
    /// Written as `# …` (or a lone `#`): compiled, but not shown on the page.
    package var isHidden: Bool
    /// The line in the Markdown file (or, for an included region, in the included file).
    package var line: Int

}

/// A `swift` fenced code block of an article, with what its fence and comments ask of it.
///
/// Samples come from ``SampleExtractor``; all non-isolated ``SampleKind/run`` samples of an article
/// form one program, in order, like a notebook.
package struct Sample: Hashable, Sendable {
    /// The article, relative to the package: `Articles/Doctests.md`.
    package var articlePath: String
    /// The position among the article's samples, from 0.
    package var index: Int
    /// The line of the opening fence.
    package var fenceLine: Int
    /// The column of the opening fence.
    package var fenceColumn: Int
    package var kind: SampleKind
    /// `isolated`: a program of its own instead of a continuation of the article's program. A
    /// ``SampleKind/crashes(expected:)`` sample is always one.
    package var isIsolated: Bool
    /// Set for `include="Examples/…/File.swift#region"`: the lines are that region, shown but not
    /// compiled into the article (the file is compiled in its own target).
    package var include: RegionReference?
    package var lines: [SampleLine]
    /// Set for `tab="Title"`: the tab it is in, in the tab group of the blocks next to it.
    package var tab: String?
    /// Set for `program="name"`: the samples of one name form a program of their own, in order.
    package var program: String?
    /// Set for `file="path"`: the file the sample shows, named above it on the page.
    package var file: String?
    /// `apple="parse"`: only parsed off Apple platforms (see ``FenceInfo/isParseOnly``).
    package var isParseOnly = false
    /// The `// Prints "…"` comments, in order.
    package var expectations: [OutputExpectation]

    /// Whether a reader sees everything the sample prints in its code: it has `// Prints` lines
    /// and none is hidden. A passing run then printed exactly what they say (``OutputVerifier``
    /// compares the whole output), so its output would only repeat them.
    package var showsItsOutputInItsCode: Bool {
        let visibleLines = Set(lines.filter { !$0.isHidden }.map(\.line))
        return !expectations.isEmpty && expectations.allSatisfy { visibleLines.contains($0.line) }
    }
    /// The lines a book's comment marks as compile errors (``ErrorMarkers``): each must have an
    /// error, and no other line may.
    package var markedErrorLines: [Int] = []
    /// The line a book's comment marks as where the run traps (``ErrorMarkers``).
    package var markedCrashLine: Int?
    /// Set for a sample made of a listing test (``ListingTests``): never shown, its code the
    /// test's program, its expectations the test's output lines.
    package var listingTest: ListingTestInfo?
    /// Set for a listing that a listing test follows: it is shown, and its tests are what runs.
    package var listing: ListingLink?

    init(
        articlePath: String,
        index: Int,
        fenceLine: Int,
        fenceColumn: Int = 1,
        kind: SampleKind,
        isIsolated: Bool = false,
        include: RegionReference? = nil,
        tab: String? = nil,
        program: String? = nil,
        lines: [SampleLine],
        expectations: [OutputExpectation] = []
    ) {
        self.articlePath = articlePath
        self.index = index
        self.fenceLine = fenceLine
        self.fenceColumn = fenceColumn
        self.kind = kind
        self.isIsolated = isIsolated
        self.include = include
        self.tab = tab
        self.program = program
        self.lines = lines
        self.expectations = expectations
    }

    /// The Markdown line of the first line of code: the one after the fence, or an indented
    /// block's own first line.
    package var firstCodeLine: Int { lines.first?.line ?? fenceLine + 1 }

    /// The code as compiled, hidden lines included (without their `# `), with a trailing newline.
    package var code: String {
        lines.map { $0.text + "\n" }.joined()
    }

    /// The code as shown on the page: hidden lines removed.
    package var visibleCode: String {
        lines.filter { !$0.isHidden }.map { $0.text + "\n" }.joined()
    }

    /// True when the code on `line` of the file at `path` is this sample's: where a compiler
    /// message about it points.
    package func contains(path: String, line: Int) -> Bool {
        articlePath == path && lines.contains { $0.line == line }
    }

    /// The 0-based indices in ``lines`` of the hidden lines.
    var hiddenLineIndices: [Int] {
        lines.indices.filter { lines[$0].isHidden }
    }

    /// True when the sample joins its article's shared program.
    package var isPartOfArticleProgram: Bool {
        kind.runsInAProgram && !isIsolated && include == nil && program == nil && listingTest == nil
            && listing == nil
    }
}

/// `// Prints "…"`: the text a sample must print, at this point of its output.
package struct OutputExpectation: Hashable, Sendable, Codable {
    /// The expected output, escapes decoded, without the newline `print` adds.
    package var text: String
    /// Where the comment is in the Markdown file.
    package var line: Int
    package var column: Int

    /// The lines it expects: ``text`` split at its newlines (`print("")` prints one empty line).
    package var expectedLines: [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}

/// `Examples/P/E/File.swift#region` in an `include=` fence word.
package struct RegionReference: Hashable, Sendable {
    /// Relative to the package.
    package var path: String
    package var region: String

}
