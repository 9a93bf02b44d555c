import DocBasics
import DocMarkdown
import Doctest
import SymbolReference

extension SiteBuilder {
    /// An article's page, and its sections for the search index.
    func renderArticle(_ page: Page, checks: SiteChecks, order: [PageChrome.PageLink])
        -> (html: String, sections: [SearchDocument])
    {
        let report = page.report
        let sitePath = page.sitePath
        let renderer = articleRenderer(page, checks: checks)
        var body = renderer.html(for: report.document.blocks)
        if let note = repositoryPlaceholderNote, let repository = content.repository,
            body.contains(HTMLEscaping.escape(repository))
        {
            // Said where the address appears, for a reader who arrives here first.
            let afterTitle = body.range(of: "</h1>\n").map(\.upperBound) ?? body.startIndex
            body.insert(contentsOf: note, at: afterTitle)
        }
        let html = renderPage(
            sitePath: sitePath, title: page.title, description: Self.description(of: report.document.blocks),
            body: body, toc: PageChrome.tableOfContents(page.outline), order: order, pageClass: "article")
        let sections = SearchDocument.sections(
            of: report.document, outline: page.outline, pageTitle: page.title, pagePath: sitePath,
            code: { block in
                report.result(atFenceLine: block.range.start.line)?.sample.visibleCode ?? block.literal
            },
            snippetCode: { directive in shownSnippet(directive)?.result.sample.visibleCode })
        return (html, sections)
    }

    /// The renderer of `page`'s Markdown: its links and images resolved as `checks` found them,
    /// its Swift blocks shown as the check left them, its code spans linked to the reference.
    private func articleRenderer(_ page: Page, checks: SiteChecks) -> MarkdownHTMLRenderer {
        let report = page.report
        let links = checks.links[report.path] ?? [:]
        let images = checks.images[report.path] ?? [:]
        let sitePath = page.sitePath
        // A documentation extension page (`# ``Core/Deque`` `) links from its symbol, as DocC does.
        let linkScope = SymbolIndex.pageScope(
            title: report.document.symbolTitle.map { $0.split(separator: "/").map(String.init) } ?? [],
            module: DocCCatalog.module(ofArticle: report.path),
            modules: content.reference?.moduleNames ?? [])
        return MarkdownHTMLRenderer(
            outline: page.outline,
            resolveLink: { destination in
                guard let target = links[destination] else { return destination }
                if case .external(let url) = target { return url }
                if case .page(let path, let fragment) = target, path == sitePath {
                    return fragment.map { "#\($0)" } ?? SitePath.relativeURL(from: sitePath, to: path)
                }
                return SitePath.relativeURL(from: sitePath, to: target.sitePath)
            },
            resolveImage: { source in
                guard let file = images[source] else { return source }
                return SitePath.relativeURL(from: sitePath, to: SiteLayout.assetPath(forFile: file))
            },
            renderCodeBlock: { block in
                guard block.isFenced, block.language == "swift" else {
                    guard
                        let transcript = report.transcript(
                            inLines: block.range.start.line...block.range.end.line)
                    else { return CodeBlockHTML.plain(block) }
                    return TranscriptHTML.html(
                        for: block, result: transcript, problems: report.problems(of: transcript))
                }
                guard let result = report.result(atFenceLine: block.range.start.line) else {
                    return SampleHTML.html(forUnverified: block)
                }
                let includeURL = result.sample.include.map {
                    SitePath.relativeURL(from: sitePath, to: SiteLayout.sourcePagePath(forFile: $0.path))
                }
                return SampleHTML.html(
                    for: result, includeURL: includeURL, problems: report.problems(of: result.sample))
            },
            tabTitle: { block in
                guard block.isFenced, block.language == "swift" else { return nil }
                return report.result(atFenceLine: block.range.start.line)?.sample.tab
                    ?? (try? FenceInfo(parsing: block.info))?.tab
            },
            linkCode: { [reference = content.reference] code in
                guard let reference else { return nil }
                return ReferencePageWriter.codeLink(
                    code, reference: reference, module: linkScope.module, scope: linkScope.scope
                ) {
                    SitePath.relativeURL(from: sitePath, to: $0.target)
                }
            },
            renderDirective: { block in SnippetDirective(block).flatMap(snippetHTML) }
        )
    }

