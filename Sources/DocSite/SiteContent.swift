import DocMarkdown
import Doctest
import SymbolReference

/// Everything the site is made from, loaded and verified: the input of ``SiteChecks`` and
/// ``SiteBuilder``.
package struct SiteContent: Sendable {
    /// The package's root directory on disk.
    var packageDirectory: String
    /// The articles folder relative to the package: `Articles`.
    var articlesDirectory: String
    /// The parsed `SUMMARY.md`.
    var summary: MarkdownDocument
    /// Every article (SUMMARY.md excepted), parsed, whether verified in this run or not: what
    /// links and SUMMARY.md are checked against.
    var documents: [MarkdownDocument]
    /// The verified articles: the pages of the site, and the articles whose links are checked.
    var reports: [DocumentReport]
    /// The examples of the catalog.
    var examples: [ExampleEntry]
    /// The site's name, shown in the header and page titles.
    var siteTitle: String
    /// One sentence under the title of the overview page, if any.
    var tagline: String?
    /// The package's repository, linked from the overview.
    var repository: String?
    /// Whether ``repository`` is not the package's address yet: the overview says so.
    package var repositoryIsPlaceholder = false
    /// The version the package declares, shown in every page's footer.
    package var version: String?
    /// The order of the catalog's groups, by name; the groups it does not name come after.
    package var exampleGroups: [String] = []
    /// The API reference of the package's library modules, when their symbols were read.
    package var reference: APIReference?

    package init(
        packageDirectory: String, articlesDirectory: String = "Articles", summary: MarkdownDocument,
        documents: [MarkdownDocument], reports: [DocumentReport], examples: [ExampleEntry],
        siteTitle: String = "Documentation", tagline: String? = nil, repository: String? = nil
    ) {
        self.packageDirectory = packageDirectory
        self.articlesDirectory = articlesDirectory
        self.summary = summary
        self.documents = documents
        self.reports = reports
        self.examples = examples
        self.siteTitle = siteTitle
        self.tagline = tagline
        self.repository = repository
    }

    /// The paths of every article relative to the package.
    var articlePaths: [String] { documents.map(\.path) }

    /// The path of SUMMARY.md relative to the package.
    var summaryPath: String {
        articlesDirectory.isEmpty ? "SUMMARY.md" : "\(articlesDirectory)/SUMMARY.md"
    }
}
