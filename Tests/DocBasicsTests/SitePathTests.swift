import Testing

@testable import DocBasics

@Suite struct SitePathTests {
    @Test func relativeURLsClimbOnlyOutOfFoldersTheTargetIsNotIn() {
        #expect(SitePath.relativeURL(from: "index.html", to: "Guide/Details.html") == "Guide/Details.html")
        #expect(SitePath.relativeURL(from: "Guide/Details.html", to: "index.html") == "../index.html")
        #expect(SitePath.relativeURL(from: "a/b/c.html", to: "a/d.html#x") == "../d.html#x")
        #expect(SitePath.relativeURL(from: "a/b.html", to: "a/b.html") == "b.html")
        #expect(SitePath.rootPrefix(for: "source/Sources/X/index.html") == "../../../")
    }

    @Test func normalizingResolvesDotsAndRejectsClimbingAboveTheRoot() {
        #expect(SitePath.normalize("Articles/../Examples/./Feed/") == "Examples/Feed")
        #expect(SitePath.normalize("../outside") == nil)
        #expect(SitePath.resolve("../Sources/A.swift", against: "Articles") == "Sources/A.swift")
    }

    @Test func resolvingAgainstAnAbsoluteFolderStaysAbsolute() {
        #expect(SitePath.resolve("Probe.md", against: "/tmp/articles") == "/tmp/articles/Probe.md")
        #expect(SitePath.resolve("../x/Y.md", against: "/tmp/articles") == "/tmp/x/Y.md")
    }

    @Test func externalDestinationsHaveASchemeOrAreProtocolRelative() {
        #expect(SitePath.isExternal("https://swift.org"))
        #expect(SitePath.isExternal("mailto:a@b.c"))
        #expect(SitePath.isExternal("//cdn.example"))
        #expect(!SitePath.isExternal("Other.md#a:b"))
        #expect(!SitePath.isExternal("#anchor"))
    }
}