    /// What a `@Snippet` directive shows: the snippet's result with its sample cut to the lines
    /// shown (the slice's, or the whole snippet's), named by its file; the output is the whole
    /// snippet's, so it is kept only for the whole snippet. `nil` for a snippet or slice that does
    /// not exist, which the check reports.
    func shownSnippet(_ directive: SnippetDirective)
        -> (result: SampleResult, snippet: SnippetSource, report: DocumentReport)?
    {
        guard let report = content.snippets.first(where: { $0.path == directive.file }),
            let result = report.results.first
        else { return nil }
        // The sample holds every line of the file as it was checked: what the page shows is what ran.
        let snippet = SnippetSource(parsing: result.sample.code, path: directive.file)
        guard let lines = snippet.shownLines(slice: directive.slice) else { return nil }
        var sample = result.sample
        sample.lines = lines
        sample.isIsolated = false
        sample.file = directive.file
        let shown = SampleResult(
            sample: sample, status: result.status, output: directive.slice == nil ? result.output : nil)
        return (shown, snippet, report)
    }

    /// The HTML of a `@Snippet` directive: the whole snippet's explanation and code, or the
    /// slice's code, with the snippet's badge (``shownSnippet(_:)``); `nil` leaves the paragraph
    /// as written.
    func snippetHTML(_ directive: SnippetDirective) -> String? {
        guard let (shown, snippet, report) = shownSnippet(directive) else { return nil }
        var html = ""
        if directive.slice == nil, !snippet.explanation.isEmpty {
            let explanation = CMarkParser.parse(
                snippet.explanation.joined(separator: "\n"), path: directive.file)
            html += MarkdownHTMLRenderer(outline: PageOutline(document: explanation)).html(
                for: explanation.blocks)
        }
        return html + SampleHTML.html(for: shown, problems: report.problems(of: report.results[0].sample))
    }

    /// The note that the package's address is not published yet (`repositoryIsPlaceholder`): on the
    /// overview, and on every page that shows the address. Not a link: an address that leads
    /// nowhere yet must not look like one that works.
    var repositoryPlaceholderNote: String? {
        guard let repository = content.repository, content.repositoryIsPlaceholder else { return nil }
        return "<p class=\"repository-placeholder\" role=\"note\"><strong>Not published yet.</strong> "
            + "This site gives the package's address as <code>\(HTMLEscaping.escape(repository))</code>, "
            + "where it is not published yet: add the package from a copy on your disk instead "
            + "(in Xcode, <em>Add Package Dependencies… ▸ Add Local…</em>; in a manifest, "
            + "<code>.package(path: …)</code>).</p>\n"
    }

    /// The overview page: the site's purpose and where to start, every chapter with its first
    /// paragraph, the examples and the reference; then how the samples were checked, counted by
    /// badge, for the reader who wants to know before trusting them.
    func renderOverview(pages: [Page], order: [PageChrome.PageLink]) -> String {
        let pagesByPath = Dictionary(pages.map { ($0.report.path, $0) }, uniquingKeysWith: { a, _ in a })
        var body = "<h1 id=\"overview\">\(HTMLEscaping.escape(content.siteTitle))</h1>\n"
        if let tagline = content.tagline {
            body += "<p class=\"lead\">\(HTMLEscaping.escape(tagline))</p>\n"
        }
        if let note = repositoryPlaceholderNote {
            body += note
        } else if let repository = content.repository {
            body += "<p class=\"repository\"><a href=\"\(URLEscaping.href(repository))\">"
            body += "\(HTMLEscaping.escape(repository))</a></p>\n"
        }
        // The first chapter of SUMMARY.md is where a new reader starts.
        if let first = summary.sections.lazy.flatMap(\.chapters).first(where: { $0.path != nil }),
            let sitePath = PageChrome.sitePath(of: first, articlesDirectory: content.articlesDirectory)
        {
            body += "<p class=\"start-here\"><a href=\"\(URLEscaping.href(sitePath))\">Start here: "
            body += "\(HTMLEscaping.escape(first.title)) →</a></p>\n"
        }
        for (index, section) in summary.sections.enumerated() {
            let heading = section.title ?? (index == 0 ? "Articles" : nil)
            if let heading {
                let slug = HeadingSlugger.baseSlug(for: heading)
                body +=
                    "<h2 id=\"\(slug)\"><a class=\"anchor\" href=\"#\(slug)\" aria-label=\"Link to this section\"></a>"
                body += HTMLEscaping.escape(heading) + "</h2>\n"
            }
            body += "<ul class=\"cards\">\n"
            body += overviewCards(section.chapters, pagesByPath: pagesByPath)
            body += "</ul>\n"
        }
        if hasExamplesCatalog {
            body +=
                "<h2 id=\"examples\"><a class=\"anchor\" href=\"#examples\" aria-label=\"Link to this section\"></a>"
            var summary = Substring(content.examplesWording.summary ?? examplesSentence)
            while summary.last == "." || summary.last == " " { summary = summary.dropLast() }
            body += "Examples</h2>\n<p>\(HTMLEscaping.escape(String(summary))): "
            body += "<a href=\"\(SiteLayout.examplesPage)\">the Examples catalog</a>.</p>\n"
        }
        if let reference = content.reference {
            body += "<h2 id=\"api-reference\"><a class=\"anchor\" href=\"#api-reference\" "
            body += "aria-label=\"Link to this section\"></a>API reference</h2>\n<p>Every public symbol of "
            body += reference.modules.map { "<code>\(HTMLEscaping.escape($0.name))</code>" }.joined(
                separator: ", ")
            body += ", with its declaration, its documentation and its doc comment's checked samples: "
            body += "<a href=\"\(APIReference.indexPage)\">the API reference</a>.</p>\n"
        }
        body += "<h2 id=\"checked-samples\"><a class=\"anchor\" href=\"#checked-samples\" "
        body += "aria-label=\"Link to this section\"></a>Checked samples</h2>\n"
        body += overviewStats(pages: pages)
        return renderPage(
            sitePath: SiteLayout.indexPage, title: "Overview",
            description: content.tagline ?? content.siteTitle, body: body,
            order: order, pageClass: "overview")
    }

