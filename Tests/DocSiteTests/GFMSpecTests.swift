import Testing

@testable import DocMarkdown
@testable import DocSite

/// The examples of the GitHub Flavored Markdown spec's extension sections (tables, task list
/// items, strikethrough, autolinks), as docbuild renders them.
///
/// Each example keeps the spec's Markdown and HTML verbatim;
/// ``SiteHTML/from(spec:)`` turns the spec's HTML into the markup docbuild adds around the same
/// content, so that a difference in content fails. The examples left out need an extension
/// swift-markdown does not enable (`tagfilter`: the disallowed raw HTML of example 652) or test
/// cmark-gfm's own HTML renderer rather than the tree (none of the four sections has one).
@Suite struct GFMSpecTests {
    struct Example: CustomTestStringConvertible, Sendable {
        /// The example's number in the spec's 0.29-gfm edition, or what names a later one.
        var number: String
        var markdown: String
        var html: String
        var testDescription: String { "GFM example \(number)" }
    }

    static let tables: [Example] = [
        Example(
            number: "198", markdown: "| foo | bar |\n| --- | --- |\n| baz | bim |\n",
            html: """
                <table>
                <thead>
                <tr>
                <th>foo</th>
                <th>bar</th>
                </tr>
                </thead>
                <tbody>
                <tr>
                <td>baz</td>
                <td>bim</td>
                </tr>
                </tbody>
                </table>

                """),
        Example(
            number: "199", markdown: "| abc | defghi |\n:-: | -----------:\nbar | baz\n",
            html: """
                <table>
                <thead>
                <tr>
                <th style="text-align: center;">abc</th>
                <th style="text-align: right;">defghi</th>
                </tr>
                </thead>
                <tbody>
                <tr>
                <td style="text-align: center;">bar</td>
                <td style="text-align: right;">baz</td>
                </tr>
                </tbody>
                </table>

                """),
        Example(
            number: "200", markdown: "| f\\|oo  |\n| ------ |\n| b `\\|` az |\n| b **\\|** im |\n",
            html: """
                <table>
                <thead>
                <tr>
                <th>f|oo</th>
                </tr>
                </thead>
                <tbody>
                <tr>
                <td>b <code>|</code> az</td>
                </tr>
                <tr>
                <td>b <strong>|</strong> im</td>
                </tr>
                </tbody>
                </table>

                """),
        Example(
            number: "201", markdown: "| abc | def |\n| --- | --- |\n| bar | baz |\n> bar\n",
            html: """
                <table>
                <thead>
                <tr>
                <th>abc</th>
                <th>def</th>
                </tr>
                </thead>
                <tbody>
                <tr>
                <td>bar</td>
                <td>baz</td>
                </tr>
                </tbody>
                </table>
                <blockquote>
                <p>bar</p>
                </blockquote>

                """),
        Example(
            number: "202", markdown: "| abc | def |\n| --- | --- |\n| bar | baz |\nbar\n\nbar\n",
            html: """
                <table>
                <thead>
                <tr>
                <th>abc</th>
                <th>def</th>
                </tr>
                </thead>
                <tbody>
                <tr>
                <td>bar</td>
                <td>baz</td>
                </tr>
                <tr>
                <td>bar</td>
                <td></td>
                </tr>
                </tbody>
                </table>
                <p>bar</p>

                """),
        Example(
            number: "203", markdown: "| abc | def |\n| --- |\n| bar |\n",
            html: "<p>| abc | def |\n| --- |\n| bar |</p>\n"),
        Example(
            number: "204", markdown: "| abc | def |\n| --- | --- |\n| bar |\n| bar | baz | boo |\n",
            html: """
                <table>
                <thead>
                <tr>
                <th>abc</th>
                <th>def</th>
                </tr>
                </thead>
                <tbody>
                <tr>
                <td>bar</td>
                <td></td>
                </tr>
                <tr>
                <td>bar</td>
                <td>baz</td>
                </tr>
                </tbody>
                </table>

                """),
        Example(
            number: "205", markdown: "| abc | def |\n| --- | --- |\n",
            html: """
                <table>
                <thead>
                <tr>
                <th>abc</th>
                <th>def</th>
                </tr>
                </thead>
                </table>

                """),
    ]

