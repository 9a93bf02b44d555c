import DocBasics
import DocMarkdown
import Foundation
import SwiftHighlighting

extension SiteBuilder {
    /// The source pages: a listing for every folder an article links to, for every module folder
    /// (`Sources/<Target>/`) and example folder an article links or includes from, and for every
    /// example and its tests; a page for every file of those folders and every file linked.
    /// So a reader who follows one link can read the rest of that module or example offline.
    func renderSources(checks: SiteChecks) -> (pages: [(String, String)], diagnostics: [Diagnostic]) {
        let (folders, linkedFiles) = sourceCoverage(checks: checks)
        var files = linkedFiles
        var pages: [(String, String)] = []
        for folder in folders.sorted() {
            let listed = listing(of: folder)
            files.formUnion(listed)
            pages.append(
                (SiteLayout.sourcePagePath(forDirectory: folder), renderListing(folder, files: listed)))
        }
        var diagnostics: [Diagnostic] = []
        for file in files.sorted() {
            guard let data = FileManager.default.contents(atPath: content.packageDirectory + "/" + file)
            else {
                diagnostics.append(
                    Diagnostic(
                        .error, .unreadableLinkedFile, "cannot read \(file), which an article links to",
                        path: file))
                continue
            }
            let sitePath = SiteLayout.sourcePagePath(forFile: file)
            pages.append((sitePath, renderSource(file, data: data, shown: files.union(folders))))
        }
        return (pages, diagnostics)
    }

    /// The folders listed and the files linked, before the folders' files are added.
    private func sourceCoverage(checks: SiteChecks) -> (folders: Set<String>, files: Set<String>) {
        let exampleFolders = content.examples.map(\.directory)
        var folders = checks.sourceDirectories.union(exampleFolders)
        folders.formUnion(content.examples.compactMap(\.testsDirectory))
        // The API reference links each symbol to where it is declared.
        let declared = content.reference?.declarationFiles ?? []
        for path in checks.sourceFiles.union(checks.sourceDirectories).union(declared) {
            let parts = path.split(separator: "/")
            if parts.count >= 2, parts[0] == "Sources", isDirectory("Sources/\(parts[1])") {
                folders.insert("Sources/\(parts[1])")
            } else if let example = exampleFolders.first(where: { path.hasPrefix($0 + "/") }) {
                folders.insert(example)
            }
        }
        return (folders, checks.sourceFiles.union(declared))
    }

    /// The files under `folder`, relative to the package: hidden files, build products and test
    /// fixtures (`Tests/**/Fixtures/**`, inputs of tests, not code to read) left out.
    private func listing(of folder: String) -> [String] {
        let root = folder.isEmpty ? content.packageDirectory : content.packageDirectory + "/" + folder
        let subpaths = FileManager.default.subpaths(atPath: root) ?? []
        // A fixture folder an article links to itself is listed in full.
        let isTests = folder == "Tests" || folder.hasPrefix("Tests/")
        return subpaths.filter { relative in
            let parts = relative.split(separator: "/")
            let path = folder.isEmpty ? relative : folder + "/" + relative
            return !parts.contains { $0.hasPrefix(".") }
                && !path.hasPrefix("site/public")
                && !((isTests || parts.first == "Tests") && parts.dropLast().contains("Fixtures"))
                && isFile(content.packageDirectory + "/" + path)
        }.map { folder.isEmpty ? $0 : folder + "/" + $0 }.sorted()
    }

