import DocBasics
import DocMarkdown
import Doctest
import Foundation

/// Phase 1, check: the package's SwiftPM snippets (`Snippets/*.swift`, and one folder deeper, as
/// SwiftPM finds them), one document each, checked as an article is: each a program of its own,
/// built in the same `swift build`, run once, its `// Prints` comments checked, wherever in the
/// file they are (``SnippetSource``). An article shows a snippet with DocC's `@Snippet` directive.
enum LoadSnippets {
    /// The snippets this run checks (``Selection/checksSnippet(_:)``), by path.
    static func run(in workspace: Workspace) -> [LoadedDocument] {
        files(in: workspace.packageDirectory).filter(workspace.selection.checksSnippet).map { path in
            load(path, packageDirectory: workspace.packageDirectory)
        }
    }

    /// The snippets' paths relative to the package, sorted: `Snippets/A.swift`, `Snippets/Group/B.swift`.
    static func files(in packageDirectory: String) -> [String] {
        let manager = FileManager.default
        let root = "\(packageDirectory)/Snippets"
        var paths: [String] = []
        for entry in ((try? manager.contentsOfDirectory(atPath: root)) ?? []) where !entry.hasPrefix(".") {
            if entry.hasSuffix(".swift") {
                paths.append("Snippets/\(entry)")
                continue
            }
            for file in ((try? manager.contentsOfDirectory(atPath: "\(root)/\(entry)")) ?? [])
            where file.hasSuffix(".swift") && !file.hasPrefix(".") {
                paths.append("Snippets/\(entry)/\(file)")
            }
        }
        return paths.sorted()
    }

    /// The snippet at `path` as a document of one sample.
    static func load(_ path: String, packageDirectory: String) -> LoadedDocument {
        let document = MarkdownDocument(path: path, blocks: [])
        guard let data = FileManager.default.contents(atPath: "\(packageDirectory)/\(path)"),
            let text = String(data: data, encoding: .utf8)
        else {
            return LoadedDocument(
                path: path, text: nil, document: document, extraction: SampleExtraction(),
                fileDiagnostics: [
                    Diagnostic(.error, .unreadableArticle, "cannot read the snippet as UTF-8", path: path)
                ], isSnippet: true)
        }
        return LoadedDocument(
            path: path, text: text, document: document,
            extraction: SnippetSource(parsing: text, path: path).extraction, fileDiagnostics: [],
            isSnippet: true)
    }
}
