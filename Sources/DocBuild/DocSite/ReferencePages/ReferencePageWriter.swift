import DocBasics
import DocMarkdown
import SymbolReference

/// Writes the parts of one page of the API reference: each symbol's section (declaration,
/// availability, doc comment with its callouts and verified samples, relationships, source
/// link), with every link made relative to the page.
struct ReferencePageWriter {
    var reference: APIReference
    /// The page's path from the site's root.
    var sitePath: String
    /// The module the page documents: where links in its comments are looked up first.
    var module: String

    /// The `href` of `location` from this page.
    func href(_ location: APIReference.Location) -> String {
        if location.sitePath == sitePath, let anchor = location.anchor { return "#\(anchor)" }
        return SitePath.relativeURL(from: sitePath, to: location.target)
    }

    /// The `href` of a file's source page (at `line`, when given) from this page.
    func sourceHref(_ file: String, line: Int? = nil) -> String {
        SitePath.relativeURL(from: sitePath, to: SiteLayout.sourcePagePath(forFile: file))
            + (line.map { "#L\($0)" } ?? "")
    }

    /// The link of a code span that names a symbol, looked up from `scope` (the path of the
    /// symbol whose comment holds it) outwards; DocC's path syntax (`Type/member`) shows the
    /// last component, as DocC shows a ``` ``Type/member`` ``` link.
    static func codeLink(
        _ code: String, reference: APIReference, module: String, scope: [String],
        href: (APIReference.Location) -> String
    ) -> (href: String, text: String)? {
        guard let first = code.unicodeScalars.first,
            first == "/" || first == "_" || first.properties.isAlphabetic,
            code.unicodeScalars.allSatisfy({
                $0.properties.isAlphabetic || ("0"..."9").contains($0)
                    || "_./:()-".unicodeScalars.contains($0)
            }),
            let location = reference.resolve(code, from: module, scope: scope)
        else { return nil }
        let shown =
            code.contains("/")
            ? SymbolIndex.withoutDisambiguation(String(code.split(separator: "/").last ?? Substring(code)))
            : code
        return (href(location), shown)
    }

    /// `entry`'s doc comment, parsed with its file's line numbers when it is written in the
    /// package (so that its samples are found by their fence lines): the comment and its file.
    func comment(of entry: APIReference.Entry) -> (blocks: [MarkdownBlock], file: String?)? {
        guard let docComment = entry.symbol.docComment,
            docComment.lines.contains(where: { !$0.text.allSatisfy(\.isWhitespace) })
        else { return nil }
        if let written = DocComment(
            entry.symbol, module: docComment.module ?? entry.module,
            packageDirectories: reference.packageDirectories)
        {
            return (CMarkParser.parse(written.markdown, path: written.path).blocks, written.path)
        }
        let text = docComment.lines.map(\.text).joined(separator: "\n") + "\n"
        return (CMarkParser.parse(text, path: entry.path).blocks, nil)
    }

    /// The HTML of comment `blocks` from `file`: links to symbols looked up from `scope`, each
    /// Swift block shown as the check left it (its badge and output) when it is a doc-comment
    /// sample, and each link's destination as `resolveLink` gives it.
    func render(
        _ blocks: [MarkdownBlock], file: String?, scope: [String],
        resolveLink: @escaping (String) -> String = { $0 }
    ) -> String {
        let reference = reference
        let module = module
        let renderer = MarkdownHTMLRenderer(
            outline: PageOutline(headings: []),
            resolveLink: resolveLink,
            renderCodeBlock: { block in
                let checked = file.flatMap {
                    reference.samples[APIReference.sampleKey($0, block.range.start.line)]
                }
                // An indented block is a sample where the check made it one (DocC's reading).
                guard block.isSwift(indentedCodeIsSwift: checked != nil) else {
                    let lines = block.range.start.line...block.range.end.line
                    if let file,
                        let transcript = reference.transcripts[file]?.first(where: {
                            $0.result.firstLine.map(lines.contains) == true
                        })
                    {
                        return TranscriptHTML.html(
                            for: block, result: transcript.result, problems: transcript.problems)
                    }
                    return CodeBlockHTML.plain(block)
                }
                guard let file, var result = checked else { return SampleHTML.html(forNotChecked: block) }
                // A comment's blocks are one program, named by the comment's place
                // (`Sources/M/F.swift:12`): no reader's concern. A `program="name"` block keeps
                // its name, after the place and a `/`.
                if let program = result.sample.program, program.hasPrefix(file + ":") {
                    let name = program.dropFirst(file.count + 1).drop { $0.isNumber }
                    result.sample.program = name.hasPrefix("/") ? String(name.dropFirst()) : nil
                }
                return SampleHTML.html(for: result)
            },
            linkCode: { code in
                Self.codeLink(code, reference: reference, module: module, scope: scope, href: href)
            })
        return renderer.html(for: blocks)
    }

    /// The inline HTML of a comment's summary, for a list of symbols; empty without one.
    func summaryHTML(of entry: APIReference.Entry) -> String {
        guard let (blocks, file) = comment(of: entry), let summary = blocks.first else { return "" }
        return inlineHTML(of: summary, file: file, scope: entry.symbol.pathComponents)
    }

    /// A paragraph's HTML without its `<p>`, to sit in a list item or a table cell; empty for a
    /// block that is no paragraph.
    func inlineHTML(of block: MarkdownBlock, file: String?, scope: [String]) -> String {
        guard case .paragraph = block else { return "" }
        var html = render([block], file: file, scope: scope)
        if html.hasPrefix("<p>") { html.removeFirst(3) }
        if html.hasSuffix("</p>\n") { html.removeLast(5) }
        return html
    }
}
