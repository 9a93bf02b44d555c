/// A ``` ``Symbol`` ``` link of a DocC article: `Deque`, `Deque/append(_:)`, `/Module/Type`, with
/// DocC's disambiguation suffixes (`-swift.struct`, `-3xq1z`, `-(Int)`) allowed.
package struct SymbolLink: Hashable, Sendable {
    /// The path between the double backticks.
    package var path: String
    package var line: Int
    /// Of the first backtick.
    package var column: Int

    /// Every symbol link of an article's text, outside code blocks, directives and HTML comments
    /// (`<!-- ``x`` -->` is not content: DocC renders nothing of it).
    package static func links(in text: String) -> [SymbolLink] {
        var links: [SymbolLink] = []
        var fence: String?
        var isInComment = false
        for (offset, original) in DocCCatalog.passingOverDirectives(text).split(
            separator: "\n", omittingEmptySubsequences: false
        ).enumerated() {
            var line = original
            // Most lines hold no comment: only those that do are copied to be blanked.
            if fence == nil, isInComment || original.contains("<!--") {
                var characters = Array(original)
                let wasInComment = isInComment
                isInComment = blankHTMLComments(in: &characters, isInComment: isInComment)
                // A line that a comment began before is no fence, whatever it holds.
                if wasInComment, characters.allSatisfy({ $0 == " " }) { continue }
                line = Substring(String(characters))
            }
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

    /// Replaces the characters of HTML comments on `line` with spaces, so that columns stay;
    /// `isInComment` when a comment opened on an earlier line is still open.
    ///
    /// - Returns: Whether a comment is still open at the end of the line.
    private static func blankHTMLComments(in line: inout [Character], isInComment: Bool) -> Bool {
        let opening: [Character] = ["<", "!", "-", "-"]
        let closing: [Character] = ["-", "-", ">"]
        var isOpen = isInComment
        var start = line.startIndex
        while let found = line[start...].firstRange(of: isOpen ? closing : opening) {
            // An open comment is blanked up to its closing marker; a closed one, its opening marker.
            let blanked = isOpen ? start..<found.upperBound : found
            line.replaceSubrange(blanked, with: repeatElement(" ", count: blanked.count))
            start = found.upperBound
            isOpen.toggle()
        }
        if isOpen {
            line.replaceSubrange(start..., with: repeatElement(" ", count: line.count - start))
        }
        return isOpen
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