    static let taskLists: [Example] = [
        Example(
            number: "279", markdown: "- [ ] foo\n- [x] bar\n",
            html: """
                <ul>
                <li><input disabled="" type="checkbox"> foo</li>
                <li><input checked="" disabled="" type="checkbox"> bar</li>
                </ul>

                """),
        Example(
            number: "280", markdown: "- [x] foo\n  - [ ] bar\n  - [x] baz\n- [ ] bim\n",
            html: """
                <ul>
                <li><input checked="" disabled="" type="checkbox"> foo
                <ul>
                <li><input disabled="" type="checkbox"> bar</li>
                <li><input checked="" disabled="" type="checkbox"> baz</li>
                </ul>
                </li>
                <li><input disabled="" type="checkbox"> bim</li>
                </ul>

                """),
    ]

    static let strikethrough: [Example] = [
        Example(
            number: "491", markdown: "~~Hi~~ Hello, world!\n", html: "<p><del>Hi</del> Hello, world!</p>\n"),
        Example(
            number: "492", markdown: "This ~~has a\n\nnew paragraph~~.\n",
            html: "<p>This ~~has a</p>\n<p>new paragraph~~.</p>\n"),
    ]

    static let autolinks: [Example] = [
        Example(
            number: "621", markdown: "www.commonmark.org\n",
            html: "<p><a href=\"http://www.commonmark.org\">www.commonmark.org</a></p>\n"),
        Example(
            number: "622", markdown: "Visit www.commonmark.org/help for more information.\n",
            html:
                "<p>Visit <a href=\"http://www.commonmark.org/help\">www.commonmark.org/help</a> for more information.</p>\n"
        ),
        Example(
            number: "623",
            markdown:
                "Visit www.commonmark.org.\n\nVisit www.commonmark.org/a.b.\n\nVisit www.commonmark.org/~jm/foo/bar.pdf.\n",
            html: """
                <p>Visit <a href="http://www.commonmark.org">www.commonmark.org</a>.</p>
                <p>Visit <a href="http://www.commonmark.org/a.b">www.commonmark.org/a.b</a>.</p>
                <p>Visit <a href="http://www.commonmark.org/~jm/foo/bar.pdf">www.commonmark.org/~jm/foo/bar.pdf</a>.</p>

                """),
        Example(
            number: "624",
            markdown: """
                www.google.com/search?q=Markup+(business)

                (www.google.com/search?q=Markup+(business))

                """,
            html: """
                <p><a href="http://www.google.com/search?q=Markup+(business)">\
                www.google.com/search?q=Markup+(business)</a></p>
                <p>(<a href="http://www.google.com/search?q=Markup+(business)">\
                www.google.com/search?q=Markup+(business)</a>)</p>

                """),
        Example(
            number: "625", markdown: "www.google.com/search?q=(business))+ok\n",
            html:
                "<p><a href=\"http://www.google.com/search?q=(business))+ok\">www.google.com/search?q=(business))+ok</a></p>\n"
        ),
        Example(
            number: "626",
            markdown: "www.google.com/search?q=commonmark&hl=en\n\nwww.google.com/search?q=commonmark&hl;\n",
            html: """
                <p><a href="http://www.google.com/search?q=commonmark&amp;hl=en">www.google.com/search?q=commonmark&amp;hl=en</a></p>
                <p><a href="http://www.google.com/search?q=commonmark">www.google.com/search?q=commonmark</a>&amp;hl;</p>

                """),
        Example(
            number: "627", markdown: "www.commonmark.org/he<lp\n",
            html: "<p><a href=\"http://www.commonmark.org/he\">www.commonmark.org/he</a>&lt;lp</p>\n"),
        Example(
            number: "628",
            markdown:
                "http://commonmark.org\n\n(Visit https://encrypted.google.com/search?q=Markup+(business))\n\nAnonymous FTP is available at ftp://foo.bar.baz.\n",
            html: """
                <p><a href="http://commonmark.org">http://commonmark.org</a></p>
                <p>(Visit <a href="https://encrypted.google.com/search?q=Markup+(business)">https://encrypted.google.com/search?q=Markup+(business)</a>)</p>
                <p>Anonymous FTP is available at <a href="ftp://foo.bar.baz">ftp://foo.bar.baz</a>.</p>

                """),
        Example(
            number: "629", markdown: "foo@bar.baz\n",
            html: "<p><a href=\"mailto:foo@bar.baz\">foo@bar.baz</a></p>\n"),
        Example(
            number: "630", markdown: "hello@mail+xyz.example isn't valid, but hello+xyz@mail.example is.\n",
            html:
                "<p>hello@mail+xyz.example isn't valid, but <a href=\"mailto:hello+xyz@mail.example\">hello+xyz@mail.example</a> is.</p>\n"
        ),
        Example(
            number: "631", markdown: "a.b-c_d@a.b\n\na.b-c_d@a.b.\n\na.b-c_d@a.b-\n\na.b-c_d@a.b_\n",
            html: """
                <p><a href="mailto:a.b-c_d@a.b">a.b-c_d@a.b</a></p>
                <p><a href="mailto:a.b-c_d@a.b">a.b-c_d@a.b</a>.</p>
                <p>a.b-c_d@a.b-</p>
                <p>a.b-c_d@a.b_</p>

                """),
        Example(
            number: "of later editions, cmark-gfm#65", markdown: "[a link](http://www.google.com/)stuff?\n",
            html: "<p><a href=\"http://www.google.com/\">a link</a>stuff?</p>\n"),
    ]

