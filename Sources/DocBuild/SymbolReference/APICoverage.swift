import DocBasics
import Doctest
import Foundation
import SwiftHighlighting

/// How much of each library module's public API is documented and shown working: per module,
/// its public symbols, how many have a doc comment, and how many appear in a verified sample
/// (a sample of an article or a doc comment that ran and passed its output check).
///
/// "Appears" is by name, as a reader finds it: a symbol is sampled when its base name (`load`
/// for `load(_:_:)`; its type's name for an initializer, a subscript or an operator) is an
/// identifier of a passing sample's visible code, and, for a member, its type's name is one in
/// the same article or module's samples, hidden lines included. A doc comment is the symbol's own
/// or the one it inherits from the protocol requirement it implements, as DocC shows it.
///
/// ```swift
/// let coverage = APICoverage(graphs: ["Geometry": graphs], reports: report.checked)
/// print(coverage.table)
/// ```
package struct APICoverage: Hashable, Sendable {
    /// A public symbol without a doc comment, where it is declared.
    struct Undocumented: Hashable, Sendable {
        /// `Square/area`.
        var path: String
        /// The file, as the symbol graph names it (absolute).
        var file: String?
        var line: Int?
    }

    package struct Module: Hashable, Sendable {
        package var name: String
        package var symbols = 0
        package var documented = 0
        package var sampled = 0
        var undocumented: [Undocumented] = []

        package var documentedPercent: Int { Self.percent(documented, of: symbols) }
        package var sampledPercent: Int { Self.percent(sampled, of: symbols) }

        /// Rounded down, so that 99.6 % never reads as 100 %; 100 for a module with no symbols.
        static func percent(_ count: Int, of total: Int) -> Int {
            total == 0 ? 100 : count * 100 / total
        }
    }

    /// `--min-coverage documented=P,sampled=P`: the least share of every module, in percent.
    package struct Minimum: Hashable, Sendable {
        var documented: Int?
        var sampled: Int?

        package init(documented: Int? = nil, sampled: Int? = nil) {
            self.documented = documented
            self.sampled = sampled
        }

        /// Parses `documented=100,sampled=40` (either part may be left out).
        package init(parsing text: String) throws(UsageError) {
            for part in text.split(separator: ",") {
                let pair = part.split(separator: "=", maxSplits: 1).map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                guard pair.count == 2, let value = Int(pair[1].trimmingCharacters(in: ["%"])),
                    (0...100).contains(value)
                else {
                    throw UsageError(
                        .invalidOptionValue, option: "--min-coverage",
                        "--min-coverage takes documented=P,sampled=P with P from 0 to 100, not '\(text)'")
                }
                switch pair[0] {
                case "documented": documented = value
                case "sampled": sampled = value
                default:
                    throw UsageError(
                        .invalidOptionValue, option: "--min-coverage",
                        "--min-coverage knows documented and sampled, not '\(pair[0])'")
                }
            }
            guard documented != nil || sampled != nil else {
                throw UsageError(
                    .invalidOptionValue, option: "--min-coverage",
                    "--min-coverage takes documented=P,sampled=P, not '\(text)'")
            }
        }
    }

    package var modules: [Module]
    /// The USRs of the symbols a verified sample shows.
    var sampledSymbols: Set<String> = []

    /// The coverage of each module of `graphs` (by module name) by the samples of `reports`.
    package init(graphs: [String: [SymbolGraph]], reports: [DocumentReport]) {
        let samples = SampleIdentifiers(reports: reports)
        var modules: [Module] = []
        var sampledSymbols: Set<String> = []
        for name in graphs.keys.sorted() {
            var module = Module(name: name)
            for graph in graphs[name] ?? [] {
                for symbol in graph.symbols where APIReference.isShown(symbol) {
                    module.symbols += 1
                    if symbol.docComment?.lines.contains(where: { !$0.text.allSatisfy(\.isWhitespace) })
                        == true
                    {
                        module.documented += 1
                    } else {
                        module.undocumented.append(
                            Undocumented(
                                path: symbol.pathComponents.joined(separator: "/"),
                                file: symbol.location.flatMap { URL(string: $0.uri)?.path },
                                line: symbol.location.map { $0.position.line + 1 }))
                    }
                    if samples.show(symbol) {
                        module.sampled += 1
                        sampledSymbols.insert(symbol.identifier.precise)
                    }
                }
            }
            modules.append(module)
        }
        self.modules = modules
        self.sampledSymbols = sampledSymbols
    }

    /// The table `--coverage` prints: a row per module, then the total.
    package var table: String {
        var total = Module(name: "Total")
        for module in modules {
            total.symbols += module.symbols
            total.documented += module.documented
            total.sampled += module.sampled
        }
        let rows = (modules + [total]).map { module in
            [
                module.name, "\(module.symbols)", "\(module.documented) (\(module.documentedPercent) %)",
                "\(module.sampled) (\(module.sampledPercent) %)",
            ]
        }
        let header = ["Module", "Public symbols", "Documented", "In a verified sample"]
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        return ([header] + rows).map { row in
            row.enumerated().map { column, cell in
                column == 0
                    ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    /// An error for each module under `minimum`, and for one under its documented share, a note
    /// at each undocumented symbol's declaration; `displayPath` makes the files relative.
    package func diagnostics(below minimum: Minimum, displayPath: (String) -> String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for module in modules {
            if let least = minimum.documented, module.documentedPercent < least {
                diagnostics.append(
                    Diagnostic(
                        .error, .coverageBelowMinimum,
                        "\(module.name): \(module.documentedPercent) % of the public symbols are documented, "
                            + "under the minimum of \(least) %: document the symbols in the notes"))
                diagnostics += module.undocumented.map { symbol in
                    Diagnostic(
                        .note, .undocumentedSymbol, "\(module.name).\(symbol.path) has no doc comment",
                        path: symbol.file.map(displayPath), line: symbol.line)
                }
            }
            if let least = minimum.sampled, module.sampledPercent < least {
                diagnostics.append(
                    Diagnostic(
                        .error, .coverageBelowMinimum,
                        "\(module.name): \(module.sampledPercent) % of the public symbols appear in a "
                            + "verified sample, under the minimum of \(least) %"))
            }
        }
        return diagnostics
    }
}

/// The identifiers of the verified samples: what ``APICoverage`` looks symbols up in.
private struct SampleIdentifiers {
    /// Per article or module: the identifiers of its passing samples' visible code, and of all
    /// its samples' code, hidden lines included.
    var groups: [(visible: Set<Substring>, all: Set<Substring>)] = []

    init(reports: [DocumentReport]) {
        for report in reports {
            var visible: Set<Substring> = []
            var all: Set<Substring> = []
            for result in report.results {
                all.formUnion(Self.identifiers(in: result.sample.code))
                guard result.status == .passed else { continue }
                switch result.sample.kind {
                case .run, .crashes, .test: visible.formUnion(Self.identifiers(in: result.sample.visibleCode))
                default: break
                }
            }
            groups.append((visible, all))
        }
    }

    /// Whether a verified sample shows `symbol`.
    func show(_ symbol: SymbolGraph.Symbol) -> Bool {
        let components = symbol.pathComponents
        let title = Substring(symbol.names.title)
        let base = title.prefix { $0 != "(" && $0 != "<" }
        let parent = components.dropLast().last.map { Substring($0) }
        let isNamedByItsType =
            base == "init" || base == "subscript" || base.first.map { !($0.isLetter || $0 == "_") } ?? true
        let name = isNamedByItsType ? parent ?? base : base
        return groups.contains { group in
            guard group.visible.contains(name) else { return false }
            guard let parent, !isNamedByItsType else { return true }
            return group.all.contains(parent)
        }
    }

    /// The identifiers of `code`, outside comments and string literals.
    static func identifiers(in code: String) -> Set<Substring> {
        let text = String(decoding: SwiftLexer.bytes(of: code, blanking: [.comment, .string]), as: UTF8.self)
        var found: Set<Substring> = []
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index].isLetter || text[index] == "_" else {
                index = text.index(after: index)
                continue
            }
            let end =
                text[index...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? text.endIndex
            found.insert(text[index..<end])
            index = end
        }
        return found
    }
}
