import Foundation

/// The public symbols of the package's library modules, by DocC path (`Deque/append(_:)`), read
/// from the symbol graphs `swift symbolgraph-extract` writes; what ``` ``Symbol`` ``` links are
/// resolved against.
package struct SymbolIndex: Hashable, Sendable {
    /// The modules, each a valid first component of a link (``` ``Deque/Deque`` ```).
    package var modules: Set<String>
    /// `Module/Type/member(label:)` of every symbol.
    var paths: Set<String>

    init(modules: Set<String>, paths: Set<String>) {
        self.modules = modules
        self.paths = paths
    }

    /// The symbols of `graphs`.
    package init(graphs: [SymbolGraph], modules: Set<String>) {
        var paths: Set<String> = []
        for graph in graphs {
            for symbol in graph.symbols {
                paths.insert(([graph.module.name] + symbol.pathComponents).joined(separator: "/"))
                // DocC names an extension's member by the extended module too:
                // ``_Concurrency/AsyncSequence/asResult()``.
                if let extended = graph.extendedModule {
                    paths.insert(([extended] + symbol.pathComponents).joined(separator: "/"))
                }
            }
        }
        self.init(modules: modules, paths: paths)
    }

    /// Whether `link` names a module or a symbol (``resolve(_:from:scope:)`` finds one).
    package func resolves(_ link: String, from module: String, scope: [String] = []) -> Bool {
        !resolve(link, from: module, scope: scope).isEmpty
    }

    /// The full paths (`Module/Type/member`, or `Module` alone) that `link` may name, looked up as
    /// DocC does: as written, then relative to `scope` (the path of the symbol whose comment
    /// holds it, then of each type around it), then to `module` (the catalog's, or the comment's)
    /// — each the first that names something wins, alone — and last in every module, where more
    /// than one may match (a name two modules declare): the caller decides what an ambiguous link
    /// is. `/Module/…` and `Module/…` name a module's own symbols.
    func resolve(_ link: String, from module: String, scope: [String] = []) -> [String] {
        let isAbsolute = link.hasPrefix("/")
        let components = (isAbsolute ? String(link.dropFirst()) : link).split(separator: "/").map {
            Self.withoutDisambiguation(String($0))
        }
        guard let first = components.first else { return [] }
        let joined = components.joined(separator: "/")
        if paths.contains(joined) || (components.count == 1 && modules.contains(first)) { return [joined] }
        if isAbsolute { return [] }
        let scopes = scope.indices.reversed().map { ([module] + scope[...$0]).joined(separator: "/") }
        if let base = (scopes + [module]).first(where: { paths.contains("\($0)/\(joined)") }) {
            return ["\(base)/\(joined)"]
        }
        return modules.sorted().map { "\($0)/\(joined)" }.filter(paths.contains)
    }

    /// Where the links of a page about the symbol `title` (a DocC documentation extension,
    /// ``` # ``Core/Deque`` ```, its components) start: at that symbol, in its module, as DocC
    /// resolves a member link there (`init()` is `Deque`'s). A title without a module is in
    /// `module`, the catalog's.
    package static func pageScope(title: [String], module: String, modules: Set<String>)
        -> (module: String, scope: [String])
    {
        let components = title.map(withoutDisambiguation)
        guard let first = components.first else { return (module, []) }
        if modules.contains(first) { return (first, Array(components.dropFirst())) }
        return (module, components)
    }

    /// `append(_:)-swift.method` → `append(_:)`; also hash (`-3xq1z`) and type (`-(Int)`,
    /// `->Int`) disambiguations.
    package static func withoutDisambiguation(_ component: String) -> String {
        // A regex literal is parsed again each time it is evaluated, and this runs for every code
        // span of every page: most components have no `-`, which the pattern needs.
        guard component.contains("-"),
            let match = component.firstMatch(of: /^(.*?[\w)\]?!])-(swift\.[\w.]+|[0-9a-z]{4,6}|\(.*|>.*)$/)
        else { return component }
        return String(match.1)
    }
}
