import Testing

@testable import DocMarkdown
@testable import DocSite
@testable import SymbolReference

@Suite struct DocCommentPartsTests {
    static func parts(_ text: String) -> DocCommentParts {
        DocCommentParts(CMarkParser.parse(text, path: "F.swift").blocks)
    }

    @Test func theCalloutsLeaveTheDiscussionAsDocCShowsThem() {
        let parts = Self.parts(
            """
            Loads a page.

            More about it.

            - Parameters:
              - index: The page's number.
              - size: How many rows.
            - Returns: The rows.
            - Throws: `LoadError` when offline.
            - Note: Cached for a minute.
            - A plain bullet: kept.
            """)
        #expect(MarkdownPlainText.text(of: parts.summary) == "Loads a page.")
        #expect(parts.parameters.map(\.name) == ["index", "size"])
        #expect(MarkdownPlainText.text(of: parts.parameters[0].blocks) == "The page's number.")
        #expect(MarkdownPlainText.text(of: parts.returns) == "The rows.")
        #expect(MarkdownPlainText.text(of: parts.throwsBlocks) == "LoadError when offline.")
        #expect(parts.asides.map(\.kind.title) == ["Note"])
        // What is not a callout stays in the discussion, in its list.
        let discussion = MarkdownPlainText.text(of: parts.discussion)
        #expect(discussion.contains("More about it."))
        #expect(discussion.contains("A plain bullet: kept."))
        #expect(!discussion.contains("Returns"))
    }

    @Test func aSingleParameterCalloutNamesItsParameter() {
        let parts = Self.parts("Makes one.\n\n- parameter side: The side.\n")
        #expect(parts.parameters.map(\.name) == ["side"])
        #expect(MarkdownPlainText.text(of: parts.parameters[0].blocks) == "The side.")
        #expect(parts.discussion.isEmpty)
    }

    @Test func aLandingPagesTopicsAreItsGroupsOfLinksAndTheRestIsProse() {
        let topics = ModuleTopics(
            CMarkParser.parse(
                """
                Shapes.

                ## Topics

                ### Squares

                - ``Square``
                - ``Square/area``: how big.

                ### Units

                - ``Centimetres``

                ## See also

                More.
                """, path: "G.md"
            ).blocks)
        #expect(topics.groups.map(\.title) == ["Squares", "Units"])
        #expect(topics.groups.map(\.links) == [["Square", "Square/area"], ["Centimetres"]])
        #expect(MarkdownPlainText.text(of: topics.prose).contains("Shapes."))
        #expect(MarkdownPlainText.text(of: topics.prose).contains("More."))
        #expect(!MarkdownPlainText.text(of: topics.prose).contains("Squares"))
    }

    @Test func aCodeSpanThatNamesASymbolIsALinkButNotInsideALink() {
        let renderer = MarkdownHTMLRenderer(
            outline: PageOutline(headings: []),
            linkCode: { code in code == "Cart" ? ("Cart.html", code) : nil })
        let html = renderer.html(
            for: CMarkParser.parse("See `Cart`, [`Cart`](x.html) and `cart`.\n", path: "A.md").blocks)
        #expect(
            html
                == "<p>See <a class=\"symbol-link\" href=\"Cart.html\"><code>Cart</code></a>, "
                + "<a href=\"x.html\"><code>Cart</code></a> and <code>cart</code>.</p>\n")
    }
}
