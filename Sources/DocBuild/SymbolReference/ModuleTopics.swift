import DocMarkdown

/// The `## Topics` section of a module's DocC landing page: its `###` groups, each the symbols
/// its bullets link (``` - ``Interactor`` ```), as DocC curates a module's page; the blocks
/// around the section are the overview's prose.
package struct ModuleTopics: Hashable, Sendable {
    package struct Group: Hashable, Sendable {
        package var title: String
        /// The paths of the symbol links, in order: `Interactor`, `TaskGate`.
        package var links: [String]
    }

    /// The landing page's blocks but the Topics section.
    package var prose: [MarkdownBlock] = []
    package var groups: [Group] = []

    package init(_ blocks: [MarkdownBlock]) {
        var isInTopics = false
        for block in blocks {
            switch block {
            case .heading(let level, let inlines, _) where level <= 2:
                isInTopics = level == 2 && MarkdownPlainText.text(of: inlines) == "Topics"
                if !isInTopics { prose.append(block) }
            case .heading(3, let inlines, _) where isInTopics:
                groups.append(Group(title: MarkdownPlainText.text(of: inlines), links: []))
            case .list(let list) where isInTopics:
                if groups.isEmpty { groups.append(Group(title: "Topics", links: [])) }
                groups[groups.count - 1].links += list.items.map(\.blocks).compactMap(Self.link)
            default:
                if !isInTopics { prose.append(block) }
            }
        }
    }

    /// The symbol a bullet links: its first code span.
    private static func link(_ item: [MarkdownBlock]) -> String? {
        guard case .paragraph(let inlines, _)? = item.first else { return nil }
        for inline in inlines {
            if case .code(let path) = inline { return path }
        }
        return nil
    }
}
