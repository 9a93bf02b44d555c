import DocBasics
import Foundation

/// Every diagnostic of a run as JSON, the file `--diagnostics-file PATH` writes, for editors and
/// CI annotations: DocC's diagnostics file (its `--diagnostics-file`, format 1.0.0) with each
/// diagnostic's identifier added, so that a tool that reads DocC's reads this one.
///
/// ```json
/// { "version": { "major": 1, "minor": 0, "patch": 0 },
///   "diagnostics": [
///     { "identifier": "docbuild.PrintsMismatch", "severity": "error",
///       "source": "file:///pkg/Articles/Start.md",
///       "range": { "start": { "line": 12, "column": 15 }, "end": { "line": 12, "column": 15 } },
///       "summary": "the block printed …", "explanation": "expected: …",
///       "notes": [], "solutions": [] } ] }
/// ```
///
/// A position without a column (a problem with a whole line) has column 1; a diagnostic of the
/// whole run (the package failed to build) has no `source` or `range`. `severity` is `error`,
/// `warning` or `note`.
enum DiagnosticsFile {
    /// The format's version: DocC's, whose readers check its major version.
    static let version = Version(major: 1, minor: 0, patch: 0)

    struct Version: Encodable {
        var major: Int
        var minor: Int
        var patch: Int
    }

    struct Range: Encodable {
        struct Location: Encodable {
            var line: Int
            var column: Int
        }

        var start: Location
        var end: Location
    }

    struct Note: Encodable {
        var source: String?
        var range: Range?
        var message: String
    }

    struct Entry: Encodable {
        var identifier: String
        var severity: String
        var source: String?
        var range: Range?
        var summary: String
        var explanation: String?
        var notes: [Note]
        /// DocC's fixes; docbuild proposes none.
        var solutions: [String] = []
    }

    struct File: Encodable {
        var version = DiagnosticsFile.version
        var diagnostics: [Entry]
    }

    /// The file's bytes for `diagnostics`, their paths relative to `packageDirectory` made
    /// `file://` URLs.
    static func data(for diagnostics: [Diagnostic], packageDirectory: String) throws -> Data {
        func source(_ path: String?) -> String? {
            path.map {
                URL(fileURLWithPath: $0.hasPrefix("/") ? $0 : "\(packageDirectory)/\($0)").absoluteString
            }
        }
        func range(_ line: Int?, _ column: Int?) -> Range? {
            line.map {
                Range(start: .init(line: $0, column: column ?? 1), end: .init(line: $0, column: column ?? 1))
            }
        }
        let entries = diagnostics.map { diagnostic in
            Entry(
                identifier: diagnostic.identifier.rawValue, severity: diagnostic.severity.rawValue,
                source: source(diagnostic.path),
                range: diagnostic.range.map {
                    Range(
                        start: .init(line: $0.start.line, column: $0.start.column ?? 1),
                        end: .init(line: $0.end.line, column: $0.end.column ?? 1))
                },
                summary: diagnostic.message, explanation: diagnostic.explanation,
                notes: diagnostic.notes.map {
                    Note(source: source($0.path), range: range($0.line, $0.column), message: $0.message)
                })
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(File(diagnostics: entries))
    }

    /// Writes the file for `diagnostics` at `path` (absolute), whole or not at all.
    static func write(_ diagnostics: [Diagnostic], to path: String, packageDirectory: String) throws {
        try data(for: diagnostics, packageDirectory: packageDirectory).write(
            to: URL(fileURLWithPath: path), options: .atomic)
    }
}
