extension SiteBuilder {
    /// The Examples catalog: every example grouped by pattern, with its title, summary, files
    /// (highlighted, folded) and the transcript of its headless demo.
    func renderExamples(order: [PageChrome.PageLink]) -> (html: String, sections: [SearchDocument]) {
        let sitePath = SiteLayout.examplesPage
        var body = "<h1 id=\"examples-catalog\"><a class=\"anchor\" href=\"#examples-catalog\" "
        body += "aria-label=\"Link to this section\"></a>Examples</h1>\n"
        body += "<p class=\"lead\">Complete screens, one folder each, written to be copied into an app: the "
        body +=
            "logic is built and tested on every platform, the SwiftUI views on Apple's, and a headless demo "
        body +=
            "drives the logic through a scripted session. Its transcript is printed below each example.</p>\n"
        var headings: [PageOutline.Heading] = []
        var sections: [SearchDocument] = []
        var pattern: String?
        if content.examples.isEmpty {
            body += "<p>No examples yet.</p>\n"
        }
        for example in content.examples {
            if example.pattern != pattern {
                pattern = example.pattern
                let slug = HeadingSlugger.baseSlug(for: example.pattern)
                headings.append(.init(level: 2, text: example.pattern, slug: slug, line: headings.count))
                body += heading(2, example.pattern, slug: slug)
            }
            headings.append(.init(level: 3, text: example.title, slug: example.anchor, line: headings.count))
            body += renderExample(example, sitePath: sitePath)
            sections.append(
                SearchDocument(
                    pageTitle: "Examples", pagePath: sitePath, heading: example.title, anchor: example.anchor,
                    text: MarkdownPlainText.text(of: example.summary),
                    identifiers: example.files.flatMap { SwiftIdentifiers.names(in: $0.contents) }))
        }
        let html = renderPage(
            sitePath: sitePath, title: "Examples",
            description: "The examples of every pattern, with their demos.",
            body: body, toc: PageChrome.tableOfContents(PageOutline(headings: headings)), order: order,
            pageClass: "examples")
        return (html, sections)
    }

    private func heading(_ level: Int, _ text: String, slug: String) -> String {
        "<h\(level) id=\"\(slug)\"><a class=\"anchor\" href=\"#\(slug)\" aria-label=\"Link to this section\"></a>"
            + HTMLEscaping.escape(text) + "</h\(level)>\n"
    }

    private func renderExample(_ example: ExampleEntry, sitePath: String) -> String {
        var html = "<section class=\"example\">\n" + heading(3, example.title, slug: example.anchor)
        html +=
            "<p class=\"example-meta\"><span>Pattern <code>\(HTMLEscaping.escape(example.pattern))</code></span>"
        html += "<span><code>\(HTMLEscaping.escape(example.directory))/</code></span>"
        html += "<span>Demo <code>swift run \(HTMLEscaping.escape(example.demoProduct))</code></span></p>\n"
        html += MarkdownHTMLRenderer(outline: PageOutline(headings: [])).html(for: example.summary)
        for file in example.files {
            let name = String(file.path.dropFirst(example.directory.count + 1))
            html += "<details class=\"example-file\"><summary><code>\(HTMLEscaping.escape(name))</code>"
            html +=
                "<span class=\"line-count\">\(file.contents.split(separator: "\n", omittingEmptySubsequences: false).count - 1) lines</span></summary>\n"
            html += "<pre class=\"sample-code\"><code class=\"language-swift\">"
            html += SwiftHighlighter.html(for: file.contents) + "</code></pre></details>\n"
        }
        if let transcript = example.transcript {
            html +=
                "<div class=\"sample-output transcript\"><div class=\"sample-output-label\">Transcript of "
            html += "<code>\(HTMLEscaping.escape(example.demoProduct))</code></div>"
            html += "<pre><samp>\(HTMLEscaping.escape(transcript))</samp></pre></div>\n"
        }
        html += "</section>\n"
        return html
    }
}
