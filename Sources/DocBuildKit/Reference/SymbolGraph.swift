import Foundation

/// The part of a `*.symbols.json` file (what `swift symbolgraph-extract` writes) that docbuild
/// reads: each public symbol's kind, path, declaration, doc comment and source location, and the
/// relationships between symbols.
struct SymbolGraph: Hashable, Sendable, Decodable {
    struct Module: Hashable, Sendable, Decodable {
        var name: String
    }

    /// A piece of a declaration: `keyword` `func`, `identifier` `load`, `typeIdentifier` `Int`, …
    struct Fragment: Hashable, Sendable, Decodable {
        var kind: String
        var spelling: String
        /// The USR of the symbol a `typeIdentifier` names.
        var preciseIdentifier: String?
    }

    /// A 0-based position, as the symbol graph format writes it.
    struct Position: Hashable, Sendable, Decodable {
        var line: Int
        var character: Int
    }

    /// One line of a doc comment: its text without the `///` and the space after it, and where
    /// that text starts in the file.
    struct CommentLine: Hashable, Sendable, Decodable {
        struct Range: Hashable, Sendable, Decodable {
            var start: Position
        }

        var text: String
        /// Absent for a comment the compiler made up (never one written in the file).
        var range: Range?
    }

    struct DocComment: Hashable, Sendable, Decodable {
        /// The file, as a `file://` URL.
        var uri: String?
        /// The module whose source holds the comment: another module's for an inherited one.
        var module: String?
        var lines: [CommentLine]
    }

    struct Location: Hashable, Sendable, Decodable {
        var uri: String
        var position: Position
    }

    /// `introduced`/`deprecated` versions of one platform (`"domain": "macOS"`), or a `*`
    /// domain's `unavailable`/`deprecated` flags.
    struct Availability: Hashable, Sendable, Decodable {
        struct Version: Hashable, Sendable, Decodable {
            var major: Int
            var minor: Int?
            var patch: Int?
        }

        var domain: String?
        var introduced: Version?
        var deprecated: Version?
        var isUnconditionallyDeprecated: Bool?
        var isUnconditionallyUnavailable: Bool?
        var message: String?
        /// `renamed: "NewName"`: what to use instead.
        var renamed: String?
    }

    struct Symbol: Hashable, Sendable, Decodable {
        struct Kind: Hashable, Sendable, Decodable {
            /// `swift.struct`, `swift.method`, …
            var identifier: String
            /// `Structure`, `Instance Method`, …
            var displayName: String
        }

        struct Identifier: Hashable, Sendable, Decodable {
            var precise: String
        }

        struct Names: Hashable, Sendable, Decodable {
            var title: String
        }

        var kind: Kind
        var identifier: Identifier
        /// `["Interactor", "load(_:_:)"]`: the DocC path under the module.
        var pathComponents: [String]
        var names: Names
        var docComment: DocComment?
        var declarationFragments: [Fragment]?
        var accessLevel: String
        var location: Location?
        var availability: [Availability]?
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
    var symbols: [Symbol]
    var relationships: [Relationship]
    /// For a `Module@Other.symbols.json` file, `Other`: the module whose types these symbols
    /// extend (`_Concurrency` for an `AsyncSequence` extension). Read from the file's name.
    var extendedModule: String?

    /// The graphs of each module of `directory`, whose folders are the modules
    /// (`<directory>/<Module>/`), as ``LoadDocComments`` keeps them.
    static func graphsByModule(in directory: String) -> [String: [SymbolGraph]] {
        let modules = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return Dictionary(
            uniqueKeysWithValues: modules.filter { !$0.hasPrefix(".") }.map {
                ($0, graphs(in: "\(directory)/\($0)"))
            })
    }

    /// Every graph in `directory` and its folders (a module's own and its `Module@Other` files of
    /// extensions to other modules' types), in path order; a file that cannot be decoded is
    /// passed over, as a module `symbolgraph-extract` could not read.
    static func graphs(in directory: String) -> [SymbolGraph] {
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: directory)
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".symbols.json") { files.append(relative) }
        }
        return files.sorted().compactMap { relative in
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
