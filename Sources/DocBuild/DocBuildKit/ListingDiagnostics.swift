import DocBasics
import Doctest
import SampleToolchain

/// A listing test's expected diagnostics (its `!!` and `!$` lines) against the compiler's errors
/// and warnings, matched as the book means them.
///
/// An expected one the compiler gives with the same severity and message, at the test's line it
/// names (anywhere for `!$`), passes. Of the others, one the compiler gives with another message
/// at the same place (the first of the same severity, for `!$`) has *changed*, and one it does
/// not give is *no longer diagnosed*: each an error at its marker's line. The compiler's messages
/// left over are *new*. Notes are not compared: they explain the message before them, in words
/// that follow the compiler's fix-its.
///
/// ```swift
/// let comparison = ListingDiagnostics(expected: test.diagnostics, actual: messages, of: sample)
/// comparison.drifts  // [docbuild.ListingDiagnosticChanged at the `!$` line]
/// ```
struct ListingDiagnostics {
    /// The changed and no longer given diagnostics, at their markers' lines.
    var drifts: [Diagnostic] = []
    /// The compiler's errors and warnings no expectation accounts for.
    var new: [CompilerMessage] = []

    init(expected: [ExpectedDiagnostic], actual messages: [CompilerMessage], of sample: Sample) {
        var actual = messages.filter { $0.severity != .note }.map(Self.withoutGroup)
        /// The test program's line of a message, from 1, as `!!` lines count them.
        func programLine(_ message: CompilerMessage) -> Int? {
            sample.lines.firstIndex { $0.line == message.line }.map { $0 + 1 }
        }
        func isAtItsPlace(_ message: CompilerMessage, _ expectation: ExpectedDiagnostic) -> Bool {
            message.severity == expectation.severity
                && (expectation.programLine.map { $0 == programLine(message) } ?? true)
        }
        var unmatched: [ExpectedDiagnostic] = []
        for expectation in expected {
            if let found = actual.firstIndex(where: {
                isAtItsPlace($0, expectation) && $0.message == expectation.message
            }) {
                actual.remove(at: found)
            } else {
                unmatched.append(expectation)
            }
        }
        for expectation in unmatched {
            if let found = actual.firstIndex(where: { isAtItsPlace($0, expectation) }) {
                drifts.append(Self.changed(expectation, to: actual.remove(at: found), in: sample))
            } else {
                drifts.append(Self.noLongerGiven(expectation, in: sample))
            }
        }
        new = actual
    }

    private static func changed(
        _ expectation: ExpectedDiagnostic, to message: CompilerMessage, in sample: Sample
    )
        -> Diagnostic
    {
        let severity = expectation.severity.rawValue
        return Diagnostic(
            .error, .listingDiagnosticChanged,
            "the compiler's \(severity) changed: expected \"\(expectation.message)\", got \"\(message.message)\"",
            path: sample.articlePath, line: expectation.line, column: expectation.column,
            explanation: "expected: \(severity): \(expectation.message)\nactual (line \(message.line)): "
                + "\(message.severity.rawValue): \(message.message)")
    }

    private static func noLongerGiven(_ expectation: ExpectedDiagnostic, in sample: Sample) -> Diagnostic {
        Diagnostic(
            .error, .listingNoLongerDiagnosed,
            "no longer diagnosed: the compiler gives no \(expectation.severity.rawValue): \(expectation.message)"
                + (expectation.programLine.map { " at the test's line \($0)" } ?? ""),
            path: sample.articlePath, line: expectation.line, column: expectation.column)
    }

    /// `message` without the group the compiler now ends it with (` [#DeprecatedDeclaration]`),
    /// which the book's expected output, written before groups existed, never shows.
    static func withoutGroup(_ message: CompilerMessage) -> CompilerMessage {
        var message = message
        if let group = message.message.firstMatch(of: #/ \[#[A-Za-z0-9-]+\]$/#) {
            message.message.removeSubrange(group.range)
        }
        return message
    }
}
