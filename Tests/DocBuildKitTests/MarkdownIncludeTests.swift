import DocMarkdown
import Foundation
import Testing

@testable import DocBuildKit
@testable import SampleToolchain

@Suite struct MarkdownIncludeTests {
    /// A package with `Results/table.md`, and the article's load through `LoadArticles`.
    private func load(_ article: String, files: [String: String] = [:]) throws -> LoadedDocument {
        let folder = try TemporaryDirectory(prefix: "markdown-include")
        defer { folder.remove() }
        let articles = folder.path + "/Articles"
        try FileManager.default.createDirectory(atPath: articles, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            atPath: folder.path + "/Results", withIntermediateDirectories: true)
        for (path, text) in files {
            try text.write(toFile: folder.path + "/" + path, atomically: true, encoding: .utf8)
        }
        try article.write(toFile: articles + "/A.md", atomically: true, encoding: .utf8)
        return ArticleLoader(packageDirectory: folder.path, articlesDirectory: articles).load(
            articles + "/A.md")
    }

    private let sample = "```swift\nprint(1)  // Prints \"1\"\n```\n"

    @Test func anIncludeParagraphBecomesTheFilesBlocks() throws {
        let loaded = try load(
            "# A\n\n{{#include Results/table.md}}\n\n" + sample,
            files: ["Results/table.md": "| a | b |\n|---|---|\n| 1 | 2 |\n\nMeasured today.\n"])
        #expect(loaded.fileDiagnostics.isEmpty)
        let kinds = loaded.document.blocks.map { block -> String in
            switch block {
            case .heading: "heading"
            case .table(let table): "table \(table.rows.count)"
            case .paragraph: "paragraph"
            case .codeBlock: "code"
            default: "other"
            }
        }
        #expect(kinds == ["heading", "table 1", "paragraph", "code"])
    }

    /// The plain text of each block an include of `selector` gives, from a file of five lines.
    private func included(_ selector: String) throws -> [String] {
        let file = """
            First.

            <!-- ANCHOR: table -->
            | a |
            |---|
            | 1 |
            <!-- ANCHOR_END: table -->

            Last.
            """
        let loaded = try load(
            "{{#include Results/part.md\(selector)}}\n\n" + sample, files: ["Results/part.md": file])
        #expect(loaded.fileDiagnostics.isEmpty)
        return loaded.document.blocks.dropLast().map { block in
            switch block {
            case .table(let table): "table of \(table.rows.count)"
            case .paragraph(let inlines, _): MarkdownPlainText.text(of: inlines)
            case .htmlBlock: "html"
            default: "other"
            }
        }
    }

    @Test func anAnchorOrARangeOfLinesIncludesPartOfTheFileAndNoAnchorLineIsShown() throws {
        #expect(try included(":table") == ["table of 1"])
        #expect(try included("") == ["First.", "table of 1", "Last."])
        #expect(try included(":1") == ["First."])
        #expect(try included("::2") == ["First."])
        #expect(try included(":8:") == ["Last."])
        #expect(try included(":4:6") == ["table of 1"])
    }

    @Test(arguments: [
        ("{{#include Results/missing.md}}", [String: String]()),
        ("{{#include Results/table.md:nowhere}}", ["Results/table.md": "| a |\n|---|\n"]),
        ("{{#include Results/table.md:open}}", ["Results/table.md": "<!-- ANCHOR: open -->\n| a |\n"]),
        ("{{#include Results/table.md:3:9}}", ["Results/table.md": "| a |\n|---|\n"]),
        ("{{#include ../outside.md}}", [:]),
        ("{{#include Results/code.swift}}", ["Results/code.swift": "let x = 1\n"]),
        ("{{#include Results/nested.md}}", ["Results/nested.md": "{{#include Results/nested.md}}\n"]),
        ("{{#include Results/sample.md}}", ["Results/sample.md": "```swift\nlet x = 1\n```\n"]),
    ])
    func aBadIncludeIsAnErrorAtItsParagraph(directive: String, files: [String: String]) throws {
        let loaded = try load("# A\n\nText.\n\n\(directive)\n\n" + sample, files: files)
        #expect(loaded.fileDiagnostics.map(\.identifier) == [.invalidInclude])
        #expect(loaded.fileDiagnostics.map(\.location) == ["Articles/A.md:5:1"])
    }

    @Test func anIncludeInsideOtherTextIsProse() throws {
        let loaded = try load("# A\n\nWrite {{#include Results/table.md}} alone on a line.\n\n" + sample)
        #expect(loaded.fileDiagnostics.isEmpty)
    }
}
