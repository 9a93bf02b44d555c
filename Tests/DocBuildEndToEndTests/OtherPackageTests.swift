import Foundation
import Testing

/// docbuild on a package that is not Quartet (`Fixtures/Shapes`): two libraries, a `docbuild.json`
/// with its own title and articles folder, no SUMMARY.md, no examples, no theme, samples that
/// import nothing, one article in isolated mode, the book's `// Prints "…".` sentences, and
/// samples in doc comments (`Sources/Geometry/Square.swift`).
@Suite struct OtherPackageTests {
    /// A fresh copy of the fixture, so that its scratch build stays out of `Tests/`.
    static func shapesPackage() throws -> String { try fixturePackage("Shapes") }

    /// A fresh copy of the fixture package `Fixtures/<name>`, in a folder of its own.
    static func fixturePackage(_ name: String) throws -> String {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent(
            "docbuild-\(name.lowercased())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        let package = base.appendingPathComponent(name).path
        try FileManager.default.copyItem(
            atPath: DocBuildCommandTests.root.appendingPathComponent(
                "Tests/DocBuildEndToEndTests/Fixtures/\(name)"
            )
            .path,
            toPath: package)
        return package
    }

    @Test func checksAndBuildsTheSiteOfAPackageWithOnlyArticlesAndAConfiguration() async throws {
        let package = try Self.shapesPackage()
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        let run = try await DocBuildCommandTests.docbuild([
            "--package", package, "--output", "\(package)/site",
        ])
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        // The articles' four samples and the doc comments' three.
        #expect(run.stdout.contains("7 passed, 0 failed, 0 skipped"), "\(run.stdout)")
        #expect(run.stdout.contains("Checking 3 samples in the doc comments of 1 module"), "\(run.stdout)")
        #expect(
            PrintedDiagnostic.all("docbuild.MissingSummary", in: run.stdout) == [
                PrintedDiagnostic("Guides/SUMMARY.md", "note", "docbuild.MissingSummary")
            ])

        let index = try String(contentsOfFile: "\(package)/site/index.html", encoding: .utf8)
        #expect(index.contains("Shapes Guide"))
        #expect(index.contains("Squares and their units."))
        #expect(index.contains("href=\"https://example.com/shapes\""))
        #expect(!index.contains("Quartet"))
        // The doc comments' samples are counted apart from the articles', by badge.
        #expect(index.contains("<span>3 samples in doc comments: "), "\(index)")
        #expect(index.contains(">2 Verified</span>, <span class=\"stat\""), "\(index)")
        // Without SUMMARY.md the sidebar lists the articles in name order, under their titles.
        let reference = try #require(index.range(of: ">Reference</a>"))
        let squares = try #require(index.range(of: ">Squares</a>"))
        #expect(reference.lowerBound < squares.lowerBound)
        // The built-in theme, since the package has none.
        #expect(FileManager.default.fileExists(atPath: "\(package)/site/theme/style.css"))
        let squaresPage = try String(contentsOfFile: "\(package)/site/Squares.html", encoding: .utf8)
        #expect(squaresPage.contains("3.0 cm"))
        // ``Units/Centimetres`` links to its reference page, and shows its name, as DocC does.
        #expect(
            squaresPage.contains(
                "<a class=\"symbol-link\" href=\"reference/Units/Centimetres.html\"><code>Centimetres</code></a>"
            ),
            "\(squaresPage)")
        try Self.expectReference(in: "\(package)/site")
    }

    /// The site of a package that is not Quartet, as its maintainer first builds it: in a folder whose
    /// name is not the package's, not a git checkout, with no examples and no title of its own. The
    /// site is named as the manifest names the package, has no Examples page, and says nothing of
    /// Quartet, its patterns or screens, SwiftUI, or a commit it does not know (the fixture's
    /// articles and sources use none of these words).
    @Test func aSiteOfAnotherPackageIsItsOwn() async throws {
        let copy = try Self.shapesPackage()
        let base = (copy as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: base) }
        let package = "\(base)/plug"
        try FileManager.default.moveItem(atPath: copy, toPath: package)
        try Data(#"{ "articles": "Guides" }"#.utf8).write(
            to: URL(fileURLWithPath: "\(package)/docbuild.json"))
        let run = try await DocBuildCommandTests.docbuild([
            "--package", package, "--output", "\(package)/site",
        ])
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")

        let site = "\(package)/site"
        let pages = try #require(FileManager.default.subpaths(atPath: site)).filter { $0.hasSuffix(".html") }
        try #require(pages.count > 5)
        #expect(!pages.contains("examples.html"))
        let index = try String(contentsOfFile: "\(site)/index.html", encoding: .utf8)
        #expect(index.contains("Shapes</title>"), "\(index.prefix(600))")
        for page in pages {
            let html = try String(contentsOfFile: "\(site)/\(page)", encoding: .utf8)
            let words = [
                "examples.html", ">Examples<", "pattern", "screen", "swiftui", "quartet", "at commit",
            ]
            let found = words.filter { html.lowercased().contains($0.lowercased()) }
            #expect(found.isEmpty, "\(page) says \(found)")
            #expect(!html.contains(">plug<") && !html.contains(" plug"), "\(page) names the folder")
        }
    }

    /// Several folders of articles in one run, as a package with a `Documentation/` folder and a
    /// DocC catalog per module has them: each folder is checked with the others, in one build, and
    /// is a part of the site, in the sidebar after the main folder's articles under its name.
    @Test func severalFoldersOfArticlesAreOneCheckAndOneSite() async throws {
        let package = try Self.shapesPackage()
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        try #"{"title": "Shapes", "articles": ["Guides", "Sources/Units/Units.docc"]}"#.write(
            toFile: "\(package)/docbuild.json", atomically: true, encoding: .utf8)
        let catalog = "\(package)/Sources/Units/Units.docc"
        try FileManager.default.createDirectory(atPath: catalog, withIntermediateDirectories: true)
        try """
        # Measuring

        A length is a ``Centimetres``, named from the catalog's module:

        ```swift
        print(Centimetres(2.5))  // Prints "2.5 cm"
        ```

        The [squares](../../../Guides/Squares.md) use them.
        """.write(toFile: "\(catalog)/Measuring.md", atomically: true, encoding: .utf8)
        let run = try await DocBuildCommandTests.docbuild([
            "--package", package, "--output", "\(package)/site",
        ])
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        #expect(
            run.stdout.contains("Checking 3 articles in Guides, Sources/Units/Units.docc"), "\(run.stdout)")
        // The articles' four samples and the catalog's, and the doc comments' three.
        #expect(run.stdout.contains("8 passed, 0 failed, 0 skipped"), "\(run.stdout)")
        // The catalog's order is its own; only the Markdown folder goes without a SUMMARY.md.
        #expect(
            PrintedDiagnostic.all("docbuild.MissingSummary", in: run.stdout) == [
                PrintedDiagnostic("Guides/SUMMARY.md", "note", "docbuild.MissingSummary")
            ])
        let builds = (run.stdout + run.stderr).split(separator: "\n").filter {
            $0.wholeMatch(of: /Building \d+ programs?/) != nil
        }
        #expect(builds.count == 1, "\(run.stdout)")
        let measuring = try String(
            contentsOfFile: "\(package)/site/Sources/Units/Units.docc/Measuring.html", encoding: .utf8)
        #expect(measuring.contains("// Prints &quot;2.5 cm&quot;"), "\(measuring)")
        #expect(measuring.contains("href=\"../../../reference/Units/Centimetres.html\""), "\(measuring)")
        #expect(measuring.contains("href=\"../../../Squares.html\""), "\(measuring)")
        // The sidebar: the main folder's articles, then the catalog's, under its module's name.
        let index = try String(contentsOfFile: "\(package)/site/index.html", encoding: .utf8)
        let squares = try #require(index.range(of: ">Squares</a>"))
        let part = try #require(index.range(of: ">Units<"))
        let entry = try #require(index.range(of: "href=\"Sources/Units/Units.docc/Measuring.html\""))
        #expect(squares.lowerBound < part.lowerBound && part.lowerBound < entry.lowerBound, "\(index)")
    }

    /// The API reference of the Shapes site: a page per module and type, with declarations,
    /// parameters, the doc comments' samples with their output, and the symbols in the search.
    static func expectReference(in site: String) throws {
        func page(_ path: String) throws -> String {
            try String(contentsOfFile: "\(site)/reference/\(path)", encoding: .utf8)
        }
        let square = try page("Geometry/Square.html")
        #expect(
            square.contains(
                "<span class=\"k\">struct</span> <strong class=\"declaration-name\">Square</strong>"))
        #expect(square.contains("<p class=\"lead\">A square of a given side.</p>"), "\(square)")
        // The doc comment's sample, as the check left it: verified, printing what it says.
        #expect(
            square.contains(
                "<span class=\"badge\" title=\"Compiled, run, and its printed output checked\">Verified"))
        #expect(square.contains("// Prints &quot;9.0&quot;"), "\(square)")
        #expect(square.contains("<h3 id=\"area\" class=\"symbol-title\">"))
        // ``side`` in `area`'s comment is looked up from `area` outwards: `Square/side`.
        #expect(square.contains("The area, <a class=\"symbol-link\" href=\"#side\"><code>side</code></a>"))
        #expect(square.contains("href=\"../../source/Sources/Geometry/Square.swift.html#L8\""))
        #expect(FileManager.default.fileExists(atPath: "\(site)/source/Sources/Geometry/Square.swift.html"))
        let centimetres = try page("Units/Centimetres.html")
        #expect(centimetres.contains("<h4 class=\"callout-title\">Parameters</h4>"), "\(centimetres)")
        #expect(centimetres.contains("<dt><code>value</code></dt>\n<dd><p>The length, in centimetres.</p>"))
        #expect(centimetres.contains("<code>CustomStringConvertible</code>"))
        // Its doc comment's Topics curate its members: each listed with its summary, linking to
        // its section, the members it does not name by kind after; the outline shows the topics.
        #expect(
            centimetres.contains(
                "<h3 id=\"topic-describing\"><a class=\"anchor\" href=\"#topic-describing\" aria-label=\"Link to this section\"></a>"
                    + "Describing</h3>\n<ul class=\"symbol-list\">\n<li><a href=\"#description\"><code>description</code></a>"
                    + "<span class=\"symbol-summary\">The value and its unit"), "\(centimetres)")
        // The platforms the package declares, at the type's narrower `@available`; the module's
        // page shows the package's own.
        #expect(
            centimetres.contains(
                "<p class=\"availability\"><span>macOS 14.0+</span> <span>iOS 16.4+</span></p>"),
            "\(centimetres)")
        #expect(try page("Units/index.html").contains("<span>macOS 13.0+</span> <span>iOS 16.4+</span>"))
        let describing = try #require(centimetres.range(of: "<h2 id=\"group-describing\">"))
        let initializers = try #require(centimetres.range(of: "<h2 id=\"group-initializers\">"))
        #expect(describing.lowerBound < initializers.lowerBound)
        #expect(
            !centimetres.contains(">Topics</h2>\n<p>") && !centimetres.contains("toc-h3"), "\(centimetres)")
        // The module's landing page (`Geometry.docc/Geometry.md`) is its overview.
        let geometry = try page("Geometry/index.html")
        #expect(geometry.contains("<p class=\"lead\">Shapes and their areas.</p>"), "\(geometry)")
        #expect(geometry.contains("href=\"Square.html#area\"><code>area</code></a>"), "\(geometry)")
        // Its Topics curate the page, with each type's summary; a curated type is not listed again
        // by kind.
        #expect(
            geometry.contains(
                "<h3 id=\"topic-shapes\"><a class=\"anchor\" href=\"#topic-shapes\" aria-label=\"Link to this section\"></a>Shapes</h3>\n"
                    + "<ul class=\"symbol-list\">\n<li><a href=\"Square.html\"><code>Square</code></a>"
                    + "<span class=\"symbol-summary\">A square of a given side.</span></li>"), "\(geometry)")
        #expect(!geometry.contains(">Structures</h2>"))
        let index = try page("index.html")
        #expect(index.contains("<td>4</td><td>2 (50 %)</td><td>4 (100 %)</td>"), "\(index)")
        #expect(index.contains("API reference</a>"))
        let search = try String(contentsOfFile: "\(site)/search-index.js", encoding: .utf8)
        #expect(search.contains("\"area\",\"area\",\"The area, side times Square/side."), "\(search)")
        #expect(search.contains(",\"square area\"]"))
    }

    @Test func anUnknownKeyInTheConfigurationIsAnErrorAtItsLine() async throws {
        let package = try Self.shapesPackage()
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        try Data("{\n  \"title\": \"Shapes\",\n  \"titel\": \"typo\"\n}\n".utf8)
            .write(to: URL(fileURLWithPath: "\(package)/docbuild.json"))
        let run = try await DocBuildCommandTests.docbuild(["--check", "--package", package])
        #expect(run.status == 1)
        #expect(
            PrintedDiagnostic.all(in: run.stderr) == [
                PrintedDiagnostic("docbuild.json:3", "error", "docbuild.UnknownConfigurationKey")
            ], "\(run.stderr)")
    }

    @Test func inNotebookModeTheReferenceArticlesSecondDeclarationReplacesTheFirst() async throws {
        // The article's own comment makes it isolated; without it, its second `let side` replaces
        // the first, as in a playground, instead of clashing with it.
        let package = try Self.shapesPackage()
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        let path = "\(package)/Guides/Reference.md"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "<!-- docbuild: isolated -->\n", with: "").utf8)
            .write(to: URL(fileURLWithPath: path))
        let run = try await DocBuildCommandTests.docbuild([
            "--check", "--package", package, "--filter", "Reference",
        ])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.contains("2 passed, 0 failed, 0 skipped"), "\(run.stdout)")
    }

    /// Replaces `old` with `new` in the file at `path` of `package`.
    static func edit(_ path: String, of package: String, replacing old: String, with new: String) throws {
        let file = "\(package)/\(path)"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains(old))
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: URL(fileURLWithPath: file))
    }

    @Test func aDocCommentSampleWhosePrintsIsWrongFailsAtItsSourceLine() async throws {
        let package = try Self.shapesPackage()
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        try Self.edit(
            "Sources/Geometry/Square.swift", of: package, replacing: #"// Prints "9.0""#,
            with: #"// Prints "10.0""#)
        let run = try await DocBuildCommandTests.docbuild(["--check", "--package", package])
        #expect(run.status == 1)
        #expect(
            PrintedDiagnostic.all(in: run.stdout).filter { $0.severity == "error" } == [
                PrintedDiagnostic("Sources/Geometry/Square.swift:6:25", "error", "docbuild.PrintsMismatch")
            ], "\(run.stdout)")
        // The other comment's program is its own, and still passes.
        #expect(run.stdout.contains("6 passed, 1 failed, 0 skipped"), "\(run.stdout)")
    }

    @Test func aDocCommentSampleThatDoesNotCompileFailsAtItsSourceLineAndColumn() async throws {
        // Without its hidden line, `side` is not declared: the error is at the visible use, past
        // the comment's `/// `; and `Units` is not imported where `Geometry` documents itself.
        let package = try Self.shapesPackage()
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        try Self.edit(
            "Sources/Geometry/Square.swift", of: package, replacing: "/// # let side = 3.0\n", with: "")
        try Self.edit(
            "Sources/Geometry/Square.swift", of: package, replacing: "/// let unit = Square(side: 1)",
            with: "/// let unit = Square(side: Centimetres(1).value)")
        let run = try await DocBuildCommandTests.docbuild(["--check", "--package", package])
        #expect(run.status == 1)
        #expect(
            PrintedDiagnostic.all(in: run.stdout).filter { $0.severity == "error" } == [
                PrintedDiagnostic("Sources/Geometry/Square.swift:4:31", "error", "docbuild.Compiler"),
                PrintedDiagnostic("Sources/Geometry/Square.swift:19:33", "error", "docbuild.Compiler"),
            ], "\(run.stdout)")
    }

    @Test func anUnchangedPackageTakesItsDocCommentResultsFromTheCache() async throws {
        let package = try Self.shapesPackage()
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        let first = try await DocBuildCommandTests.docbuild(["--check", "--package", package])
        #expect(first.status == 0, "\(first.stdout)")
        let second = try await DocBuildCommandTests.docbuild(["--check", "--package", package])
        #expect(second.status == 0, "\(second.stdout)")
        #expect(second.stdout.contains("(1 unchanged: from the cache)"), "\(second.stdout)")
        #expect(!second.stdout.contains("Building"), "\(second.stdout)")
        #expect(second.stdout.contains("7 passed, 0 failed, 0 skipped"), "\(second.stdout)")
    }

    /// The row of `module` in the coverage table of `output`, split at white space.
    static func coverageRow(_ module: String, in output: String) -> [Substring]? {
        output.split(separator: "\n").first { $0.hasPrefix(module + " ") }?.split(separator: " ")
    }

    @Test func coverageCountsEachModulesPublicSymbolsDocumentedAndSampled() async throws {
        let package = try Self.shapesPackage()
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        let run = try await DocBuildCommandTests.docbuild(["--check", "--coverage", "--package", package])
        #expect(run.status == 0, "\(run.stdout)")
        // Geometry: Square, side, init(side:), area; two have comments, all four are in samples
        // (the initializer as `Square(…)`).
        #expect(
            Self.coverageRow("Geometry", in: run.stdout) == [
                "Geometry", "4", "2", "(50", "%)", "4", "(100", "%)",
            ])
        // Units: `description` inherits CustomStringConvertible's comment; `value` and
        // `description` are named in no sample.
        #expect(
            Self.coverageRow("Units", in: run.stdout) == ["Units", "4", "3", "(75", "%)", "2", "(50", "%)"])
        #expect(
            Self.coverageRow("Total", in: run.stdout) == ["Total", "8", "5", "(62", "%)", "6", "(75", "%)"])
    }

    @Test func aModuleUnderTheMinimumCoverageFailsWithItsUndocumentedSymbolsAtTheirDeclarations() async throws
    {
        let package = try Self.shapesPackage()
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        let run = try await DocBuildCommandTests.docbuild([
            "--check", "--min-coverage", "documented=100,sampled=60", "--package", package,
        ])
        #expect(run.status == 1)
        // Under the minimum: Geometry's documented share (50 %) and Units' (75 %), under 100 %, and
        // Units' sampled share (50 %), under 60 %: one error each (Geometry's sampled 100 % passes),
        // and a note at each undocumented symbol (Square.side).
        #expect(
            PrintedDiagnostic.all("docbuild.CoverageBelowMinimum", in: run.stdout)
                == Array(
                    repeating: PrintedDiagnostic(nil, "error", "docbuild.CoverageBelowMinimum"), count: 3),
            "\(run.stdout)")
        #expect(
            Self.coverageRow("Geometry", in: run.stdout) == [
                "Geometry", "4", "2", "(50", "%)", "4", "(100", "%)",
            ])
        #expect(
            Self.coverageRow("Units", in: run.stdout) == ["Units", "4", "3", "(75", "%)", "2", "(50", "%)"])
        #expect(
            PrintedDiagnostic.all("docbuild.UndocumentedSymbol", in: run.stdout).contains {
                $0.severity == "note" && $0.location?.hasPrefix("Sources/Geometry/Square.swift:9:") == true
            }, "\(run.stdout)")
        // The samples themselves passed: only the coverage failed.
        #expect(run.stdout.contains("7 passed, 0 failed, 0 skipped"), "\(run.stdout)")
    }

    @Test func coverageOfPartOfThePackageIsAUsageError() async throws {
        let run = try await DocBuildCommandTests.docbuild(["--check", "--coverage", "--filter", "Squares"])
        #expect(run.status == 64)
        #expect(
            PrintedDiagnostic.all(in: run.stderr) == [
                PrintedDiagnostic(nil, "error", "docbuild.ConflictingOptions")
            ],
            "\(run.stderr)")
    }

    @Test func aBrokenSymbolLinkIsAnErrorAtItsLineInADocCommentAndInAnArticle() async throws {
        let package = try Self.shapesPackage()
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        try Self.edit(
            "Sources/Geometry/Square.swift", of: package, replacing: "``Square/side``",
            with: "``Square/edge``")
        try Self.edit(
            "Guides/Squares.md", of: package, replacing: "``Units/Centimetres``", with: "``Units/Inches``")
        try Self.edit(
            "Sources/Geometry/Geometry.docc/Geometry.md", of: package, replacing: "``Square/area``",
            with: "``Square/volume``")
        let run = try await DocBuildCommandTests.docbuild(["--check", "--package", package])
        #expect(run.status == 1)
        // ``Square/edge`` in a doc comment, ``Units/Inches`` in an article and ``Square/volume`` in a
        // module's landing page (the overview of its reference page, checked as an article); and
        // no other: the links that resolve (``side`` from the symbol it documents, ``Geometry``,
        // ``Square``) pass.
        #expect(
            Set(PrintedDiagnostic.all("docbuild.BrokenSymbolLink", in: run.stdout)) == [
                PrintedDiagnostic(
                    "Sources/Geometry/Square.swift:15:34", "error", "docbuild.BrokenSymbolLink"),
                PrintedDiagnostic("Guides/Squares.md:4:17", "error", "docbuild.BrokenSymbolLink"),
                PrintedDiagnostic(
                    "Sources/Geometry/Geometry.docc/Geometry.md:7:24", "error", "docbuild.BrokenSymbolLink"),
            ], "\(run.stdout)")
    }
}
