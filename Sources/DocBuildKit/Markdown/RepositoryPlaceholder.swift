import Foundation

/// Replaces `{{repository}}` in an article with the repository URL of `docbuild.json`, so that an
/// article can write `.package(url: "{{repository}}", …)` and the URL is kept in one place.
///
/// The placeholder is replaced in prose and in every fenced block but a Swift sample: a sample is
/// compiled as written, and a placeholder there is the compiler's error to report. A `swift
/// ignore` block is shown and never compiled (a package manifest, say), so it is replaced there. Write
/// `\{{repository}}` for the placeholder itself, as this comment does. The replacement happens on
/// the text, before it is parsed, and keeps every line where it was, so diagnostics still point
/// at the article's lines.
///
/// ```swift
/// let (text, problems) = RepositoryPlaceholder.substitute(
///     in: "Clone {{repository}}.", path: "Articles/Start.md", repository: "https://example.com/x")
/// // text == "Clone https://example.com/x.", problems == []
/// ```
enum RepositoryPlaceholder {
    /// The placeholder, as written in an article.
    static let placeholder = "{{repository}}"
    /// How an article writes the placeholder itself.
    static let escaped = "\\{{repository}}"

    /// `text` with each placeholder outside Swift samples replaced by `repository`.
    ///
    /// - Parameters:
    ///   - text: The article.
    ///   - path: The article's path, for diagnostics.
    ///   - repository: The `repository` of `docbuild.json`, or `nil` when it has none.
    /// - Returns: The text, and an error at each placeholder when there is no repository to put
    ///   there (the placeholder is then left as it is).
    static func substitute(
        in text: String, path: String, repository: String?
    ) -> (text: String, diagnostics: [Diagnostic]) {
        guard text.contains(placeholder) else { return (text, []) }
        let separator = text.contains("\r\n") ? "\r\n" : "\n"
        var fence = FenceTracker()
        var diagnostics: [Diagnostic] = []
        var lines: [String] = []
        for (index, line) in text.textLines.enumerated() {
            let isSwift = fence.isInsideSwiftBlock(after: line)
            guard !isSwift, line.contains(placeholder) else {
                lines.append(String(line))
                continue
            }
            guard let repository else {
                diagnostics += columns(of: line).map { column in
                    Diagnostic(
                        .error, .repositoryNotConfigured,
                        "'\(placeholder)' needs a repository: set \"repository\" in docbuild.json",
                        path: path, line: index + 1, column: column)
                }
                lines.append(line.replacingOccurrences(of: escaped, with: placeholder))
                continue
            }
            lines.append(replace(in: String(line), with: repository))
        }
        return (lines.joined(separator: separator), diagnostics)
    }

    /// `line` with each placeholder replaced by `repository`, and each escaped one unescaped.
    private static func replace(in line: String, with repository: String) -> String {
        line.components(separatedBy: escaped)
            .map { $0.replacingOccurrences(of: placeholder, with: repository) }
            .joined(separator: placeholder)
    }

    /// The 1-based columns, in characters, of the placeholders in `line` that are not escaped.
    private static func columns(of line: Substring) -> [Int] {
        var columns: [Int] = []
        var searchStart = line.startIndex
        while let found = line.range(of: placeholder, range: searchStart..<line.endIndex) {
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
