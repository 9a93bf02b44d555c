import Foundation

extension APIReference {
    /// The kinds of symbol that have a page of their own.
    static let pageKinds: Set<String> = [
        "swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.actor",
    ]

    /// The groups a page lists its members in, in this order, by symbol kind; a kind not listed
    /// goes in the last, "Other".
    package static let memberGroups: [(title: String, kinds: Set<String>)] = [
        ("Enumeration cases", ["swift.enum.case"]),
        ("Initializers", ["swift.init"]),
        ("Instance properties", ["swift.property"]),
        ("Instance methods", ["swift.method"]),
        ("Subscripts", ["swift.subscript"]),
        ("Type properties", ["swift.type.property"]),
        ("Type methods", ["swift.type.method"]),
        ("Type subscripts", ["swift.type.subscript"]),
        ("Operators", ["swift.func.op"]),
        ("Associated types", ["swift.associatedtype"]),
        ("Type aliases", ["swift.typealias"]),
        ("Functions", ["swift.func"]),
        ("Variables", ["swift.var"]),
        ("Macros", ["swift.macro"]),
        ("Other", []),
    ]

    /// The title of the group deprecated symbols are listed under, last, whatever their kind, as
    /// DocC lists them.
    package static let deprecatedGroup = "Deprecated"

    /// The position of `kind`'s group in ``memberGroups``.
    package static func groupRank(of kind: String) -> Int {
        memberGroups.firstIndex { $0.kinds.contains(kind) } ?? memberGroups.count - 1
    }

    /// Whether the reference (and ``APICoverage``) shows `symbol`: any public symbol but one the
    /// compiler synthesized, which is no part of what the author wrote.
    static func isShown(_ symbol: SymbolGraph.Symbol) -> Bool {
        !symbol.identifier.precise.contains("::SYNTHESIZED::")
    }

    /// `file:///…/Sources/M/F.swift` → `Sources/M/F.swift`, for a file under one of
    /// `packageDirectories` (absolute, the first that holds it wins).
    static func packagePath(ofURI uri: String, packageDirectories: [String]) -> String? {
        guard let file = URL(string: uri)?.path,
            let directory = packageDirectories.first(where: { file.hasPrefix($0 + "/") })
        else { return nil }
        return String(file.dropFirst(directory.count + 1))
    }

    /// The module's landing page, `Sources/<M>/<M>.docc/<M>.md` under `projectDirectory`.
    package static func overview(of module: String, in projectDirectory: String) -> Overview? {
        let path = "Sources/\(module)/\(module).docc/\(module).md"
        guard let text = try? String(contentsOfFile: "\(projectDirectory)/\(path)", encoding: .utf8)
        else { return nil }
        return Overview(path: path, text: text)
    }

    /// `module`'s pages and top-level symbols, with every symbol's location recorded.
    mutating func layOut(_ name: String, graphs: [SymbolGraph], packageDirectories: [String]) -> Module {
        var module = Module(
            name: name, sitePath: Self.modulePage(name),
            overview: packageDirectories.last.flatMap { Self.overview(of: name, in: $0) })
        let items = graphs.flatMap { graph in
            graph.symbols.filter(Self.isShown).map { (symbol: $0, extended: graph.extendedModule) }
        }
        let (requirements, defaults) = Self.protocolMembers(in: graphs)
        func entry(_ symbol: SymbolGraph.Symbol, on sitePath: String) -> Entry {
            let location = symbol.location
            return Entry(
                symbol: symbol, module: name, location: Location(sitePath: sitePath),
                file: location.flatMap {
                    Self.packagePath(ofURI: $0.uri, packageDirectories: packageDirectories)
                },
                line: location.map { $0.position.line + 1 },
                isRequirement: requirements.contains(symbol.identifier.precise),
                isDefaultImplementation: defaults.contains(symbol.identifier.precise))
        }
        var pages: [String: Page] = [:]
        for item in items where Self.pageKinds.contains(item.symbol.kind.identifier) {
            let path = item.symbol.pathComponents
            let sitePath = Self.typePage(name, path: path)
            pages[path.joined(separator: "/")] = Page(
                module: name, path: path, sitePath: sitePath, type: entry(item.symbol, on: sitePath))
        }
        for item in items where !Self.pageKinds.contains(item.symbol.kind.identifier) {
            let parent = Array(item.symbol.pathComponents.dropLast())
            guard !parent.isEmpty else {
                module.globals.append(entry(item.symbol, on: module.sitePath))
                continue
            }
            let key = parent.joined(separator: "/")
            if pages[key] == nil {
                pages[key] = Page(
                    module: name, path: parent, sitePath: Self.typePage(name, path: parent),
                    extendedModule: item.extended)
            }
            pages[key]!.members.append(entry(item.symbol, on: pages[key]!.sitePath))
        }
        module.globals = anchored(module.globals)
        module.pages = pages.values.sorted { $0.title < $1.title }.map { page in
            var page = page
            page.members = anchored(page.members)
            return page
        }
        record(
            module,
            extendedModules: Dictionary(items.map { ($0.symbol.identifier.precise, $0.extended) }) {
                first, _ in first
            })
        return module
    }

