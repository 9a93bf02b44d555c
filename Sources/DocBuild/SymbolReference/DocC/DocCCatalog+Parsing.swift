import DocBasics
import DocMarkdown
import Foundation

extension DocCCatalog {
    /// Parses an article of the catalog at `catalogDirectory` (absolute): its directives passed
    /// over, each `<doc:Article>` link showing that article's title and each ``` ``Symbol`` ```
    /// link its symbol's name (``` ``Deque/append(_:)`` ``` → `append(_:)`), as DocC shows them.
    package static func parse(_ text: String, path: String, catalogDirectory: String) -> MarkdownDocument {
        let document = CMarkParser.parse(passingOverDirectives(text), path: path)
        var titles: [String: [MarkdownInline]] = [:]
        func title(of destination: String) -> [MarkdownInline]? {
            let name = articleName(inDocLink: destination)
            if let known = titles[name] { return known }
            let found = articleTitle(named: name, catalogDirectory: catalogDirectory)
            titles[name] = found
            return found
        }
        let symbols = Set(SymbolLink.links(in: text).map(\.path))
        let rewrite = Rewrite(title: title, symbolLinks: symbols)
        return MarkdownDocument(
            path: document.path, blocks: document.blocks.map { rewrite.block($0) },
            symbolTitle: codeTitle(of: document))
    }

    /// The article's name in `doc:Name#Heading`, `doc:Module/Name` or
    /// `doc://id/documentation/Module/Name`: its last path component.
    package static func articleName(inDocLink destination: String) -> String {
        var path = destination.dropFirst("doc:".count)
        if path.hasPrefix("//") { path = path.dropFirst(2).drop { $0 != "/" } }
        let withoutFragment = path.prefix { $0 != "#" }
        return withoutFragment.split(separator: "/").last.map(String.init) ?? ""
    }

    /// The first `# ` heading of the article `name` of the catalog, as inlines: ``` ``Deque`` ```
    /// as code, anything else as text.
    private static func articleTitle(named name: String, catalogDirectory: String) -> [MarkdownInline]? {
        let enumerator = FileManager.default.enumerator(throughLinkAt: catalogDirectory)
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

    /// The shown name of the symbol link `path`: its last component, without disambiguation.
    static func symbolName(_ path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        return SymbolIndex.withoutDisambiguation(last)
    }

    /// Rewrites DocC's links in a parsed article: `<doc:>` autolinks get their article's title,
    /// symbol links (code spans that a ``` ``…`` ``` of the text spells) their symbol's name.
    private struct Rewrite {
        var title: (String) -> [MarkdownInline]?
        var symbolLinks: Set<String>

        func block(_ block: MarkdownBlock) -> MarkdownBlock {
            switch block {
            case .paragraph(let items, let range): return .paragraph(items.map(inline), range)
            case .heading(let level, let items, let range):
                return .heading(level: level, items.map(inline), range)
            case .blockQuote(let children, let range): return .blockQuote(children.map(self.block), range)
            case .list(var list):
                for index in list.items.indices {
                    list.items[index].blocks = list.items[index].blocks.map(self.block)
                }
                return .list(list)
            case .table(var table):
                table.header.cells = table.header.cells.map { $0.map(inline) }
                for index in table.rows.indices {
                    table.rows[index].cells = table.rows[index].cells.map { $0.map(inline) }
                }
                return .table(table)
            case .codeBlock, .htmlBlock, .thematicBreak: return block
            }
        }

        func inline(_ inline: MarkdownInline) -> MarkdownInline {
            switch inline {
            case .link(let destination, let linkTitle, let children, let line):
                if destination.hasPrefix("doc:"), children == [.text(destination)],
                    let shown = title(destination)
                {
                    return .link(destination: destination, title: linkTitle, children: shown, line: line)
                }
                return .link(
                    destination: destination, title: linkTitle, children: children.map(self.inline),
                    line: line)
            case .code(let code) where symbolLinks.contains(code): return .code(DocCCatalog.symbolName(code))
            case .emphasis(let children): return .emphasis(children.map(self.inline))
            case .strong(let children): return .strong(children.map(self.inline))
            case .strikethrough(let children): return .strikethrough(children.map(self.inline))
            default: return inline
            }
        }
    }
}
