/// A problem in the user's content, located in a file: a sample that fails, an unknown fence word,
/// a `// Prints` mismatch.
///
/// Diagnostics are values: every stage collects them, and they are printed together at the end by a
/// ``DiagnosticFormatter``, so one run reports every problem rather than the first.
///
/// ```swift
/// Diagnostic(.error, "unknown fence word 'norun'", path: "Articles/Intro.md", line: 12, column: 1)
/// ```
package struct Diagnostic: Hashable, Sendable, Codable {
    /// How bad the problem is; only errors fail a check.
    package enum Severity: String, Hashable, Sendable, Codable {
        case error
        case warning
        case note
    }

    package var severity: Severity
    /// The one-line summary.
    package var message: String
    /// The file the problem is in, relative to the package (e.g. `Articles/Intro.md`); `nil` for a
    /// problem with no place, such as a build that failed outside every article.
    package var path: String?
    /// 1-based; `nil` when the problem concerns the whole file.
    package var line: Int?
    /// 1-based.
    package var column: Int?
    /// Lines printed beneath the source excerpt: expected and actual output, a diff, the tail of a
    /// crash log.
    package var explanation: String?

    package init(
        _ severity: Severity,
        _ message: String,
        path: String? = nil,
        line: Int? = nil,
        column: Int? = nil,
        explanation: String? = nil
    ) {
        self.severity = severity
        self.message = message
        self.path = path
        self.line = line
        self.column = column
        self.explanation = explanation
    }

    /// `path:line:column`, as far as it is known.
    package var location: String? {
        guard let path else { return nil }
        guard let line else { return path }
        return "\(path):\(line):\(column ?? 1)"
    }
}

extension Diagnostic: Comparable {
    /// Orders by file, then line, then column, so that reports read top to bottom.
    package static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.path ?? "", lhs.line ?? 0, lhs.column ?? 0, lhs.message)
            < (rhs.path ?? "", rhs.line ?? 0, rhs.column ?? 0, rhs.message)
    }
}
