@testable import DocBuildKit
@testable import DocMarkdown
@testable import DocSite
@testable import Doctest

/// An article, from Markdown to its page: cmark and the tree converter, sample extraction, the
/// link, anchor and image checks, and the whole site rendered around it (page, overview, sidebar,
/// source pages, search index).
///
/// Invariants: every diagnostic about the article points at a line of it (1 to its line count,
/// plus one for a fence left open at the end) and a column from 1; the page's heading anchors
/// are unique; the article has its page; every table (GitHub's extension) has one cell per column
/// in every row, its rows on their own lines of the table in order, and one scrolling `<table>` on the page.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdownSite(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput.text(data, size)
    FuzzPackage.writeArticle(text)
    let document = CMarkParser.parse(text, path: FuzzPackage.articlePath)
    let extraction = SampleExtractor(packageDirectory: nil).extract(from: document)
    let results = extraction.samples.map { sample in
        SampleResult(
            sample: sample, status: sample.kind == .ignore ? .skipped : .passed,
            output: sample.kind == .run ? sample.expectations.map { $0.text + "\n" }.joined() : nil)
    }
    let report = DocumentReport(document: document, results: results, diagnostics: extraction.diagnostics)
    // Parsed anew for each input, not kept in globals: a global `MarkdownBlock` refers to its
    // boxes through pointers with the enum's tag in their spare bits, which LeakSanitizer does not
    // recognise, so it would report the boxes as leaked (see Fuzz/README.md).
    let other = CMarkParser.parse(FuzzPackage.otherArticle, path: FuzzPackage.otherArticlePath)
    let summary = CMarkParser.parse(FuzzPackage.summary, path: FuzzPackage.summaryPath)
    let content = SiteContent(
        packageDirectory: FuzzPackage.directory, summary: summary, documents: [document, other],
        reports: [report, DocumentReport(document: other, results: [], diagnostics: [])], examples: [])
    let checks = SiteChecks(content: content)
    let site = SiteBuilder(content: content, theme: theme(), stamp: stamp, checks: checks).build()

    let lineCount = text.lines(breakingAtLoneCarriageReturns: true).count
    for diagnostic in extraction.diagnostics + site.diagnostics
    where diagnostic.path == FuzzPackage.articlePath {
        let start = diagnostic.range?.start
        require(
            start.map { 1...(lineCount + 1) ~= $0.line && ($0.column ?? 1) >= 1 } ?? true,
            "\(diagnostic) is outside the article's \(lineCount) lines")
    }
    let slugs = PageOutline(document: document).headings.map(\.slug)
    require(Set(slugs).count == slugs.count, "the page's anchors repeat: \(slugs)")
    guard let page = site.files.text(at: "Fuzz.html") else {
        require(false, "the article has no page")
        return 0
    }
    let tables = allTables(in: document.blocks)
    for table in tables {
        let lines = table.allRows.map(\.line)
        require(
            table.allRows.allSatisfy { $0.cells.count == table.alignments.count },
            "a row of a \(table.alignments.count)-column table has another number of cells: \(table)")
        require(
            lines == lines.sorted() && Set(lines).count == lines.count
                && lines.allSatisfy { table.range.start.line...table.range.end.line ~= $0 },
            "the rows' lines \(lines) are not the table's \(table.range) in order")
    }
    // Raw HTML passes through, so only an input without the wrapper's class can be counted.
    let wrapper = "<div class=\"table-scroll\""
    if !text.contains("table-scroll") {
        let pageTables = page.components(separatedBy: wrapper).count - 1
        require(pageTables == tables.count, "\(tables.count) tables in the tree, \(pageTables) on the page")
    }
    return 0
}

/// Every table in `blocks`, including those in lists and block quotes.
private func allTables(in blocks: [MarkdownBlock]) -> [MarkdownTable] {
    blocks.flatMap { block -> [MarkdownTable] in
        switch block {
        case .table(let table): [table]
        case .blockQuote(let children, _): allTables(in: children)
        case .list(let list): list.items.flatMap { allTables(in: $0.blocks) }
        default: []
        }
    }
}

/// Every placeholder the site fills, so that everything rendered is in the page.
private func theme() -> SiteTheme {
    do {
        let template = try PageTemplate(
            PageTemplate.placeholders.sorted().map { "<div>{{\($0)}}</div>" }.joined(separator: "\n"))
        return SiteTheme(template: template, assets: [:])
    } catch {
        fatalError("the fuzz theme's template is invalid: \(error)")
    }
}

private let stamp = SiteStamp(swiftVersion: "Swift 6.3.1", commit: "0123456789ab")
