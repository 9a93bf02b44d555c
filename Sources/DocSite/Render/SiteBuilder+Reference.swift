import DocBasics
import DocMarkdown
import SymbolReference

extension SiteBuilder {
    /// The API reference's pages (its index, a page per module, a page per type) and a search
    /// section per symbol.
    func renderReference(_ reference: APIReference, order: [PageChrome.PageLink])
        -> (pages: [(path: String, html: String)], sections: [SearchDocument])
    {
        var pages = [(path: APIReference.indexPage, html: renderReferenceIndex(reference, order: order))]
        var sections: [SearchDocument] = []
        for module in reference.modules {
            let page = renderModule(module, reference: reference, order: order)
            pages.append((module.sitePath, page.html))
            sections += page.sections
            // Type pages are independent of each other.
            let types = parallelMap(module.pages) {
                renderType($0, in: module, reference: reference, order: order)
            }
            for (type, rendered) in zip(module.pages, types) {
                pages.append((type.sitePath, rendered.html))
                sections += rendered.sections
            }
        }
        return (pages, sections)
    }

    /// The index: every module with its summary, and the coverage table.
    private func renderReferenceIndex(_ reference: APIReference, order: [PageChrome.PageLink]) -> String {
        let sitePath = APIReference.indexPage
        var body = "<h1 id=\"api-reference\">API reference</h1>\n"
        body += "<p class=\"lead\">Every public symbol of the library modules: its declaration, its "
        body += "documentation, and the samples of its doc comment, which were compiled and run, their "
        body += "output checked, as the articles' samples are.</p>\n"
        body += "<table class=\"coverage\">\n<thead><tr><th>Module</th><th>Public symbols</th>"
        body += "<th>Documented</th><th>In a verified sample</th></tr></thead>\n<tbody>\n"
        for module in reference.modules {
            let counts = reference.coverage.modules.first { $0.name == module.name }
            let href = SitePath.relativeURL(from: sitePath, to: module.sitePath)
            body +=
                "<tr><td><a href=\"\(URLEscaping.href(href))\"><code>\(HTMLEscaping.escape(module.name))</code></a>"
            body +=
                "<span class=\"symbol-summary\">\(moduleSummary(module, reference: reference, from: sitePath))</span></td>"
            if let counts {
                body +=
                    "<td>\(counts.symbols)</td><td>\(counts.documented) (\(counts.documentedPercent) %)</td>"
                body += "<td>\(counts.sampled) (\(counts.sampledPercent) %)</td>"
            } else {
                body += "<td></td><td></td><td></td>"
            }
            body += "</tr>\n"
        }
        body += "</tbody>\n</table>\n"
        body += "<p class=\"coverage-note\">A symbol is in a verified sample when a sample that ran and "
        body += "passed its output check uses its name (a member's, with its type's name in the same "
        body += "article or module). <code>docbuild --coverage</code> prints this table; "
        body += "<code>--min-coverage</code> makes it a gate.</p>\n"
        return renderPage(
            sitePath: sitePath, title: "API reference",
            description: "Every public symbol of the library modules",
            body: body, order: order, pageClass: "reference")
    }

    /// The first paragraph of a module's overview after its title, as inline HTML.
    private func moduleSummary(_ module: APIReference.Module, reference: APIReference, from sitePath: String)
        -> String
    {
        guard let overview = module.overview else { return "" }
        let blocks = CMarkParser.parse(overview.text, path: overview.path).blocks
        guard let paragraph = blocks.first(where: { if case .paragraph = $0 { true } else { false } }) else {
            return ""
        }
        let writer = ReferencePageWriter(reference: reference, sitePath: sitePath, module: module.name)
        return writer.inlineHTML(of: paragraph, file: nil, scope: [])
    }
}
