import DocBasics
import DocMarkdown
import SymbolReference

extension ReferencePageWriter {
    /// The body of a symbol: its declaration, availability, summary, discussion, callouts,
    /// relationships and source link. `isLead` shows the summary as the page's lead (a type's
    /// page).
    func body(of entry: APIReference.Entry, isLead: Bool = false) -> String {
        let symbol = entry.symbol
        var html = ""
        if let fragments = symbol.declarationFragments, !fragments.isEmpty {
            html += ReferenceHTML.declaration(fragments) { usr in reference.location(ofUSR: usr).map(href) }
        }
        // A page shows the platforms the package declares, at any narrower `@available`; a
        // member's section shows only its own, narrower one, unless it needs SwiftUI or Combine:
        // then the platforms it needs, which are not every platform its type is on.
        let needsAppleFrameworks = symbol.needsAppleFrameworks == true
        html += ReferenceHTML.availability(
            isLead || needsAppleFrameworks
                ? PackagePlatforms.availability(of: symbol.availability ?? [], in: reference.platforms)
                : symbol.availability ?? [],
            needsAppleFrameworks: needsAppleFrameworks)
        if let (blocks, file) = comment(of: entry) {
            let parts = DocCommentParts(blocks)
            let scope = symbol.pathComponents
            if !parts.summary.isEmpty {
                var summary = render([.paragraph(parts.summary, SourceRange.none)], file: file, scope: scope)
                if isLead { summary = summary.replacingOccurrences(of: "<p>", with: "<p class=\"lead\">") }
                html += summary
            }
            if let inherited = symbol.docComment?.module, inherited != entry.module {
                html +=
                    "<p class=\"inherited\">Documentation from <code>\(HTMLEscaping.escape(inherited))</code>.</p>\n"
            }
            // A `## Topics` section curates the page (``topics(of:)``): it is no prose.
            html += render(ModuleTopics(parts.discussion).prose, file: file, scope: scope)
            html += ReferenceHTML.callouts(parts) { render($0, file: file, scope: scope) }
        } else {
            html += "<p class=\"undocumented\">No documentation.</p>\n"
        }
        let usr = symbol.identifier.precise
        html += ReferenceHTML.relationships(
            "Conforms to", reference.conformances(of: usr).map { ($0.name, $0.location.map(href)) })
        if symbol.kind.identifier == "swift.protocol" {
            for (label, protocols) in [("Inherited by", true), ("Conforming types", false)] {
                html += ReferenceHTML.relationships(
                    label,
                    reference.conformingTypes(of: usr, protocols: protocols).map {
                        ($0.name, $0.location.map(href))
                    })
            }
        }
        if let file = entry.file {
            let place = "\(file):\(entry.line ?? 1)"
            html +=
                "<p class=\"source-link\"><a href=\"\(URLEscaping.href(sourceHref(file, line: entry.line)))\">"
            html += "\(HTMLEscaping.escape(place))</a></p>\n"
        }
        return html
    }

    /// A member's section: its name as a level-`level` heading at its anchor, its kind and
    /// tags, then its ``body(of:isLead:)``.
    func section(_ entry: APIReference.Entry, level: Int) -> String {
        let anchor = entry.location.anchor ?? "top"
        var html = "<section class=\"symbol\">\n<h\(level) id=\"\(anchor)\" class=\"symbol-title\">"
        html += "<a class=\"anchor\" href=\"#\(anchor)\" aria-label=\"Link to this symbol\"></a>"
        html += "<code>\(HTMLEscaping.escape(entry.symbol.names.title))</code></h\(level)>\n"
        html += "<p class=\"symbol-kind\">\(HTMLEscaping.escape(entry.symbol.kind.displayName))"
        if entry.isRequirement { html += " <span class=\"symbol-tag\">Required</span>" }
        if entry.symbol.needsAppleFrameworks == true {
            html += " <span class=\"symbol-tag\">Apple platforms</span>"
        }
        if entry.isDefaultImplementation {
            html += " <span class=\"symbol-tag\">Default implementation</span>"
        }
        html += "</p>\n"
        html += body(of: entry)
        return html + "</section>\n"
    }

    /// The topics `type`'s doc comment curates its members into (`## Topics`, a `### Title` and a
    /// list of symbol links each, as DocC reads them), with the `members` each names, in order.
    func topics(of type: APIReference.Entry, members: [APIReference.Entry])
        -> [(title: String, members: [APIReference.Entry])]
    {
        guard let (blocks, _) = comment(of: type) else { return [] }
        return ModuleTopics(DocCommentParts(blocks).discussion).groups.map { group in
            let named = group.links.compactMap { link in
                reference.resolve(link, from: module, scope: type.symbol.pathComponents).flatMap { location in
                    members.first { $0.location == location }
                }
            }
            return (group.title, named)
        }
    }

    /// The badge beside a deprecated symbol's name in a list.
    static let deprecatedBadge = " <span class=\"badge badge-deprecated\">Deprecated</span>"

    /// Members as a list, each its name linking to its section and its summary.
    func memberList(_ entries: [APIReference.Entry]) -> String {
        var html = "<ul class=\"symbol-list\">\n"
        for entry in entries {
            html += "<li><a href=\"#\(URLEscaping.href(entry.location.anchor ?? "top"))\">"
            html += "<code>\(HTMLEscaping.escape(entry.symbol.names.title))</code></a>"
            if entry.symbol.isDeprecated { html += Self.deprecatedBadge }
            let summary = summaryHTML(of: entry)
            if !summary.isEmpty { html += "<span class=\"symbol-summary\">\(summary)</span>" }
            html += "</li>\n"
        }
        return html + "</ul>\n"
    }

    /// A list of links to pages, each with its type's summary (an extension's says what it
    /// extends).
    func list(_ pages: [APIReference.Page]) -> String {
        var html = "<ul class=\"symbol-list\">\n"
        for page in pages {
            let href = SitePath.relativeURL(from: sitePath, to: page.sitePath)
            html +=
                "<li><a href=\"\(URLEscaping.href(href))\"><code>\(HTMLEscaping.escape(page.title))</code></a>"
            if page.type?.symbol.isDeprecated == true { html += Self.deprecatedBadge }
            let summary =
                page.type.map(summaryHTML)
                ?? "Extends <code>\(HTMLEscaping.escape(page.title))</code>"
                + (page.extendedModule.map { " of <code>\(HTMLEscaping.escape($0))</code>" } ?? "")
            if !summary.isEmpty { html += "<span class=\"symbol-summary\">\(summary)</span>" }
            html += "</li>\n"
        }
        return html + "</ul>\n"
    }

    /// The plain text of `entry`'s comment, for the search index.
    func searchText(of entry: APIReference.Entry) -> String {
        guard let (blocks, _) = comment(of: entry) else { return "" }
        let parts = DocCommentParts(blocks)
        return ([MarkdownPlainText.text(of: parts.summary)] + [MarkdownPlainText.text(of: parts.discussion)])
            .filter { !$0.isEmpty }.joined(separator: " ")
    }
}

extension SourceRange {
    /// A range for a block made by the site, which no file holds.
    static let none = SourceRange(
        start: SourcePosition(line: 0, column: 0), end: SourcePosition(line: 0, column: 0))
}
