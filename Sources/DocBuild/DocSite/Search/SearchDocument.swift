import DocMarkdown
import Doctest
import SwiftHighlighting

/// One searchable section of the site: a page's text under one heading.
struct SearchDocument: Hashable, Sendable {
    /// The title of the page the section is on.
    var pageTitle: String
    /// The page's path from the site's root.
    var pagePath: String
    /// The section's heading; `nil` for the text before the first heading.
    var heading: String?
    /// The heading's anchor.
    var anchor: String?
    /// The section's prose, without markup.
    var text: String
    /// Names used in the section's Swift samples: `TaskGate`, `cancelTasks`.
    var identifiers: [String]
    /// For a symbol of the API reference, what an exact search for it is (`interactor load`):
    /// such a search ranks it above prose.
    var symbol: String? = nil

    /// Splits an article into sections at its level 1–3 headings, collecting the prose and the
    /// identifiers of the samples under each.
    ///
    /// - Parameters:
    ///   - document: The article.
    ///   - outline: Its outline, for the anchors.
    ///   - pageTitle: The title the site shows for the page.
    ///   - pagePath: The page's path from the site's root.
    ///   - code: The code shown for a code block (hidden lines removed), by its fence line.
    static func sections(
        of document: MarkdownDocument, outline: PageOutline, pageTitle: String, pagePath: String,
        code: (CodeBlock) -> String?, snippetCode: (SnippetDirective) -> String? = { _ in nil }
    ) -> [SearchDocument] {
        var sections: [SearchDocument] = []
        var current = SearchDocument(
            pageTitle: pageTitle, pagePath: pagePath, heading: nil, anchor: nil, text: "", identifiers: [])
        var texts: [String] = []
        var identifiers: [String] = []
        func close() {
            current.text = texts.joined(separator: " ")
            current.identifiers = identifiers
            if current.heading != nil || !current.text.isEmpty || !identifiers.isEmpty {
                sections.append(current)
            }
            texts = []
            identifiers = []
        }
        for block in document.blocks {
            switch block {
            case .heading(let level, let inlines, let range) where level <= 3:
                close()
                let heading = outline.headings.first { $0.line == range.start.line }
                current = SearchDocument(
                    pageTitle: pageTitle, pagePath: pagePath,
                    heading: heading?.text ?? MarkdownPlainText.text(of: inlines), anchor: heading?.slug,
                    text: "", identifiers: [])
            case .codeBlock(let codeBlock):
                if codeBlock.language == "swift", let shown = code(codeBlock) {
                    identifiers += SwiftIdentifiers.names(in: shown)
                }
            case .paragraph where SnippetDirective(block) != nil:
                // A snippet's directive is indexed as the code it shows, as a sample is.
                if let shown = SnippetDirective(block).flatMap(snippetCode) {
                    identifiers += SwiftIdentifiers.names(in: shown)
                }
            default:
                let text = MarkdownPlainText.text(of: [block])
                if !text.isEmpty { texts.append(text) }
            }
        }
        close()
        return sections
    }
}

/// The names a Swift sample declares and uses, for the search index.
enum SwiftIdentifiers {
    /// Identifiers of at least three characters that are not keywords, each once, in order.
    static func names(in code: String) -> [String] {
        let bytes = Array(code.utf8)
        // Names live between the classified tokens (plain identifiers), or are types.
        var regions: [Range<Int>] = []
        var cursor = 0
        for token in SwiftLexer.tokens(in: code) {
            regions.append(cursor..<token.range.lowerBound)
            // Types and attributes are names a reader searches for (`TaskGate`, `MainActor`); the
            // attribute's `@` is not part of the name.
            if token.kind == .type || token.kind == .attribute { regions.append(token.range) }
            cursor = token.range.upperBound
        }
        regions.append(cursor..<bytes.count)
        var names: [String] = []
        var seen = Set<String>()
        for region in regions {
            var index = region.lowerBound
            while index < region.upperBound {
                guard SwiftLexer.isIdentifierStart(bytes[index]), bytes[index] != UInt8(ascii: "$") else {
                    index += 1
                    continue
                }
                let start = index
                while index < region.upperBound && SwiftLexer.isIdentifierContinuation(bytes[index]) {
                    index += 1
                }
                let name = String(decoding: bytes[start..<index], as: UTF8.self)
                if name.count >= 3 && seen.insert(name).inserted {
                    names.append(name)
                }
            }
        }
        return names
    }
}
