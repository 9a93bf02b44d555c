import DocBasics
import Doctest
import Foundation

/// The API reference of the package's library modules, laid out for the site: a page per module,
/// a page per public type (and per type of another module that the module extends) with its
/// members, each at an anchor; and where every symbol path leads, which ``` ``Symbol`` ``` links
/// and code spans that name a symbol are resolved against.
///
/// It shows exactly the symbols ``APICoverage`` counts: every public symbol the symbol graphs
/// hold but those the compiler synthesized (`!=` for an `Equatable` type).
///
/// ```swift
/// let reference = APIReference(graphs: ["Geometry": graphs], packageDirectories: [package])
/// reference.location(ofPath: "Geometry/Square/area")?.sitePath  // "reference/Geometry/Square.html"
/// ```
package struct APIReference: Sendable {
    /// Where a symbol is shown: its page and, for a member, its anchor there.
    package struct Location: Hashable, Sendable {
        package var sitePath: String
        package var anchor: String?

        /// `sitePath#anchor`.
        package var target: String { anchor.map { "\(sitePath)#\($0)" } ?? sitePath }
    }

    /// One declaration, as a page shows it.
    package struct Entry: Hashable, Sendable {
        package var symbol: SymbolGraph.Symbol
        package var module: String
        package var location: Location
        /// Where it is declared, relative to the package (`Sources/Geometry/Square.swift`) and
        /// 1-based; `nil` for a file outside the package.
        package var file: String?
        package var line: Int?
        /// A protocol's requirement (`requirementOf`, `optionalRequirementOf`).
        package var isRequirement = false
        /// A protocol extension's implementation of a requirement (`defaultImplementationOf`).
        package var isDefaultImplementation = false

        /// `Square/area`: the path under the module.
        package var path: String { symbol.pathComponents.joined(separator: "/") }
    }

    /// A type's page: the type (absent for another module's type that this module extends) and
    /// its members, in ``memberGroups`` order.
    package struct Page: Hashable, Sendable {
        var module: String
        /// `["AsyncViewModel", "State"]`.
        package var path: [String]
        package var sitePath: String
        /// `nil` for an extension of a type declared elsewhere.
        package var type: Entry?
        /// The module that declares the extended type (`Swift`, `_Concurrency`), for an extension.
        package var extendedModule: String?
        package var members: [Entry] = []

        /// `AsyncViewModel.State`.
        package var title: String { path.joined(separator: ".") }
    }

    /// A module's landing page in a DocC catalog (`Sources/M/M.docc/M.md`).
    package struct Overview: Hashable, Sendable {
        /// Relative to the package.
        package var path: String
        package var text: String
    }

    package struct Module: Hashable, Sendable {
        package var name: String
        package var sitePath: String
        package var overview: Overview?
        package var pages: [Page] = []
        /// Functions, variables, type aliases and operators declared at the top level.
        package var globals: [Entry] = []
    }

    /// The site path of the reference's own index: the modules and the coverage table.
    package static let indexPage = "reference/index.html"

    package var modules: [Module]
    /// The public API's coverage, shown on the index.
    package var coverage: APICoverage
    /// The symbols links are resolved against.
    var symbols: SymbolIndex
    /// Where the files the graphs name are: the scratch package's overlay, then the package.
    package var packageDirectories: [String]
    /// The verified samples of the doc comments, by `file:fenceLine` (``sampleKey(_:_:)``).
    package var samples: [String: SampleResult] = [:]
    /// The doc comments' terminal transcripts, by file, with their problems.
    package var transcripts: [String: [(result: TranscriptResult, problems: [Diagnostic])]] = [:]
    /// The platforms the package declares (``PackagePlatforms``): every page shows them.
    package var platforms: [SymbolGraph.Availability] = []
    /// By full path (`Geometry/Square/area`, and for an extension's member also
    /// `Swift/Array/total`), the first symbol of that path.
    var locations: [String: Location] = [:]
    /// By USR: where a declaration's `typeIdentifier` fragments link to.
    var locationsByUSR: [String: Location] = [:]
    /// By USR: each symbol's name as other symbols' relationships show it (`Square`).
    var titlesByUSR: [String: String] = [:]
    /// By USR: each symbol's kind (`swift.protocol`).
    var kindsByUSR: [String: String] = [:]
    /// Relationships, for conformances.
    var relationships: [SymbolGraph.Relationship] = []

    /// The reference of `graphs` (by module), whose files are read from the first of
    /// `packageDirectories` that holds them (the scratch package's overlay, then the package).
    package init(
        graphs: [String: [SymbolGraph]], packageDirectories: [String], coverage: APICoverage? = nil,
        docComments: [DocumentReport] = []
    ) {
        modules = []
        self.packageDirectories = packageDirectories
        self.coverage = coverage ?? APICoverage(graphs: graphs, reports: [])
        symbols = SymbolIndex(graphs: graphs.values.flatMap { $0 }, modules: Set(graphs.keys))
        for name in graphs.keys.sorted() {
            let module = layOut(name, graphs: graphs[name] ?? [], packageDirectories: packageDirectories)
            modules.append(module)
        }
        for graph in graphs.values.joined() { relationships += graph.relationships }
        for result in docComments.flatMap(\.results) {
            samples[Self.sampleKey(result.sample.articlePath, result.sample.fenceLine)] = result
        }
        for report in docComments {
            for transcript in report.transcripts {
                transcripts[transcript.transcript.path, default: []].append(
                    (transcript, report.problems(of: transcript)))
            }
        }
    }

    /// `Sources/M/F.swift:12`: a doc-comment sample's key, by its file and opening fence line.
    package static func sampleKey(_ file: String, _ line: Int) -> String { "\(file):\(line)" }

    /// The module's page path: `reference/Geometry/index.html`.
    static func modulePage(_ module: String) -> String { "reference/\(module)/index.html" }

    /// A type's page path: `reference/Geometry/Square.html`, `reference/M/Outer.Inner.html`.
    package static func typePage(_ module: String, path: [String]) -> String {
        "reference/\(module)/\(path.joined(separator: ".")).html"
    }

    /// The pages of `module` that `links` (a Topics group's symbol links) name, in order: the
    /// links that name a member, or nothing, are left out.
    package func pages(named links: [String], in module: Module) -> [Page] {
        links.compactMap { link in
            resolve(link, from: module.name).flatMap { location in
                location.anchor == nil ? module.pages.first { $0.sitePath == location.sitePath } : nil
            }
        }
    }

    /// Where the symbol or module of the full path `path` is shown.
    package func location(ofPath path: String) -> Location? {
        if let location = locations[path] { return location }
        if !path.contains("/"), let module = modules.first(where: { $0.name == path }) {
            return Location(sitePath: module.sitePath)
        }
        return nil
    }

    /// The files, relative to the package, that declare the reference's symbols.
    package var declarationFiles: Set<String> {
        var files: Set<String> = []
        for module in modules {
            for entry in module.globals + module.pages.flatMap({ ($0.type.map { [$0] } ?? []) + $0.members })
            {
                if let file = entry.file { files.insert(file) }
            }
        }
        return files
    }

    /// The modules links may name.
    package var moduleNames: Set<String> { symbols.modules }

    /// Where the symbol of `usr` is shown, when it is one of the reference's.
    package func location(ofUSR usr: String) -> Location? { locationsByUSR[usr] }

    /// Where `link` (a ``` ``Symbol`` ``` link's path, or a code span's text) leads, looked up
    /// from `module` and `scope` as ``SymbolIndex/resolve(_:from:scope:)`` does; `nil` when it
    /// names nothing, or names a symbol in more than one module (an article's `` `State` `` when
    /// two modules declare one). A code span may write a member with a dot: `Square.area`.
    package func resolve(_ link: String, from module: String = "", scope: [String] = []) -> Location? {
        var candidates = symbols.resolve(link, from: module, scope: scope)
        if candidates.isEmpty, !link.contains("/"), link.contains(".") {
            candidates = symbols.resolve(Self.slashed(link), from: module, scope: scope)
        }
        guard candidates.count == 1 else { return nil }
        return location(ofPath: candidates[0])
    }

    /// `Square.area` → `Square/area`; a dot inside parentheses (`f(_:)...`) or of an operator
    /// stays.
    private static func slashed(_ text: String) -> String {
        var result = ""
        var depth = 0
        var previous: Character = " "
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            let isMemberDot =
                character == "." && depth == 0 && (previous.isLetter || previous.isNumber || previous == "_")
            result.append(isMemberDot ? "/" : character)
            previous = character
        }
        return result
    }

    /// The protocols every type conforms to unless it says otherwise, or that another conformance
    /// implies (`Sendable` implies `SendableMetatype`): not worth a reader's look.
    static let implicitProtocols: Set<String> = ["Copyable", "Escapable", "SendableMetatype"]

    /// The types `usr` conforms to or inherits from, by name, with where each is shown when it is
    /// the reference's: `[("Sendable", nil), ("Shape", location)]`.
    package func conformances(of usr: String) -> [(name: String, location: Location?)] {
        relationships.filter { ($0.kind == "conformsTo" || $0.kind == "inheritsFrom") && $0.source == usr }
            .map { relationship -> (name: String, location: Location?) in
                let name =
                    titlesByUSR[relationship.target]
                    ?? relationship.targetFallback.map {
                        $0.split(separator: ".").last.map(String.init) ?? $0
                    }
                    ?? relationship.target
                return (name, locationsByUSR[relationship.target])
            }.filter { !Self.implicitProtocols.contains($0.name) }.sorted { $0.name < $1.name }
    }

    /// The reference's types that conform to the protocol `usr` (`protocols: false`), or the
    /// protocols that refine it (`protocols: true`), by name.
    package func conformingTypes(of usr: String, protocols: Bool = false) -> [(
        name: String, location: Location?
    )] {
        relationships.filter {
            $0.kind == "conformsTo" && $0.target == usr
                && (kindsByUSR[$0.source] == "swift.protocol") == protocols
        }.compactMap { relationship in
            titlesByUSR[relationship.source].map { ($0, locationsByUSR[relationship.source]) }
        }.sorted { $0.name < $1.name }
    }
}
