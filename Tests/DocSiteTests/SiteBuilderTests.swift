import Testing

@testable import DocMarkdown
@testable import DocSite
@testable import Doctest

@Suite struct SiteBuilderTests {
    private let site: SiteBuilder.Result

    init() throws {
        let content = SiteFixture.content(
            "Book", outputs: ["Articles/Escaping.md": "<script>alert(\"x\")</script> & {{content}}\n"])
        site = SiteBuilder(content: content, theme: try SiteFixture.theme(), stamp: SiteFixture.stamp).build()
    }

    private func page(_ path: String) -> String { site.files.text(at: path) ?? "" }

    @Test func writesEveryPageTheSearchIndexTheThemeAndImages() {
        #expect(site.diagnostics.isEmpty)
        #expect(
            site.files.paths == [
                "Escaping.html", "Guide/Details.html", "Intro.html", "assets/Articles/images/diagram.png",
                "examples.html", "files/Examples/Counters/Tally/Demo/main.swift",
                "files/Examples/Counters/Tally/Tally.swift", "index.html", "search-index.js",
                "source/Examples/Counters/Tally/Demo/main.swift.html",
                "source/Examples/Counters/Tally/README.md.html",
                "source/Examples/Counters/Tally/Tally.swift.html",
                "source/Examples/Counters/Tally/index.html",
                "source/Sources/Tally/Tally.swift.html",
                "source/Sources/Tally/index.html", "theme/print.css", "theme/search.js", "theme/site.js",
                "theme/style.css",
            ])
    }

    @Test func articlePageHasSidebarTocPagerFooterAndRelativeLinks() {
        let details = page("Guide/Details.html")
        #expect(details.contains("<title>Details · Quartet</title>"))
        #expect(details.contains("href=\"../theme/style.css\""))
        #expect(details.contains("data-root=\"../\""))
        #expect(details.contains("class=\"current\" aria-current=\"page\">Details</a>"))
        #expect(details.contains("<a href=\"#counting-things\">Counting things</a>"))
        #expect(details.contains("rel=\"prev\" href=\"../Intro.html\""))
        #expect(details.contains("rel=\"next\" href=\"../Escaping.html\""))
        #expect(details.contains("<a href=\"../Intro.html\">introduction</a>"))
        #expect(
            details.contains(
                "checked with <strong>Swift 6.3.1</strong> at commit <code>0123456789ab</code>, as its badge says"
            ))
    }

    @Test func samplesShowBadgesOutputsAndIncludedRegions() {
        let intro = page("Intro.html")
        for kind in ["run", "no-run", "compile-fail", "apple", "ignore"] {
            #expect(intro.contains("<figure class=\"sample sample-\(kind)\">"))
        }
        // A hidden line is in the page, in a span the theme does not display until it is toggled.
        #expect(
            intro.contains(
                "<span class=\"hidden-line\"><span class=\"k\">import</span> <span class=\"t\">Tally</span>\n</span>"
            ))
        // What it printed is what its `// Prints` line says, so it has no output box besides.
        #expect(intro.contains("// Prints &quot;1&quot;"))
        #expect(!intro.contains("<pre><samp>1\n</samp></pre>"))
        #expect(intro.contains("href=\"source/Examples/Counters/Tally/Tally.swift.html\""))
        #expect(
            intro.contains(
                "<span class=\"k\">public</span> <span class=\"ck\">mutating</span> <span class=\"k\">func</span> increment()"
            ))
        #expect(intro.contains("<pre><code class=\"language-sh\">echo &quot;&lt;b&gt;shell&lt;/b&gt;&quot;"))
        #expect(intro.contains("<table><tr><td>raw <em>HTML</em> passes through</td></tr></table>"))
        #expect(
            intro.contains(
                "<img src=\"assets/Articles/images/diagram.png\" alt=\"A diagram\" title=\"The diagram\" />"))
    }

    @Test func linksToSourcesAndExamplesLeadToTheirPages() {
        let intro = page("Intro.html")
        #expect(intro.contains("<a href=\"Guide/Details.html#counting-things\">details</a>"))
        #expect(intro.contains("<a href=\"source/Sources/Tally/Tally.swift.html\">tally source</a>"))
        #expect(intro.contains("<a href=\"source/Sources/Tally/index.html\">sources folder</a>"))
        #expect(intro.contains("<a href=\"examples.html#counters-tally\">counter example</a>"))
        #expect(intro.contains("<a href=\"#getting-started-1\">the second one</a>"))
        #expect(
            page("source/Sources/Tally/index.html").contains(
                "<a href=\"Tally.swift.html\"><code>Tally.swift</code></a>"))
    }

    @Test func everythingFromTheArticleAndTheSampleIsEscaped() {
        let escaping = page("Escaping.html")
        #expect(
            escaping.contains(
                "aria-label=\"Link to this section\"></a>Escaping <code>&lt;things&gt;</code> &amp; more</h1>"
            ))
        #expect(
            escaping.contains(
                "<samp>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; {{content}}\n</samp>"))
        #expect(!escaping.contains("<script>alert"))
    }

    @Test func examplesCatalogShowsTitleSummaryFilesAndTranscript() {
        let examples = page("examples.html")
        #expect(examples.contains("<h3 id=\"counters-tally\">"))
        #expect(examples.contains("Tally counter</h3>"))
        #expect(
            examples.contains(
                "<p>A counter that counts taps, with a <code>reset()</code> that any screen can call.</p>"))
        #expect(examples.contains("<summary><code>Tally.swift</code>"))
        #expect(examples.contains("<summary><code>Demo/main.swift</code>"))
        #expect(examples.contains("<pre><samp>taps: 1\n&lt;done&gt;\n</samp></pre>"))
        #expect(examples.contains("Group <code>Counters</code>"))
        #expect(examples.contains("<span>Demo <code>swift run tally-demo</code></span>"))
        // Words that fit any package, made from what its examples hold.
        #expect(
            examples.contains(
                "<p class=\"lead\">The package&#39;s examples, one folder each, with their files and what each demo printed.</p>"
            )
                || examples.contains(
                    "<p class=\"lead\">The package's examples, one folder each, with their files and what each demo printed.</p>"
                ))
        #expect(page("index.html").contains("<a href=\"examples.html\">the Examples catalog</a>"))
        #expect(page("index.html").contains("<a href=\"examples.html\">Examples</a>"))
    }

    /// A placeholder address is said to be one on the overview and on every page that shows it, for
    /// a reader who arrives there first; a page without it has no note.
    @Test func aPageThatShowsThePlaceholderAddressSaysItIsNotPublishedYet() throws {
        var content = SiteFixture.content("Book")
        content.repository = "https://example.com/book"
        content.repositoryIsPlaceholder = true
        let index = try #require(content.reports.firstIndex { $0.path == "Articles/Intro.md" })
        var document = content.reports[index].document
        document.blocks.append(
            CMarkParser.parse("Clone https://example.com/book.", path: document.path).blocks[0])
        content.reports[index].document = document
        let site = SiteBuilder(content: content, theme: try SiteFixture.theme(), stamp: SiteFixture.stamp)
            .build()
        let note = "<p class=\"repository-placeholder\" role=\"note\"><strong>Not published yet.</strong>"
        let intro = try #require(site.files.text(at: "Intro.html"))
        let afterTitle = try #require(intro.range(of: "</h1>\n" + note))
        #expect(intro.components(separatedBy: note).count == 2 && afterTitle.lowerBound < intro.endIndex)
        #expect(try #require(site.files.text(at: "index.html")).contains(note))
        #expect(try #require(site.files.text(at: "Escaping.html")).contains(note) == false)
    }

    /// The package's own words for its catalog, from `docbuild.json`'s `examplesPage`.
    @Test func theCatalogSaysWhatThePackageGivesIt() throws {
        var content = SiteFixture.content("Book")
        content.examplesWording = .init(
            introduction: "Small apps, *one* folder each.", summary: "Small apps to copy.",
            groupLabel: "Level")
        let site = SiteBuilder(content: content, theme: try SiteFixture.theme(), stamp: SiteFixture.stamp)
            .build()
        let examples = try #require(site.files.text(at: "examples.html"))
        #expect(examples.contains("<p class=\"lead\">Small apps, <em>one</em> folder each.</p>"))
        #expect(examples.contains("<meta name=\"description\" content=\"Small apps to copy.\">"))
        #expect(examples.contains("Level <code>Counters</code>"))
        #expect(try #require(site.files.text(at: "index.html")).contains("<p>Small apps to copy: <a href"))
    }

    /// A package without examples has no catalog: no page, no overview section, no sidebar entry,
    /// no previous/next link to one; and a package that is no git checkout names no commit.
    @Test func aPackageWithoutExamplesHasNoCatalogAndAnUnknownCommitIsNotNamed() throws {
        var content = SiteFixture.content("Book")
        content.examples = []
        let stamp = SiteStamp(swiftVersion: "Swift 6.3.1", commit: nil)
        let site = SiteBuilder(content: content, theme: try SiteFixture.theme(), stamp: stamp).build()
        #expect(!site.files.paths.contains("examples.html"))
        for path in site.files.paths where path.hasSuffix(".html") {
            let html = try #require(site.files.text(at: path))
            #expect(!html.contains("examples.html") && !html.contains(">Examples<"), "\(path)")
            #expect(!html.contains("examples</span>"), "\(path)")
            #expect(!html.contains("at commit"), "\(path)")
        }
        #expect(
            try #require(site.files.text(at: "index.html")).contains(
                "checked with <strong>Swift 6.3.1</strong>, as"))
    }

    @Test func overviewListsChaptersWithTheirFirstParagraph() {
        let index = page("index.html")
        #expect(index.contains("<li><a href=\"Guide/Details.html\"><strong>Details</strong>"))
        #expect(index.contains("<h2 id=\"guides\">"))
        #expect(index.contains("rel=\"next\" href=\"Intro.html\""))
    }

    /// What the site is for and where to start come first; how its samples were checked comes
    /// after the chapters, under a heading of its own.
    @Test func overviewStartsWithThePurposeAndCountsTheSamplesAfterTheChapters() throws {
        let index = page("index.html")
        let start = try #require(index.range(of: "class=\"start-here\""))
        let chapters = try #require(index.range(of: "<ul class=\"cards\">"))
        let counts = try #require(index.range(of: "id=\"checked-samples\""))
        let stats = try #require(index.range(of: "<p class=\"stats\">"))
        #expect(start.lowerBound < chapters.lowerBound)
        #expect(chapters.lowerBound < counts.lowerBound && counts.lowerBound < stats.lowerBound)
    }

    @Test func overviewCountsAreTheBadgesCountedInTheBuiltPages() throws {
        var badges: [String: Int] = [:]
        for path in site.files.paths where path.hasSuffix(".html") && path != "index.html" {
            for match in page(path).matches(of: /<span class="badge" title="[^"]*">([^<]*)<\/span>/) {
                badges[String(match.1), default: 0] += 1
            }
        }
        let index = page("index.html")
        var stats: [String: Int] = [:]
        for match in index.matches(of: /<span class="stat" title="[^"]*">([0-9]+) ([^<]*)<\/span>/) {
            stats[String(match.2)] = Int(match.1)
        }
        #expect(!badges.isEmpty)
        #expect(stats == badges)
        let total = badges.values.reduce(0, +)
        #expect(index.contains("\(total) samples: "))
        #expect(badges["Verified"] != nil)
    }

    @Test func aRunSampleWithoutPrintsLinesIsRanNotVerifiedAndTheTallySaysSo() {
        let lines = [SampleLine(text: "print(1)", isHidden: false, line: 4)]
        var checked = Sample(articlePath: "Articles/A.md", index: 0, fenceLine: 3, kind: .run, lines: lines)
        checked.expectations = [OutputExpectation(text: "1", line: 4, column: 10)]
        let unchecked = Sample(articlePath: "Articles/A.md", index: 1, fenceLine: 7, kind: .run, lines: lines)
        let ignored = Sample(
            articlePath: "Articles/A.md", index: 2, fenceLine: 11, kind: .ignore, lines: lines)
        let results = [
            SampleResult(sample: unchecked, status: .passed, output: "1\n"),
            SampleResult(sample: checked, status: .passed, output: "1\n"),
            SampleResult(sample: ignored, status: .skipped),
            SampleResult(sample: checked, status: .failed),
        ]
        #expect(SampleHTML.badge(for: results[0]).label == "Ran")
        #expect(SampleHTML.badge(for: results[1]).label == "Verified")
        let tally = SampleTally(results)
        #expect(tally.counts.map(\.label) == ["Verified", "Ran", "Not checked", "Failed"])
        #expect(tally.counts.map(\.count) == [1, 1, 1, 1])
        #expect(tally.total == 4)
    }

    @Test func searchIndexIsAScriptWithTitlesHeadingsAndSampleNames() {
        let index = page("search-index.js")
        #expect(index.hasPrefix("docbuildSearchIndexLoaded("))
        #expect(index.contains("[\"Details\",\"Guide/Details.html\"]"))
        #expect(index.contains("\"counting-things\",\"Counting things\""))
        #expect(index.contains("|tallycounter "))
        #expect(index.contains("|taptally "))  // from the example's files
    }

    @Test func twoBuildsOfTheSameInputAreByteIdentical() throws {
        let again = SiteBuilder(
            content: SiteFixture.content(
                "Book", outputs: ["Articles/Escaping.md": "<script>alert(\"x\")</script> & {{content}}\n"]),
            theme: try SiteFixture.theme(), stamp: SiteFixture.stamp
        ).build()
        #expect(again.files == site.files)
    }

    @Test func searchIndexIsASmallShareOfTheHTML() {
        let html = site.files.size(ofFilesEndingWith: ".html")
        let index = site.files.size(ofFilesEndingWith: "search-index.js")
        #expect(Double(index) / Double(html) <= 0.15)
    }
}
