import Foundation
import Testing

/// docbuild on a package that is not Quartet (`Fixtures/Shapes`): two libraries, a `docbuild.json`
/// with its own title and articles folder, no SUMMARY.md, no examples, no theme, samples that
/// import nothing, one article in isolated mode and the book's `// Prints "…".` sentences.
@Suite struct OtherPackageTests {
    /// A fresh copy of the fixture, so that its scratch build stays out of `Tests/`.
    static func shapesPackage() throws -> String {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent(
            "docbuild-shapes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        let package = base.appendingPathComponent("Shapes").path
        try FileManager.default.copyItem(
            atPath: DocBuildCommandTests.root.appendingPathComponent(
                "Tests/DocBuildEndToEndTests/Fixtures/Shapes"
            )
            .path,
            toPath: package)
        return package
    }

    @Test func checksAndBuildsTheSiteOfAPackageWithOnlyArticlesAndAConfiguration() throws {
        let package = try Self.shapesPackage()
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        let run = try DocBuildCommandTests.docbuild(["--package", package, "--output", "\(package)/site"])
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("4 passed, 0 failed, 0 skipped"), "\(run.stdout)")
        #expect(
            run.stdout.contains(
                "Guides/SUMMARY.md: note: no SUMMARY.md: the articles are listed in name order"))

        let index = try String(contentsOfFile: "\(package)/site/index.html", encoding: .utf8)
        #expect(index.contains("Shapes Guide"))
        #expect(index.contains("Squares and their units."))
        #expect(index.contains("href=\"https://example.com/shapes\""))
        #expect(!index.contains("Quartet"))
        // Without SUMMARY.md the sidebar lists the articles in name order, under their titles.
        let reference = try #require(index.range(of: ">Reference</a>"))
        let squares = try #require(index.range(of: ">Squares</a>"))
        #expect(reference.lowerBound < squares.lowerBound)
        // The built-in theme, since the package has none.
        #expect(FileManager.default.fileExists(atPath: "\(package)/site/theme/style.css"))
        let squaresPage = try String(contentsOfFile: "\(package)/site/Squares.html", encoding: .utf8)
        #expect(squaresPage.contains("3.0 cm"))
    }

    @Test func anUnknownKeyInTheConfigurationIsAnErrorAtItsLine() throws {
        let package = try Self.shapesPackage()
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        try Data("{\n  \"title\": \"Shapes\",\n  \"titel\": \"typo\"\n}\n".utf8)
            .write(to: URL(fileURLWithPath: "\(package)/docbuild.json"))
        let run = try DocBuildCommandTests.docbuild(["--check", "--package", package])
        #expect(run.status == 1)
        #expect(run.stderr.contains("docbuild.json:3: error: unknown key 'titel'"), "\(run.stderr)")
    }

    @Test func inNotebookModeTheReferenceArticleWouldRedeclareItsName() throws {
        // The article's own comment makes it isolated; without it, its two `let side` clash.
        let package = try Self.shapesPackage()
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        let path = "\(package)/Guides/Reference.md"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "<!-- docbuild: isolated -->\n", with: "").utf8)
            .write(to: URL(fileURLWithPath: path))
        let run = try DocBuildCommandTests.docbuild([
            "--check", "--package", package, "--filter", "Reference",
        ])
        #expect(run.status == 1)
        #expect(run.stdout.contains("invalid redeclaration of 'side'"), "\(run.stdout)")
    }
}
