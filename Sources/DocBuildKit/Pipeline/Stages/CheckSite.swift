import Foundation

/// The site's checks, run once after the samples: links and their anchors, images, and SUMMARY.md
/// against the articles folder (see ``SiteChecks``). What they resolve is kept for the renderer.
enum CheckSite {
    /// The site's content and its checks.
    struct Result: Sendable {
        var content: SiteContent
        var checks: SiteChecks
    }

    /// Loads the site's content (every article, verified in this run or only parsed; SUMMARY.md;
    /// the examples with the demos' transcripts) and checks it.
    ///
    /// - Returns: `nil` content when SUMMARY.md is missing, with that diagnostic.
    /// - Throws: ``EnvironmentError`` when the articles folder cannot be listed.
    static func run(_ report: CheckReport, in workspace: Workspace) throws -> (Result?, [Diagnostic]) {
        let loader = workspace.loader
        let verified = Dictionary(
            report.articles.map { ($0.path, $0.document) }, uniquingKeysWith: { first, _ in first })
        let documents = try loader.articleFiles(filter: nil).map { file in
            verified[loader.displayPath(file)] ?? loader.load(file).document
        }
        let relativeArticles = loader.displayPath(workspace.articlesDirectory)
        let summaryFile = "\(workspace.articlesDirectory)/SUMMARY.md"
        guard
            let summaryData = FileManager.default.contents(atPath: summaryFile)
                ?? loader.catalogSummary(documents)
        else {
            let missing = Diagnostic(
                .error, .missingSummary,
                "no SUMMARY.md: list the articles in \(relativeArticles)/SUMMARY.md "
                    + "(`- [Title](File.md)`, one line each)", path: loader.displayPath(summaryFile))
            return (nil, [missing])
        }
        let transcripts = Dictionary(
            report.demos.map { ($0.product, $0.transcript) }, uniquingKeysWith: { first, _ in first })
        var examples = ExampleEntry.loadAll(packageDirectory: workspace.packageDirectory)
        for index in examples.indices {
            examples[index].transcript = transcripts[examples[index].demoProduct] ?? nil
        }
        let content = SiteContent(
            packageDirectory: workspace.packageDirectory, articlesDirectory: relativeArticles,
            summary: CMarkParser.parse(
                String(decoding: summaryData, as: UTF8.self), path: loader.displayPath(summaryFile)),
            documents: documents, reports: report.articles, examples: examples)
        let checks = SiteChecks(content: content)
        return (Result(content: content, checks: checks), checks.diagnostics)
    }
}
