import Foundation

extension DocCCatalog {
    /// Parses an article of the catalog at `catalogDirectory` (absolute): its directives passed
    /// over, and each `<doc:Article>` link showing that article's title, as DocC shows it.
    static func parse(_ text: String, path: String, catalogDirectory: String) -> MarkdownDocument {
        let document = CMarkParser.parse(passingOverDirectives(text), path: path)
        var titles: [String: [MarkdownInline]] = [:]
        func title(of destination: String) -> [MarkdownInline]? {
            let name = articleName(inDocLink: destination)
            if let known = titles[name] { return known }
            let found = articleTitle(named: name, catalogDirectory: catalogDirectory)
            titles[name] = found
            return found
        }
        return MarkdownDocument(
            path: document.path,
            blocks: document.blocks.map { retitlingDocLinks(in: $0, title: title) })
    }

    /// The article's name in `doc:Name#Heading`, `doc:Module/Name` or
    /// `doc://id/documentation/Module/Name`: its last path component.
    static func articleName(inDocLink destination: String) -> String {
        var path = destination.dropFirst("doc:".count)
        if path.hasPrefix("//") { path = path.dropFirst(2).drop { $0 != "/" } }
        let withoutFragment = path.prefix { $0 != "#" }
        return withoutFragment.split(separator: "/").last.map(String.init) ?? ""
    }

    /// The first `# ` heading of the article `name` of the catalog, as inlines: ``` ``Deque`` ```
    /// as code, anything else as text.
    private static func articleTitle(named name: String, catalogDirectory: String) -> [MarkdownInline]? {
        let enumerator = FileManager.default.enumerator(atPath: catalogDirectory)
        var paths: [String] = []
        while let relative = enumerator?.nextObject() as? String { paths.append(relative) }
        guard let file = article(named: name, among: paths),
            let text = try? String(contentsOfFile: "\(catalogDirectory)/\(file)", encoding: .utf8),
            let heading = text.split(whereSeparator: \.isNewline).first(where: { $0.hasPrefix("# ") })
        else { return nil }
        let title = heading.dropFirst(2).trimmingCharacters(in: .whitespaces)
        if let symbol = title.wholeMatch(of: /``([^`]+)``/) { return [.code(String(symbol.1))] }
        return [.text(title)]
    }

    private static func retitlingDocLinks(
        in block: MarkdownBlock, title: (String) -> [MarkdownInline]?
    ) -> MarkdownBlock {
        func inlines(_ items: [MarkdownInline]) -> [MarkdownInline] {
            items.map { retitlingDocLinks(in: $0, title: title) }
        }
        switch block {
        case .paragraph(let items, let range): return .paragraph(inlines(items), range)
        case .heading(let level, let items, let range): return .heading(level: level, inlines(items), range)
        case .blockQuote(let children, let range):
            return .blockQuote(children.map { retitlingDocLinks(in: $0, title: title) }, range)
        case .list(var list):
            list.items = list.items.map { $0.map { retitlingDocLinks(in: $0, title: title) } }
            return .list(list)
        case .codeBlock, .htmlBlock, .thematicBreak: return block
        }
    }

    private static func retitlingDocLinks(
        in inline: MarkdownInline, title: (String) -> [MarkdownInline]?
    ) -> MarkdownInline {
        switch inline {
        case .link(let destination, let linkTitle, let children, let line):
            if destination.hasPrefix("doc:"), children == [.text(destination)], let shown = title(destination)
            {
                return .link(destination: destination, title: linkTitle, children: shown, line: line)
            }
            return .link(
                destination: destination, title: linkTitle,
                children: children.map { retitlingDocLinks(in: $0, title: title) }, line: line)
        case .emphasis(let children):
            return .emphasis(children.map { retitlingDocLinks(in: $0, title: title) })
        case .strong(let children): return .strong(children.map { retitlingDocLinks(in: $0, title: title) })
        default: return inline
        }
    }
}
