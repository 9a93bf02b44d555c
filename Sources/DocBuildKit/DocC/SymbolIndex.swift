import Foundation

/// The public symbols of the package's library modules, by DocC path (`Deque/append(_:)`), read
/// from the symbol graphs `swift symbolgraph-extract` writes; what ``` ``Symbol`` ``` links are
/// resolved against.
struct SymbolIndex: Hashable, Sendable {
    /// The modules, each a valid first component of a link (``` ``Deque/Deque`` ```).
    var modules: Set<String>
    /// `Module/Type/member(label:)` of every symbol.
    var paths: Set<String>

    init(modules: Set<String>, paths: Set<String>) {
        self.modules = modules
        self.paths = paths
    }

    /// The symbols of `graphs`.
    init(graphs: [SymbolGraph], modules: Set<String>) {
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

    /// Whether `link` names a module or a symbol: relative to `scope` (the path of the symbol
    /// whose comment holds it, then of each type around it, as DocC looks a link up), then to
    /// `module` (the catalog's), then to every module; `/Module/…` and `Module/…` name a module's
    /// own symbols.
    func resolves(_ link: String, from module: String, scope: [String] = []) -> Bool {
        let isAbsolute = link.hasPrefix("/")
        let components = (isAbsolute ? String(link.dropFirst()) : link).split(separator: "/").map {
            Self.withoutDisambiguation(String($0))
        }
        guard let first = components.first else { return false }
        if paths.contains(components.joined(separator: "/")) { return true }
        if modules.contains(first) {
            if components.count == 1 || paths.contains(components.joined(separator: "/")) { return true }
        }
        if isAbsolute { return false }
        let relative = components.joined(separator: "/")
        let scopes = scope.indices.reversed().map { ([module] + scope[...$0]).joined(separator: "/") }
        return (scopes + [module] + modules.sorted()).contains { paths.contains("\($0)/\(relative)") }
    }

    /// `append(_:)-swift.method` → `append(_:)`; also hash (`-3xq1z`) and type (`-(Int)`,
    /// `->Int`) disambiguations.
    static func withoutDisambiguation(_ component: String) -> String {
        guard let match = component.firstMatch(of: /^(.*?[\w)\]?!])-(swift\.[\w.]+|[0-9a-z]{4,6}|\(.*|>.*)$/)
        else { return component }
        return String(match.1)
    }
}
