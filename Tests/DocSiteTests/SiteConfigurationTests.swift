import DocBasics
import Foundation
import Testing

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

    /// A package's theme folder adds to the built-in theme: its `extra.css` is linked after the
    /// style sheet, its logo marks the header, its favicon is each page's icon, and its other
    /// files (a figure, in a folder) are copied beside them; a page at any depth reaches them.
    @Test func aThemeFolderAddsItsStyleSheetLogoIconAndFiles() throws {
        let folder = try SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "extra.css": ":root { --accent: #d02f6b; }", "logo.svg": "<svg/>", "favicon.svg": "<svg/>",
            "figures/flow.svg": "<svg id=\"flow\"/>",
        ]
        for (name, text) in files {
            let path = "\(folder)/\(name)"
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let theme = try SiteTheme.load(overrides: folder)
        #expect(Set(theme.assets.keys) == Set(SiteTheme.requiredAssets))
        let site = SiteBuilder(content: SiteFixture.content("Book"), theme: theme, stamp: SiteFixture.stamp)
            .build()
        for name in files.keys {
            #expect(site.files.text(at: "theme/\(name)") == files[name], "\(name)")
        }
        let index = try #require(site.files.text(at: "index.html"))
        #expect(index.contains("<link rel=\"stylesheet\" href=\"theme/extra.css\">"), "\(index)")
        #expect(index.contains("<link rel=\"icon\" href=\"theme/favicon.svg\">"))
        #expect(index.contains("url(\"theme/logo.svg\")"))
        let style = try #require(index.range(of: "theme/style.css"))
        let extra = try #require(index.range(of: "theme/extra.css"))
        #expect(style.lowerBound < extra.lowerBound, "the additions come after the built-in style sheet")
        let nested = try #require(
            site.files.paths.first { $0.hasPrefix("reference/") || $0.contains("/") && $0.hasSuffix(".html") }
        )
        #expect(
            site.files.text(at: nested)?.contains(
                "href=\"\(SitePath.rootPrefix(for: nested))theme/extra.css\"") == true)
        // Without a folder, the built-in theme adds nothing.
        let plain = SiteBuilder(
            content: SiteFixture.content("Book"), theme: try SiteFixture.theme(), stamp: SiteFixture.stamp
        ).build()
        #expect(plain.files.text(at: "index.html")?.contains("extra.css") == false)
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
