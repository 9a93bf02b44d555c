import Testing

@testable import DocBuildKit
@testable import DocSite
@testable import Doctest

/// What `docbuild.json`'s `version`, `repositoryIsPlaceholder` and `exampleGroups` change on the
/// site.
@Suite struct SiteConfigurationTests {
    private func build(_ configure: (inout SiteContent) -> Void) throws -> SiteBuilder.Result {
        var content = SiteFixture.content("Book")
        configure(&content)
        return SiteBuilder(content: content, theme: try SiteFixture.theme(), stamp: SiteFixture.stamp).build()
    }

    @Test func everyPageFooterNamesTheVersionWhenThereIsOne() throws {
        let versioned = try build { $0.version = "1.2.0" }
        for path in ["index.html", "Intro.html", "examples.html"] {
            #expect(versioned.files.text(at: path)?.contains("Quartet <strong>1.2.0</strong>") == true)
        }
        let unversioned = try build { _ in }
        #expect(unversioned.files.text(at: "index.html")?.contains("site-version") == false)
    }

    @Test func aPlaceholderRepositoryIsANoteOnTheOverviewNotALink() throws {
        let url = "https://github.com/example/tally"
        let placeholder = try build {
            $0.repository = url
            $0.repositoryIsPlaceholder = true
        }
        let index = placeholder.files.text(at: "index.html") ?? ""
        #expect(index.contains("class=\"repository-placeholder\" role=\"note\""))
        #expect(index.contains("<code>\(url)</code>"))
        #expect(!index.contains("href=\"\(url)\""))
        let real = try build { $0.repository = url }
        #expect(real.files.text(at: "index.html")?.contains("href=\"\(url)\"") == true)
        #expect(real.files.text(at: "index.html")?.contains("repository-placeholder") == false)
    }

    @Test func exampleGroupsComeInTheOrderTheConfigurationNamesThem() throws {
        var content = SiteFixture.content("Book")
        let tally = try #require(content.examples.first)
        var other = tally
        other.pattern = "Basics"
        other.name = "Hello"
        other.directory = "Examples/Basics/Hello"
        content.examples.append(other)
        let theme = try SiteFixture.theme()
        func order(_ groups: [String]) -> [String] {
            content.exampleGroups = groups
            return SiteBuilder(content: content, theme: theme, stamp: SiteFixture.stamp)
                .catalogOrder(pages: []).map(\.pattern)
        }
        #expect(order([]) == ["Basics", "Counters"])
        #expect(order(["Counters"]) == ["Counters", "Basics"])
        #expect(order(["Basics", "Counters"]) == ["Basics", "Counters"])
    }

    @Test func withinAGroupALibraryTheOthersImportComesFirst() throws {
        var content = SiteFixture.content("Book")
        let tally = try #require(content.examples.first)
        func example(_ name: String, importing library: String?) -> ExampleEntry {
            var entry = tally
            entry.pattern = "Compare"
            entry.name = name
            entry.directory = "Examples/Compare/\(name)"
            entry.files = [
                .init(
                    path: "\(entry.directory)/\(name).swift", contents: library.map { "import \($0)\n" } ?? ""
                )
            ]
            return entry
        }
        content.examples = [
            example("Alpha", importing: "Shared"), example("Shared", importing: nil),
            example("Beta", importing: "Shared"),
        ]
        let builder = SiteBuilder(content: content, theme: try SiteFixture.theme(), stamp: SiteFixture.stamp)
        #expect(builder.catalogOrder(pages: []).map(\.name) == ["Shared", "Alpha", "Beta"])
    }
}
