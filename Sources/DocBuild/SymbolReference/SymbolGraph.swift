import Foundation
import QuartetSupport

/// The part of a `*.symbols.json` file (what `swift symbolgraph-extract` writes) that docbuild
/// reads: each public symbol's kind, path, declaration, doc comment and source location, and the
/// relationships between symbols.
package struct SymbolGraph: Hashable, Sendable, Decodable {
    struct Module: Hashable, Sendable, Decodable {
        var name: String
    }

    /// A piece of a declaration: `keyword` `func`, `identifier` `load`, `typeIdentifier` `Int`, …
    package struct Fragment: Hashable, Sendable, Decodable {
        package var kind: String
        package var spelling: String
        /// The USR of the symbol a `typeIdentifier` names.
        package var preciseIdentifier: String?

        package init(kind: String, spelling: String, preciseIdentifier: String? = nil) {
            self.kind = kind
            self.spelling = spelling
            self.preciseIdentifier = preciseIdentifier
        }
    }

    /// A 0-based position, as the symbol graph format writes it.
    struct Position: Hashable, Sendable, Decodable {
        var line: Int
        var character: Int
    }

    /// One line of a doc comment: its text without the `///` and the space after it, and where
    /// that text starts in the file.
    package struct CommentLine: Hashable, Sendable, Decodable {
        struct Range: Hashable, Sendable, Decodable {
            var start: Position
        }

        package var text: String
        /// Absent for a comment the compiler made up (never one written in the file).
        var range: Range?
    }

    package struct DocComment: Hashable, Sendable, Decodable {
        /// The file, as a `file://` URL.
        var uri: String?
        /// The module whose source holds the comment: another module's for an inherited one.
        package var module: String?
        package var lines: [CommentLine]
    }

    struct Location: Hashable, Sendable, Decodable {
        var uri: String
        var position: Position
    }

    /// `introduced`/`deprecated` versions of one platform (`"domain": "macOS"`), or a `*`
    /// domain's `unavailable`/`deprecated` flags.
    package struct Availability: Hashable, Sendable, Decodable {
        package struct Version: Hashable, Sendable, Decodable {
            package var major: Int
            package var minor: Int?
            package var patch: Int?
        }

        package var domain: String?
        package var introduced: Version?
        package var deprecated: Version?
        package var isUnconditionallyDeprecated: Bool?
        package var isUnconditionallyUnavailable: Bool?
        package var message: String?
        /// `renamed: "NewName"`: what to use instead.
        package var renamed: String?
    }

    package struct Symbol: Hashable, Sendable, Decodable {
        package struct Kind: Hashable, Sendable, Decodable {
            /// `swift.struct`, `swift.method`, …
            package var identifier: String
            /// `Structure`, `Instance Method`, …
            package var displayName: String
        }

        package struct Identifier: Hashable, Sendable, Decodable {
            package var precise: String
        }

        package struct Names: Hashable, Sendable, Decodable {
            package var title: String
        }

        package var kind: Kind
        package var identifier: Identifier
        /// `["Interactor", "load(_:_:)"]`: the DocC path under the module.
        package var pathComponents: [String]
        package var names: Names
        package var docComment: DocComment?
        package var declarationFragments: [Fragment]?
        var accessLevel: String
        var location: Location?
        package var availability: [Availability]?
        /// Set for a symbol only a build against SwiftUI's and Combine's interfaces declares (code
        /// under `#if canImport(SwiftUI)`): ``addingSwiftUILayer(_:to:)`` marks it. Never in the
        /// file.
        package var needsAppleFrameworks: Bool?
    }

    /// `memberOf`, `conformsTo`, `inheritsFrom`, `defaultImplementationOf`, `requirementOf`, …
    struct Relationship: Hashable, Sendable, Decodable {
        var kind: String
        var source: String
        var target: String
        /// `Swift.Sendable`: the name of a target outside the graph.
        var targetFallback: String?
    }

    var module: Module
    package var symbols: [Symbol]
    var relationships: [Relationship]
    /// For a `Module@Other.symbols.json` file, `Other`: the module whose types these symbols
    /// extend (`_Concurrency` for an `AsyncSequence` extension). Read from the file's name.
    var extendedModule: String?

    /// The graphs of each module of `directory`, whose folders are the modules
    /// (`<directory>/<Module>/`), as `LoadSymbolGraphs` keeps them.
    package static func graphsByModule(in directory: String) -> [String: [SymbolGraph]] {
        let modules = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return Dictionary(
            uniqueKeysWithValues: modules.filter { !$0.hasPrefix(".") }.map {
                ($0, graphs(in: "\(directory)/\($0)"))
            })
    }

    /// The files ``graphs(in:)`` decoded, in order, while a task (and its child tasks) runs with
    /// one set: how a test shows that a run decodes each graph once (a few megabytes of JSON
    /// for a large module), whichever stages use them.
    package final class DecodeLog: Sendable {
        private let decoded = Lock([String]())

        package init() {}

        /// The paths of the files decoded, a path as many times as it was decoded.
        package var files: [String] { decoded.withLock { $0 } }

        func record(_ file: String) {
            decoded.withLock { $0.append(file) }
        }
    }

    /// The log that ``graphs(in:)`` records its decodes in, when a test sets one.
    @TaskLocal package static var decodeLog: DecodeLog?

    /// Every graph in `directory` and its folders (a module's own and its `Module@Other` files of
    /// extensions to other modules' types), in path order; a file that cannot be decoded is
    /// passed over, as a module `symbolgraph-extract` could not read.
    package static func graphs(in directory: String) -> [SymbolGraph] {
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: directory)
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".symbols.json") { files.append(relative) }
        }
        return files.sorted().compactMap { relative in
            decodeLog?.record("\(directory)/\(relative)")
            guard let data = FileManager.default.contents(atPath: "\(directory)/\(relative)"),
                var graph = try? JSONDecoder().decode(SymbolGraph.self, from: data)
            else { return nil }
            let name = (relative as NSString).lastPathComponent.dropLast(".symbols.json".count)
            if let at = name.firstIndex(of: "@") {
                graph.extendedModule = String(name[name.index(after: at)...])
            }
            return graph
        }
    }
}

extension SymbolGraph {
    /// `graphs` with the symbols of `layer`, the same modules' graphs extracted from a build
    /// against SwiftUI (its interface, off Apple platforms), that `graphs` lacks: the SwiftUI
    /// layer, each of its symbols marked ``Symbol/needsAppleFrameworks``, and the relationships it adds. A module
    /// only `layer` has is left out: the reference is of the package's library modules.
    package static func addingSwiftUILayer(
        _ layer: [String: [SymbolGraph]], to graphs: [String: [SymbolGraph]]
    )
        -> [String: [SymbolGraph]]
    {
        var merged = graphs
        for (module, moduleGraphs) in graphs {
            let known = Set(moduleGraphs.flatMap(\.symbols).map(\.identifier.precise))
            let knownRelationships = Set(moduleGraphs.flatMap(\.relationships))
            for var graph in layer[module] ?? [] {
                graph.symbols = graph.symbols.filter { !known.contains($0.identifier.precise) }.map {
                    symbol in
                    var symbol = symbol
                    symbol.needsAppleFrameworks = true
                    return symbol
                }
                // A new symbol's relationships, and a known one's that only SwiftUI adds (a type
                // that conforms to a SwiftUI protocol there).
                graph.relationships = graph.relationships.filter { !knownRelationships.contains($0) }
                guard !graph.symbols.isEmpty || !graph.relationships.isEmpty else { continue }
                merged[module, default: []].append(graph)
            }
        }
        return merged
    }
}
