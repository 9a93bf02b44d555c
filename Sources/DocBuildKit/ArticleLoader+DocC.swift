import DocMarkdown
import Foundation
import SymbolReference

extension ArticleLoader {
    /// The SUMMARY.md a DocC catalog stands for (``DocCCatalog/summary(of:articlesDirectory:)``);
    /// `nil` when the articles are not a catalog.
    func catalogSummary(_ documents: [MarkdownDocument]) -> Data? {
        guard DocCCatalog.isCatalog(articlesDirectory) else { return nil }
        return Data(
            DocCCatalog.summary(of: documents, articlesDirectory: displayPath(articlesDirectory)).utf8)
    }
}