    /// The USRs of protocol requirements, and of protocol extensions' default implementations.
    private static func protocolMembers(in graphs: [SymbolGraph]) -> (
        requirements: Set<String>, defaults: Set<String>
    ) {
        var requirements: Set<String> = []
        var defaults: Set<String> = []
        for relationship in graphs.flatMap(\.relationships) {
            switch relationship.kind {
            case "requirementOf", "optionalRequirementOf": requirements.insert(relationship.source)
            case "defaultImplementationOf": defaults.insert(relationship.source)
            default: break
            }
        }
        return (requirements, defaults)
    }

    /// `entries` in group, then name order, each with an anchor of its own on its page: its
    /// name (`load(_:_:)`), then `-2`, `-3` for overloads; a character a URL's fragment would
    /// have to escape (an operator's `<`) is a `-`.
    private func anchored(_ entries: [Entry]) -> [Entry] {
        var seen: [String: Int] = [:]
        return entries.sorted {
            (
                Self.groupRank(of: $0.symbol.kind.identifier), $0.symbol.names.title,
                $0.symbol.identifier.precise
            )
                < (
                    Self.groupRank(of: $1.symbol.kind.identifier), $1.symbol.names.title,
                    $1.symbol.identifier.precise
                )
        }.map { entry in
            var entry = entry
            let base = String(
                entry.symbol.names.title.map { character in
                    character.isLetter || character.isNumber || "_-.:()".contains(character) ? character : "-"
                })
            let count = seen[base, default: 0] + 1
            seen[base] = count
            entry.location.anchor = count == 1 ? base : "\(base)-\(count)"
            return entry
        }
    }

    /// Records where each symbol of `module` is shown, by full path and by USR; an extension's
    /// member also by the path of the module it extends (`_Concurrency/AsyncSequence/x()`), and
    /// an extension's page by the extended type's path when that type is no module's here (a
    /// sibling module's type has its own page).
    private mutating func record(_ module: Module, extendedModules: [String: String?]) {
        func add(_ entry: Entry, title: String) {
            let usr = entry.symbol.identifier.precise
            locationsByUSR[usr] = entry.location
            titlesByUSR[usr] = title
            kindsByUSR[usr] = entry.symbol.kind.identifier
            var paths = ["\(module.name)/\(entry.path)"]
            if let extended = extendedModules[usr] ?? nil { paths.append("\(extended)/\(entry.path)") }
            for path in paths where locations[path] == nil { locations[path] = entry.location }
        }
        for entry in module.globals { add(entry, title: entry.symbol.names.title) }
        for page in module.pages {
            if let type = page.type { add(type, title: page.title) }
            let pagePaths =
                ["\(module.name)/\(page.path.joined(separator: "/"))"]
                + (page.extendedModule.flatMap {
                    symbols.modules.contains($0) ? nil : ["\($0)/\(page.path.joined(separator: "/"))"]
                } ?? [])
            for path in pagePaths where locations[path] == nil {
                locations[path] = Location(sitePath: page.sitePath)
            }
            for member in page.members { add(member, title: member.symbol.names.title) }
        }
    }
}

extension SymbolGraph.Symbol {
    /// Whether the symbol is deprecated, everywhere or on a platform (`@available(*, deprecated)`,
    /// `@available(macOS, deprecated: 14)`).
    package var isDeprecated: Bool {
        (availability ?? []).contains { $0.isUnconditionallyDeprecated == true || $0.deprecated != nil }
    }
}
