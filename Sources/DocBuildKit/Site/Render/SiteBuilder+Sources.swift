import Foundation

extension SiteBuilder {
    /// A page for every file and folder of the package an article links to or includes from, so
    /// that links to sources work offline: files highlighted, folders listed.
    func renderSources(checks: SiteChecks) -> (pages: [(String, String)], diagnostics: [Diagnostic]) {
        var files = checks.sourceFiles
        var pages: [(String, String)] = []
        for folder in checks.sourceDirectories.sorted() {
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
            pages.append((SiteLayout.sourcePagePath(forFile: file), renderSource(file, data: data)))
        }
        return (pages, diagnostics)
    }

    /// The files under `folder`, relative to the package, hidden files and build products left out.
    private func listing(of folder: String) -> [String] {
        let root = folder.isEmpty ? content.packageDirectory : content.packageDirectory + "/" + folder
        let subpaths = FileManager.default.subpaths(atPath: root) ?? []
        return subpaths.filter { path in
            !path.split(separator: "/").contains { $0.hasPrefix(".") }
                && !path.hasPrefix("site/public")
                && isFile(root + "/" + path)
        }.map { folder.isEmpty ? $0 : folder + "/" + $0 }.sorted()
    }

    private func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && !isDirectory.boolValue
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

    private func renderSource(_ file: String, data: Data) -> String {
        let sitePath = SiteLayout.sourcePagePath(forFile: file)
        var body = "<h1 id=\"source\">\(HTMLEscaping.escape(file))</h1>\n"
        body +=
            "<p class=\"source-meta\">As verified at commit <code>\(HTMLEscaping.escape(stamp.commit))</code>.</p>\n"
        if let text = String(data: data, encoding: .utf8) {
            let code = file.hasSuffix(".swift") ? SwiftHighlighter.html(for: text) : HTMLEscaping.escape(text)
            let language = file.hasSuffix(".swift") ? " class=\"language-swift\"" : ""
            body += "<pre class=\"sample-code source-code\"><code\(language)>\(code)</code></pre>\n"
        } else {
            body += "<p>A binary file of \(data.count) bytes.</p>\n"
        }
        return renderPage(
            sitePath: sitePath, title: file, description: "The source of \(file)", body: body, order: [],
            pageClass: "source")
    }
}
