import DocBasics
import DocMarkdown
import SymbolReference

extension SiteBuilder {
    /// The groups a module page lists its types in, by kind; a type of another module that this
    /// one extends is listed last, under "Extensions".
    private static let typeGroups: [(title: String, kind: String?)] = [
        ("Protocols", "swift.protocol"), ("Structures", "swift.struct"), ("Classes", "swift.class"),
        ("Actors", "swift.actor"), ("Enumerations", "swift.enum"), ("Extensions", nil),
    ]

    /// A module's page: its overview, its types by kind, and its top-level symbols in full.
    func renderModule(_ module: APIReference.Module, reference: APIReference, order: [PageChrome.PageLink])
        -> (html: String, sections: [SearchDocument])
    {
        let writer = ReferencePageWriter(reference: reference, sitePath: module.sitePath, module: module.name)
        var body = breadcrumbs([("API reference", APIReference.indexPage)], from: module.sitePath)
        body += "<h1 id=\"top\"><code>\(HTMLEscaping.escape(module.name))</code></h1>\n"
        body += "<p class=\"symbol-kind\">Module</p>\n"
        body += ReferenceHTML.availability(reference.platforms)
        let overview = overviewHTML(of: module, writer: writer)
        body += overview.html
        var headings = overview.headings
        // What the Topics do not list, DocC lists by kind, the deprecated apart and last.
        let topLevel = module.pages.filter { $0.path.count == 1 && !overview.listed.contains($0.sitePath) }
        let isDeprecated = { (page: APIReference.Page) in page.type?.symbol.isDeprecated == true }
        for (title, kind) in Self.typeGroups {
            let pages = topLevel.filter { $0.type?.symbol.kind.identifier == kind && !isDeprecated($0) }
            guard !pages.isEmpty else { continue }
            let slug = HeadingSlugger.baseSlug(for: title)
            headings.append(PageOutline.Heading(level: 2, text: title, slug: slug, line: 0))
            body += heading(2, title, slug: slug)
            body += writer.list(pages)
        }
        let globals = memberSections(
            module.globals.filter { !$0.symbol.isDeprecated }, writer: writer, listsTopics: false)
        body += globals.html
        headings += globals.headings
        // One Deprecated section, last: the deprecated types, listed, and the deprecated top-level
        // symbols, listed and then in full.
        let deprecatedTypes = topLevel.filter(isDeprecated)
        let deprecatedGlobals = module.globals.filter(\.symbol.isDeprecated)
        if !deprecatedTypes.isEmpty || !deprecatedGlobals.isEmpty {
            let slug = HeadingSlugger.baseSlug(for: APIReference.deprecatedGroup)
            headings.append(
                PageOutline.Heading(level: 2, text: APIReference.deprecatedGroup, slug: slug, line: 0))
            body += heading(2, APIReference.deprecatedGroup, slug: slug)
            if !deprecatedTypes.isEmpty { body += writer.list(deprecatedTypes) }
            if !deprecatedGlobals.isEmpty { body += writer.memberList(deprecatedGlobals) }
            for global in deprecatedGlobals { body += writer.section(global, level: 3) }
        }
        let html = renderPage(
            sitePath: module.sitePath, title: module.name, description: "The \(module.name) module's API",
            body: body, toc: PageChrome.tableOfContents(PageOutline(headings: headings)), order: order,
            pageClass: "reference", sidebarPage: module.sitePath)
        let moduleSection = SearchDocument(
            pageTitle: module.name, pagePath: module.sitePath, heading: nil, anchor: nil,
            text: overview.text, identifiers: [module.name], symbol: module.name.lowercased())
        return (
            html, [moduleSection] + searchSections(module.globals, pageTitle: module.name, writer: writer)
        )
    }

    /// A module's overview (its `README.md`, or its catalog's root page): the first paragraph as
    /// the lead, the prose, and its Topics; with its plain text for search, the Topics' headings,
    /// and the site paths of the pages they list.
    private func overviewHTML(of module: APIReference.Module, writer: ReferencePageWriter)
        -> (html: String, text: String, headings: [PageOutline.Heading], listed: Set<String>)
    {
        guard let overview = module.overview else { return ("", "", [], []) }
        var html = ""
        var blocks = CMarkParser.parse(overview.text, path: overview.path).blocks
        if case .heading(1, _, _)? = blocks.first { blocks.removeFirst() }
        let text = MarkdownPlainText.text(of: blocks)
        if case .paragraph(let inlines, let range)? = blocks.first {
            blocks.removeFirst()
            html += writer.render([.paragraph(inlines, range)], file: nil, scope: [])
                .replacingOccurrences(of: "<p>", with: "<p class=\"lead\">")
        }
        let topics = ModuleTopics(blocks)
        let articles = Set(content.reports.map(\.path))
        html += writer.render(topics.prose, file: nil, scope: []) { destination in
            self.linkTarget(destination, in: overview.path, from: module.sitePath, articles: articles)
        }
        let curated = topicsHTML(topics.groups, module: module, writer: writer)
        return (html + curated.html, text, curated.headings, curated.pages)
    }

