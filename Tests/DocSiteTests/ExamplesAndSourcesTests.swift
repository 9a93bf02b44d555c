import Testing

@testable import DocMarkdown
@testable import DocSite
@testable import Doctest

/// The Examples page and the source pages, on the fixture `Shelf`: a module of which an article
/// links one file, examples linked from the second article, the first, and none, tests beside
/// them, and an example named like the module.
@Suite struct ExamplesAndSourcesTests {
    private let site: SiteBuilder.Result

    init() throws {
        var content = SiteFixture.content("Shelf")
        if let early = content.examples.firstIndex(where: { $0.name == "Early" }) {
            content.examples[early].transcript = nil
        }
        site = SiteBuilder(content: content, theme: try SiteFixture.theme(), stamp: SiteFixture.stamp).build()
    }

    private func page(_ path: String) -> String { site.files.text(at: path) ?? "" }

    @Test func oneLinkedFileOfAModuleGivesEveryFileOfItsFolderAPageAndTheFolderAListing() {
        #expect(site.diagnostics.isEmpty)
        let paths = Set(site.files.paths)
        #expect(paths.contains("source/Sources/Shelf/Books.swift.html"))
        #expect(paths.contains("source/Sources/Shelf/Shelf.swift.html"))
        #expect(
            page("source/Sources/Shelf/index.html").contains(
                "<a href=\"Shelf.swift.html\"><code>Shelf.swift</code></a>"))
        #expect(!paths.contains("source/Sources/Other/Other.swift.html"))
        #expect(!paths.contains { $0.contains(".hidden") })
    }

    @Test func everyExampleAndItsTestsHavePagesButNotTheTestsFixtures() {
        let sources = site.files.paths.filter { $0.hasPrefix("source/") }
        for file in [
            "Examples/Reading/Unread/Unread.swift", "Examples/Reading/Unread/README.md",
            "Examples/Reading/Later/Demo/main.swift", "Examples/Reading/Later/SwiftUI/LaterView.swift",
            "Examples/Compare/Shelf/ShelfList.swift", "Tests/Examples/LaterTests/LaterTests.swift",
            "Tests/EarlyTests/EarlyTests.swift",
        ] {
            #expect(sources.contains("source/\(file).html"), "\(file)")
        }
        #expect(sources.contains("source/Examples/Reading/Unread/index.html"))
        #expect(sources.contains("source/Tests/Examples/LaterTests/index.html"))
        #expect(!sources.contains { $0.contains("Fixtures") })
        #expect(!sources.contains { $0.hasPrefix("source/Tests/ShelfTests") })
    }

    @Test func sourceLinesAreNumberedAndEachNumberLinksToItsOwnAnchor() {
        let books = page("source/Sources/Shelf/Books.swift.html")
        #expect(
            books.contains(
                "<span class=\"line\" id=\"L2\"><a class=\"line-number\" href=\"#L2\">2</a><span class=\"k\">public</span> <span class=\"k\">struct</span> <span class=\"t\">Books</span> {\n</span>"
            ))
        // A string over three lines is closed and opened again, so no span crosses a line.
        #expect(
            books.contains(
                "id=\"L5\"><a class=\"line-number\" href=\"#L5\">5</a>    <span class=\"k\">public</span> <span class=\"k\">var</span> note = <span class=\"s\">&quot;&quot;&quot;</span>\n</span>"
            ))
        #expect(books.contains("href=\"#L6\">6</a><span class=\"s\">        A note</span>\n</span>"))
        #expect(books.contains("id=\"L10\""))
        #expect(!books.contains("id=\"L11\""))
    }

    @Test func aReadmeIsRenderedAsMarkdownWithItsLinksLeadingToSourcePages() {
        let readme = page("source/Examples/Reading/Later/README.md.html")
        #expect(readme.contains("<div class=\"readme\">"))
        #expect(readme.contains("<em>the model</em>"))
        #expect(!readme.contains("id=\"L1\""))
        #expect(readme.contains("<a href=\"Later.swift.html#L2\">its model</a>"))
        #expect(readme.contains("<a href=\"../Early/README.md.html\">the early one</a>"))
        #expect(readme.contains("<a href=\"../../../../First.html\">the first article</a>"))
        #expect(readme.contains("<a href=\"https://example.com/later\">elsewhere</a>"))
    }

    @Test func examplesAreOrderedAsTheArticlesLinkThemTheUnlinkedAfter() {
        let examples = page("examples.html")
        let order = [
            "id=\"reading-later\"", "id=\"reading-early\"", "id=\"reading-unread\"", "id=\"compare-shelf\"",
        ]
        let positions = order.map { examples.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    }

    @Test func eachFileHasCopyDownloadAndSourceAndTheDownloadIsTheRawFile() {
        let examples = page("examples.html")
        #expect(
            examples.contains("<button class=\"copy-button file-copy\" type=\"button\" hidden>Copy</button>"))
        #expect(
            examples.contains(
                "<a class=\"file-download\" href=\"files/Examples/Reading/Later/Later.swift\" download=\"Later.swift\">Download</a>"
            ))
        #expect(
            examples.contains(
                "<a class=\"file-source\" href=\"source/Examples/Reading/Later/Later.swift.html\">Source page</a>"
            ))
        #expect(page("files/Examples/Reading/Later/Later.swift").hasPrefix("public struct Later {\n"))
        for match in examples.matches(of: /href="(files\/[^"]+)" download/) {
            #expect(site.files.text(at: String(match.1)) != nil, "\(match.1)")
        }
    }

    @Test func anExamplesTestsAreShownFoldedButNotAModulesOfTheSameName() {
        let examples = page("examples.html")
        #expect(examples.contains("Its tests, in <code>Tests/Examples/LaterTests/</code>"))
        #expect(examples.contains("<summary><code>LaterTests.swift</code>"))
        #expect(examples.contains("Its tests, in <code>Tests/EarlyTests/</code>"))
        #expect(examples.contains("href=\"files/Tests/Examples/LaterTests/LaterTests.swift\""))
        #expect(!examples.contains("Input.swift"))
        #expect(!examples.contains("theModulesOwnTest"))
        #expect(!examples.contains("Tests/ShelfTests"))
    }

    @Test func anExampleThatPassesASharedSpecShowsTheSpecItsReadmeLinksTo() {
        let examples = page("examples.html")
        #expect(examples.contains("Its tests, in <code>Tests/SpecTests/</code>"), "\(examples)")
        #expect(examples.contains("<summary><code>ShelfSpec.swift</code>"))
    }

    /// Two examples pass the same spec: it is shown (and offered for download) once, after the
    /// last of them, and each links to it.
    @Test func aSpecSeveralExamplesShareIsShownOnceAfterThem() throws {
        let examples = page("examples.html")
        #expect(examples.matches(of: /<summary><code>ShelfSpec.swift<\/code>/).count == 1)
        let anchor = HeadingSlugger.baseSlug(for: "tests Tests/SpecTests")
        #expect(examples.matches(of: try Regex("<a href=\"#\(anchor)\">shown once</a>")).count == 2)
        let section = try #require(examples.range(of: "id=\"\(anchor)\""))
        let stack = try #require(examples.range(of: "id=\"compare-stack\""))
        #expect(stack.lowerBound < section.lowerBound)
        #expect(
            examples[section.lowerBound...].contains(
                "<li><a href=\"#compare-shelf\">Shelf, compared</a></li>\n"
                    + "<li><a href=\"#compare-stack\">Stack, compared</a></li>"))
        #expect(examples.matches(of: /href="files\/Tests\/SpecTests\/ShelfSpec.swift"/).count == 1)
    }

    @Test func swiftUIFilesCarryABadgeOfWhatThisBuildDidWithThem() {
        let examples = page("examples.html")
        let label = ExampleEntry.platformHasSwiftUI ? "compiled with the demo" : "not compiled in this build"
        let laterView = examples.range(of: "<summary><code>SwiftUI/LaterView.swift</code>")
        #expect(laterView != nil)
        if let laterView {
            #expect(examples[laterView.upperBound...].prefix(300).contains("SwiftUI · \(label)</span>"))
        }
        #expect(examples.matches(of: /swiftui-badge/).count == 1)
    }

    @Test func theBadgeClaimsACompileOnlyWhereTheDemoWasBuiltWithSwiftUI() {
        #expect(
            SiteBuilder.swiftUIBadge(demoRan: true, platformHasSwiftUI: true).label
                == "SwiftUI · compiled with the demo")
        #expect(
            SiteBuilder.swiftUIBadge(demoRan: false, platformHasSwiftUI: true).label
                == "SwiftUI · not compiled in this build")
        #expect(
            SiteBuilder.swiftUIBadge(demoRan: true, platformHasSwiftUI: false).label
                == "SwiftUI · not compiled in this build")
        #expect(
            SiteBuilder.swiftUIBadge(demoRan: true, platformHasSwiftUI: false).title.contains(
                "without SwiftUI"))
    }
}
