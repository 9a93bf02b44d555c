import Foundation
import Testing

@testable import DocBasics
@testable import DocBuildKit
@testable import SampleToolchain

@Suite struct PathGlobTests {
    @Test(arguments: [
        ("Articles/Drafts", "Articles/Drafts/Idea.md", true),
        ("Articles/Drafts", "Articles/DraftsOld/Idea.md", false),
        ("**/CHANGELOG.md", "CHANGELOG.md", true),
        ("**/CHANGELOG.md", "Docs/Old/CHANGELOG.md", true),
        ("Articles/**/Draft*.md", "Articles/Guide/Drafts/Draft1.md", true),
        ("Articles/**/Draft*.md", "Articles/Draft.md", true),
        ("Articles/*.md", "Articles/Guide/Intro.md", false),
        ("Articles/?ntro.md", "Articles/Intro.md", true),
        ("Articles/*-internal.md", "Articles/notes-internal.md", true),
        ("Articles/*-internal.md", "Articles/notes-internal.md.bak", false),
    ])
    func aPatternMatchesAsGitignoreDoes(pattern: String, path: String, matches: Bool) {
        #expect(PathGlob(pattern).matches(path) == matches)
    }

    @Test func excludedArticlesAreNotChecked() throws {
        let folder = try TemporaryDirectory.holding(
            [
                "Articles/Intro.md": "# Intro\n", "Articles/Drafts/Idea.md": "# Idea\n",
                "Articles/CHANGELOG.md": "# Changes\n",
            ], prefix: "exclude")
        defer { folder.remove() }
        var loader = ArticleLoader(
            packageDirectory: folder.path, articlesDirectory: "\(folder.path)/Articles")
        loader.excluded = ["Articles/Drafts", "**/CHANGELOG.md"].map(PathGlob.init)
        #expect(try loader.articleFiles(filter: nil).map(loader.displayPath) == ["Articles/Intro.md"])
    }
}
