/// A block quote that GitHub or DocC shows as a callout rather than as a quotation.
///
/// GitHub's alerts open with a line of their own, `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`,
/// `[!WARNING]` or `[!CAUTION]` (any case); DocC's asides open the first paragraph with one of the
/// words it knows and a colon, `Note:`, `Tip:`, `Experiment:`, `Precondition:`, … (any case, as
/// swift-markdown's `Aside` reads them). Any other quote, `[!TODO]` or `Answer: 42` among them,
/// stays a quote:
///
/// ```swift
/// let quote = CMarkParser.parse("> [!TIP]\n> Run it twice.\n", path: "A.md").blocks[0]
/// guard case .blockQuote(let children, _) = quote else { return }
/// MarkdownAside(quoting: children)?.kind.title  // "Tip"
/// ```
package struct MarkdownAside: Hashable, Sendable {
    /// What the callout is: its title as shown and the word its style is named after.
    package struct Kind: Hashable, Sendable {
        /// The title above the callout: `Note`, `Mutating Variant`, `Caution`.
        package var title: String
        /// A lower-case word for the callout's style: `note`, `mutatingvariant`, `caution`.
        package var name: String

        init(_ title: String) {
            self.title = title
            name = title.lowercased().filter { $0.isLetter }
        }
    }

    package var kind: Kind
    /// The quote's blocks, the marker taken out.
    package var blocks: [MarkdownBlock]

    /// The asides DocC knows (swift-markdown's `Aside.Kind`), by their tag in lower case; the
    /// value is the title DocC shows.
    private static let doccKinds: [String: Kind] = Dictionary(
        uniqueKeysWithValues: [
            "Note", "Tip", "Important", "Experiment", "Warning", "Attention", "Author", "Authors", "Bug",
            "Complexity", "Copyright", "Date", "Invariant", "Mutating Variant", "Non-Mutating Variant",
            "Postcondition", "Precondition", "Remark", "Requires", "Since", "To Do", "Version",
            "Throws", "See Also",
        ].map { title in (title.lowercased().filter { $0.isLetter }, Kind(title)) })

    /// GitHub's five alerts, by their marker's word in lower case.
    private static let githubKinds: [String: Kind] = Dictionary(
        uniqueKeysWithValues: ["Note", "Tip", "Important", "Warning", "Caution"].map {
            ($0.lowercased(), Kind($0))
        })

    /// The DocC aside a tag names (`Note`, `mutatingvariant`, `ToDo`), if DocC knows it.
    package static func doccKind(tag: some StringProtocol) -> Kind? {
        guard tag.allSatisfy({ $0.isLetter }) else { return nil }
        return doccKinds[tag.lowercased()]
    }

    package init(kind: Kind, blocks: [MarkdownBlock]) {
        self.kind = kind
        self.blocks = blocks
    }

    /// The callout a block quote's children make, or `nil` for a quote.
    package init?(quoting children: [MarkdownBlock]) {
        guard case .paragraph(let inlines, let range) = children.first else { return nil }
        let rest = Array(children.dropFirst())
        if let (kind, body) = Self.githubAlert(inlines) ?? Self.doccAside(inlines) {
            self.kind = kind
            blocks = (body.isEmpty ? [] : [.paragraph(body, range)]) + rest
        } else {
            return nil
        }
    }

    /// `[!WORD]` alone on the paragraph's first line (cmark splits it into several text nodes).
    private static func githubAlert(_ inlines: [MarkdownInline]) -> (Kind, [MarkdownInline])? {
        let lineEnd = inlines.firstIndex { $0 == .softBreak || $0 == .lineBreak } ?? inlines.endIndex
        var marker = ""
        for case .text(let text) in inlines[..<lineEnd] { marker += text }
        guard inlines[..<lineEnd].allSatisfy({ if case .text = $0 { true } else { false } }) else {
            return nil
        }
        let trimmed = marker.trimmingTrailingSpaces()
        guard trimmed.hasPrefix("[!"), trimmed.hasSuffix("]"),
            let kind = githubKinds[trimmed.dropFirst(2).dropLast().lowercased()]
        else { return nil }
        return (kind, Array(inlines[lineEnd...].drop { $0 == .softBreak || $0 == .lineBreak }))
    }

    /// `Word: rest` at the start of the paragraph, `Word` an aside DocC knows.
    private static func doccAside(_ inlines: [MarkdownInline]) -> (Kind, [MarkdownInline])? {
        guard case .text(let text) = inlines.first, let colon = text.firstIndex(of: ":"),
            let kind = doccKind(tag: text[..<colon])
        else { return nil }
        let after = text[text.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
        var body = Array(inlines.dropFirst())
        if !after.isEmpty { body.insert(.text(String(after)), at: 0) }
        return (kind, body)
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> Substring {
        self[..<(lastIndex { $0 != " " && $0 != "\t" }.map(index(after:)) ?? startIndex)]
    }
}
