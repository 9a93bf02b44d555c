import DocBasics
import Doctest
import Foundation
import SampleToolchain

/// Phase 1, check: gives every article that was not cached its outcome, from what the compiler and the
/// runs produced (see ``DocumentVerifier``).
enum VerifyDocuments {
    static func run(
        _ plan: CheckPlan, compiled: CompileSamples.Result, runs: [String: ProgramRun],
        commandRuns: [CommandInvocation: ProcessOutput] = [:], rules: TranscriptOutputRules = .init(),
        timeout: Duration
    ) -> [DocumentWork] {
        plan.documents.map { work in
            guard !work.isCached else { return work }
            var work = work
            var verifier = DocumentVerifier(
                work: work, build: compiled.build, runs: runs, typeChecks: compiled.typeChecks,
                timeout: timeout)
            verifier.commandRuns = commandRuns
            verifier.rules = rules
            work.outcome = verifier.verify()
            return work
        }
    }
}

/// Turns what the build, the type-checks and the runs produced into one article's verdict: a status
/// and captured output per sample, and located diagnostics.
struct DocumentVerifier {
    var work: DocumentWork
    var build: BuildOutcome
    var runs: [String: ProgramRun]
    var typeChecks: [String: TypeCheckResult]
    var timeout: Duration
    /// What each transcript line that names a command printed.
    var commandRuns: [CommandInvocation: ProcessOutput] = [:]
    /// How a transcript's shown output is read.
    var rules = TranscriptOutputRules()

    private var failed: Set<Int> = []
    private var outputs: [Int: String] = [:]
    private var diagnostics: [Diagnostic] = []

    init(
        work: DocumentWork, build: BuildOutcome, runs: [String: ProgramRun],
        typeChecks: [String: TypeCheckResult], timeout: Duration
    ) {
        self.work = work
        self.build = build
        self.runs = runs
        self.typeChecks = typeChecks
        self.timeout = timeout
    }

    /// The article's outcome, in the form the cache stores.
    mutating func verify() -> DocumentOutcome {
        let extraction = work.loaded.extraction
        diagnostics = work.loaded.fileDiagnostics + extraction.diagnostics
        failed = extraction.invalidSamples
        for target in work.programs {
            verify(target)
        }
        for command in work.commands {
            verify(command)
        }
        for check in work.typeChecks {
            verify(check.job, result: typeChecks[check.name])
        }
        let appleChecks = Dictionary(
            work.typeChecks.filter { $0.job.sample.kind == .apple }.map {
                ($0.job.sample.index, $0.job.mode.appleCheck)
            },
            uniquingKeysWith: { first, _ in first })
        // A listing passes when its code is its tests' and each of them passed.
        let failedTests = Set(
            extraction.samples.filter { failed.contains($0.index) }.compactMap(\.listingTest?.name))
        for sample in extraction.samples {
            if let link = sample.listing, !failedTests.isDisjoint(with: link.tests) {
                failed.insert(sample.index)
            }
        }
        let transcripts = TranscriptVerifier(
            work: work, build: build, runs: commandRuns, rules: rules, timeout: timeout
        ).verify()
        diagnostics += transcripts.diagnostics
        let lines = transcripts.transcripts.joined()
        let samples = extraction.samples.map { sample in
            DocumentOutcome.SampleOutcome(
                status: failed.contains(sample.index) ? .failed : sample.kind == .ignore ? .skipped : .passed,
                output: sample.listing == nil ? outputs[sample.index] : nil,
                appleCheck: appleChecks[sample.index],
                commandRuns: work.commands.contains { $0.sampleIndex == sample.index }
                    ? lines.count { $0.command == sample.index } : nil)
        }
        // A replayed block's error is met in each program that replays it: reported once.
        var seen: Set<Diagnostic> = []
        return DocumentOutcome(
            samples: samples, diagnostics: diagnostics.filter { seen.insert($0).inserted }.sorted(),
            transcripts: transcripts.transcripts)
    }

    /// A command's block passes when it builds: its runs are its transcripts' lines, checked there.
    private mutating func verify(_ command: CommandProgram) {
        let target = command.target
        if let messages = build.failedTargets[target.name] {
            diagnostics += messages.map { located($0, in: target.program) }
            failed.insert(command.sampleIndex)
        } else if build.builtTargets.contains(target.name) {
            diagnostics += build.warnings.filter { target.program.contains(path: $0.path, line: $0.line) }.map
            {
                located($0, in: target.program)
            }
        } else {
            failed.insert(command.sampleIndex)  // for a reason reported once, for the whole check
        }
    }

