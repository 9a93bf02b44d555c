import Testing

@testable import DocMarkdown
@testable import DocSite
@testable import Doctest

@Suite struct MarkdownHTMLRendererTests {
    private func render(_ markdown: String, resolveLink: @escaping (String) -> String = { $0 }) -> String {
        let document = CMarkParser.parse(markdown, path: "Articles/Test.md")
        return MarkdownHTMLRenderer(outline: PageOutline(document: document), resolveLink: resolveLink)
            .html(for: document.blocks)
    }

    /// A comment is the author's: a book's listing test, a note, a draft stays out of the page,
    /// where other HTML is written as it is.
    @Test func aCommentIsNotWrittenToThePage() {
        let html = render(
            "Before.\n\n<!--\n  - test: `t`\n  -> let x = 1\n-->\n\n<div class=\"note\">Kept</div>\n")
        #expect(!html.contains("test:"), "\(html)")
        #expect(html.contains("<div class=\"note\">Kept</div>"), "\(html)")
    }

    @Test func consecutiveTabbedBlocksRenderAsOneGroupInOrder() {
        let markdown = """
            ```swift tab="Plain"
            let a = 1
            ```

            ```swift no-run tab="Pipeline & co"
            let b = 2
            ```

            Between.

            ```swift tab="Plain"
            let c = 3
            ```

            ```swift
            let d = 4
            ```
            """
        let document = CMarkParser.parse(markdown, path: "Articles/Test.md")
        let html = MarkdownHTMLRenderer(
            outline: PageOutline(document: document),
            renderCodeBlock: { "<pre>\($0.literal)</pre>\n" },
            tabTitle: { (try? FenceInfo(parsing: $0.info))?.tab }
        ).html(for: document.blocks)
        #expect(
            html == """
                <div class="tab-group">
                <section class="tab-panel" data-tab="Plain"><h4 class="tab-title">Plain</h4>
                <pre>let a = 1
                </pre>
                </section>
                <section class="tab-panel" data-tab="Pipeline &amp; co"><h4 class="tab-title">Pipeline &amp; co</h4>
                <pre>let b = 2
                </pre>
                </section>
                </div>
                <p>Between.</p>
                <div class="tab-group">
                <section class="tab-panel" data-tab="Plain"><h4 class="tab-title">Plain</h4>
                <pre>let c = 3
                </pre>
                </section>
                </div>
                <pre>let d = 4
                </pre>

                """)
    }

    @Test func headingsGetTheirSlugAsIdAndALinkIcon() {
        #expect(
            render("## Why `Interactor`?\n")
                == "<h2 id=\"why-interactor\"><a class=\"anchor\" href=\"#why-interactor\" "
                + "aria-label=\"Link to this section\"></a>Why <code>Interactor</code>?</h2>\n")
    }

    @Test func repeatedHeadingsGetNumberedSlugs() {
        let html = render("# A\n\n## Setup\n\n## Setup\n\n## Setup\n")
        #expect(html.contains("id=\"setup\""))
        #expect(html.contains("id=\"setup-1\""))
        #expect(html.contains("id=\"setup-2\""))
    }

    @Test func paragraphsAndInlinesMatchCmark() {
        #expect(
            render("A *b* **c** `d<e>` [f](g \"t\")  \nh\ni\n")
                == "<p>A <em>b</em> <strong>c</strong> <code>d&lt;e&gt;</code> <a href=\"g\" title=\"t\">f</a>"
                + "<br />\nh\ni</p>\n")
    }

    @Test func tightListsOmitParagraphsAndLooseListsKeepThem() {
        #expect(render("- a\n- b\n") == "<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n")
        #expect(render("- a\n\n- b\n") == "<ul>\n<li>\n<p>a</p>\n</li>\n<li>\n<p>b</p>\n</li>\n</ul>\n")
        #expect(render("3. c\n4. d\n") == "<ol start=\"3\">\n<li>c</li>\n<li>d</li>\n</ol>\n")
    }

    @Test func rawHTMLPassesThroughAndTextIsEscaped() {
        let html = render("<table><tr><td>x</td></tr></table>\n\nA <b>bold</b> & 1 < 2\n")
        #expect(html.contains("<table><tr><td>x</td></tr></table>\n"))
        #expect(html.contains("<p>A <b>bold</b> &amp; 1 &lt; 2</p>"))
    }

    @Test func linksAreRewrittenByTheResolverAndEscaped() {
        let html = render("[x](Other.md#a) [y](a b.md)\n") {
            $0.replacingOccurrences(of: ".md", with: ".html")
        }
        #expect(html.contains("<a href=\"Other.html#a\">x</a>"))
        #expect(html.contains("[y](a b.md)"))  // CommonMark: a space ends a destination; not a link
        #expect(render("[q](<a b.md> \"x\")\n").contains("href=\"a%20b.md\""))
    }

    @Test func codeBlocksOfOtherLanguagesAreEscapedAndNotHighlighted() {
        #expect(
            render("```sh\necho \"<b>\" && ls\n```\n")
                == "<pre><code class=\"language-sh\">echo &quot;&lt;b&gt;&quot; &amp;&amp; ls\n</code></pre>\n"
        )
    }

    @Test func blockQuotesAndRulesAndImages() {
        #expect(render("> q\n") == "<blockquote>\n<p>q</p>\n</blockquote>\n")
        #expect(render("---\n") == "<hr />\n")
        #expect(
            render("![alt *x*](a.png \"T\")\n") == "<p><img src=\"a.png\" alt=\"alt x\" title=\"T\" /></p>\n")
    }

    /// Every alert GitHub renders, and every aside DocC renders, comes out as a titled `<aside>`
    /// whose class names its kind; the marker is not shown.
    @Test(arguments: [
        ("> [!NOTE]\n> Body.\n", "note", "Note"), ("> [!TIP]\n> Body.\n", "tip", "Tip"),
        ("> [!IMPORTANT]\n> Body.\n", "important", "Important"),
        ("> [!WARNING]\n> Body.\n", "warning", "Warning"), ("> [!CAUTION]\n> Body.\n", "caution", "Caution"),
        ("> [!note]  \n> Body.\n", "note", "Note"),
        ("> Note: Body.\n", "note", "Note"), ("> Tip: Body.\n", "tip", "Tip"),
        ("> Important: Body.\n", "important", "Important"), ("> Warning: Body.\n", "warning", "Warning"),
        ("> Experiment: Body.\n", "experiment", "Experiment"),
        ("> Attention: Body.\n", "attention", "Attention"),
        ("> Precondition: Body.\n", "precondition", "Precondition"), ("> Bug: Body.\n", "bug", "Bug"),
        ("> Complexity: Body.\n", "complexity", "Complexity"), ("> Remark: Body.\n", "remark", "Remark"),
        ("> ToDo: Body.\n", "todo", "To Do"), ("> SeeAlso: Body.\n", "seealso", "See Also"),
        ("> NonMutatingVariant: Body.\n", "nonmutatingvariant", "Non-Mutating Variant"),
        ("> tip:Body.\n", "tip", "Tip"),
    ])
    func alertsAndAsidesRenderAsTitledAsides(markdown: String, name: String, title: String) {
        #expect(
            render(markdown)
                == "<aside class=\"aside aside-\(name)\" aria-label=\"\(title)\"><p class=\"aside-title\">\(title)</p>\n"
                + "<p>Body.</p>\n</aside>\n")
    }

    /// An alert's body may start on its marker's line's next line, or run on for several blocks.
    @Test func anAsideKeepsEveryBlockOfItsQuote() {
        let html = render("> [!WARNING]\n>\n> - One\n> - Two\n>\n> Then **this**.\n")
        #expect(html.hasPrefix("<aside class=\"aside aside-warning\""), "\(html)")
        #expect(html.contains("<li>One</li>") && html.contains("<strong>this</strong>"), "\(html)")
        #expect(!html.contains("[!WARNING]"), "\(html)")
        #expect(render("> Note: Some `code` and more.\n").contains("<p>Some <code>code</code> and more.</p>"))
    }

    /// A marker GitHub does not know, a word DocC does not know, a marker not alone on its line
    /// and a quote that only mentions a kind stay quotes, as both render them.
    @Test(arguments: [
        "> [!TODO]\n> Body.\n", "> Answer: 42\n", "> [!NOTE] and more\n", "> See also: x\n",
        "> The note: x\n", "> *Note*: x\n",
    ])
    func otherQuotesStayQuotes(markdown: String) {
        #expect(render(markdown).hasPrefix("<blockquote>"), "\(render(markdown))")
    }

    @Test func slugsAreStableAndKeepLettersDigitsDashesAndUnderscores() {
        #expect(HeadingSlugger.baseSlug(for: "Hello, World! 2") == "hello-world-2")
        #expect(HeadingSlugger.baseSlug(for: "snake_case & kebab-case") == "snake_case--kebab-case")
        #expect(HeadingSlugger.baseSlug(for: "Ünïcödé") == "ünïcödé")
        #expect(HeadingSlugger.baseSlug(for: "???") == "section")
    }
}
