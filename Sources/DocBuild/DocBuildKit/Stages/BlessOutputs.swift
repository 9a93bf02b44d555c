import DocBasics
import Doctest
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--bless`: rewrites, in its file, the expected output of every sample that failed by its output
/// alone (``OutputBless``), and the lines under every transcript prompt whose command printed
/// other than they show, and says what it changed as a unified diff.
///
/// A sample that did not compile, that trapped, or that failed in any other way besides is left as
/// it is (its failure is reported as before); so is one whose output cannot be shared out among its
/// comments, with a warning at its line. Each file is written whole or not at all: to a file beside
/// it, then renamed over it. No baseline is read or written: every failing sample is blessed.
enum BlessOutputs {
    struct Result {
        /// The unified diff of every file changed, or that would be with `--dry-run`.
        var diff = ""
        /// The samples whose expected output was (or would be) rewritten.
        var sampleCount = 0
        /// The transcript lines whose shown output was (or would be) rewritten.
        var transcriptLineCount = 0
        /// The files changed, relative to the package.
        var files: [String] = []
        /// A warning for each sample the rewrite left alone for a reason of its own.
        var diagnostics: [Diagnostic] = []
    }

    /// The identifiers of a failure by output alone.
    private static let outputMismatches: Set<Diagnostic.Identifier> = [
        .printsMismatch, .listingOutputMismatch,
    ]

    /// Rewrites the expected outputs of `report`'s samples, or with `dryRun` only works out the diff.
    ///
    /// - Throws: ``EnvironmentError`` when a file cannot be read or written.
    static func run(
        _ report: CheckReport, packageDirectory: String, rules: TranscriptOutputRules = .init(), dryRun: Bool
    ) throws -> Result {
        var result = Result()
        var files: [String: EditedFile] = [:]
        var order: [String] = []
        func open(_ path: String) throws {
            guard files[path] == nil else { return }
            files[path] = try EditedFile(reading: "\(packageDirectory)/\(path)", displayPath: path)
            order.append(path)
        }
        for document in report.checked {
            for transcript in document.transcripts {
                let path = transcript.transcript.path
                let mismatches = Set(
                    document.problems(of: transcript).filter { $0.identifier == .transcriptMismatch }
                        .compactMap(\.line))
                for (command, outcome) in zip(transcript.transcript.commands, transcript.commands) {
                    guard mismatches.contains(command.line), let output = outcome.output else { continue }
                    try open(path)
                    let edit = OutputBless.edit(
                        for: command, output: output, rules: rules, fileLines: files[path]!.original)
                    if files[path]!.add([edit]) == nil { result.transcriptLineCount += 1 }
                }
            }
            for sampleResult in document.results {
                let sample = sampleResult.sample
                guard let output = sampleResult.output else { continue }
                let errors = document.problems(of: sample).filter { $0.severity == .error }
                guard !errors.isEmpty, errors.allSatisfy({ outputMismatches.contains($0.identifier) }) else {
                    continue
                }
                let path = sample.articlePath
                try open(path)
                let refusal: OutputBless.Refusal?
                // Every sample's lines are the original file's: the edits are made together.
                switch OutputBless.edits(for: sample, output: output, fileLines: files[path]!.original) {
                case .success(let edits): refusal = files[path]!.add(edits)
                case .failure(let reason): refusal = reason
                }
                if let refusal {
                    result.diagnostics.append(
                        Diagnostic(
                            .warning, .cannotBless, "left as it is by --bless: \(refusal.message)",
                            path: path, line: refusal.line, column: 1))
                } else {
                    result.sampleCount += 1
                }
            }
        }
        for path in order {
            guard let file = files[path] else { continue }
            let lines = file.lines
            guard lines != file.original else { continue }
            result.diff += LineDiff.unified(from: file.original, to: lines, path: path)
            result.files.append(path)
            if !dryRun { try file.write(to: "\(packageDirectory)/\(path)") }
        }
        return result
    }

    /// A file's lines and their line breaks, with the edits made so far.
    private struct EditedFile {
        let displayPath: String
        let original: [String]
        /// Each original line's break: `\n`, `\r\n`, or nothing for a last line without one.
        let originalBreaks: [String]
        /// The edits made so far.
        var edits: [OutputBless.LineEdit] = []

        init(reading path: String, displayPath: String) throws {
            self.displayPath = displayPath
            let text: String
            do {
                text = try String(contentsOfFile: path, encoding: .utf8)
            } catch {
                throw EnvironmentError(
                    .cannotWrite, "cannot read \(displayPath) to bless it: \(error.localizedDescription)")
            }
            var lines: [String] = []
            var breaks: [String] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let hasReturn = line.hasSuffix("\r")
                lines.append(String(hasReturn ? line.dropLast() : line))
                breaks.append(hasReturn ? "\r\n" : "\n")
            }
            // The text after the last break is a line only when it is not empty.
            if lines.last == "" {
                lines.removeLast()
                breaks.removeLast()
            } else {
                breaks[breaks.count - 1] = ""
            }
            original = lines
            originalBreaks = breaks
        }

        /// The lines with the edits made.
        var lines: [String] { OutputBless.applying(edits, to: original) }

        /// Each edited line's break: a replacement line takes the break of the line it replaces;
        /// the last, that of the last line replaced (none, at the end of a file without one).
        var breaks: [String] {
            let breakEdits = edits.map { edit in
                let first = originalBreaks[edit.lines.lowerBound - 1]
                let last = originalBreaks[edit.lines.upperBound - 2]
                return OutputBless.LineEdit(
                    lines: edit.lines,
                    replacement: edit.replacement.indices.map {
                        $0 == edit.replacement.count - 1 ? last : first.isEmpty ? "\n" : first
                    })
            }
            return OutputBless.applying(breakEdits, to: originalBreaks)
        }

        /// Adds one sample's edits, unless one overlaps another sample's (a block two listing
        /// tests share may be blessed by both, alike, once); the reason it was not.
        mutating func add(_ new: [OutputBless.LineEdit]) -> OutputBless.Refusal? {
            let fresh = new.filter { !edits.contains($0) }
            if let clash = fresh.first(where: { edit in edits.contains { $0.lines.overlaps(edit.lines) } }) {
                return OutputBless.Refusal(
                    message: "another test expects other output at these lines", line: clash.lines.lowerBound)
            }
            edits += fresh
            return nil
        }

        /// Writes the lines to `path` whole: to a file beside it, renamed over it.
        func write(to path: String) throws {
            let text = zip(lines, breaks).map { $0 + $1 }.joined()
            let directory = (path as NSString).deletingLastPathComponent
            let temporary = "\(directory)/.\((path as NSString).lastPathComponent).docbuild-bless"
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
                let attributes = try FileManager.default.attributesOfItem(atPath: path)
                if let permissions = attributes[.posixPermissions] {
                    try FileManager.default.setAttributes(
                        [.posixPermissions: permissions], ofItemAtPath: temporary)
                }
            } catch {
                try? FileManager.default.removeItem(atPath: temporary)
                throw EnvironmentError(
                    .cannotWrite, "cannot bless \(displayPath): \(error.localizedDescription)")
            }
            FaultInjection.killPoint("bless.file")
            guard rename(temporary, path) == 0 else {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(atPath: temporary)
                throw EnvironmentError(.cannotWrite, "cannot bless \(displayPath): \(reason)")
            }
        }
    }
}
