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

    /// Every program of the document.
    var targets: [ScratchTarget] { (program.map { [$0] } ?? []) + separate }

    /// The report the site and the summary read.
    var report: DocumentReport {
        let results = loaded.extraction.samples.map { sample in
            let stored = outcome?.samples[sample.index]
            return SampleResult(
                sample: sample, status: stored?.status ?? .failed, output: stored?.output,
                appleCheck: stored?.appleCheck)
        }
        return DocumentReport(
            document: loaded.document, results: results,
            diagnostics: outcome?.diagnostics ?? loaded.fileDiagnostics, isCached: isCached)
    }
}

/// A type-check job with the name of its folder under the scratch directory.
struct NamedTypeCheck: Sendable {
    var name: String
    var job: TypeCheckJob
}
