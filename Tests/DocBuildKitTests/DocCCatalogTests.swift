import Foundation
import TestSupport
import Testing

@testable import DocBasics
@testable import DocBuildKit
@testable import DocMarkdown
@testable import SampleToolchain
@testable import SymbolReference

/// `--articles Sources/Greeter/Greeter.docc`: a DocC catalog read as it is
/// (`Fixtures/Greeter/Sources/Greeter/Greeter.docc`, and `BrokenCatalog/Greeter.docc`).
@Suite struct DocCCatalogTests {
    @Test func directivesArePassedOverButCodeIsNot() {
        let text = """
            # ``Deque``
            @Metadata {
                @DisplayName("A { brace")
            }
            }
            Text.
            @TechnologyRoot
            ```swift
            @MainActor func f() {}
            ```
            @Comment { one line }
            End.
            @Snippet(path: "Deque/Snippets/Push", slice: "push")
            """
        let passed = DocCCatalog.passingOverDirectives(text).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(passed.count == 13)
        // A snippet's directive stays: the page shows the snippet there.
        #expect(
            passed.map { $0.isEmpty } == [
                false, true, true, true, true, false, true, false, false, false, true, false, false,
            ])
    }

    /// The written-out test of a directive line says what the regex it replaced said.
    @Test func aDirectiveLineIsWhatTheRegexMatched() {
        let lines = [
            "@Metadata {", "@TechnologyRoot", "@Image(source: x)", "@A", "@A1b", "@Comment\r", "@Name é",
            "@a", "@", "@_A", "@Aé", "@A_", "@Ab_c {", "x @A", "@1", "@Name\t{",
        ]
        for line in lines {
            #expect(
                DocCCatalog.isDirective(Substring(line))
                    == (line.wholeMatch(of: /@[A-Z][A-Za-z0-9]*(\W.*)?\r?/) != nil), "\(line)")
        }
    }

    /// An HTML comment is not content (DocC renders nothing of it), on one line or several, and a
    /// fence inside one opens no code block; the columns after a comment stay the file's.
    @Test func symbolLinksInHTMLCommentsAreNotLinks() {
        let text = """
            <!-- ``Hidden`` --> then ``Shown``
            <!-- a comment
            of ``Several`` lines
            ```
            --> and ``After``
            ``Last``

            """
        let links = SymbolLink.links(in: text)
        #expect(links.map(\.path) == ["Shown", "After", "Last"])
        #expect(links.map(\.line) == [1, 5, 6])
        #expect(links.map(\.column) == [26, 9, 1])
    }

    @Test func symbolLinksAreFoundWithTheirColumnsAndResolvedAsDocCDoes() {
        let text =
            "See ``Deque`` and `plain` and ```triple``` and ``Deque/append(_:)``.\n```swift\n``NotALink``\n```\n"
        let links = SymbolLink.links(in: text)
        #expect(links.map(\.path) == ["Deque", "Deque/append(_:)"])
        #expect(links.map(\.column) == [5, 48])
        let index = SymbolIndex(
            modules: ["Collections", "Other"],
            paths: ["Collections/Deque", "Collections/Deque/append(_:)", "Other/Thing"])
        #expect(index.resolves("Deque", from: "Collections"))
        #expect(index.resolves("Deque/append(_:)-swift.method", from: "Collections"))
        #expect(index.resolves("Collections/Deque/append(_:)", from: "Collections"))
        #expect(index.resolves("/Collections/Deque", from: "Collections"))
        #expect(index.resolves("Thing", from: "Collections"))
        #expect(index.resolves("Other", from: "Collections"))
        #expect(!index.resolves("Deque/append", from: "Collections"))
        #expect(!index.resolves("/Deque", from: "Collections"))
    }

    @Test func imagesAreFoundByNameAndDocLinksByTheirLastComponent() throws {
        let folder = try TemporaryDirectory.holding(
            [
                "X.docc/Resources/diagram@2x.png": "", "X.docc/Resources/diagram.png": "",
                "X.docc/Deep/chart~dark.svg": "", "X.docc/diagram.md": "",
            ], prefix: "docc-images")
        defer { folder.remove() }
        func image(_ name: String) -> String? {
            DocCCatalog.image(named: name, inCatalog: "X.docc", packageDirectory: folder.path)
        }
        #expect(image("diagram") == "X.docc/Resources/diagram.png")
        #expect(image("diagram.png") == "X.docc/Resources/diagram.png")
        #expect(image("chart") == "X.docc/Deep/chart~dark.svg")
        #expect(image("diagram.jpg") == nil)
        #expect(DocCCatalog.articleName(inDocLink: "doc:GettingStarted#Overview") == "GettingStarted")
        #expect(DocCCatalog.articleName(inDocLink: "doc:Greeter/GettingStarted") == "GettingStarted")
        #expect(
            DocCCatalog.articleName(inDocLink: "doc://org.example.Greeter/documentation/Greeter/Intro")
                == "Intro")
    }

    @Test func theLandingArticleComesFirstThenTheOthersByName() {
        let documents = [
            ("Zeta", "# Zeta"), ("Ext", "# ``X/run()``"), ("Land", "# ``X``"), ("Alpha", "# Alpha"),
        ]
        .map { CMarkParser.parse($0.1 + "\n", path: "Sources/X/X.docc/\($0.0).md") }
        let summary = DocCCatalog.summary(of: documents, articlesDirectory: "Sources/X/X.docc")
        #expect(
            summary == "# Summary\n\n- [X](<Land.md>)\n- [Alpha](<Alpha.md>)\n- [X/run()](<Ext.md>)\n"
                + "- [Zeta](<Zeta.md>)\n")
    }

    /// A check and a site of the catalog, in a copy of the fixture package (or in `package`); an
    /// absolute `catalog` may be outside the package.
    static func site(catalog: String, in package: String? = nil) async throws -> (
        report: CheckReport, site: [Diagnostic], output: String
    ) {
        let package = try package ?? Fixture.copy()
        var options = Options()
        options.packageDirectory = package
        options.articleFolders = [catalog.hasPrefix("/") ? catalog : "\(package)/\(catalog)"]
        options.outputDirectory = "\(package)/site/public"
        let workspace = try Workspace(options: options)
        let (report, site) = try await withChildSlot("docbuild --check and its site") {
            var run = DocBuildRun(workspace: workspace)
            return (try await run.check(), try await run.writeSite())
        }
        return (report, site, options.outputDirectory!)
    }

    @Test func aCatalogBecomesASiteWithItsLinksImagesAndSymbolsResolved() async throws {
        let (report, site, output) = try await Self.site(catalog: "Sources/Greeter/Greeter.docc")
        #expect(report.diagnostics.filter { $0.severity != .note } == [])
        #expect(site == [])
        #expect(report.summary == "3 passed, 0 failed, 0 skipped")
        let order = try String(contentsOfFile: "\(output)/index.html", encoding: .utf8)
        let landing = try #require(order.range(of: "href=\"Greeter.html\""))
        let prose = try #require(order.range(of: "href=\"Concepts.html\""))
        let article = try #require(order.range(of: "href=\"GettingStarted.html\""))
        #expect(landing.lowerBound < prose.lowerBound && prose.lowerBound < article.lowerBound)
        let page = try String(contentsOfFile: "\(output)/GettingStarted.html", encoding: .utf8)
        #expect(page.contains("Back to <a href=\"Greeter.html\"><code>Greeter</code></a>"))
        #expect(page.contains("<a href=\"Greeter.html#overview\">its overview</a>"))
        #expect(page.contains("then call <code>greet(_:)</code> or <code>init(greeting:)</code>."))
        #expect(!page.contains("@Metadata") && !page.contains("@Comment") && !page.contains("NoSuchSymbol"))
        #expect(page.contains("<span class=\"a\">@MainActor</span>"))
        let image = "assets/Sources/Greeter/Greeter.docc/Resources/diagram.png"
        #expect(page.contains("<img src=\"\(image)\""))
        #expect(FileManager.default.fileExists(atPath: "\(output)/\(image)"))
        let landingPage = try String(contentsOfFile: "\(output)/Greeter.html", encoding: .utf8)
        #expect(landingPage.contains("<a href=\"GettingStarted.html\">Getting started</a>"))
        // A documentation extension page's member links are its symbol's members, as in DocC.
        let extensionPage = try String(contentsOfFile: "\(output)/GreeterType.html", encoding: .utf8)
        for member in ["init(greeting:)", "greet(_:)", "greeting"] {
            #expect(
                extensionPage.contains("\"><code>\(member)</code></a>")
                    && extensionPage.contains("<a class=\"symbol-link\" href=\"reference/Greeter/Greeter"),
                "\(member)")
        }
    }

    /// A catalog kept outside the package, reached through a link: its articles are found, and
    /// its images, a `@2x` variant among them, are copied under the catalog's name.
    @Test func aCatalogOutsideThePackageThroughALinkFindsItsArticlesAndImages() async throws {
        let package = try Fixture.copy()
        let outside = (package as NSString).deletingLastPathComponent + "/Docs"
        let manager = FileManager.default
        try manager.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try manager.moveItem(
            atPath: "\(package)/Sources/Greeter/Greeter.docc", toPath: "\(outside)/Real.docc")
        try manager.moveItem(
            atPath: "\(outside)/Real.docc/Resources/diagram.png",
            toPath: "\(outside)/Real.docc/Resources/diagram@2x.png")
        try manager.createSymbolicLink(
            atPath: "\(outside)/Greeter.docc", withDestinationPath: "\(outside)/Real.docc")
        let (report, site, output) = try await Self.site(catalog: "\(outside)/Greeter.docc", in: package)
        #expect(report.articles.count == 4)
        #expect(site == [])
        let page = try String(contentsOfFile: "\(output)/GettingStarted.html", encoding: .utf8)
        let image = "assets/Greeter.docc/Resources/diagram@2x.png"
        #expect(page.contains("<img src=\"\(image)\""), "\(page)")
        #expect(manager.fileExists(atPath: "\(output)/\(image)"))
    }

    @Test func aPageTitledBySymbolScopesItsLinks() {
        let page = DocCCatalog.parse(
            "\n# ``Core/Deque-struct``\n\n- ``init()``\n", path: "D.md", catalogDirectory: "X.docc")
        #expect(page.symbolTitle == "Core/Deque-struct")
        let article = DocCCatalog.parse(
            "# Getting started with ``Deque``\n", path: "G.md", catalogDirectory: "X.docc")
        #expect(article.symbolTitle == nil)
        let index = SymbolIndex(
            modules: ["Core", "Other"], paths: ["Core/Deque", "Core/Deque/init()", "Other/init()"])
        for title in [["Core", "Deque-struct"], ["Deque"]] {
            let (module, scope) = SymbolIndex.pageScope(title: title, module: "Core", modules: index.modules)
            #expect(index.resolve("init()", from: module, scope: scope) == ["Core/Deque/init()"], "\(title)")
        }
    }

    @Test func aBrokenDocLinkAndABrokenSymbolLinkFailAtTheirLines() async throws {
        let (report, site, _) = try await Self.site(catalog: "BrokenCatalog/Greeter.docc")
        #expect(report.hasPassed)
        #expect(site.map(\.identifier) == [.brokenLink, .brokenSymbolLink, .brokenLink, .brokenSymbolLink])
        // The last two are in a table's cell: its row's line, and their columns on it.
        #expect(
            site.map(\.location) == [
                "BrokenCatalog/Greeter.docc/Broken.md:3:24", "BrokenCatalog/Greeter.docc/Broken.md:5:8",
                "BrokenCatalog/Greeter.docc/Broken.md:9:11", "BrokenCatalog/Greeter.docc/Broken.md:9:32",
            ])
        #expect(site.allSatisfy { $0.severity == .error })
    }
}