    private func render(_ markdown: String) -> String {
        let document = CMarkParser.parse(markdown, path: "Articles/Spec.md")
        return MarkdownHTMLRenderer(outline: PageOutline(document: document)).html(for: document.blocks)
    }

    @Test(arguments: tables + taskLists + strikethrough + autolinks)
    func rendersAsTheSpecSays(_ example: Example) {
        #expect(render(example.markdown) == SiteHTML.from(spec: example.html))
    }

    /// The escaped pipes of the spec's later editions, which older cmark-gfm releases split on:
    /// the table parser replaces `\|` by `|` before the inline parser sees the cell, even in a
    /// code span, and only a backslash right before a pipe counts.
    static let escapedPipes = Example(
        number: "of later editions, escaped pipes",
        markdown: "| Description | Test case |\n|-------------|-----------|\n| Basic test  | `\\|`      |\n"
            + "| Extra       | `\\\\\\.`    |\n| Wait, what? | `\\\\|`     |\n| Wait, what? |         \\\\|\n",
        html: """
            <table>
            <thead>
            <tr>
            <th>Description</th>
            <th>Test case</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td>Basic test</td>
            <td><code>|</code></td>
            </tr>
            <tr>
            <td>Extra</td>
            <td><code>\\\\\\.</code></td>
            </tr>
            <tr>
            <td>Wait, what?</td>
            <td><code>\\|</code></td>
            </tr>
            <tr>
            <td>Wait, what?</td>
            <td>|</td>
            </tr>
            </tbody>
            </table>

            """)

    @Test func anEscapedPipeStaysInItsCellEvenInsideCode() {
        #expect(render(Self.escapedPipes.markdown) == SiteHTML.from(spec: Self.escapedPipes.html))
    }

