import DocBasics
import Foundation

/// Replaces `{{repository}}` and `{{version}}` in an article with the repository URL and the
/// version of `docbuild.json`, so that an article can write
/// `.package(url: "{{repository}}", from: "{{version}}")` and each value is kept in one place;
/// and so for each name of `docbuild.json`'s `placeholders` (an install command, say).
///
/// A placeholder is replaced in prose and in every fenced block but a Swift sample: a sample is
/// compiled as written, and a placeholder there is the compiler's error to report. A `swift
/// ignore` block is shown and never compiled (a package manifest, say), so it is replaced there.
/// Write `\{{repository}}` for the placeholder itself, as this comment does. The replacement
/// happens on the text, before it is parsed, and keeps every line where it was, so diagnostics
/// still point at the article's lines.
///
/// ```swift
/// let (text, problems) = ConfigurationPlaceholders.substitute(
///     in: "Clone {{repository}}.", path: "Articles/Start.md",
///     placeholders: [.repository("https://example.com/x")])
/// // text == "Clone https://example.com/x.", problems == []
/// ```
package enum ConfigurationPlaceholders {
    /// One placeholder: its name, what it stands for (`nil` when `docbuild.json` does not say),
    /// and the error an article that uses it without a value gets (`nil` for one that always has
    /// its value).
    package struct Placeholder: Sendable {
        var name: String
        var value: String?
        var identifier: Diagnostic.Identifier?

        /// `{{name}}`, as written in an article.
        var written: String { "{{\(name)}}" }
        /// How an article writes the placeholder itself.
        var escaped: String { "\\{{\(name)}}" }

        /// `{{repository}}`: the `repository` of `docbuild.json`.
        package static func repository(_ value: String?) -> Self {
            Self(name: "repository", value: value, identifier: .repositoryNotConfigured)
        }

        /// `{{version}}`: the `version` of `docbuild.json`.
        package static func version(_ value: String?) -> Self {
            Self(name: "version", value: value, identifier: .versionNotConfigured)
        }

        /// `{{name}}`: one of `docbuild.json`'s `placeholders`, which always has its value.
        package static func named(_ name: String, _ value: String) -> Self {
            Self(name: name, value: value, identifier: nil)
        }
    }

    /// `text` with each placeholder outside Swift samples replaced by its value.
    ///
    /// - Parameters:
    ///   - text: The article.
    ///   - path: The article's path, for diagnostics.
    ///   - placeholders: The placeholders and their values.
    /// - Returns: The text, and an error at each placeholder that has no value (that placeholder
    ///   is then left as it is).
    package static func substitute(
        in text: String, path: String, placeholders: [Placeholder]
    ) -> (text: String, diagnostics: [Diagnostic]) {
        let used = placeholders.filter { text.containsBytes(of: $0.written) }
        guard !used.isEmpty else { return (text, []) }
        let separator = text.contains("\r\n") ? "\r\n" : "\n"
        var fence = FenceTracker()
        var diagnostics: [Diagnostic] = []
        var lines: [String] = []
        for (index, line) in text.textLines.enumerated() {
            let isSwift = fence.isInsideSwiftBlock(after: line)
            // Columns are the article's: each placeholder's are found in the line as written.
            var replaced = String(line)
            for placeholder in used where !isSwift && replaced.contains(placeholder.written) {
                guard let value = placeholder.value else {
                    guard let identifier = placeholder.identifier else {
                        preconditionFailure("a named placeholder always has its value")
                    }
                    diagnostics += columns(of: placeholder, in: line).map { column in
                        Diagnostic(
                            .error, identifier,
                            "'\(placeholder.written)' needs a value: set \"\(placeholder.name)\" in docbuild.json",
                            path: path, line: index + 1, column: column)
                    }
                    replaced = replaced.replacingOccurrences(
                        of: placeholder.escaped, with: placeholder.written)
                    continue
                }
                replaced = replace(placeholder, in: replaced, with: value)
            }
            lines.append(replaced)
        }
        return (lines.joined(separator: separator), diagnostics.sorted())
    }

    /// `line` with each `placeholder` replaced by `value`, and each escaped one unescaped.
    private static func replace(_ placeholder: Placeholder, in line: String, with value: String) -> String {
        line.components(separatedBy: placeholder.escaped)
            .map { $0.replacingOccurrences(of: placeholder.written, with: value) }
            .joined(separator: placeholder.written)
    }

    /// The 1-based columns, in characters, of `placeholder` in `line` where it is not escaped.
    private static func columns(of placeholder: Placeholder, in line: Substring) -> [Int] {
        var columns: [Int] = []
        var searchStart = line.startIndex
        while let found = line.range(of: placeholder.written, range: searchStart..<line.endIndex) {
            let isEscaped =
                found.lowerBound > line.startIndex && line[line.index(before: found.lowerBound)] == "\\"
            if !isEscaped { columns.append(line.distance(from: line.startIndex, to: found.lowerBound) + 1) }
            searchStart = found.upperBound
        }
        return columns
    }
}

/// Follows the fenced code blocks of a Markdown text line by line, as CommonMark opens and closes
/// them: a fence is three or more backticks or tildes, indented by at most three spaces, and a
/// block is closed by a fence of the same character at least as long, with nothing after it.
private struct FenceTracker {
    private var open: (character: Character, length: Int, isSwift: Bool)?

    /// Whether `line` belongs to a Swift sample (a `swift` block that is not `ignore`), its fences
    /// included; reads the line first.
    mutating func isInsideSwiftBlock(after line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " }
        guard line.count - trimmed.count <= 3, let first = trimmed.first, first == "`" || first == "~" else {
            return open?.isSwift ?? false
        }
        let length = trimmed.prefix { $0 == first }.count
        let info = trimmed.dropFirst(length).trimmingCharacters(in: .whitespaces)
        guard length >= 3 else { return open?.isSwift ?? false }
        if let current = open {
            if first == current.character, length >= current.length, info.isEmpty { open = nil }
            return current.isSwift
        }
        if first == "`", info.contains("`") { return false }  // an inline code span, not a fence
        let words = info.split(whereSeparator: \.isWhitespace)
        let isSwift = words.first == "swift" && !words.contains("ignore")
        open = (first, length, isSwift)
        return isSwift
    }
}
