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

    /// The parsed file at `path`, or why it cannot be included.
    private static func read(_ path: String, packageDirectory: String?) -> Result<MarkdownDocument, Problem> {
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
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(Problem(message: "the file is not UTF-8"))
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
}