    /// The landing page's Topics: a heading per group, and the pages its links name, each with its
    /// summary; and the site paths of those pages.
    private func topicsHTML(
        _ groups: [ModuleTopics.Group], module: APIReference.Module, writer: ReferencePageWriter
    ) -> (html: String, headings: [PageOutline.Heading], pages: Set<String>) {
        guard !groups.isEmpty else { return ("", [], []) }
        var html = heading(2, "Topics", slug: "topics")
        var headings = [PageOutline.Heading(level: 2, text: "Topics", slug: "topics", line: 0)]
        var listed: Set<String> = []
        for group in groups {
            let slug = "topic-" + HeadingSlugger.baseSlug(for: group.title)
            headings.append(PageOutline.Heading(level: 3, text: group.title, slug: slug, line: 0))
            html += heading(3, group.title, slug: slug)
            let pages = writer.reference.pages(named: group.links, in: module)
            listed.formUnion(pages.map(\.sitePath))
            html += writer.list(pages)
        }
        return (html, headings, listed)
    }

    /// A type's page: the type, its nested types, and its members by kind.
    func renderType(
        _ page: APIReference.Page, in module: APIReference.Module, reference: APIReference,
        order: [PageChrome.PageLink]
    ) -> (html: String, sections: [SearchDocument]) {
        let writer = ReferencePageWriter(reference: reference, sitePath: page.sitePath, module: module.name)
        var trail = [("API reference", APIReference.indexPage), (module.name, module.sitePath)]
        for depth in 1..<page.path.count {
            let outer = Array(page.path.prefix(depth))
            trail.append((outer.joined(separator: "."), APIReference.typePage(module.name, path: outer)))
        }
        var body = breadcrumbs(trail, from: page.sitePath)
        body += "<h1 id=\"top\"><code>\(HTMLEscaping.escape(page.title))</code></h1>\n"
        if let type = page.type {
            body += "<p class=\"symbol-kind\">\(HTMLEscaping.escape(type.symbol.kind.displayName))</p>\n"
            body += writer.body(of: type, isLead: true)
        } else {
            let owner = page.extendedModule.map { " of <code>\(HTMLEscaping.escape($0))</code>" } ?? ""
            var extended = "<code>\(HTMLEscaping.escape(page.title))</code>"
            if let module = page.extendedModule,
                let location = reference.location(ofPath: ([module] + page.path).joined(separator: "/")),
                location.sitePath != page.sitePath
            {
                extended = "<a href=\"\(URLEscaping.href(writer.href(location)))\">\(extended)</a>"
            }
            body += "<p class=\"symbol-kind\">Extension</p>\n"
            body += ReferenceHTML.availability(reference.platforms)
            body += "<p class=\"lead\">What <code>"
            body += "\(HTMLEscaping.escape(module.name))</code> adds to \(extended)\(owner).</p>\n"
        }
        var headings: [PageOutline.Heading] = []
        let nested = module.pages.filter {
            $0.path.count == page.path.count + 1 && $0.path.starts(with: page.path)
        }
        if !nested.isEmpty {
            headings.append(
                PageOutline.Heading(level: 2, text: "Nested types", slug: "nested-types", line: 0))
            body += heading(2, "Nested types", slug: "nested-types")
            body += writer.list(nested)
        }
        let topics = page.type.map { writer.topics(of: $0, members: page.members) } ?? []
        let members = memberSections(page.members, writer: writer, topics: topics)
        body += members.html
        headings += members.headings
        let html = renderPage(
            sitePath: page.sitePath, title: page.title,
            description: page.type.map(writer.searchText(of:)).map { String($0.prefix(200)) } ?? page.title,
            body: body, toc: PageChrome.tableOfContents(PageOutline(headings: headings)), order: order,
            pageClass: "reference", sidebarPage: module.sitePath)
        var sections: [SearchDocument] = []
        if let type = page.type {
            sections.append(
                SearchDocument(
                    pageTitle: page.title, pagePath: page.sitePath, heading: nil, anchor: nil,
                    text: writer.searchText(of: type), identifiers: Self.searchNames(type),
                    symbol: Self.searchKey(type)))
        }
        return (html, sections + searchSections(page.members, pageTitle: page.title, writer: writer))
    }

