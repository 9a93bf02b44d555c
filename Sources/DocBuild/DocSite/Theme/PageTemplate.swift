import Foundation

/// The page template of the theme (`site/theme/page.html`), with `{{name}}` placeholders.
///
/// The template is split once; filling it is one pass that never re-reads what it inserted, so
/// an article that contains `{{content}}` shows those characters.
///
/// ```swift
/// let template = try PageTemplate("<title>{{title}}</title>")
/// template.render(["title": "Interactors"])  // "<title>Interactors</title>"
/// ```
struct PageTemplate: Hashable, Sendable {
    private enum Segment: Hashable, Sendable {
        case text(String)
        case placeholder(String)
    }

    /// A placeholder the template uses that the site does not fill, or an unclosed `{{`.
    struct Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
        var description: String
    }

    /// The placeholders the site fills on every page.
    static let placeholders: Set<String> = [
        "site-title", "page-title", "description", "root", "sidebar", "content", "pager", "toc", "footer",
        "page-class", "head",
    ]

    private let segments: [Segment]

    /// Splits `template` into text and placeholders.
    ///
    /// - Throws: ``Error`` for an unknown placeholder or an unclosed `{{`.
    init(_ template: String) throws(Error) {
        var segments: [Segment] = []
        var rest = template[...]
        while let open = rest.range(of: "{{") {
            segments.append(.text(String(rest[..<open.lowerBound])))
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                throw Error(description: "the page template has '{{' without '}}'")
            }
            let name = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            guard Self.placeholders.contains(name) else {
                let known = Self.placeholders.sorted().joined(separator: ", ")
                throw Error(description: "the page template uses {{\(name)}}; known placeholders: \(known)")
            }
            segments.append(.placeholder(name))
            rest = rest[close.upperBound...]
        }
        segments.append(.text(String(rest)))
        self.segments = segments
    }

    /// The page, with each placeholder replaced by its value (missing values are empty).
    func render(_ values: [String: String]) -> String {
        var page = ""
        for segment in segments {
            switch segment {
            case .text(let text): page += text
            case .placeholder(let name): page += values[name, default: ""]
            }
        }
        return page
    }
}
