import DocBasics
import Doctest
import SampleToolchain

/// Checks one document's terminal transcripts against what their commands printed: each prompt
/// line that names a command of the document (``CommandInvocation``) passes when the command's
/// output is what the lines beneath it show (``TranscriptOutputRules``), and every other prompt
/// line is not checked.
///
/// A problem is an error at the prompt's line and column, the output shown and printed beneath.
struct TranscriptVerifier {
    var work: DocumentWork
    var build: BuildOutcome
    var runs: [CommandInvocation: ProcessOutput]
    var rules: TranscriptOutputRules
    var timeout: Duration

    /// Each transcript's verdicts, by prompt line, and the problems found.
    func verify() -> (transcripts: [[TranscriptCommandResult]], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let transcripts = work.loaded.extraction.transcripts.enumerated().map { transcriptIndex, transcript in
            transcript.commands.enumerated().map { commandIndex, command in
                let candidates = work.invocations.filter {
                    $0.transcript == transcriptIndex && $0.command == commandIndex
                }.sorted { $0.rank < $1.rank }
                guard !candidates.isEmpty else {
                    guard let problem = unsplittable(command, path: transcript.path) else {
                        return TranscriptCommandResult(status: .notChecked)
                    }
                    diagnostics.append(problem)
                    return TranscriptCommandResult(status: .failed)
                }
                // Of the versions of its command, the nearest that prints what the line shows; when
                // none does, the nearest's problem.
                let verdicts = candidates.lazy.map { verify(command, $0, path: transcript.path) }
                let (result, problem) =
                    verdicts.first { $0.0.status == .passed } ?? verdicts[verdicts.startIndex]
                diagnostics += problem.map { [$0] } ?? []
                return result
            }
        }
        return (transcripts, diagnostics)
    }

    /// The verdict of one prompt line run by one command.
    private func verify(_ command: Transcript.Command, _ invocation: CommandInvocation, path: String)
        -> (TranscriptCommandResult, Diagnostic?)
    {
        let program = work.commands.first { $0.target.name == invocation.target }
        var verdict = verdict(of: command, invocation, path: path)
        verdict.0.command = program?.sampleIndex
        return verdict
    }

    /// What one command printed for one prompt line, held to what the line shows.
    private func verdict(of command: Transcript.Command, _ invocation: CommandInvocation, path: String)
        -> (TranscriptCommandResult, Diagnostic?)
    {
        func problem(_ identifier: Diagnostic.Identifier, _ message: String, explanation: String? = nil)
            -> Diagnostic
        {
            Diagnostic(
                .error, identifier, message, path: path, line: command.line, column: command.column,
                explanation: explanation)
        }
        guard let process = runs[invocation] else {
            let sample = work.commands.first { $0.target.name == invocation.target }.flatMap { program in
                work.loaded.extraction.samples.first { $0.index == program.sampleIndex }
            }
            // A package that failed to build is reported once, for the whole check.
            let failure =
                build.unexplainedFailure == nil
                ? sample.map { sample in
                    problem(
                        .dependsOnFailingBlock,
                        "runs the command of the block at line \(sample.fenceLine), which did not build, "
                            + "so it was not run")
                } : nil
            return (TranscriptCommandResult(status: .failed), failure)
        }
        let output = process.standardOutput
        let stopped: Diagnostic? =
            if process.isOutputTruncated {
                problem(
                    .programOutputTruncated,
                    "output truncated after \(SampleRunner.outputLimit >> 20) MB; the command was stopped")
            } else if process.timedOut {
                problem(.programTimedOut, "timed out after \(timeout); the process tree was killed")
            } else if let signal = process.signal {
                problem(
                    .programCrashed, "the command crashed (\(DocumentVerifier.signalName(signal)))",
                    explanation: output.textLines.suffix(10).joined(separator: "\n"))
            } else if process.leftoverProcessCount > 0 {
                problem(
                    .programLeftProcessesRunning,
                    "the command ended with processes it started still running; docbuild killed them")
            } else {
                nil
            }
        if let stopped { return (TranscriptCommandResult(status: .failed, output: output), stopped) }
        guard rules.matches(shown: command.output, printed: output) else {
            let actual = TranscriptOutputRules.lines(of: output)
            return (
                TranscriptCommandResult(status: .failed, output: output),
                problem(
                    .transcriptMismatch,
                    "`\(command.text)` printed other than the transcript shows"
                        + (actual.isEmpty ? ": nothing" : ""),
                    explanation: OutputVerifier.explanation(
                        expected: command.output, actual: actual, of: "the transcript",
                        actualSource: "stdout and stderr"))
            )
        }
        return (TranscriptCommandResult(status: .passed, output: output), nil)
    }

    /// The error of a prompt line whose first word names a command of the document but whose
    /// quotes do not close, so no arguments can be read from it; `nil` for any other line.
    private func unsplittable(_ command: Transcript.Command, path: String) -> Diagnostic? {
        let first = command.text.split(whereSeparator: \.isWhitespace).first.map(String.init)
        guard let first, work.commands.contains(where: { $0.names.contains(first) }) else { return nil }
        do {
            _ = try ShellWords.split(command.text)
            return nil
        } catch {
            return Diagnostic(
                .error, .transcriptUnterminatedQuote,
                "the \(error.quote) is not closed, so the line has no arguments a shell would give it",
                path: path, line: command.line, column: command.column + 2 + error.column - 1)
        }
    }
}