    /// `entries` in topics: first a list of every topic with each member's summary, linking to
    /// its section; then a heading per topic over its members' sections in full. The topics are
    /// the owner's doc comment's (`## Topics`, as DocC curates a page, `topics`), then a group
    /// per kind of ``APIReference/memberGroups`` for the members they do not list, then the
    /// deprecated members they do not list, under Deprecated. The page's outline shows the
    /// topics, not every member: a type of many members stays scannable.
    ///
    /// A module's page lists its types under its own Topics: `listsTopics` false leaves out the
    /// list of its top-level symbols, which follow in full.
    private func memberSections(
        _ entries: [APIReference.Entry], writer: ReferencePageWriter,
        topics: [(title: String, members: [APIReference.Entry])] = [], listsTopics: Bool = true
    ) -> (html: String, headings: [PageOutline.Heading]) {
        let curated = Set(topics.flatMap(\.members))
        var groups = topics.filter { !$0.members.isEmpty }
        let uncurated = entries.filter { !curated.contains($0) }
        for (rank, group) in APIReference.memberGroups.enumerated() {
            let members = uncurated.filter {
                !$0.symbol.isDeprecated && APIReference.groupRank(of: $0.symbol.kind.identifier) == rank
            }
            if !members.isEmpty { groups.append((group.title, members)) }
        }
        let deprecated = uncurated.filter(\.symbol.isDeprecated)
        if !deprecated.isEmpty { groups.append((APIReference.deprecatedGroup, deprecated)) }
        guard !groups.isEmpty else { return ("", []) }
        var slugs = HeadingSlugger()
        let slugged = groups.map { (group: $0, slug: slugs.slug(for: $0.title)) }
        var html = ""
        var headings: [PageOutline.Heading] = []
        if listsTopics {
            html += heading(2, "Topics", slug: "topics")
            headings.append(PageOutline.Heading(level: 2, text: "Topics", slug: "topics", line: 0))
            for (group, slug) in slugged {
                html += heading(3, group.title, slug: "topic-" + slug)
                html += writer.memberList(group.members)
            }
        }
        for (group, slug) in slugged {
            headings.append(PageOutline.Heading(level: 2, text: group.title, slug: "group-" + slug, line: 0))
            html += heading(2, group.title, slug: "group-" + slug)
            for member in group.members {
                html += writer.section(member, level: 3)
            }
        }
        return (html, headings)
    }

    private func searchSections(
        _ entries: [APIReference.Entry], pageTitle: String, writer: ReferencePageWriter
    )
        -> [SearchDocument]
    {
        entries.map { entry in
            SearchDocument(
                pageTitle: pageTitle, pagePath: entry.location.sitePath, heading: entry.symbol.names.title,
                anchor: entry.location.anchor, text: writer.searchText(of: entry),
                identifiers: Self.searchNames(entry), symbol: Self.searchKey(entry))
        }
    }

    /// What an exact search for the symbol is: its path's base names, lowercased and spaced
    /// (`interactor load` for `Interactor/load(_:_:)`).
    static func searchKey(_ entry: APIReference.Entry) -> String {
        searchNames(entry).joined(separator: " ").lowercased()
    }

    /// The base names of the symbol's path (`Interactor`, `load`), indexed as a sample's
    /// identifiers are, so that `host` finds `InteractorHost`.
    static func searchNames(_ entry: APIReference.Entry) -> [String] {
        entry.symbol.pathComponents.map { String($0.prefix { $0 != "(" && $0 != "<" }) }
    }

    private func heading(_ level: Int, _ text: String, slug: String) -> String {
        "<h\(level) id=\"\(slug)\"><a class=\"anchor\" href=\"#\(slug)\" aria-label=\"Link to this section\"></a>"
            + HTMLEscaping.escape(text) + "</h\(level)>\n"
    }

    /// `API reference › Module › Outer`: each a link from `sitePath`.
    private func breadcrumbs(_ trail: [(title: String, sitePath: String)], from sitePath: String) -> String {
        "<nav class=\"breadcrumbs\" aria-label=\"Breadcrumbs\">"
            + trail.map { title, target in
                "<a href=\"\(URLEscaping.href(SitePath.relativeURL(from: sitePath, to: target)))\">"
                    + HTMLEscaping.escape(title) + "</a>"
            }.joined(separator: " › ") + "</nav>\n"
    }
}