    /// The counts under the title: articles, their samples by badge, the doc comments' samples
    /// by badge (when the site has an API reference), examples (when there are any).
    private func overviewStats(pages: [Page]) -> String {
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(plural(count, noun))" }
        // One count per badge label, from the function that labels the badges.
        func badges(_ tally: SampleTally) -> String {
            tally.counts.map { count in
                "<span class=\"stat\" title=\"\(HTMLEscaping.escape(count.detail))\">\(count.count) "
                    + "\(HTMLEscaping.escape(count.label))</span>"
            }.joined(separator: ", ")
        }
        let tally = SampleTally(pages.flatMap(\.report.results))
        var html = "<p class=\"stats\"><span>\(counted(pages.count, "article"))</span><span>"
        html += "\(counted(tally.total, "sample")): \(badges(tally))</span>"
        if let reference = content.reference, !reference.samples.isEmpty {
            let inComments = SampleTally(reference.samples.values)
            html +=
                "<span>\(counted(inComments.total, "sample")) in doc comments: \(badges(inComments))</span>"
        }
        let transcripts = TranscriptHTML.tally(
            pages.flatMap(\.report.transcripts)
                + (content.reference?.transcripts.values.joined().map(\.result) ?? []))
        if !transcripts.isEmpty {
            let total = transcripts.reduce(0) { $0 + $1.count }
            html += "<span>\(counted(total, "transcript")) run: "
            html +=
                transcripts.map { count in
                    "<span class=\"stat stat-transcripts\" title=\"\(HTMLEscaping.escape(count.detail))\">\(count.count) "
                        + "\(HTMLEscaping.escape(count.label))</span>"
                }.joined(separator: ", ") + "</span>"
        }
        if hasExamplesCatalog { html += "<span>\(counted(content.examples.count, "example"))</span>" }
        return html + "</p>\n"
    }

    private func overviewCards(_ chapters: [SiteSummary.Chapter], pagesByPath: [String: Page]) -> String {
        var html = ""
        for chapter in chapters {
            if let sitePath = PageChrome.sitePath(of: chapter, articlesDirectory: content.articlesDirectory) {
                let resolved = chapter.path.flatMap {
                    SitePath.resolve($0, against: content.articlesDirectory)
                }
                let page = resolved.flatMap { pagesByPath[$0] }
                let description = page.map { Self.description(of: $0.report.document.blocks) } ?? ""
                let count = page.map { SampleTally($0.report.results).total } ?? 0
                html +=
                    "<li><a href=\"\(URLEscaping.href(sitePath))\"><strong>\(HTMLEscaping.escape(chapter.title))</strong>"
                if !description.isEmpty { html += "<span>\(HTMLEscaping.escape(description))</span>" }
                if count > 0 { html += "<small>\(count) \(plural(count, "sample"))</small>" }
                html += "</a></li>\n"
            }
            html += overviewCards(chapter.children, pagesByPath: pagesByPath)
        }
        return html
    }
}
