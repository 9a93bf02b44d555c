import DocBasics
import DocMarkdown
import Doctest
import SymbolReference

/// Everything the site is made from, loaded and verified: the input of ``SiteChecks`` and
/// ``SiteBuilder``.
package struct SiteContent: Sendable {
    /// A folder of articles after the main one (`docbuild.json`'s `articles` list): a part of the
    /// site, after the main folder's, with its own table of contents.
    package struct ArticleFolder: Sendable {
        /// The folder, relative to the package: `Sources/Deque/Deque.docc`.
        package var directory: String
        /// Its SUMMARY.md, or the one docbuild made for it.
        package var summary: MarkdownDocument
        /// The sidebar's heading of its part, unless its SUMMARY.md starts with one of its own.
        package var title: String

        package init(directory: String, summary: MarkdownDocument, title: String) {
            self.directory = directory
            self.summary = summary
            self.title = title
        }
    }

    /// The package's root directory on disk.
    var packageDirectory: String
    /// The articles folder relative to the package: `Articles`.
    var articlesDirectory: String
    /// The parsed `SUMMARY.md` of the main folder.
    var summary: MarkdownDocument
    /// The other folders of articles, in order.
    package var moreFolders: [ArticleFolder] = []
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
    /// What the Examples catalog says of the package's examples.
    package var examplesWording = ExamplesWording()
    /// The API reference of the package's library modules, when their symbols were read.
    package var reference: APIReference?
    /// The package's snippets as checked (`Snippets/Count.swift`, one sample each), which an
    /// article's `@Snippet` directive shows.
    package var snippets: [DocumentReport] = []

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

    /// What the Examples catalog says of a package's examples: words of the package's own, from
    /// `docbuild.json`'s `examplesPage`, or words that fit any package.
    package struct ExamplesWording: Hashable, Sendable {
        /// The catalog's opening paragraph, as Markdown; `nil`: a sentence made from what the
        /// examples hold (files, tests, demos).
        package var introduction: String?
        /// One sentence on the examples, for the overview (before its link to the catalog) and as
        /// the catalog's description; `nil`: made as ``introduction`` is.
        package var summary: String?
        /// The word before each example's group, `Group` in `Group Basics`.
        package var groupLabel = "Group"

        package init(introduction: String? = nil, summary: String? = nil, groupLabel: String = "Group") {
            self.introduction = introduction
            self.summary = summary
            self.groupLabel = groupLabel
        }
    }

    /// The paths of every article relative to the package.
    var articlePaths: [String] { documents.map(\.path) }

    /// The path of SUMMARY.md relative to the package.
    var summaryPath: String { Self.summaryPath(in: articlesDirectory) }

    /// The path of the SUMMARY.md of the articles folder `directory`.
    static func summaryPath(in directory: String) -> String {
        directory.isEmpty ? "SUMMARY.md" : "\(directory)/SUMMARY.md"
    }

    /// Every folder of articles with its table of contents, the main one first.
    var folders: [(directory: String, summary: MarkdownDocument)] {
        [(articlesDirectory, summary)] + moreFolders.map { ($0.directory, $0.summary) }
    }

    /// The folder of articles the article at `path` is in: the innermost, when one holds another.
    func folder(of path: String) -> String {
        SitePath.innermostFolder(holding: path, among: folders.map(\.directory)) ?? articlesDirectory
    }
}
