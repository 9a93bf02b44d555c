/// Everything the site is made from, loaded and verified: the input of ``SiteChecks`` and
/// ``SiteBuilder``.
package struct SiteContent: Sendable {
    /// The package's root directory on disk.
    package var packageDirectory: String
    /// The articles folder relative to the package: `Articles`.
    package var articlesDirectory: String
    /// The parsed `SUMMARY.md`.
    package var summary: MarkdownDocument
    /// Every article file (relative to the package), SUMMARY.md excepted, whether checked or not.
    package var articlePaths: [String]
    /// The verified articles.
    package var reports: [ArticleReport]
    /// The examples of the catalog.
    package var examples: [ExampleEntry]
    /// The site's name, shown in the header and page titles.
    package var siteTitle: String
    /// One sentence under the title of the overview page.
    package var tagline: String

    package init(
        packageDirectory: String, articlesDirectory: String = "Articles", summary: MarkdownDocument,
        articlePaths: [String], reports: [ArticleReport], examples: [ExampleEntry], siteTitle: String = "Quartet",
        tagline: String =
            "Four ways to structure a SwiftUI screen, implemented side by side — and every Swift sample on "
            + "this site compiled, run, and its output checked."
    ) {
        self.packageDirectory = packageDirectory
        self.articlesDirectory = articlesDirectory
        self.summary = summary
        self.articlePaths = articlePaths
        self.reports = reports
        self.examples = examples
        self.siteTitle = siteTitle
        self.tagline = tagline
    }

    /// The path of SUMMARY.md relative to the package.
    package var summaryPath: String {
        articlesDirectory.isEmpty ? "SUMMARY.md" : "\(articlesDirectory)/SUMMARY.md"
    }
}
