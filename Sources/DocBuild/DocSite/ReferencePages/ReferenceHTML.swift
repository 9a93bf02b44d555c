import DocBasics
import DocMarkdown
import SwiftHighlighting
import SymbolReference

/// The HTML of the API reference's parts: a declaration, highlighted from its fragments with each
/// type it names linked; availability; relationships; a symbol's section.
enum ReferenceHTML {
    /// A declaration, as `<pre class="declaration">`: each fragment coloured as the highlighter
    /// colours Swift (``SwiftToken/Kind/cssClass``), the declared name in bold, and each
    /// `typeIdentifier` that `link` knows (by USR) a link.
    static func declaration(
        _ fragments: [SymbolGraph.Fragment], link: (String) -> String?
    ) -> String {
        var html = "<pre class=\"declaration\"><code class=\"language-swift\">"
        for fragment in wrapped(fragments) {
            let text = HTMLEscaping.escape(fragment.spelling)
            switch fragment.kind {
            case "keyword": html += span(.keyword, text)
            case "attribute": html += span(.attribute, text)
            case "numberLiteral": html += span(.number, text)
            case "stringLiteral": html += span(.string, text)
            case "identifier": html += "<strong class=\"declaration-name\">\(text)</strong>"
            case "typeIdentifier":
                let type = span(.type, text)
                if let usr = fragment.preciseIdentifier, let href = link(usr) {
                    html += "<a href=\"\(URLEscaping.href(href))\">\(type)</a>"
                } else {
                    html += type
                }
            case "genericParameter": html += span(.type, text)
            default: html += text
            }
        }
        return html + "</code></pre>\n"
    }

    /// The column past which a declaration is shown one parameter per line.
    static let declarationWidth = 80

    /// `fragments`, with each parameter of the declared function, initializer or subscript on a
    /// line of its own, indented, and the closing parenthesis on its own line, as DocC shows a
    /// declaration longer than ``declarationWidth``:
    ///
    /// ```swift
    /// func asyncTask(
    ///     gate: TaskGate,
    ///     _ task: @escaping () async throws -> Void
    /// ) -> Task<TaskOutcome, Never>
    /// ```
    ///
    /// Commas nested in a parameter (a generic argument list, a closure's parameters, a default
    /// value) stay where they are; a shorter declaration, or one with no parameters, is unchanged.
    static func wrapped(_ fragments: [SymbolGraph.Fragment]) -> [SymbolGraph.Fragment] {
        guard fragments.reduce(0, { $0 + $1.spelling.count }) > declarationWidth else { return fragments }
        // The parameter list opens at the first `(` after the declared name.
        guard
            let name = fragments.firstIndex(where: {
                $0.kind == "identifier"
                    || ($0.kind == "keyword" && ["init", "subscript"].contains($0.spelling))
            })
        else { return fragments }
        var result = Array(fragments[...name])
        var depth = 0
        var isOpen = false
        var isClosed = false
        for fragment in fragments[(name + 1)...] {
            guard fragment.kind == "text", !isClosed else {
                result.append(fragment)
                continue
            }
            var text = ""
            var previous: Character = " "
            var skipsSpace = false
            for character in fragment.spelling {
                if isClosed {
                    text.append(character)
                    continue
                }
                if skipsSpace && character == " " { continue }
                skipsSpace = false
                switch character {
                case "(" where !isOpen && depth == 0:
                    isOpen = true
                    depth = 1
                    text += "(\n    "
                case "(", "[", "<":
                    depth += isOpen ? 1 : 0
                    text.append(character)
                case ">" where previous == "-":
                    text.append(character)
                case ")" where isOpen && depth == 1:
                    depth = 0
                    isClosed = true
                    text += "\n)"
                case ")", "]", ">":
                    depth -= isOpen ? 1 : 0
                    text.append(character)
                case "," where isOpen && depth == 1:
                    text += ",\n    "
                    skipsSpace = true
                default:
                    text.append(character)
                }
                previous = character
            }
            result.append(SymbolGraph.Fragment(kind: "text", spelling: text, preciseIdentifier: nil))
        }
        // `()`: nothing to put on lines of its own.
        return result.contains { $0.kind == "text" && $0.spelling.contains("(\n    \n)") }
            ? fragments : result
    }

