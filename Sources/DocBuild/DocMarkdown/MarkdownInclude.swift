import DocBasics
import Foundation

/// Replaces a paragraph that is only `{{#include path}}` with the blocks of the Markdown file at
/// `path`, relative to the package, as mdBook's `{{#include}}` does: so that a page can show a
/// file a tool writes, a benchmark's results table say, without anyone copying it in by hand.
///
/// ```markdown
/// The figures of the last run:
///
/// {{#include Benchmarks/Results/compare-benchmark.md}}
/// ```
///
/// As in mdBook, a part of the file can be named after its path: `file.md:name` is the lines
/// between the lines that hold `ANCHOR: name` and `ANCHOR_END: name` (in a Markdown file, an
/// HTML comment: `<!-- ANCHOR: time -->`), and `file.md:3:10`, `file.md:3:` and `file.md::10`
/// are lines by number, from 1, both ends included. Lines that mark an anchor are never shown.
///
/// The included file is content, not a sample: it may hold no `swift` block (a sample there would
/// be checked at lines of another file) and no include of its own. Its links are resolved from the
/// article that includes it. A path outside the package, a missing file, or a file that is not
/// UTF-8 Markdown is an error at the paragraph, and the paragraph is shown as written.
package enum MarkdownInclude {
    /// The directive's opening, as written in an article.
    static let opening = "{{#include "

    /// `document` with each include paragraph replaced by the blocks of its file.
    ///
    /// - Parameters:
    ///   - document: The parsed article.
    ///   - packageDirectory: The package the paths are relative to; `nil` when there is none,
    ///     which makes every include an error.
    /// - Returns: The document, and an error at each include that could not be read.
    package static func expand(
        _ document: MarkdownDocument, packageDirectory: String?
    ) -> (document: MarkdownDocument, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var blocks: [MarkdownBlock] = []
        for block in document.blocks {
            guard case .paragraph(let inlines, let range) = block, let path = includedPath(inlines) else {
                blocks.append(block)
                continue
            }
            switch read(path, packageDirectory: packageDirectory) {
            case .success(let included):
                blocks += included.blocks
            case .failure(let problem):
                blocks.append(block)
                diagnostics.append(
                    Diagnostic(
                        .error, .invalidInclude, "{{#include \(path)}}: \(problem.message)",
                        path: document.path,
                        line: range.start.line, column: range.start.column))
            }
        }
        var expanded = document
        expanded.blocks = blocks
        return (expanded, diagnostics)
    }

    /// The path of a paragraph that is one include directive and nothing else.
    private static func includedPath(_ inlines: [MarkdownInline]) -> String? {
        var text = ""
        for inline in inlines {
            guard case .text(let part) = inline else { return nil }
            text += part
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix(opening), trimmed.hasSuffix("}}") else { return nil }
        let path = trimmed.dropFirst(opening.count).dropLast(2).trimmingCharacters(in: .whitespaces)
        return path.isEmpty ? nil : path
    }

    struct Problem: Error {
        var message: String
    }

    /// The parsed file at `reference` (a path, and an anchor or lines after a `:`), or why it
    /// cannot be included.
    private static func read(_ reference: String, packageDirectory: String?) -> Result<
        MarkdownDocument, Problem
    > {
        let parts = reference.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        guard let packageDirectory else { return .failure(Problem(message: "includes need a package")) }
        guard SitePath.staysInsidePackage(path) else {
            return .failure(Problem(message: "the file must be inside the package"))
        }
        guard path.hasSuffix(".md") else {
            return .failure(Problem(message: "only a Markdown (.md) file can be included"))
        }
        let url = URL(fileURLWithPath: packageDirectory).appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .failure(Problem(message: "the file does not exist"))
        }
        guard let whole = String(data: data, encoding: .utf8) else {
            return .failure(Problem(message: "the file is not UTF-8"))
        }
        let text: String
        switch part(of: whole, parts.count == 2 ? String(parts[1]) : nil) {
        case .success(let lines): text = lines
        case .failure(let problem): return .failure(problem)
        }
        let included = CMarkParser.parse(text, path: path)
        for block in included.blocks {
            if case .paragraph(let inlines, _) = block, includedPath(inlines) != nil {
                return .failure(Problem(message: "an included file cannot include another"))
            }
            if case .codeBlock(let code) = block, code.isFenced, code.language == "swift" {
                return .failure(
                    Problem(message: "an included file cannot hold Swift samples; put them in the article"))
            }
        }
        return .success(included)
    }

    /// The lines of `text` that `selector` names (an anchor, or a range of lines), without the
    /// lines that mark anchors; all of them when `selector` is `nil`.
    static func part(of text: String, _ selector: String?) -> Result<String, Problem> {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func isMarker(_ line: Substring) -> Bool {
            anchorName(line, "ANCHOR") != nil || anchorName(line, "ANCHOR_END") != nil
        }
        func shown(_ range: Range<Int>) -> String {
            lines[range].filter { !isMarker($0) }.joined(separator: "\n") + "\n"
        }
        guard let selector else { return .success(shown(lines.indices)) }
        let bounds = selector.split(separator: ":", omittingEmptySubsequences: false)
        if bounds.allSatisfy({ $0.allSatisfy(\.isNumber) }), bounds.count <= 2, !selector.isEmpty {
            let first = bounds[0].isEmpty ? 1 : Int(bounds[0]) ?? 0
            let last = bounds.count == 1 ? first : bounds[1].isEmpty ? lines.count : Int(bounds[1]) ?? 0
            guard first >= 1, first <= last, last <= lines.count else {
                return .failure(
                    Problem(message: "lines \(selector) are not lines of the file (1-\(lines.count))"))
            }
            return .success(shown((first - 1)..<last))
        }
        guard let start = lines.firstIndex(where: { marks($0, "ANCHOR", selector) }) else {
            return .failure(Problem(message: "the file has no line marked ANCHOR: \(selector)"))
        }
        guard let end = lines[(start + 1)...].firstIndex(where: { marks($0, "ANCHOR_END", selector) }) else {
            return .failure(
                Problem(message: "anchor '\(selector)' has no line marked ANCHOR_END: \(selector)"))
        }
        return .success(shown((start + 1)..<end))
    }

    /// The name `line` marks with `keyword` (`ANCHOR` or `ANCHOR_END`), as mdBook finds it:
    /// `keyword:`, optional spaces, then letters, digits, `_` and `-`.
    private static func anchorName(_ line: Substring, _ keyword: String) -> Substring? {
        guard let found = line.range(of: keyword + ":") else { return nil }
        let rest = line[found.upperBound...].drop { $0 == " " || $0 == "\t" }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        return name.isEmpty ? nil : name
    }

    private static func marks(_ line: Substring, _ keyword: String, _ name: String) -> Bool {
        anchorName(line, keyword) == Substring(name)
    }
}
