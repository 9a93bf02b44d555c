import DocBasics
import DocMarkdown
import Foundation
import SymbolReference

extension SiteLinkResolver {
    /// Where `<doc:Article>` (or `<doc:Article#Heading>`, `<doc:Module/Article>`,
    /// `<doc://id/documentation/Module/Article>`) leads: the page of the article whose file is
    /// `Article.md`. DocC's fragment is the heading's text with dashes, matched as a slug.
    func resolveDocLink(_ destination: String, from articlePath: String) -> Result<Target, Failure> {
        let name = DocCCatalog.articleName(inDocLink: destination)
        guard let article = DocCCatalog.article(named: name, among: outlines.keys) else {
            let known = outlines.keys.sorted().map { ($0 as NSString).lastPathComponent.dropLast(3) }
            return .failure(
                Failure(
                    identifier: .brokenLink,
                    message: "link '\(destination)' names no article '\(name)' (the articles: "
                        + known.prefix(8).joined(separator: ", ")
                        + "); a symbol is linked with double backticks: ``Type/member``"))
        }
        let fragment = destination.firstIndex(of: "#").map { String(destination[$0...].dropFirst()) }
        guard let fragment, !fragment.isEmpty else {
            return resolveLink(SitePath.relativeURL(from: articlePath, to: article), from: articlePath)
        }
        let slug = HeadingSlugger.baseSlug(for: fragment)
        return resolveLink(
            SitePath.relativeURL(from: articlePath, to: article) + "#" + slug, from: articlePath)
    }

    /// The image a DocC catalog shows for a bare name (`diagram`, `diagram.png`), when the
    /// article at `articlePath` is in a catalog.
    func catalogImage(named name: String, from articlePath: String) -> String? {
        guard let catalog = DocCCatalog.catalog(containing: articlePath) else { return nil }
        return DocCCatalog.image(
            named: name.removingPercentEncoding ?? name, inCatalog: catalog,
            packageDirectory: packageDirectory)
    }
}
