import DocBasics
import DocMarkdown

/// DocC's `@Snippet(path: "Package/Snippets/Name", slice: "name")` in an article: the snippet (or
/// one slice of it) shown in its place.
///
/// The path is the package's name, `Snippets`, any folders under it and the snippet's name, as
/// DocC spells a snippet's symbol; `Snippets/Name` without the package's name is read too. The
/// arguments may be quoted or not:
///
/// ```swift
/// SnippetDirective(paragraph: #"@Snippet(path: "Tally/Snippets/Count", slice: "add")"#)?.file
/// // "Snippets/Count.swift"
/// ```
package struct SnippetDirective: Hashable, Sendable {
    /// The `path:` argument, as written.
    package var path: String
    package var slice: String?

    /// The directive a paragraph's text is, alone; `nil` for any other paragraph.
    package init?(paragraph text: String) {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("@Snippet("), text.hasSuffix(")") else { return nil }
        var arguments: [String: String] = [:]
        var rest = Substring(text.dropFirst("@Snippet(".count).dropLast())
        while !rest.isEmpty {
            rest = rest.drop { $0 == " " || $0 == "," || $0.isNewline }
            guard let colon = rest.firstIndex(of: ":") else { break }
            let name = rest[..<colon].trimmingCharacters(in: .whitespaces)
            rest = rest[rest.index(after: colon)...].drop { $0 == " " }
            let value: Substring
            if rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") {
                value = rest[rest.index(after: rest.startIndex)..<close]
                rest = rest[rest.index(after: close)...]
            } else {
                value = rest.prefix { $0 != "," }
                rest = rest.dropFirst(value.count)
            }
            arguments[name] = value.trimmingCharacters(in: .whitespaces)
        }
        guard let path = arguments["path"], !path.isEmpty else { return nil }
        self.path = path
        slice = arguments["slice"]
    }

    /// The directive of `block` when it is a paragraph that is one.
    package init?(_ block: MarkdownBlock) {
        guard case .paragraph(let inlines, _) = block else { return nil }
        self.init(paragraph: MarkdownPlainText.text(of: inlines))
    }

    /// Every directive among `blocks`, in lists and quotes too, with its place.
    package static func all(in blocks: [MarkdownBlock]) -> [(directive: SnippetDirective, range: SourceRange)]
    {
        blocks.flatMap { block -> [(directive: SnippetDirective, range: SourceRange)] in
            switch block {
            case .paragraph(_, let range): SnippetDirective(block).map { [($0, range)] } ?? []
            case .blockQuote(let children, _): all(in: children)
            case .list(let list): list.items.flatMap { all(in: $0.blocks) }
            default: []
            }
        }
    }

    /// The snippet's file, relative to the package: what follows `Snippets` in the path, under
    /// `Snippets/`, with `.swift` added.
    package var file: String {
        let components = path.split(separator: "/").map(String.init)
        let rest = components.firstIndex(of: "Snippets").map { components[($0 + 1)...] } ?? components[...]
        return "Snippets/" + rest.joined(separator: "/") + ".swift"
    }
}
