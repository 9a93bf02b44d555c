import DocMarkdown
import Foundation
import SymbolReference

extension ArticleLoader {
    /// The SUMMARY.md the DocC catalog `folder` stands for, of its `documents`
    /// (``DocCCatalog/summary(of:articlesDirectory:)``); `nil` when the folder is not a catalog.
    func catalogSummary(of folder: String, _ documents: [MarkdownDocument]) -> Data? {
        guard DocCCatalog.isCatalog(folder) else { return nil }
        return Data(DocCCatalog.summary(of: documents, articlesDirectory: displayPath(folder)).utf8)
    }
}
