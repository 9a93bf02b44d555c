import DocBasics
import Foundation
import SymbolReference

/// After the build: every ``` ``Symbol`` ``` link of the verified articles (a DocC catalog's or
/// a Markdown folder's) and of the modules' landing pages (`Sources/M/M.docc/M.md`, the API
/// reference's module pages) names a public symbol of the package's library modules (or a
/// module), as DocC resolves it; each one that does not is an error at its line. (Links in doc
/// comments are checked by ``LoadDocComments``.)
///
/// The links are gathered from the files (``links(of:in:)``) and checked against the
/// graphs they are given (``run(_:graphs:)``), which runs nothing: ``DocBuildRun`` hands it the
/// run's graphs, which ``LoadSymbolGraphs`` extracts after the build when no phase before read
/// them. The library modules are the folders of `Sources/` that the build made a module of.
enum CheckSymbolLinks {
    /// A ``` ``Symbol`` ``` link, where it is written and the module it is resolved from.
    struct Link: Sendable {
        var path: String
        var link: SymbolLink
        /// The module a relative path starts from: the catalog's, or the landing page's.
        var module: String
        /// The symbol a documentation extension page is about (``` # ``Core/Deque`` ```), as
        /// written: its member links resolve against it first, as DocC resolves them.
        var page: [String] = []
    }

    /// The symbol links to check: those of `report`'s articles (from the module of the DocC
    /// catalog an article is in, ``DocCCatalog/module(ofArticle:)``) and, in a run over every
    /// article, of the modules' landing pages. `texts` holds the articles as the run read them,
    /// by path; an article it lacks (a report made by hand) is read from its file.
    static func links(of report: CheckReport, texts: [String: String] = [:], in workspace: Workspace)
        -> [Link]
    {
        var links: [Link] = []
        for article in report.articles {
            let file =
                article.path.hasPrefix("/") ? article.path : "\(workspace.packageDirectory)/\(article.path)"
            let text = texts[article.path] ?? (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            let page = article.document.symbolTitle.map { $0.split(separator: "/").map(String.init) } ?? []
            links += SymbolLink.links(in: text).map {
                Link(
                    path: article.path, link: $0, module: DocCCatalog.module(ofArticle: article.path),
                    page: page)
            }
        }
        let checked = Set(report.articles.map(\.path))
        for folder in LoadDocComments.sourceFolders(in: workspace)
        where workspace.selection.checksModuleOverviews {
            guard let overview = APIReference.overview(of: folder, in: workspace.packageDirectory),
                !checked.contains(overview.path)
            else { continue }
            links += SymbolLink.links(in: overview.text).map {
                Link(path: overview.path, link: $0, module: folder)
            }
        }
        return links
    }

    /// The modules of the DocC catalogs among the article folders `folders`.
    static func catalogModules(of folders: [String]) -> [String] {
        folders.filter(DocCCatalog.isCatalog).map(DocCCatalog.moduleName(ofCatalog:))
    }

    /// The problems with `links`, resolved against `graphs` (by module); `nil` graphs (the
    /// package's modules did not build) make the first link an error that says so.
    static func run(_ links: [Link], graphs: [String: [SymbolGraph]]?) -> [Diagnostic] {
        guard let first = links.first else { return [] }
        guard let graphs else {
            return [
                Diagnostic(
                    .error, .brokenSymbolLink,
                    "cannot resolve ``Symbol`` links: the package's modules were not built (see the errors above)",
                    path: first.path, line: first.link.line, column: first.link.column)
            ]
        }
        let index = SymbolIndex(graphs: graphs.values.flatMap { $0 }, modules: Set(graphs.keys))
        return links.filter { link in
            let (module, scope) = SymbolIndex.pageScope(
                title: link.page, module: link.module, modules: index.modules)
            return !index.resolves(link.link.path, from: module, scope: scope)
        }.map { link in
            Diagnostic(
                .error, .brokenSymbolLink,
                "``\(link.link.path)`` names no public symbol of \(index.modules.sorted().joined(separator: ", "))",
                path: link.path, line: link.link.line, column: link.link.column,
                explanation: "write DocC's path: Type, Type/member, Type/method(label:), Module/Type")
        }
    }
}
