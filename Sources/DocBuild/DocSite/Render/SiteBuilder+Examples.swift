import DocBasics
import DocMarkdown
import Doctest
import SwiftHighlighting

extension SiteBuilder {
    /// The Examples catalog: every example grouped by its folder's group, with its title, summary,
    /// files and tests (highlighted, folded, each with Copy, Download and a link to its source
    /// page) and the transcript of its headless demo; ordered as the articles are
    /// (``catalogOrder(pages:)``). A package without examples has no catalog: see
    /// ``hasExamplesCatalog``.
    ///
    /// - Returns: The page, its search sections, and the raw files the Download links fetch.
    func renderExamples(pages: [Page], order: [PageChrome.PageLink])
        -> (html: String, sections: [SearchDocument], downloads: [(path: String, text: String)])
    {
        let sitePath = SiteLayout.examplesPage
        var body = "<h1 id=\"examples-catalog\"><a class=\"anchor\" href=\"#examples-catalog\" "
        body += "aria-label=\"Link to this section\"></a>Examples</h1>\n"
        if let introduction = content.examplesWording.introduction {
            body += MarkdownHTMLRenderer(outline: PageOutline(headings: [])).html(
                for: CMarkParser.parse(introduction, path: "docbuild.json").blocks
            ).replacingOccurrences(of: "<p>", with: "<p class=\"lead\">")
        } else {
            body += "<p class=\"lead\">\(HTMLEscaping.escape(examplesSentence))</p>\n"
        }
        var headings: [PageOutline.Heading] = []
        var sections: [SearchDocument] = []
        var downloads: [(path: String, text: String)] = []
        var pattern: String?
        let ordered = catalogOrder(pages: pages)
        let shared = Self.sharedTestFolders(ordered)
        for (index, example) in ordered.enumerated() {
            if example.pattern != pattern {
                pattern = example.pattern
                let slug = HeadingSlugger.baseSlug(for: example.pattern)
                headings.append(.init(level: 2, text: example.pattern, slug: slug, line: headings.count))
                body += heading(2, example.pattern, slug: slug)
            }
            headings.append(.init(level: 3, text: example.title, slug: example.anchor, line: headings.count))
            let sharing = example.testsDirectory.flatMap { shared[$0] }
            body += renderExample(example, sitePath: sitePath, sharedTestsAnchor: sharing?.anchor)
            downloads += (example.files + (sharing == nil ? example.tests : [])).map {
                (SiteLayout.downloadPath(forFile: $0.path), $0.contents)
            }
            // A shared spec is shown once, after the last example that passes it.
            if let sharing, let folder = example.testsDirectory, sharing.last == index {
                headings.append(
                    .init(level: 3, text: sharing.title, slug: sharing.anchor, line: headings.count))
                body += renderSharedTests(
                    example.tests, folder: folder, title: sharing.title, anchor: sharing.anchor,
                    examples: sharing.examples, sitePath: sitePath)
                downloads += example.tests.map { (SiteLayout.downloadPath(forFile: $0.path), $0.contents) }
            }
            sections.append(
                SearchDocument(
                    pageTitle: "Examples", pagePath: sitePath, heading: example.title, anchor: example.anchor,
                    text: MarkdownPlainText.text(of: example.summary),
                    identifiers: example.files.flatMap { SwiftIdentifiers.names(in: $0.contents) }))
        }
        let html = renderPage(
            sitePath: sitePath, title: "Examples",
            description: content.examplesWording.summary ?? examplesSentence,
            body: body, toc: PageChrome.tableOfContents(PageOutline(headings: headings)), order: order,
            pageClass: "examples")
        return (html, sections, downloads)
    }

