/// A ``` ``Symbol`` ``` link of a DocC article: `Deque`, `Deque/append(_:)`, `/Module/Type`, with
/// DocC's disambiguation suffixes (`-swift.struct`, `-3xq1z`, `-(Int)`) allowed.
package struct SymbolLink: Hashable, Sendable {
    /// The path between the double backticks.
    package var path: String
    package var line: Int
    /// Of the first backtick.
    package var column: Int

    /// Every symbol link of an article's text, outside code blocks and directives.
    package static func links(in text: String) -> [SymbolLink] {
        var links: [SymbolLink] = []
        var fence: String?
        for (offset, line) in DocCCatalog.passingOverDirectives(text).split(
            separator: "\n", omittingEmptySubsequences: false
        ).enumerated() {
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if indent < 4, trimmed.hasPrefix(open),
                    trimmed.dropFirst(open.count).allSatisfy(DocCCatalog.isFenceTail)
                {
                    fence = nil
                }
                continue
            }
            if indent < 4, let marker = DocCCatalog.fenceMarker(trimmed) {
                fence = marker
                continue
            }
            links += Self.links(onLine: Array(line), number: offset + 1)
        }
        return links
    }

    /// The ``` ``…`` ``` spans of one line: exactly two backticks on each side, no backtick or
    /// space at the ends of the path.
    private static func links(onLine characters: [Character], number: Int) -> [SymbolLink] {
        var links: [SymbolLink] = []
        var index = 0
        func isPair(at position: Int) -> Bool {
            position + 1 < characters.count && characters[position] == "`" && characters[position + 1] == "`"
                && (position == 0 || characters[position - 1] != "`")
                && (position + 2 >= characters.count || characters[position + 2] != "`")
        }
        func run(at position: Int) -> Int {
            characters[position...].prefix { $0 == "`" }.count
        }
        while index < characters.count {
            if characters[index] == "`", run(at: index) != 2 {
                // A code span of another number of backticks (``` ``Type`` ```) shows a link's
                // syntax: it is passed over to its closing run of the same length.
                let length = run(at: index)
                var end = index + length
                while end < characters.count, !(characters[end] == "`" && run(at: end) == length) {
                    end += characters[end] == "`" ? run(at: end) : 1
                }
                index = end < characters.count ? end + length : index + length
                continue
            }
            guard isPair(at: index) else {
                index += 1
                continue
            }
            var end = index + 2
            while end < characters.count, characters[end] != "`" { end += 1 }
            let path = String(characters[(index + 2)..<end])
            if isPair(at: end), let first = path.first, let last = path.last, !first.isWhitespace,
                !last.isWhitespace
            {
                links.append(SymbolLink(path: path, line: number, column: index + 1))
                index = end + 2
            } else {
                index = end
            }
        }
        return links
    }
}
