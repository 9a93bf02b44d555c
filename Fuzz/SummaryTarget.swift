@testable import DocBuildKit
@testable import DocMarkdown
@testable import DocSite

/// SUMMARY.md: the table of contents, from cmark's tree to chapters, the summary's checks and
/// the sidebar of every page.
///
/// Invariants: every chapter is on a line of the file; the reading order holds exactly the
/// chapters with a page; a diagnostic about SUMMARY.md points at one of its lines; the sidebar
/// closes every list and item it opens.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSummary(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput.text(data, size)
    let lineCount = text.lines(breakingAtLoneCarriageReturns: true).count
    let document = CMarkParser.parse(text, path: FuzzPackage.summaryPath)
    let summary = SiteSummary(document: document)

    var chapters: [SiteSummary.Chapter] = []
    func visit(_ level: [SiteSummary.Chapter]) {
        for chapter in level {
            chapters.append(chapter)
            visit(chapter.children)
        }
    }
    for section in summary.sections { visit(section.chapters) }
    for chapter in chapters {
        require(1...max(lineCount, 1) ~= chapter.line, "\(chapter) is outside the \(lineCount) lines")
    }
    require(
        summary.readingOrder == chapters.filter { $0.path != nil },
        "the reading order is not the chapters with a page")

    let content = SiteContent(
        packageDirectory: "/nonexistent", summary: document, documents: articles(), reports: [], examples: [])
    for diagnostic in SiteChecks(content: content).diagnostics
    where diagnostic.path == FuzzPackage.summaryPath {
        let line = diagnostic.range?.start.line ?? 1
        require(1...max(lineCount, 1) ~= line, "\(diagnostic) is outside the \(lineCount) lines")
    }

    let sidebar = Sidebar(summary: summary, articlesDirectory: "Articles")
    for page in ["index.html", "Fuzz.html", "Guide/Other.html"]
        + chapters.prefix(3).compactMap({
            PageChrome.sitePath(of: $0, articlesDirectory: "Articles")
        })
    {
        let html = sidebar.html(forPage: page)
        require(
            occurrences(of: "<ol", in: html) == occurrences(of: "</ol>", in: html)
                && occurrences(of: "<li", in: html) == occurrences(of: "</li>", in: html),
            "the sidebar of \(page) leaves a list open: \(html)")
    }
    return 0
}

/// The articles SUMMARY.md is checked against; made for each input, not kept in a global, for the
/// reason in MarkdownSiteTarget.swift.
private func articles() -> [MarkdownDocument] {
    [
        CMarkParser.parse("# Fuzz\n", path: FuzzPackage.articlePath),
        CMarkParser.parse(FuzzPackage.otherArticle, path: FuzzPackage.otherArticlePath),
    ]
}
