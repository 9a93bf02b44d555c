import DocBasics
import Doctest
import SampleToolchain

/// When an edit of an article changed its prose only, the outcome its samples had: they are the
/// same code in the same order, only at other lines, so compiling and running them again would
/// tell nothing new. `docbuild preview` answers such an edit in the time of rendering a page.
///
/// An outcome is carried over only when nothing in it can depend on where the samples are:
/// - every sample is the one before, moved as a whole (``Sample/moved(by:)``): the same fence
///   words, code, hidden lines and `// Prints` lines, in the same order, and the article names
///   the same imports, and its transcripts run the same commands and show the same output;
/// - the old outcome holds no diagnostic of compiling or running (those name lines, and some
///   name a line in their message: "depends on the failing block at line 12");
/// - no sample reads where it is (`#line`, `#file`, `#filePath`, `#fileID`, `#sourceLocation`) or
///   must trap (a trap's message names its line).
///
/// Otherwise the article is checked again, as any edited one.
enum MovedSamples {
    /// `outcome`, reached for `old`, as the outcome of `new`; `nil` when it cannot be carried over.
    static func outcome(_ outcome: DocumentOutcome, of old: LoadedDocument, for new: LoadedDocument)
        -> DocumentOutcome?
    {
        let before = old.extraction
        let after = new.extraction
        guard old.path == new.path, old.module == nil, old.imports == new.imports,
            before.samples.count == after.samples.count, before.invalidSamples == after.invalidSamples,
            outcome.samples.count == after.samples.count,
            Set(outcome.diagnostics) == Set(old.fileDiagnostics + before.diagnostics)
        else { return nil }
        // A transcript's lines are run as written: the same commands, showing the same output.
        let commands = { (transcripts: [Transcript]) in
            transcripts.map { $0.commands.map { [$0.text] + $0.output } }
        }
        guard commands(before.transcripts) == commands(after.transcripts) else { return nil }
        for (earlier, later) in zip(before.samples, after.samples) {
            guard earlier.moved(by: later.fenceLine - earlier.fenceLine) == later, !readsItsPlace(later)
            else {
                return nil
            }
        }
        return DocumentOutcome(
            samples: outcome.samples, diagnostics: new.fileDiagnostics + after.diagnostics,
            transcripts: outcome.transcripts)
    }

    /// Whether `sample` may print or depend on its own place: it names it, or it must trap.
    private static func readsItsPlace(_ sample: Sample) -> Bool {
        if case .crashes = sample.kind { return true }
        if sample.markedCrashLine != nil { return true }
        let code = sample.code
        return ["#line", "#file", "#filePath", "#fileID", "#sourceLocation"].contains { code.contains($0) }
    }
}

extension Sample {
    /// The sample `lines` further down its article (up, when negative): every line of its own
    /// that names a place in the article moves, an included region's lines, which are the
    /// included file's, do not.
    func moved(by lines: Int) -> Sample {
        var sample = self
        sample.fenceLine += lines
        guard include == nil else { return sample }
        for index in sample.lines.indices { sample.lines[index].line += lines }
        for index in sample.expectations.indices { sample.expectations[index].line += lines }
        sample.markedErrorLines = markedErrorLines.map { $0 + lines }
        sample.markedCrashLine = markedCrashLine.map { $0 + lines }
        return sample
    }
}
