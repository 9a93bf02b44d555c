import DocBasics

/// Consecutive code blocks marked `tab="Title"`, rendered as one tab group.
///
/// Without JavaScript the tabs stand one under the other, each under its title, so nothing is
/// hidden from a reader who has scripts off or prints the page. `site.js` turns every group into
/// tabs; choosing a tab chooses the tab of the same title in every group on the page, and the
/// choice is remembered while the reader moves between pages.
///
/// ```html
/// <div class="tab-group">
/// <section class="tab-panel" data-tab="Interactors"><h4 class="tab-title">Interactors</h4>…</section>
/// …
/// </div>
/// ```
enum TabGroupHTML {
    /// One tab: its title and the HTML of its code block.
    struct Tab: Hashable, Sendable {
        var title: String
        var html: String
    }

    /// The HTML of a group of `tabs`, in order.
    static func html(for tabs: [Tab]) -> String {
        var html = "<div class=\"tab-group\">\n"
        for tab in tabs {
            let title = HTMLEscaping.escape(tab.title)
            html += "<section class=\"tab-panel\" data-tab=\"\(title)\">"
            html += "<h4 class=\"tab-title\">\(title)</h4>\n"
            html += tab.html
            html += "</section>\n"
        }
        return html + "</div>\n"
    }
}