    private mutating func verify(_ target: ScratchTarget) {
        // A block replayed for what it declares is checked in its own program (NotebookSegments).
        let samples = target.program.samples.filter { !target.program.replayed.contains($0.index) }
        if let messages = build.failedTargets[target.name] {
            diagnostics += messages.map { located($0, in: target.program) }
            guard let replacement = build.repairs[target.name],
                let repair = NotebookRepair(target.program, errors: messages)
            else {
                failed.formUnion(samples.map(\.index))
                return
            }
            failed.formUnion(repair.failing.intersection(samples.map(\.index)))
            verify(repair, of: samples, replacement: replacement)
            return
        }
        guard build.builtTargets.contains(target.name), let run = runs[target.name] else {
            failed.formUnion(samples.map(\.index))  // for a reason reported once, for the whole check
            return
        }
        // A listing test that expects diagnostics is compared with its own compile's messages.
        diagnostics += build.warnings.filter {
            target.program.sample(atLine: $0.line)?.listingTest?.diagnostics.isEmpty ?? true
                && target.program.contains(path: $0.path, line: $0.line)
        }.map { located($0, in: target.program) }
        if samples.count == 1, let sample = samples.first, case .crashes(let expected) = sample.kind {
            verifyCrash(run, sample: sample, expected: expected)
            return
        }
        let stopped = run.process.succeeded ? nil : run.lastStartedSample
        // A run that stopped in a block ran again without it (RunPrograms.rerunningStopped).
        let repair = build.repairs[target.name].flatMap { replacement in
            RunPrograms.stoppedBlock(of: run).flatMap { NotebookRepair(target.program, stoppedAt: $0) }
                .map { (repair: $0, replacement: replacement) }
        }
        for sample in samples {
            guard let last = run.lastStartedSample, sample.index <= last else {
                if repair == nil { failed.insert(sample.index) }  // never reached
                continue
            }
            outputs[sample.index] = run.blockOutputs[sample.index] ?? ""
            if sample.index == stopped {
                failed.insert(sample.index)
                diagnostics.append(
                    stopDiagnostic(
                        run, sample: sample,
                        laterSamples: repair == nil ? samples.filter { $0.index > last }.count : 0))
            } else if let mismatch = OutputVerifier.mismatch(of: sample, output: outputs[sample.index] ?? "")
            {
                failed.insert(sample.index)
                diagnostics.append(mismatch)
            }
        }
        for sample in samples where sample.kind == .test && !failed.contains(sample.index) && repair == nil {
            verifyTests(of: sample, in: target.program, run: run)
        }
        verifyContainment(run)
        if let repair {
            verify(repair.repair, of: samples, replacement: repair.replacement)
        }
    }

    /// The blocks of `samples` that `repair` left out for what they use fail, each naming the
    /// failing block; the others are checked in `replacement`, the program built without them.
    private mutating func verify(_ repair: NotebookRepair, of samples: [Sample], replacement: ScratchTarget) {
        for sample in samples {
            guard let line = repair.dependents[sample.index] else { continue }
            failed.insert(sample.index)
            diagnostics.append(
                Diagnostic(
                    .error, .dependsOnFailingBlock,
                    "depends on the failing block at line \(line): it uses what that block declares, "
                        + "so it was not run",
                    path: sample.articlePath, line: sample.fenceLine, column: sample.fenceColumn))
        }
        verify(replacement)
    }

    /// A `test` block passes when it declares at least one test and each of them ran to its end
    /// without an issue. Its output is each test's verdict, as `swift test` prints them without
    /// their times; each issue is an error at its line (the failing `#expect`).
    private mutating func verifyTests(of sample: Sample, in program: ProgramSource, run: ProgramRun) {
        let location = (path: sample.articlePath, line: sample.fenceLine, column: sample.fenceColumn)
        guard let events = run.tests else {
            failed.insert(sample.index)
            diagnostics.append(
                Diagnostic(
                    .error, .testsDidNotRun,
                    "the program ended before its tests ran, so this block's tests did not run",
                    path: location.path, line: location.line, column: location.column))
            return
        }
        let tests = events.tests.filter { test in
            !test.isSuite && program.sample(atGeneratedLine: test.line)?.index == sample.index
        }.sorted { $0.line < $1.line }
        guard !tests.isEmpty else {
            failed.insert(sample.index)
            diagnostics.append(
                Diagnostic(
                    .error, .noTestsInSample,
                    "a test block declares at least one @Test function (or a @Suite type holding them); "
                        + "this one declares none", path: location.path, line: location.line,
                    column: location.column))
            return
        }
        outputs[sample.index] = tests.map { test in
            test.passed ? "✔ Test \(test.name) passed\n" : "✘ Test \(test.name) failed\n"
        }.joined()
        for test in tests where !test.passed {
            failed.insert(sample.index)
            let issues =
                test.issues.isEmpty
                ? [TestEvents.Issue(message: test.hasEnded ? "it was skipped" : "it did not end")]
                : test.issues
            for issue in issues {
                let isInSample =
                    issue.path == sample.articlePath
                    && issue.line.map { sample.contains(path: sample.articlePath, line: $0) } == true
                diagnostics.append(
                    Diagnostic(
                        .error, .testFailed, "test \(test.name) failed: \(issue.message)",
                        path: location.path, line: isInSample ? issue.line ?? location.line : location.line,
                        column: isInSample ? issue.column ?? location.column : location.column))
            }
        }
    }

