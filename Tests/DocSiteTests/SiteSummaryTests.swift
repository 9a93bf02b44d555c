import Testing

@testable import DocSite

@Suite struct SiteSummaryTests {
    @Test func readsPrefixChaptersSectionsNestingAndDrafts() {
        let summary = SiteSummary(document: SiteFixture.document("Book", "Articles/SUMMARY.md"))
        #expect(summary.sections.map(\.title) == [nil, "Guides", nil])
        #expect(summary.sections[0].chapters.map(\.title) == ["Introduction"])
        let details = summary.sections[1].chapters[0]
        #expect(details.path == "Guide/Details.md")
        #expect(details.line == 7)
        #expect(details.children.map(\.title) == ["Draft chapter"])
        #expect(details.children[0].path == nil)
        #expect(summary.readingOrder.compactMap(\.path) == ["Intro.md", "Guide/Details.md", "Escaping.md"])
    }

    @Test func sidebarMarksTheCurrentPageAndNestsChapters() {
        let summary = SiteSummary(document: SiteFixture.document("Book", "Articles/SUMMARY.md"))
        let html = PageChrome.sidebar(
            summary: summary, articlesDirectory: "Articles", page: "Guide/Details.html")
        #expect(html.contains("<a href=\"Details.html\" class=\"current\" aria-current=\"page\">Details</a>"))
        #expect(html.contains("<a href=\"../Intro.html\">Introduction</a>"))
        #expect(html.contains("<li class=\"part-title\">Guides</li>"))
        #expect(
            html.contains("<ol class=\"chapters\">\n<li class=\"chapter draft\"><span>Draft chapter</span>"))
        #expect(html.components(separatedBy: "aria-current").count == 2)
    }

    @Test func tableOfContentsListsSecondAndThirdLevelHeadings() {
        let outline = PageOutline(document: SiteFixture.document("Book", "Articles/Guide/Details.md"))
        let toc = PageChrome.tableOfContents(outline)
        #expect(toc.contains("<li class=\"toc-h2\"><a href=\"#counting-things\">Counting things</a></li>"))
        #expect(toc.contains("<li class=\"toc-h3\"><a href=\"#resetting\">Resetting</a></li>"))
        #expect(!toc.contains("#details"))
    }
}
