import Foundation

/// The comments by which a book marks a listing that must not compile or must trap, on the line
/// that fails: `x = 3 // Error`, `// this triggers a runtime error`. `docbuild.json` names the
/// phrases (its `errorMarkers`); none are known by default.
///
/// A marked sample is checked as the book means it, more strictly than a `compile-fail` fence: each
/// line marked for the compiler must have an error, and no other line may; a line marked for the run
/// must be where the program traps.
///
/// ```swift
/// let markers = ErrorMarkers(compile: ["// Error"], crash: ["// this triggers a runtime error"])
/// ```
package struct ErrorMarkers: Hashable, Sendable {
    /// Phrases that mark a line the compiler must reject.
    package var compile: [String]
    /// Phrases that mark the line a run must trap at.
    package var crash: [String]

    package init(compile: [String] = [], crash: [String] = []) {
        self.compile = compile
        self.crash = crash
    }

    package var isEmpty: Bool { compile.isEmpty && crash.isEmpty }

    /// `extraction` with each sample that has no fence word of its own and a marked line made a
    /// sample that must fail there: ``SampleKind/compileFail(expected:)`` with its
    /// ``Sample/markedErrorLines``, or else ``SampleKind/crashes(expected:)`` with its
    /// ``Sample/markedCrashLine``.
    package func apply(to extraction: SampleExtraction) -> SampleExtraction {
        guard !isEmpty else { return extraction }
        var extraction = extraction
        for index in extraction.samples.indices
        where extraction.samples[index].kind == .run && extraction.samples[index].include == nil {
            let lines = extraction.samples[index].lines
            let errors = lines.filter { Self.marks($0.text, with: compile) }.map(\.line)
            if !errors.isEmpty {
                extraction.samples[index].kind = .compileFail(expected: "")
                extraction.samples[index].markedErrorLines = errors
            } else if let crash = lines.first(where: { Self.marks($0.text, with: crash) }) {
                extraction.samples[index].kind = .crashes(expected: "")
                extraction.samples[index].markedCrashLine = crash.line
                extraction.samples[index].isIsolated = true
            }
        }
        return extraction
    }

    /// Whether `line` holds one of `phrases` in its comment, as a whole phrase (`// Error` marks
    /// `x = 3 // Error` and `// Error: x is a constant`, not `// Errors are values`), ignoring case.
    static func marks(_ line: String, with phrases: [String]) -> Bool {
        guard let comment = line.range(of: "//") else { return false }
        let text = line[comment.lowerBound...]
        return phrases.contains { phrase in
            var searched = text[...]
            while let found = searched.range(of: phrase, options: .caseInsensitive) {
                let next = searched[found.upperBound...].first
                if next.map({ !$0.isLetter && !$0.isNumber }) ?? true { return true }
                searched = searched[found.upperBound...]
            }
            return false
        }
    }
}
