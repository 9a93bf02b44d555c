import Doctest
import SampleToolchain

/// One document (an article, or a module's doc comments) on its way through the check: loaded,
/// then keyed and looked up in the cache, then (unless cached) planned into programs and
/// type-checks, and finally given its outcome.
///
/// The stages pass these along instead of maps keyed by the document's position.
struct DocumentWork: Sendable {
    /// The document as read: its text, parsed, with its samples.
    var loaded: LoadedDocument
    /// The document's place in this run: its programs' target names start with it.
    var position: Int
    /// The key of its result in the cache; `nil` when the document could not be read.
    var cacheKey: String?
    /// The verdict: from the cache, or from ``VerifyDocuments``; `nil` until then.
    var outcome: DocumentOutcome?
    /// True when ``outcome`` came from the cache: nothing is built or run for it.
    var isCached = false

    /// The document's shared program (its non-isolated `run` samples), if it has any.
    var program: ScratchTarget?
    /// The document's other programs: one per `isolated` `run` sample and per `crashes` sample, and one per
    /// `program="name"`, in the order of their first sample.
    var separate: [ScratchTarget] = []
    /// The type-checks of the `no-run`, `compile-fail` and `apple` samples (compiled, not run).
    var typeChecks: [NamedTypeCheck] = []
    /// The programs of its `@main` samples, each run only by the transcript lines that name it.
    var commands: [CommandProgram] = []
    /// The transcript lines that name one of ``commands``, to run.
    var invocations: [CommandInvocation] = []

    /// Every program of the document that runs as a whole, block by block.
    var programs: [ScratchTarget] { (program.map { [$0] } ?? []) + separate }
    /// Every program of the document: to build.
    var targets: [ScratchTarget] { programs + commands.map(\.target) }

    /// The report the site and the summary read.
    var report: DocumentReport {
        let results = loaded.extraction.samples.map { sample in
            let stored = outcome?.samples[sample.index]
            return SampleResult(
                sample: sample, status: stored?.status ?? .failed, output: stored?.output,
                appleCheck: stored?.appleCheck, commandRuns: stored?.commandRuns)
        }
        let transcripts = loaded.extraction.transcripts.enumerated().map { index, transcript in
            let stored =
                outcome?.transcripts.indices.contains(index) == true ? outcome?.transcripts[index] : nil
            return TranscriptResult(
                transcript: transcript,
                commands: stored
                    ?? transcript.commands.map { _ in TranscriptCommandResult(status: .notChecked) })
        }
        return DocumentReport(
            document: loaded.document, results: results,
            diagnostics: outcome?.diagnostics ?? loaded.fileDiagnostics, isCached: isCached,
            transcripts: transcripts)
    }
}

/// A `@main` sample's program: a command that the document's transcripts run by name.
struct CommandProgram: Sendable {
    /// The sample that declares it.
    var sampleIndex: Int
    /// Where the sample is: its file and opening fence line.
    var place: (path: String, line: Int)
    /// The names a prompt line calls it by (``MainAttribute/commandNames(in:)``, and those set
    /// in `docbuild.json`).
    var names: [String]
    var target: ScratchTarget
}

/// One prompt line of a transcript that names a command of its document.
struct CommandInvocation: Hashable, Sendable {
    /// The name of the command's program (its ``ScratchTarget``).
    var target: String
    /// The name the line calls it by: what the program is run as (its `argv[0]`).
    var name: String
    /// The transcript, by its index in ``SampleExtraction/transcripts``, and the line in it.
    var transcript: Int
    var command: Int
    /// The words after the name, as a shell splits them.
    var arguments: [String]
    /// Its place among the commands of that name that the line runs, nearest to it first: the
    /// line passes when one of them prints what it shows, and is held to the nearest otherwise.
    var rank = 0
}

/// A type-check job with the name of its folder under the scratch directory.
struct NamedTypeCheck: Sendable {
    var name: String
    var job: TypeCheckJob
}
