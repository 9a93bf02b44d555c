import DocBasics
import DocMarkdown

/// How one sample came out.
package enum SampleStatus: String, Hashable, Sendable, Codable {
    case passed
    case failed
    /// Not checked: an `ignore` sample. (An `apple` sample has passed what can be checked here,
    /// its ``AppleCheck``, so it counts as passed.)
    case skipped
}

/// A sample with its verdict and what it printed.
package struct SampleResult: Hashable, Sendable {
    package var sample: Sample
    package var status: SampleStatus
    /// The sample's standard output, attributed by the block markers; `nil` when it was not run.
    package var output: String?
    /// For an `apple` sample, what was done to it; `nil` for other kinds.
    package var appleCheck: AppleCheck?
    /// For a `@main` sample, a command, how many transcript lines of its page ran it; `nil` for
    /// other samples.
    package var commandRuns: Int?

    package init(
        sample: Sample, status: SampleStatus, output: String? = nil, appleCheck: AppleCheck? = nil,
        commandRuns: Int? = nil
    ) {
        self.sample = sample
        self.status = status
        self.output = output
        self.appleCheck = appleCheck
        self.commandRuns = commandRuns
    }
}

/// The verified result of one document: an article (what the site renders) or, in
/// `CheckReport.docComments`, the doc comments of one library module.
///
/// The site walks ``document`` and, at each `swift` code block, finds the matching ``SampleResult``
/// by its fence line (``result(atFenceLine:)``) to show the kind badge, the visible code and the
/// captured output.
package struct DocumentReport: Hashable, Sendable {
    package var document: MarkdownDocument
    package var results: [SampleResult]
    /// Every problem found in the article, sorted by line.
    package var diagnostics: [Diagnostic]
    /// True when the outcome came from the cache: nothing was built or run.
    package var isCached: Bool
    /// The document's terminal transcripts, each prompt line with its verdict.
    package var transcripts: [TranscriptResult]

    package init(
        document: MarkdownDocument, results: [SampleResult], diagnostics: [Diagnostic],
        isCached: Bool = false,
        transcripts: [TranscriptResult] = []
    ) {
        self.document = document
        self.results = results
        self.diagnostics = diagnostics
        self.isCached = isCached
        self.transcripts = transcripts
    }

    /// The transcript of the block on `lines` of the Markdown file.
    package func transcript(inLines lines: ClosedRange<Int>) -> TranscriptResult? {
        transcripts.first { $0.firstLine.map(lines.contains) ?? false }
    }

    package var path: String { document.path }

    package var samples: [Sample] { results.map(\.sample) }

    /// The result of the sample whose opening fence is on `line`.
    package func result(atFenceLine line: Int) -> SampleResult? {
        results.first { $0.sample.fenceLine == line }
    }

    /// The diagnostics at `sample`'s lines, from its opening fence to its closing one.
    package func problems(of sample: Sample) -> [Diagnostic] {
        let last = max(sample.fenceLine, (sample.include == nil ? sample.lines.last?.line : nil) ?? 0) + 1
        return diagnostics.filter { diagnostic in
            diagnostic.path == sample.articlePath
                && (diagnostic.line.map { (sample.fenceLine...last).contains($0) } ?? false)
        }
    }

    /// The diagnostics at `transcript`'s prompt lines.
    package func problems(of transcript: TranscriptResult) -> [Diagnostic] {
        let lines = Set(transcript.transcript.commands.map(\.line))
        return diagnostics.filter { diagnostic in
            diagnostic.path == transcript.transcript.path && diagnostic.line.map(lines.contains) == true
        }
    }

    /// True when the article has no error: every sample passed or was skipped.
    package var hasPassed: Bool {
        !diagnostics.contains { $0.severity == .error }
    }
}
