import DocBasics
import Foundation
import SampleToolchain
import SymbolReference

/// After the build: every ``` ``Symbol`` ``` link of the verified articles (a DocC catalog's or
/// a Markdown folder's) and of the modules' landing pages (`Sources/M/M.docc/M.md`, the API
/// reference's module pages) names a public symbol of the package's library modules (or a
/// module), as DocC resolves it; each one that does not is an error at its line. (Links in doc
/// comments are checked by ``LoadDocComments``.)
///
/// The symbols are the graphs of the report (``LoadSymbolGraphs``), when a stage before the build
/// read them; otherwise the ones extracted from the modules the scratch build made
/// (``LoadSymbolGraphs/extracted(in:catalogModule:)``). The library modules are the folders of
/// `Sources/` that the build made a module of.
enum CheckSymbolLinks {
    struct Result: Sendable {
        /// The problems with the links; none when there are none.
        var diagnostics: [Diagnostic] = []
        /// The graphs the links were checked against, by module, decoded once for the API
        /// reference too; `nil` when no link needed them.
        var symbolGraphs: [String: [SymbolGraph]]?
    }

    /// The problems with the symbol links of `report`'s articles and the modules' landing pages.
    static func run(_ report: CheckReport, in workspace: Workspace) async throws -> Result {
        let module =
            DocCCatalog.isCatalog(workspace.articlesDirectory)
            ? DocCCatalog.moduleName(ofCatalog: workspace.articlesDirectory) : ""
        var links: [(path: String, link: SymbolLink, module: String)] = []
        for article in report.articles {
            let file =
                article.path.hasPrefix("/") ? article.path : "\(workspace.packageDirectory)/\(article.path)"
            let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            links += SymbolLink.links(in: text).map { (article.path, $0, module) }
        }
        let checked = Set(report.articles.map(\.path))
        for folder in LoadDocComments.sourceFolders(in: workspace) where workspace.options.filter == nil {
            guard let overview = APIReference.overview(of: folder, in: workspace.packageDirectory),
                !checked.contains(overview.path)
            else { continue }
            links += SymbolLink.links(in: overview.text).map { (overview.path, $0, folder) }
        }
        guard !links.isEmpty else { return Result() }
        var graphs = report.symbolGraphs
        if graphs == nil {
            graphs = try await LoadSymbolGraphs.extracted(in: workspace, catalogModule: module)
        }
        guard let byModule = graphs else {
            let first = links[0]
            return Result(diagnostics: [
                Diagnostic(
                    .error, .brokenSymbolLink,
                    "cannot resolve ``Symbol`` links: the package's modules were not built (see the errors above)",
                    path: first.path, line: first.link.line, column: first.link.column)
            ])
        }
        let index = SymbolIndex(graphs: byModule.values.flatMap { $0 }, modules: Set(byModule.keys))
        let diagnostics = links.filter { !index.resolves($0.link.path, from: $0.module) }.map {
            path, link, _ in
            Diagnostic(
                .error, .brokenSymbolLink,
                "``\(link.path)`` names no public symbol of \(index.modules.sorted().joined(separator: ", "))",
                path: path, line: link.line, column: link.column,
                explanation: "write DocC's path: Type, Type/member, Type/method(label:), Module/Type")
        }
        return Result(diagnostics: diagnostics, symbolGraphs: byModule)
    }
}