    /// The examples in the articles' reading order: each by the position of the first article
    /// that links to it or into its folder (or includes one of its files); those no article
    /// reaches come after, by path. A pattern's examples stay together, the patterns ordered by
    /// their first example, after the groups `docbuild.json`'s `exampleGroups` names, in its order;
    /// within a group, an example whose library the others import comes before them.
    func catalogOrder(pages: [Page]) -> [ExampleEntry] {
        var rank: [String: Int] = [:]
        for (position, page) in pages.enumerated() {
            let links = (checks.links[page.report.path] ?? [:]).values
            let paths =
                links.compactMap { target -> String? in
                    switch target {
                    case .sourceFile(let path), .sourceDirectory(let path): path
                    case .example(let anchor): content.examples.first { $0.anchor == anchor }?.directory
                    case .external, .page: nil
                    }
                } + page.report.results.compactMap { $0.sample.include?.path }
            for example in content.examples where rank[example.directory] == nil {
                if paths.contains(where: { $0 == example.directory || $0.hasPrefix(example.directory + "/") })
                {
                    rank[example.directory] = position
                }
            }
        }
        // A library the group's other examples import comes first among them: it is what a
        // reader copying any of them needs before the rest.
        let importedModules = content.examples.map(\.importedModules)
        var imported: Set<String> = []
        for library in content.examples {
            let importers = content.examples.indices.filter {
                content.examples[$0].directory != library.directory
                    && importedModules[$0].contains(library.name)
            }
            guard !importers.isEmpty else { continue }
            imported.insert(library.directory)
            if let first = importers.compactMap({ rank[content.examples[$0].directory] }).min() {
                rank[library.directory] = min(rank[library.directory] ?? Int.max, first)
            }
        }
        func key(_ example: ExampleEntry) -> (Int, Int, String) {
            (
                rank[example.directory] ?? Int.max, imported.contains(example.directory) ? 0 : 1,
                example.directory
            )
        }
        var patternRank: [String: (Int, Int, String)] = [:]
        for example in content.examples {
            if let known = patternRank[example.pattern], known <= key(example) { continue }
            patternRank[example.pattern] = key(example)
        }
        // docbuild.json's exampleGroups come first, in its order.
        let chosen = Dictionary(
            content.exampleGroups.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return content.examples.sorted {
            let (leftChoice, rightChoice) = (chosen[$0.pattern] ?? Int.max, chosen[$1.pattern] ?? Int.max)
            if leftChoice != rightChoice { return leftChoice < rightChoice }
            let (left, right) = (patternRank[$0.pattern]!, patternRank[$1.pattern]!)
            return left != right ? left < right : key($0) < key($1)
        }
    }

    /// The test folders that several examples pass (a spec written once and run
    /// against each, which their READMEs link to): each with the heading it is shown under once,
    /// the examples' titles, and the position of the last of them in `examples`.
    static func sharedTestFolders(_ examples: [ExampleEntry])
        -> [String: (title: String, anchor: String, examples: [ExampleEntry], last: Int)]
    {
        var sharing: [String: [Int]] = [:]
        for (index, example) in examples.enumerated() where !example.tests.isEmpty {
            if let folder = example.testsDirectory { sharing[folder, default: []].append(index) }
        }
        var result: [String: (title: String, anchor: String, examples: [ExampleEntry], last: Int)] = [:]
        for (folder, indices) in sharing where indices.count > 1 {
            let name = folder.split(separator: "/").last.map(String.init) ?? folder
            let title = "The tests they share: \(name)"
            result[folder] = (
                title, HeadingSlugger.baseSlug(for: "tests \(folder)"), indices.map { examples[$0] },
                indices.max()!
            )
        }
        return result
    }

    /// Whether the site has an Examples catalog: only when the package has examples. Without one,
    /// no page, card or link names it.
    var hasExamplesCatalog: Bool { !content.examples.isEmpty }

    /// What the examples hold, in a sentence that fits any package: the catalog's introduction and
    /// description unless `docbuild.json` gives its own (``SiteContent/ExamplesWording``).
    var examplesSentence: String {
        let hasTests = content.examples.contains { !$0.tests.isEmpty }
        let hasDemos = content.examples.contains { $0.transcript != nil }
        var holds = ["their files"]
        if hasTests { holds.append("their tests") }
        if hasDemos { holds.append("what each demo printed") }
        let list =
            holds.count == 1 ? holds[0] : holds.dropLast().joined(separator: ", ") + " and " + holds.last!
        return "The package's examples, one folder each, with \(list)."
    }

    private func heading(_ level: Int, _ text: String, slug: String) -> String {
        "<h\(level) id=\"\(slug)\"><a class=\"anchor\" href=\"#\(slug)\" aria-label=\"Link to this section\"></a>"
            + HTMLEscaping.escape(text) + "</h\(level)>\n"
    }

    private func renderExample(_ example: ExampleEntry, sitePath: String, sharedTestsAnchor: String?)
        -> String
    {
        var html = "<section class=\"example\">\n" + heading(3, example.title, slug: example.anchor)
        html += "<p class=\"example-meta\"><span>\(HTMLEscaping.escape(content.examplesWording.groupLabel)) "
        html += "<code>\(HTMLEscaping.escape(example.pattern))</code></span>"
        html += "<span><code>\(HTMLEscaping.escape(example.directory))/</code></span>"
        if example.transcript != nil {
            html += "<span>Demo <code>swift run \(HTMLEscaping.escape(example.demoProduct))</code></span>"
        }
        html += "</p>\n"
        html += MarkdownHTMLRenderer(outline: PageOutline(headings: [])).html(for: example.summary)
        let badge = Self.swiftUIBadge(
            demoRan: example.transcript != nil, checkedAgainstInterface: example.isSwiftUIInterfaceChecked)
        for file in example.files {
            html += renderFile(
                file, name: String(file.path.dropFirst(example.directory.count + 1)), sitePath: sitePath,
                badge: file.isSwiftUI ? badge : nil)
        }
        if let anchor = sharedTestsAnchor, let testFolder = example.testsDirectory {
            html +=
                "<p class=\"example-tests-label\">Its tests, in <code>\(HTMLEscaping.escape(testFolder))/</code>, "
            html +=
                "are shared with the other examples that pass them: <a href=\"#\(anchor)\">shown once</a>.</p>\n"
        } else if let testFolder = example.testsDirectory, !example.tests.isEmpty {
            html +=
                "<p class=\"example-tests-label\">Its tests, in <code>\(HTMLEscaping.escape(testFolder))/</code>:</p>\n"
            for file in example.tests {
                html += renderFile(
                    file, name: String(file.path.dropFirst(testFolder.count + 1)), sitePath: sitePath,
                    badge: nil)
            }
        }
        if let transcript = example.transcript {
            html +=
                "<div class=\"sample-output transcript\"><div class=\"sample-output-label\">Transcript of "
            html += "<code>\(HTMLEscaping.escape(example.demoProduct))</code></div>"
            html += "<pre><samp>\(HTMLEscaping.escape(transcript))</samp></pre></div>\n"
        }
        html += "</section>\n"
        return html
    }

    /// A test folder that several examples pass, once: which examples, then its files.
    private func renderSharedTests(
        _ tests: [ExampleEntry.File], folder: String, title: String, anchor: String, examples: [ExampleEntry],
        sitePath: String
    ) -> String {
        var html = "<section class=\"example example-shared-tests\">\n" + heading(3, title, slug: anchor)
        html +=
            "<p class=\"example-tests-label\">In <code>\(HTMLEscaping.escape(folder))/</code>, written once and "
        html +=
            "run against each of these examples:</p>\n<ul class=\"example-shared-by\">\n"
        for example in examples {
            html += "<li><a href=\"#\(example.anchor)\">\(HTMLEscaping.escape(example.title))</a></li>\n"
        }
        html += "</ul>\n"
        for file in tests {
            html += renderFile(
                file, name: String(file.path.dropFirst(folder.count + 1)), sitePath: sitePath, badge: nil)
        }
        return html + "</section>\n"
    }

    /// One file, folded: its name, line count, badge, and its Copy button (the theme's script
    /// copies the code's text), Download link (the raw file) and source page link.
    private func renderFile(
        _ file: ExampleEntry.File, name: String, sitePath: String, badge: (label: String, title: String)?
    ) -> String {
        let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let download = SitePath.relativeURL(from: sitePath, to: SiteLayout.downloadPath(forFile: file.path))
        let source = SitePath.relativeURL(from: sitePath, to: SiteLayout.sourcePagePath(forFile: file.path))
        let fileName = file.path.split(separator: "/").last.map(String.init) ?? file.path
        var html = "<details class=\"example-file\"><summary><code>\(HTMLEscaping.escape(name))</code>"
        html += "<span class=\"line-count\">\(lines) lines</span>"
        if let badge {
            html += "<span class=\"badge swiftui-badge\" title=\"\(HTMLEscaping.escape(badge.title))\">"
            html += "\(HTMLEscaping.escape(badge.label))</span>"
        }
        html += "</summary>\n<div class=\"example-file-actions\">"
        html += "<button class=\"copy-button file-copy\" type=\"button\" hidden>Copy</button>"
        html += "<a class=\"file-download\" href=\"\(URLEscaping.href(download))\" "
        html += "download=\"\(HTMLEscaping.escape(fileName))\">Download</a>"
        html += "<a class=\"file-source\" href=\"\(URLEscaping.href(source))\">Source page</a></div>\n"
        html += "<pre class=\"sample-code\"><code class=\"language-swift\">"
        html += SwiftHighlighter.html(for: file.contents) + "</code></pre></details>\n"
        return html
    }

    /// What docbuild did with an example's SwiftUI files in this build, and nothing more: where
    /// docbuild has SwiftUI and the demo ran, the demo's build compiled them; elsewhere, with
    /// `-Xapple` flags, they may have been type-checked against an interface of SwiftUI
    /// (`CheckExampleSwiftUI`); otherwise nothing compiled them (on Linux
    /// `#if canImport(SwiftUI)` leaves their code out).
    static func swiftUIBadge(
        demoRan: Bool, checkedAgainstInterface: Bool = false,
        platformHasSwiftUI: Bool = ExampleEntry.platformHasSwiftUI
    ) -> (label: String, title: String) {
        if platformHasSwiftUI && demoRan {
            return (
                "SwiftUI · compiled with the demo",
                "Compiled as part of the example's library when its demo was built for this site; not run"
            )
        }
        if checkedAgainstInterface && !platformHasSwiftUI {
            return (
                "SwiftUI · checked against an interface",
                "Type-checked with the example's code against an interface of SwiftUI (its names, types "
                    + "and isolation, not its behaviour): this site was built where SwiftUI does not exist; not run"
            )
        }
        let why =
            platformHasSwiftUI
            ? "its demo was not built in this build"
            : "this site was built on a platform without SwiftUI, where this code is compiled out"
        return ("SwiftUI · not compiled in this build", "Not compiled or run: \(why)")
    }
}