    private func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && !isDirectory.boolValue
    }

    /// True when `path`, relative to the package, is a folder.
    private func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(
            atPath: content.packageDirectory + "/" + path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private func renderListing(_ folder: String, files: [String]) -> String {
        let sitePath = SiteLayout.sourcePagePath(forDirectory: folder)
        let title = folder.isEmpty ? "The package" : folder + "/"
        var body = "<h1 id=\"source\">\(HTMLEscaping.escape(title))</h1>\n<ul class=\"source-listing\">\n"
        for file in files {
            let href = SitePath.relativeURL(from: sitePath, to: SiteLayout.sourcePagePath(forFile: file))
            let name = folder.isEmpty ? file : String(file.dropFirst(folder.count + 1))
            body +=
                "<li><a href=\"\(URLEscaping.href(href))\"><code>\(HTMLEscaping.escape(name))</code></a></li>\n"
        }
        body += "</ul>\n"
        return renderPage(
            sitePath: sitePath, title: title, description: "The files of \(title)", body: body, order: [],
            pageClass: "source")
    }

    /// A file's page: a README rendered as Markdown, any other text numbered line by line (each
    /// line's `id` is `L<n>`, its number a link to it), a binary file described.
    /// `shown` is every file and folder with a source page, which a README's links may lead to.
    private func renderSource(_ file: String, data: Data, shown: Set<String>) -> String {
        let sitePath = SiteLayout.sourcePagePath(forFile: file)
        var body = "<h1 id=\"source\">\(HTMLEscaping.escape(file))</h1>\n"
        if let commit = stamp.commit {
            body +=
                "<p class=\"source-meta\">As verified at commit <code>\(HTMLEscaping.escape(commit))</code>.</p>\n"
        }
        if let text = String(data: data, encoding: .utf8) {
            if file.split(separator: "/").last == "README.md" {
                body += renderReadme(text, file: file, shown: shown)
            } else {
                let lines =
                    file.hasSuffix(".swift")
                    ? SwiftHighlighter.htmlLines(for: text)
                    : text.split(separator: "\n", omittingEmptySubsequences: false)
                        .dropLast(text.hasSuffix("\n") ? 1 : 0).map { HTMLEscaping.escape(String($0)) }
                let language = file.hasSuffix(".swift") ? " class=\"language-swift\"" : ""
                body += "<pre class=\"sample-code source-code\"><code\(language)>"
                body += Self.numberedLines(lines) + "</code></pre>\n"
            }
        } else {
            body += "<p>A binary file of \(data.count) bytes.</p>\n"
        }
        return renderPage(
            sitePath: sitePath, title: file, description: "The source of \(file)", body: body, order: [],
            pageClass: "source")
    }

    /// Each line in a span with the anchor `L<n>`, after its number, a link to that anchor.
    /// The number is outside the code's text for the theme's copy (it is `user-select: none`).
    static func numberedLines(_ lines: [String]) -> String {
        var html = ""
        for (index, line) in lines.enumerated() {
            let number = index + 1
            html += "<span class=\"line\" id=\"L\(number)\"><a class=\"line-number\" href=\"#L\(number)\">"
            html += "\(number)</a>\(line)\n</span>"
        }
        return html
    }

    /// A README rendered as Markdown: a relative link to a file or folder with a source page
    /// leads to that page, one to an article to the article's page; others are left as written.
    private func renderReadme(_ text: String, file: String, shown: Set<String>) -> String {
        let sitePath = SiteLayout.sourcePagePath(forFile: file)
        let document = CMarkParser.parse(text, path: file)
        let articles = Set(content.reports.map(\.path))
        let renderer = MarkdownHTMLRenderer(
            outline: PageOutline(document: document),
            resolveLink: { destination in
                linkTarget(destination, in: file, from: sitePath, articles: articles) { resolved in
                    guard shown.contains(resolved) else { return nil }
                    return isDirectory(resolved)
                        ? SiteLayout.sourcePagePath(forDirectory: resolved)
                        : SiteLayout.sourcePagePath(forFile: resolved)
                }
            })
        return "<div class=\"readme\">\n" + renderer.html(for: document.blocks) + "</div>\n"
    }

    /// Where a relative link of the Markdown file `file` leads, from the page at `sitePath`: to
    /// the page of the article (one of `articles`) it names, else to the page `otherPage` gives
    /// for its path; an external link, or one that leads to neither, as written.
    func linkTarget(
        _ destination: String, in file: String, from sitePath: String, articles: Set<String>,
        otherPage: (String) -> String? = { _ in nil }
    ) -> String {
        guard !SitePath.isExternal(destination) else { return destination }
        let (path, fragment) = SitePath.splitFragment(destination)
        guard !path.isEmpty, let resolved = SitePath.resolve(path, against: SitePath.directory(of: file))
        else { return destination }
        let target: String
        if articles.contains(resolved) {
            target = SiteLayout.pagePath(forArticle: resolved, articlesDirectory: content.articlesDirectory)
        } else if let other = otherPage(resolved) {
            target = other
        } else {
            return destination
        }
        return SitePath.relativeURL(from: sitePath, to: target) + (fragment.map { "#\($0)" } ?? "")
    }
}
