import Foundation

/// The site's part of a `docbuild` run, after the samples are verified: check links, anchors,
/// images and SUMMARY.md; then, unless only checking, run the example demos, render the site and
/// write it.
///
/// ```swift
/// let report = try await DocBuild.check(options)
/// let siteDiagnostics = try await SiteStage.run(after: report, options: options)
/// ```
package enum SiteStage {
    /// Checks the site's content and, when `options` asks for it and nothing failed, writes it.
    ///
    /// The site is written only when every sample passed and every check passed, and not with
    /// `--check` or `--filter` (which verifies a part of the site only).
    ///
    /// - Returns: The problems found in the content; the caller prints them.
    /// - Throws: ``EnvironmentError`` when the theme cannot be read or the site cannot be written;
    ///   the previous site is then untouched.
    package static func run(
        after report: CheckReport, options: Options, progress: @escaping @Sendable (String) -> Void = { _ in }
    ) async throws -> [Diagnostic] {
        let packageDirectory = try DocBuild.packageDirectory(options.packageDirectory)
        let articlesDirectory = DocBuild.absolute(options.articlesDirectory ?? "\(packageDirectory)/Articles")
        let loader = ArticleLoader(packageDirectory: packageDirectory, articlesDirectory: articlesDirectory)
        let relativeArticles = loader.displayPath(articlesDirectory)
        let verified = Dictionary(
            report.articles.map { ($0.path, $0.document) }, uniquingKeysWith: { a, _ in a })
        let documents = try loader.articleFiles(filter: nil).map { file in
            verified[loader.displayPath(file)] ?? loader.load(file).document
        }
        let summaryFile = "\(articlesDirectory)/SUMMARY.md"
        guard let summaryData = FileManager.default.contents(atPath: summaryFile) else {
            return [
                Diagnostic(
                    .error,
                    "no SUMMARY.md: list the articles in \(relativeArticles)/SUMMARY.md "
                        + "(`- [Title](File.md)`, one line each)", path: loader.displayPath(summaryFile))
            ]
        }
        var content = SiteContent(
            packageDirectory: packageDirectory, articlesDirectory: relativeArticles,
            summary: CMarkParser.parse(
                String(decoding: summaryData, as: UTF8.self), path: loader.displayPath(summaryFile)),
            documents: documents, reports: report.articles,
            examples: ExampleEntry.loadAll(packageDirectory: packageDirectory))
        let checks = SiteChecks(content: content).diagnostics
        let hasFailed = !report.hasPassed || checks.contains { $0.severity == .error }
        if options.isCheckOnly { return checks }
        if hasFailed {
            progress("Not writing the site: fix the problems below first (the previous site is untouched)")
            return checks
        }
        if options.filter != nil {
            progress("Not writing the site: --filter verified only part of it")
            return checks
        }
        guard let swift = ProcessRunner.executablePath(named: "swift") else {
            throw EnvironmentError(
                "`swift` is not on PATH: install the Swift toolchain and add its usr/bin to PATH")
        }
        if !content.examples.isEmpty {
            progress(
                "Building and running \(content.examples.count) example demo\(content.examples.count == 1 ? "" : "s")"
            )
        }
        let demoProblems = try await DemoTranscripts.collect(
            into: &content.examples, packageDirectory: packageDirectory, swift: swift,
            timeout: options.timeout)
        if demoProblems.contains(where: { $0.severity == .error }) {
            progress("Not writing the site: an example demo failed (the previous site is untouched)")
            return checks + demoProblems
        }
        let theme: SiteTheme
        do {
            theme = try SiteTheme.load(from: "\(packageDirectory)/site/theme")
        } catch {
            throw EnvironmentError(error.message)
        }
        progress("Rendering the site")
        let site = SiteBuilder(
            content: content, theme: theme, stamp: SiteStamp.current(packageDirectory: packageDirectory)
        ).build()
        if site.diagnostics.contains(where: { $0.severity == .error }) {
            progress("Not writing the site: rendering found problems (the previous site is untouched)")
            return site.diagnostics
        }
        let output = DocBuild.absolute(options.outputDirectory ?? "\(packageDirectory)/site/public")
        do {
            try SiteWriter.write(site.files, to: output)
        } catch {
            throw EnvironmentError(error.message)
        }
        let pages = site.files.paths.filter { $0.hasSuffix(".html") }.count
        progress(
            "Wrote \(pages) pages to \(loader.displayPath(output)): open \(output)/index.html in a browser")
        return site.diagnostics
    }
}
