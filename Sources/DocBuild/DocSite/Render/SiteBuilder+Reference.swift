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

    /// The most types the index lists under a module: its main ones, the module's page the rest.
    static let mainTypesShown = 6

    /// The index: what a reader looks for first, each module with what it is and its main types;
    /// then the coverage table.
    private func renderReferenceIndex(_ reference: APIReference, order: [PageChrome.PageLink]) -> String {
        let sitePath = APIReference.indexPage
        var body = "<h1 id=\"api-reference\">API reference</h1>\n"
        body += "<p class=\"lead\">Every public symbol of the library modules: its declaration, its "
        body += "documentation, and the samples of its doc comment, which were compiled and run, their "
        body += "output checked, as the articles' samples are.</p>\n"
        var headings: [PageOutline.Heading] = []
        for module in reference.modules {
            let slug = "module-" + HeadingSlugger.baseSlug(for: module.name)
            let href = SitePath.relativeURL(from: sitePath, to: module.sitePath)
            headings.append(PageOutline.Heading(level: 2, text: module.name, slug: slug, line: 0))
            body += "<h2 id=\"\(slug)\"><a href=\"\(URLEscaping.href(href))\"><code>"
            body += "\(HTMLEscaping.escape(module.name))</code></a></h2>\n"
            let summary = moduleSummary(module, reference: reference, from: sitePath)
            if !summary.isEmpty { body += "<p>\(summary)</p>\n" }
            let writer = ReferencePageWriter(reference: reference, sitePath: sitePath, module: module.name)
            let main = mainTypes(of: module, reference: reference)
            body += writer.list(Array(main.prefix(Self.mainTypesShown)))
            let more = module.pages.count { $0.path.count == 1 } - min(main.count, Self.mainTypesShown)
            if more > 0 {
                body += "<p class=\"more-types\"><a href=\"\(URLEscaping.href(href))\">\(more) more "
                body +=
                    "\(more == 1 ? "type" : "types") in <code>\(HTMLEscaping.escape(module.name))</code></a></p>\n"
            }
        }
        headings.append(PageOutline.Heading(level: 2, text: "Coverage", slug: "coverage", line: 0))
        body += "<h2 id=\"coverage\">Coverage</h2>\n"
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
            body: body, toc: PageChrome.tableOfContents(PageOutline(headings: headings)), order: order,
            pageClass: "reference")
    }

    /// A module's main types, most important first: those its landing page's Topics list, in
    /// their order; without Topics, its top-level types, protocols and classes before the rest.
    private func mainTypes(of module: APIReference.Module, reference: APIReference) -> [APIReference.Page] {
        let topLevel = module.pages.filter { $0.path.count == 1 && $0.type != nil }
        if let overview = module.overview {
            let topics = ModuleTopics(CMarkParser.parse(overview.text, path: overview.path).blocks)
            let curated = reference.pages(named: topics.groups.flatMap(\.links), in: module).filter { page in
                topLevel.contains { $0.sitePath == page.sitePath }
            }
            if !curated.isEmpty { return curated }
        }
        let rank = [
            "swift.protocol": 0, "swift.class": 1, "swift.actor": 1, "swift.struct": 2, "swift.enum": 3,
        ]
        return topLevel.enumerated().sorted { first, second in
            let a = rank[first.element.type?.symbol.kind.identifier ?? ""] ?? 4
            let b = rank[second.element.type?.symbol.kind.identifier ?? ""] ?? 4
            return a != b ? a < b : first.offset < second.offset
        }
        .map(\.element)
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