    /// Reports, at the block running last, a program that left processes running or closed its
    /// stdout: what it did cannot be shown faithfully, so the block fails.
    private mutating func verifyContainment(_ run: ProgramRun) {
        guard let index = run.lastStartedSample,
            let sample = work.loaded.extraction.samples.first(where: { $0.index == index })
        else { return }
        var found: [(Diagnostic.Identifier, String)] = []
        let count = run.process.leftoverProcessCount
        if count > 0 {
            found.append(
                (
                    .programLeftProcessesRunning,
                    "the program ended with \(count) process\(count == 1 ? "" : "es") it started still "
                        + "running (started by this block or an earlier one); docbuild killed "
                        + "\(count == 1 ? "it" : "them"): wait for what a sample starts"
                ))
        }
        if run.closedStandardOutput {
            found.append(
                (
                    .programClosedStandardOutput,
                    "this block closed or replaced standard output: what the program printed after "
                        + "it cannot be shown or checked"
                ))
        }
        for (identifier, message) in found {
            failed.insert(index)
            diagnostics.append(
                Diagnostic(
                    .error, identifier, message, path: sample.articlePath, line: sample.fenceLine,
                    column: sample.fenceColumn))
        }
    }

    private mutating func verify(_ job: TypeCheckJob, result: TypeCheckResult?) {
        let sample = job.sample
        guard let result else {
            failed.insert(sample.index)
            return
        }
        if sample.listingTest != nil {
            verifyListingDiagnostics(result, of: sample, in: job.program)
            return
        }
        let errors = result.messages.filter { $0.severity == .error }
        switch sample.kind {
        case .compileFail where !sample.markedErrorLines.isEmpty:
            verifyMarkedErrors(errors, of: sample, in: job.program)
        case .compileFail(let expected):
            if errors.contains(where: { $0.message.contains(expected) }) {
                return
            }
            failed.insert(sample.index)
            if errors.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        .error, .compileFailCompiled,
                        "compile-fail sample compiled without errors; expected an error containing \"\(expected)\"",
                        path: sample.articlePath, line: sample.fenceLine, column: sample.fenceColumn))
            } else {
                diagnostics.append(
                    Diagnostic(
                        .error, .compileFailOtherError,
                        "compile-fail sample failed with a different error; expected one containing \"\(expected)\"",
                        path: sample.articlePath, line: sample.fenceLine, column: sample.fenceColumn,
                        explanation: errors.map { "line \($0.line): error: \($0.message)" }.joined(
                            separator: "\n")))
            }
        default:
            diagnostics += result.messages.filter { $0.severity != .note }.map {
                located($0, in: job.program)
            }
            if !errors.isEmpty || !result.succeeded && result.messages.isEmpty {
                failed.insert(sample.index)
                if errors.isEmpty {
                    diagnostics.append(
                        Diagnostic(
                            .error, .unlocatedCompilerFailure,
                            "swiftc failed on this sample without a located error",
                            path: sample.articlePath, line: sample.fenceLine, column: sample.fenceColumn))
                }
            }
        }
    }

    /// A listing test's diagnostics against the compiler's (``ListingDiagnostics``): each drift an
    /// error, a new message at its own line.
    private mutating func verifyListingDiagnostics(
        _ result: TypeCheckResult, of sample: Sample, in program: ProgramSource
    ) {
        let comparison = ListingDiagnostics(
            expected: sample.listingTest?.diagnostics ?? [], actual: result.messages, of: sample)
        var problems = comparison.drifts
        problems += comparison.new.map { message in
            var diagnostic = located(message, in: program)
            diagnostic.severity = .error
            return diagnostic
        }
        if !result.succeeded, !result.messages.contains(where: { $0.severity == .error }) {
            problems.append(
                Diagnostic(
                    .error, .unlocatedCompilerFailure, "swiftc failed on this test without a located error",
                    path: sample.articlePath, line: sample.fenceLine, column: sample.fenceColumn))
        }
        if !problems.isEmpty {
            failed.insert(sample.index)
            diagnostics += problems
        }
    }

    /// A sample whose lines a book's comments mark as errors: each marked line has an error, and no
    /// other line has one; each problem is an error at its line.
    private mutating func verifyMarkedErrors(
        _ errors: [CompilerMessage], of sample: Sample, in program: ProgramSource
    ) {
        let marked = Set(sample.markedErrorLines)
        let erring = Set(errors.map(\.line))
        let column = sample.fenceColumn
        var problems: [Diagnostic] = marked.subtracting(erring).sorted().map { line in
            Diagnostic(
                .error, .markedLineCompiled,
                "this line is marked as a compile error, but the compiler reported none on it",
                path: sample.articlePath, line: line, column: column)
        }
        problems += errors.filter { !marked.contains($0.line) }.map { error in
            var diagnostic = located(error, in: program)
            diagnostic.identifier = .compileFailOtherError
            diagnostic.message = "an error on a line not marked as one: " + error.message
            return diagnostic
        }
        if !problems.isEmpty {
            failed.insert(sample.index)
            diagnostics += problems
        }
    }

    /// A `crashes="text"` sample's program must stop on a Swift trap whose message contains
    /// `expected`; what it printed before is checked against its `// Prints` comments.
    ///
    /// Only the trap's own line of the crash log (`Fatal error: …`, `Precondition failed: …`,
    /// `Assertion failed: …`) is searched: the backtrace beneath quotes the sample's source, which
    /// would let any text written in the block match.
    private mutating func verifyCrash(_ run: ProgramRun, sample: Sample, expected: String) {
        let process = run.process
        outputs[sample.index] = run.blockOutputs[sample.index] ?? ""
        let trap = Self.trapMessage(in: process.standardError)
        let location = (path: sample.articlePath, line: sample.fenceLine, column: sample.fenceColumn)
        if process.timedOut || process.isOutputTruncated
            || process.signal != nil && run.lastStartedSample != sample.index
        {
            failed.insert(sample.index)
            diagnostics.append(stopDiagnostic(run, sample: sample, laterSamples: 0))
        } else if process.signal == nil {
            failed.insert(sample.index)
            let how =
                process.succeeded
                ? "ran to the end" : "exited with status \(process.exitStatus ?? -1)"
            diagnostics.append(
                Diagnostic(
                    .error, .expectedCrashDidNotHappen,
                    "the block was expected to crash with a message containing \"\(expected)\", but it \(how)",
                    path: location.path, line: location.line, column: location.column))
        } else if let marked = sample.markedCrashLine {
            // The book marks where it traps; any trap will do, at that line when the log says.
            let crashLine = Self.sampleLine(in: process.standardError, of: sample)
            // A listing test's `xx` says the statement above it traps, wherever the trap is.
            if let crashLine, crashLine != marked, sample.listingTest == nil {
                failed.insert(sample.index)
                diagnostics.append(
                    Diagnostic(
                        .error, .crashAtUnmarkedLine,
                        "the block crashed at line \(crashLine), not at the line marked as crashing",
                        path: sample.articlePath, line: marked, column: sample.fenceColumn))
            } else if let mismatch = OutputVerifier.mismatch(of: sample, output: outputs[sample.index] ?? "")
            {
                failed.insert(sample.index)
                diagnostics.append(mismatch)
            }
        } else if let trap, trap.contains(expected) {
            if let mismatch = OutputVerifier.mismatch(of: sample, output: outputs[sample.index] ?? "") {
                failed.insert(sample.index)
                diagnostics.append(mismatch)
            }
        } else {
            failed.insert(sample.index)
            let signal = process.signal.map(Self.signalName) ?? ""
            diagnostics.append(
                Diagnostic(
                    .error, .crashMessageMismatch,
                    "the block crashed (\(signal)) without a message containing \"\(expected)\"",
                    path: location.path, line: location.line, column: location.column,
                    explanation: trap.map { "the trap's message:\n  \($0)" }
                        ?? "no trap message in the crash log:\n"
                        + process.standardError.textLines.prefix(10).joined(separator: "\n")))
        }
    }

    /// The message of the Swift trap reported in `log`: what follows `Fatal error: `,
    /// `Precondition failed: ` or `Assertion failed: ` on its first such line.
    static func trapMessage(in log: String) -> String? {
        for line in log.textLines {
            for word in ["Fatal error", "Precondition failed", "Assertion failed"] {
                guard let range = line.range(of: word) else { continue }
                var message = line[range.upperBound...]
                if message.hasPrefix(":") { message = message.dropFirst() }
                return message.trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// A compiler message with its column moved to the Markdown file's: past the fence's indentation
    /// and a hidden line's `# `; with the compiler's notes outside the samples.
    private func located(_ message: CompilerMessage, in program: ProgramSource) -> Diagnostic {
        if message.program != nil, let first = program.samples.first {
            // A link error in code a library emitted into the program: no line of the samples is
            // to blame, so the program's first block is.
            return Diagnostic(
                message.severity, .linker, message.message, path: first.articlePath, line: first.fenceLine,
                column: first.fenceColumn)
        }
        var column = message.column
        if let sample = program.sample(atLine: message.line),
            let line = sample.lines.first(where: { $0.line == message.line })
        {
            column += sample.fenceColumn - 1 + (line.isHidden ? 2 : 0)
        }
        var diagnostic = Diagnostic(
            message.severity, message.isLinkError ? .linker : .compiler, message.message,
            path: message.path, line: message.line, column: column)
        if program.sample(atLine: message.line)?.listingTest != nil, !message.isLinkError {
            diagnostic.identifier = .listingNewDiagnostic
            diagnostic.message = "new diagnostic: \(message.severity.rawValue): \(message.message)"
        }
        // A note in the samples is a diagnostic of its own; the others (a candidate in a library)
        // go with the message they explain.
        diagnostic.notes = message.notes.filter { note in
            guard let path = note.path, let line = note.line else { return true }
            return !program.contains(path: path, line: line)
        }
        return diagnostic
    }

    /// The first line of `sample` that a crash log names (`Articles/A.md:12`), as the backtrace of a
    /// trap in it does.
    static func sampleLine(in log: String, of sample: Sample) -> Int? {
        let marker = sample.articlePath + ":"
        for logLine in log.split(separator: "\n") {
            guard let range = logLine.range(of: marker) else { continue }
            let digits = logLine[range.upperBound...].prefix(while: \.isNumber)
            if let number = Int(digits), sample.lines.contains(where: { $0.line == number }) {
                return number
            }
        }
        return nil
    }

    /// The report of a program that crashed, exited with a non-zero status or timed out, at the block
    /// that was running (and at the sample's own line when the crash log names one).
    private func stopDiagnostic(_ run: ProgramRun, sample: Sample, laterSamples: Int) -> Diagnostic {
        let process = run.process
        let log = process.standardError
        var line = sample.fenceLine
        var column = sample.fenceColumn
        if let named = Self.sampleLine(in: log, of: sample) {
            line = named
            column = 1
        }
        let fatal = log.split(separator: "\n").first {
            $0.contains("Fatal error") || $0.contains("Precondition failed")
        }
        var message: String
        var identifier = Diagnostic.Identifier.programExited
        if process.isOutputTruncated {
            identifier = .programOutputTruncated
            message =
                "output truncated after \(SampleRunner.outputLimit >> 20) MB while running this block; "
                + "the program was stopped"
        } else if process.timedOut {
            identifier = .programTimedOut
            message = "timed out after \(timeout) while running this block; the process tree was killed"
        } else if let signal = process.signal {
            identifier = .programCrashed
            message = "the program crashed (\(Self.signalName(signal)))"
            if let fatal {
                message += ": " + fatal.trimmingCharacters(in: .whitespaces)
            }
        } else {
            message = "the program exited with status \(process.exitStatus ?? -1)"
        }
        if line != sample.fenceLine {
            message += " (in the block at line \(sample.fenceLine))"
        }
        var explanation = log.textLines.filter { !$0.allSatisfy(\.isWhitespace) }.prefix(10)
            .joined(separator: "\n")
        if laterSamples > 0 {
            explanation += (explanation.isEmpty ? "" : "\n") + "\(laterSamples) later sample(s) did not run."
        }
        return Diagnostic(
            .error, identifier, message, path: sample.articlePath, line: line, column: column,
            explanation: explanation.isEmpty ? nil : explanation)
    }

    static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [
            4: "SIGILL, a Swift trap", 5: "SIGTRAP, a Swift trap", 6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE",
            9: "SIGKILL", 11: "SIGSEGV",
        ]
        return names[signal] ?? "signal \(signal)"
    }
}
