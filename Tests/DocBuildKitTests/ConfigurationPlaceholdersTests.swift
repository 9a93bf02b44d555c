import Foundation
import Testing

@testable import DocBuildKit
@testable import DocMarkdown

@Suite struct ConfigurationPlaceholdersTests {
    static let url = "https://github.com/quartet-swift/quartet"

    @Test func replacesThePlaceholderInProseAndInBlocksThatAreNotCompiled() {
        let article = """
            Clone {{repository}} first.

            ```swift
            let url = "{{repository}}"
            ```

            ~~~~sh
            git clone {{repository}} && cd quartet
            ~~~~

            ```swift ignore
            .package(url: "{{repository}}", from: "1.0.0")
            ```
            Then `{{repository}}` again, and the placeholder itself: `\\{{repository}}`.
            """
        let (text, diagnostics) = ConfigurationPlaceholders.substitute(
            in: article, path: "Articles/Start.md", placeholders: [.repository(Self.url)])
        #expect(diagnostics.isEmpty)
        let lines = text.textLines.map(String.init)
        #expect(lines.count == article.textLines.count)
        #expect(lines[0] == "Clone \(Self.url) first.")
        #expect(lines[3] == #"let url = "{{repository}}""#)
        #expect(lines[7] == "git clone \(Self.url) && cd quartet")
        #expect(lines[11] == #".package(url: "\#(Self.url)", from: "1.0.0")"#)
        #expect(lines[13] == "Then `\(Self.url)` again, and the placeholder itself: `{{repository}}`.")
    }

    @Test func aFenceClosesOnlyOnItsOwnCharacterAndAtLeastItsLength() {
        let article = """
            ````swift
            ```
            {{repository}}
            ~~~
            ````
            {{repository}}
            """
        let (text, _) = ConfigurationPlaceholders.substitute(
            in: article, path: "A.md", placeholders: [.repository("R")])
        #expect(
            text.textLines.map(String.init) == ["````swift", "```", "{{repository}}", "~~~", "````", "R"])
    }

    @Test func withoutARepositoryEachPlaceholderIsAnErrorAtItsLineAndColumn() {
        let article = "# Start\n\nAdd {{repository}} or {{repository}}.\n`\\{{repository}}`\r\n"
        let (text, diagnostics) = ConfigurationPlaceholders.substitute(
            in: article, path: "Articles/Start.md", placeholders: [.repository(nil)])
        #expect(diagnostics.map(\.identifier) == [.repositoryNotConfigured, .repositoryNotConfigured])
        #expect(diagnostics.map(\.severity) == [.error, .error])
        #expect(diagnostics.map(\.path) == ["Articles/Start.md", "Articles/Start.md"])
        #expect(diagnostics.map(\.line) == [3, 3])
        #expect(diagnostics.map(\.column) == [5, 23])
        #expect(text == "# Start\r\n\r\nAdd {{repository}} or {{repository}}.\r\n`{{repository}}`\r\n")
    }

    @Test func theVersionIsReplacedBesideTheRepositoryAndIsAnErrorOfItsOwnWithoutAValue() {
        let article = ".package(url: \"{{repository}}\", from: \"{{version}}\")\nQuartet {{version}}\n"
        let (text, diagnostics) = ConfigurationPlaceholders.substitute(
            in: article, path: "A.md", placeholders: [.repository("R"), .version("1.2.0")])
        #expect(diagnostics.isEmpty)
        #expect(text == ".package(url: \"R\", from: \"1.2.0\")\nQuartet 1.2.0\n")
        let (_, missing) = ConfigurationPlaceholders.substitute(
            in: article, path: "A.md", placeholders: [.repository("R"), .version(nil)])
        #expect(missing.map(\.identifier) == [.versionNotConfigured, .versionNotConfigured])
        #expect(missing.map(\.location) == ["A.md:1:40", "A.md:2:9"])
    }

    /// A name of `docbuild.json`'s `placeholders`, replaced as the repository is, beside it.
    @Test func aNamedPlaceholderIsReplacedOutsideSwiftSamples() {
        let article = """
            ```sh
            {{install}}   # {{repository}}
            ```

            ```swift
            let command = "{{install}}"
            ```
            Or `\\{{install}}`, and {{unknown}} stays as written.
            """
        let (text, diagnostics) = ConfigurationPlaceholders.substitute(
            in: article, path: "Articles/Start.md",
            placeholders: [.repository(Self.url), .named("install", "brew install cmark-gfm")])
        #expect(diagnostics.isEmpty)
        #expect(
            text.textLines.map(String.init) == [
                "```sh", "brew install cmark-gfm   # \(Self.url)", "```", "", "```swift",
                "let command = \"{{install}}\"", "```", "Or `{{install}}`, and {{unknown}} stays as written.",
            ])
    }

    @Test func anArticleWithoutThePlaceholderIsLeftAsItIs() {
        let article = "Text\r\nwith CRLF and {{other}}\n"
        let (text, diagnostics) = ConfigurationPlaceholders.substitute(
            in: article, path: "A.md", placeholders: [.repository(nil)])
        #expect(text == article)
        #expect(diagnostics.isEmpty)
    }

    @Test func theLoaderSubstitutesBeforeParsingAndReportsAMissingRepository() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("repository-placeholder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Start.md")
        try "Add {{repository}}.\n\n```swift\nprint(1)\n```\n".write(
            to: file, atomically: true, encoding: .utf8)

        let configured = ArticleLoader(
            packageDirectory: folder.path, articlesDirectory: folder.path, repository: Self.url
        ).load(file.path)
        #expect(configured.text?.hasPrefix("Add \(Self.url).") == true)
        #expect(configured.fileDiagnostics.isEmpty)
        #expect(configured.extraction.samples.count == 1)

        let unconfigured = ArticleLoader(packageDirectory: folder.path, articlesDirectory: folder.path)
            .load(file.path)
        #expect(unconfigured.fileDiagnostics.map(\.identifier) == [.repositoryNotConfigured])
        #expect(unconfigured.fileDiagnostics.first?.path == "Start.md")
        #expect(unconfigured.fileDiagnostics.first?.line == 1)
    }
}