    @Test func theExamplesTheConversionTouchesAreChangedOnlyWhereDocbuildAddsMarkup() {
        // The conversion itself, checked once, so that a wrong conversion cannot hide a wrong page.
        #expect(
            SiteHTML.from(
                spec: "<table>\n<thead>\n<tr>\n<th style=\"text-align: right;\">a</th>\n"
                    + "</tr>\n</thead>\n</table>\n")
                == "<div class=\"table-scroll\" tabindex=\"0\">\n<table>\n<thead>\n<tr>\n"
                + "<th scope=\"col\" align=\"right\">a</th>\n</tr>\n</thead>\n</table>\n</div>\n")
        #expect(
            SiteHTML.from(
                spec: "<ul>\n<li><input checked=\"\" disabled=\"\" type=\"checkbox\"> a</li>\n</ul>\n")
                == "<ul class=\"contains-task-list\">\n<li class=\"task-list-item\"><input type=\"checkbox\" "
                + "class=\"task-list-item-checkbox\" disabled=\"\" checked=\"\" /> a</li>\n</ul>\n")
        #expect(SiteHTML.from(spec: "<p><del>a</del></p>\n") == "<p><del>a</del></p>\n")
    }

    @Test func aLooseTaskItemsCheckboxLeadsItsFirstParagraph() {
        #expect(
            render("- [x] done\n\n  more\n- [ ] todo\n")
                == """
                <ul class="contains-task-list">
                <li class="task-list-item">
                <p><input type="checkbox" class="task-list-item-checkbox" disabled="" checked="" /> done</p>
                <p>more</p>
                </li>
                <li class="task-list-item">
                <p><input type="checkbox" class="task-list-item-checkbox" disabled="" /> todo</p>
                </li>
                </ul>

                """)
    }

    @Test func cellsRenderTheirInlinesAsParagraphsDo() {
        let document = CMarkParser.parse(
            "| Kind | Where |\n|---|---|\n| *em* ~~old~~ | [page](Other.md) `Store` |\n",
            path: "Articles/A.md")
        let html = MarkdownHTMLRenderer(
            outline: PageOutline(document: document),
            resolveLink: { $0.replacingOccurrences(of: ".md", with: ".html") },
            linkCode: { $0 == "Store" ? (href: "reference/Store.html", text: "Store") : nil }
        ).html(for: document.blocks)
        #expect(html.contains("<td><em>em</em> <del>old</del></td>"))
        #expect(
            html.contains(
                "<td><a href=\"Other.html\">page</a> <a class=\"symbol-link\" href=\"reference/Store.html\"><code>Store</code></a></td>"
            ))
    }
}

/// The spec's HTML turned into docbuild's: the markup docbuild adds, and nothing else.
enum SiteHTML {
    /// - a table sits in the wrapper that scrolls it (`<div class="table-scroll" tabindex="0">`);
    /// - a header cell says it heads a column (`scope="col"`);
    /// - alignment is the `align` attribute GitHub and cmark-gfm write (the spec's newer text
    ///   writes `style="text-align: …;"`);
    /// - a task-list item, its checkbox and its list carry GitHub's classes;
    ///   an apostrophe in text is escaped (`&#39;`, ``HTMLEscaping``), as cmark does not (no
    ///   example has one in an attribute).
    static func from(spec html: String) -> String {
        var html = html
        html = html.replacingOccurrences(
            of: "<table>", with: "<div class=\"table-scroll\" tabindex=\"0\">\n<table>")
        html = html.replacingOccurrences(of: "</table>\n", with: "</table>\n</div>\n")
        html = html.replacingOccurrences(of: "<th>", with: "<th scope=\"col\">")
        html = html.replacingOccurrences(of: "<th style=", with: "<th scope=\"col\" style=")
        for alignment in ["left", "center", "right"] {
            html = html.replacingOccurrences(
                of: " style=\"text-align: \(alignment);\"", with: " align=\"\(alignment)\"")
        }
        let checkbox = "<input type=\"checkbox\" class=\"task-list-item-checkbox\" disabled=\"\""
        html = html.replacingOccurrences(
            of: "<li><input checked=\"\" disabled=\"\" type=\"checkbox\">",
            with: "<li class=\"task-list-item\">\(checkbox) checked=\"\" />")
        html = html.replacingOccurrences(
            of: "<li><input disabled=\"\" type=\"checkbox\">",
            with: "<li class=\"task-list-item\">\(checkbox) />")
        html = html.replacingOccurrences(
            of: "<ul>\n<li class=\"task-list-item\">",
            with: "<ul class=\"contains-task-list\">\n<li class=\"task-list-item\">")
        return html.replacingOccurrences(of: "'", with: "&#39;")
    }
}
