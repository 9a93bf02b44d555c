import Testing

@testable import DocBasics
@testable import DocSite

@Suite struct SiteChecksTests {
    private let checks = SiteChecks(content: SiteFixture.content("BrokenLinks"))

    private func identifiers(atLine line: Int, in path: String = "Articles/Links.md") -> Set<
        Diagnostic.Identifier
    > {
        Set(checks.diagnostics.filter { $0.path == path && $0.line == line }.map(\.identifier))
    }

    @Test func brokenAnchorOnTheSamePageIsAnErrorAtItsLine() {
        #expect(checks.diagnostics.filter { $0.path == "Articles/Links.md" && $0.line == 3 }.count == 1)
        #expect(identifiers(atLine: 3) == [.missingAnchor])
        // "A [good anchor](#links) and a [bad anchor](#nowhere)": the column of `#nowhere`.
        #expect(checks.diagnostics.first { $0.line == 3 }?.column == 44)
    }

    @Test func missingFileAndMissingImageAreErrorsAtTheirLine() {
        #expect(identifiers(atLine: 6) == [.brokenLink, .brokenImage])
    }

    @Test func anchorInAnotherArticleMustBeARealHeading() {
        #expect(identifiers(atLine: 8) == [.missingAnchor])
        #expect(
            checks.links["Articles/Links.md"]?["Other.md#a-heading"]
                == .page("Other.html", fragment: "a-heading"))
    }

    @Test func linksLeavingThePackageAndRemoteImagesAreErrors() {
        #expect(identifiers(atLine: 10) == [.linkOutsidePackage, .remoteImage])
        #expect(checks.links["Articles/Links.md"]?["https://swift.org"] == .external("https://swift.org"))
    }

    @Test func aBrokenLinkInATableCellIsAnErrorAtItsRowAndColumn() {
        let inTable = checks.diagnostics.filter { $0.path == "Articles/Links.md" && $0.line == 14 }
        #expect(inTable.map(\.identifier) == [.brokenLink])
        // "| A table cell | [a missing page](Gone.md) …": the column of `Gone.md`.
        #expect(inTable.first?.column == 35)
        #expect(checks.links["Articles/Links.md"]?["Other.md"] == .page("Other.html", fragment: nil))
    }

    @Test func summaryListingMissingFileOrTwiceIsAnErrorAtItsLine() {
        let summary = checks.diagnostics.filter { $0.path == "Articles/SUMMARY.md" }
        #expect(summary.map(\.line) == [4, 5])
        #expect(summary.map(\.identifier) == [.summaryListsMissingArticle, .summaryListsArticleTwice])
    }

    @Test func articleMissingFromSummaryIsAnErrorInTheArticle() {
        let unlisted = checks.diagnostics.filter { $0.path == "Articles/Other.md" }
        #expect(unlisted.count == 1)
        #expect(unlisted[0].line == 1)
        #expect(unlisted[0].identifier == .articleNotInSummary)
    }

    @Test func everyBrokenThingIsReportedNotJustTheFirst() {
        #expect(checks.diagnostics.count == 10)
        #expect(checks.diagnostics == checks.diagnostics.sorted())
    }

    @Test func goodBookHasNoProblemsAndResolvesEveryKindOfLink() {
        let good = SiteChecks(content: SiteFixture.content("Book"))
        #expect(good.diagnostics.isEmpty)
        let links = good.links["Articles/Intro.md"] ?? [:]
        #expect(
            links["Guide/Details.md#counting-things"]
                == .page("Guide/Details.html", fragment: "counting-things"))
        #expect(links["../Sources/Tally/Tally.swift"] == .sourceFile("Sources/Tally/Tally.swift"))
        #expect(links["../Sources/Tally/"] == .sourceDirectory("Sources/Tally"))
        #expect(links["../Examples/Counters/Tally/"] == .example(anchor: "counters-tally"))
        #expect(links["#getting-started-1"] == .page("Intro.html", fragment: "getting-started-1"))
        #expect(good.images["Articles/Intro.md"]?["images/diagram.png"] == "Articles/images/diagram.png")
        #expect(good.sourceFiles.contains("Examples/Counters/Tally/Tally.swift"))
    }
}
