import Testing

@testable import DocMarkdown
@testable import DocSite
@testable import Doctest

/// `docbuild preview` renders again only what an edit of articles affects
/// (``SiteBuilder/rebuild(articles:from:)``): what it makes is what a full render of the edited
/// content makes, page for page, search index included.
@Suite struct SiteRebuildTests {
    /// The Book fixture with `Articles/Guide/Details.md` edited: a paragraph added and its heading,
    /// which Intro.md links to, renamed.
    private func edited(_ content: SiteContent) -> SiteContent {
        var content = content
        let index = content.reports.firstIndex { $0.path == "Articles/Guide/Details.md" }!
        let report = content.reports[index]
        let text =
            SiteFixture.text("Book", "Articles/Guide/Details.md")
            .replacingOccurrences(of: "## Counting things", with: "## Counting everything")
            + "\nA paragraph added in the preview.\n"
        let document = CMarkParser.parse(text, path: report.path)
        let extractor = SampleExtractor(packageDirectory: SiteFixture.directory("Book"))
        let results = extractor.extract(from: document).samples.map { sample in
            SampleResult(
                sample: sample, status: .passed,
                output: sample.kind == .run ? sample.expectations.map { $0.text + "\n" }.joined() : nil)
        }
        content.reports[index] = DocumentReport(document: document, results: results, diagnostics: [])
        // As `AssembleSite` reads the articles: the report's reading is the site's.
        content.documents = content.documents.map { $0.path == document.path ? document : $0 }
        return content
    }

    @Test func anEditedArticleRebuildsAsAFullRenderWouldAndNoMore() throws {
        let theme = try SiteFixture.theme()
        let before = SiteFixture.content("Book")
        let full = SiteBuilder(content: before, theme: theme, stamp: SiteFixture.stamp).build()
        let after = edited(before)
        let builder = SiteBuilder(content: after, theme: theme, stamp: SiteFixture.stamp)
        let (pagesFirst, pages) = builder.rebuild(articles: ["Articles/Guide/Details.md"], from: full)
        let rebuilt = builder.indexed(pagesFirst)
        let expected = builder.build()

        #expect(rebuilt.files.paths(differingFrom: expected.files) == [])
        #expect(rebuilt.searchDocuments == expected.searchDocuments)
        #expect(rebuilt.diagnostics == expected.diagnostics)
        // The page, the one linking to its renamed heading (now broken, so its check says so), the
        // overview and the index; not the other article, the catalog or the sources.
        #expect(pages.sorted() == ["Guide/Details.html", "Intro.html", "index.html"])
        #expect(
            expected.diagnostics.contains {
                $0.identifier == .missingAnchor && $0.path == "Articles/Intro.md"
            })
        #expect(
            full.files.paths(differingFrom: rebuilt.files).allSatisfy((pages + ["search-index.js"]).contains))
        #expect(pagesFirst.files.bytes(at: "search-index.js") == full.files.bytes(at: "search-index.js"))
    }
}