    private static func span(_ kind: SwiftToken.Kind, _ text: String) -> String {
        "<span class=\"\(kind.cssClass)\">\(text)</span>"
    }

    /// `iOS 17.0+ · macOS 14.0+`, and a deprecation with its message; empty when the symbol
    /// declares none.
    ///
    /// `needsAppleFrameworks`: the symbol is declared only where SwiftUI or Combine can be
    /// imported (under `#if canImport(SwiftUI)`), which the line says last.
    static func availability(_ entries: [SymbolGraph.Availability], needsAppleFrameworks: Bool = false)
        -> String
    {
        var parts: [String] = []
        for entry in entries {
            let domain = entry.domain ?? "*"
            if let introduced = entry.introduced, domain != "*" {
                parts.append("\(platformName(domain)) \(version(introduced))+")
            }
            if entry.isUnconditionallyUnavailable == true {
                parts.append(domain == "*" ? "Unavailable" : "Unavailable on \(platformName(domain))")
            }
            if entry.isUnconditionallyDeprecated == true || entry.deprecated != nil {
                var text = domain == "*" ? "Deprecated" : "Deprecated on \(platformName(domain))"
                if let deprecated = entry.deprecated { text += " \(version(deprecated))" }
                if let message = entry.message, !message.isEmpty {
                    text += ": \(message)"
                } else if let renamed = entry.renamed, !renamed.isEmpty {
                    text += ": use \(renamed)"
                }
                parts.append(text)
            }
        }
        if needsAppleFrameworks { parts.append("Apple platforms only") }
        guard !parts.isEmpty else { return "" }
        return "<p class=\"availability\">"
            + parts.map { "<span>\(HTMLEscaping.escape($0))</span>" }.joined(separator: " ") + "</p>\n"
    }

    /// The symbol graph's domains as platforms are named (`macOS`, `iOS`, `macCatalyst` →
    /// `Mac Catalyst`).
    private static func platformName(_ domain: String) -> String {
        switch domain {
        case "macCatalyst": "Mac Catalyst"
        case "macOSAppExtension": "macOS app extension"
        case "iOSAppExtension": "iOS app extension"
        default: domain
        }
    }

    private static func version(_ version: SymbolGraph.Availability.Version) -> String {
        [version.major, version.minor ?? 0].map(String.init).joined(separator: ".")
            + (version.patch.map { $0 > 0 ? ".\($0)" : "" } ?? "")
    }

    /// `<p class="relationships"><span>Conforms to</span> <code>Sendable</code>, …</p>`, each name
    /// the reference shows a link; empty for no names.
    static func relationships(_ label: String, _ names: [(name: String, href: String?)]) -> String {
        guard !names.isEmpty else { return "" }
        let items = names.map { name, href in
            let code = "<code>\(HTMLEscaping.escape(name))</code>"
            return href.map { "<a href=\"\(URLEscaping.href($0))\">\(code)</a>" } ?? code
        }
        return "<p class=\"relationships\"><span class=\"relationships-label\">\(label)</span> "
            + items.joined(separator: ", ") + "</p>\n"
    }

    /// `- Parameters:` as a definition list, `- Returns:` and `- Throws:` each under its label,
    /// and the asides; `render` makes each part's blocks HTML.
    static func callouts(_ parts: DocCommentParts, render: ([MarkdownBlock]) -> String) -> String {
        var html = ""
        if !parts.parameters.isEmpty {
            html += "<h4 class=\"callout-title\">Parameters</h4>\n<dl class=\"parameters\">\n"
            for parameter in parts.parameters {
                html += "<dt><code>\(HTMLEscaping.escape(parameter.name))</code></dt>\n<dd>"
                html += render(parameter.blocks) + "</dd>\n"
            }
            html += "</dl>\n"
        }
        for (title, blocks) in [("Returns", parts.returns), ("Throws", parts.throwsBlocks)]
        where !blocks.isEmpty {
            html += "<h4 class=\"callout-title\">\(title)</h4>\n" + render(blocks)
        }
        for aside in parts.asides {
            html += AsideHTML.html(for: aside.kind, body: render(aside.blocks))
        }
        return html
    }
}
