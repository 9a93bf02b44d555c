import DocBasics
import DocMarkdown

/// A callout as the site shows it, in an article (a GitHub alert or a DocC aside) and on a
/// reference page (a doc comment's `- Note:`) alike: a titled `<aside>` whose class names its kind,
/// so the theme colours warnings apart from notes.
enum AsideHTML {
    /// The aside around `body`, the HTML of its blocks.
    static func html(for kind: MarkdownAside.Kind, body: String) -> String {
        "<aside class=\"aside aside-\(kind.name)\" aria-label=\"\(HTMLEscaping.escape(kind.title))\">"
            + "<p class=\"aside-title\">\(HTMLEscaping.escape(kind.title))</p>\n" + body + "</aside>\n"
    }
}
