import Foundation
import Testing

@testable import DocBasics
@testable import DocMarkdown
@testable import Doctest
@testable import SymbolReference

@Suite struct APICoverageTests {
    /// A graph of `module` with the symbols `paths` (`Type/member`); those in `documented` have
    /// a comment.
    static func graph(_ module: String, _ paths: [String], documented: Set<String> = []) throws -> SymbolGraph
    {
        let symbols = paths.map { path -> [String: Any] in
            var symbol: [String: Any] = [
                "kind": ["identifier": "swift.method", "displayName": "Method"],
                "identifier": ["precise": "s:\(path)"],
                "pathComponents": path.split(separator: "/").map(String.init),
                "names": ["title": String(path.split(separator: "/").last ?? "")],
                "accessLevel": "public",
                "location": [
                    "uri": "file:///p/Sources/\(module)/F.swift", "position": ["line": 4, "character": 0],
                ],
            ]
            if documented.contains(path) {
                symbol["docComment"] = ["lines": [["text": "Does it."]]]
            }
            return symbol
        }
        let json: [String: Any] = ["module": ["name": module], "symbols": symbols, "relationships": []]
        return try JSONDecoder().decode(SymbolGraph.self, from: JSONSerialization.data(withJSONObject: json))
    }

    static func report(_ code: String, status: SampleStatus = .passed) -> DocumentReport {
        let lines = SampleExtractor.lines(of: code, firstLine: 2)
        let sample = Sample(articlePath: "A.md", index: 0, fenceLine: 1, kind: .run, lines: lines)
        return DocumentReport(
            document: MarkdownDocument(path: "A.md", blocks: []),
            results: [SampleResult(sample: sample, status: status)], diagnostics: [])
    }

    @Test func aMemberIsSampledWhenItsNameIsShownAndItsTypeIsNamed() throws {
        let graph = try Self.graph(
            "Shop", ["Cart", "Cart/add(_:)", "Cart/total", "Cart/init(items:)", "Basket/total"],
            documented: ["Cart", "Cart/add(_:)"])
        let coverage = APICoverage(
            graphs: ["Shop": [graph]],
            reports: [
                Self.report(
                    "# let cart = Cart(items: [])\ncart.add(1)\nprint(cart.total)  // total, in a comment\n")
            ])
        let module = try #require(coverage.modules.first)
        #expect(module.symbols == 5)
        #expect(module.documented == 2)
        #expect(module.documentedPercent == 40)
        // Cart is only in a hidden line; add and total are shown, with their type named; the
        // initializer is named by its type, which is not shown; Basket is named nowhere.
        #expect(module.sampled == 2)
        #expect(module.undocumented.map(\.path) == ["Cart/total", "Cart/init(items:)", "Basket/total"])
        #expect(module.undocumented.first?.line == 5)
    }

    @Test func aFailedSampleShowsNothing() throws {
        let graph = try Self.graph("Shop", ["Cart"])
        let coverage = APICoverage(
            graphs: ["Shop": [graph]], reports: [Self.report("Cart()\n", status: .failed)])
        #expect(coverage.modules.first?.sampled == 0)
    }

    @Test func theTableHasARowPerModuleAndTheTotal() throws {
        let coverage = APICoverage(
            graphs: [
                "B": [try Self.graph("B", ["X", "Y"], documented: ["X", "Y"])],
                "A": [try Self.graph("A", ["Z"])],
            ], reports: [Self.report("Z()\n")])
        #expect(
            coverage.table == """
                Module  Public symbols  Documented  In a verified sample
                A                    1     0 (0 %)             1 (100 %)
                B                    2   2 (100 %)               0 (0 %)
                Total                3    2 (66 %)              1 (33 %)
                """)
    }

    @Test func theMinimumIsReadFromItsOptionAndEachModuleIsHeldToIt() throws {
        let minimum = try APICoverage.Minimum(parsing: "documented=100,sampled=40")
        #expect(minimum == APICoverage.Minimum(documented: 100, sampled: 40))
        #expect(throws: UsageError.self) { try APICoverage.Minimum(parsing: "documented=101") }
        #expect(throws: UsageError.self) { try APICoverage.Minimum(parsing: "covered=50") }
        #expect(throws: UsageError.self) { try APICoverage.Minimum(parsing: "") }
        let coverage = APICoverage(
            graphs: ["A": [try Self.graph("A", ["Z", "W"], documented: ["Z"])]],
            reports: [Self.report("Z()\n")])
        let problems = coverage.diagnostics(below: minimum) { $0.replacingOccurrences(of: "/p/", with: "") }
        #expect(problems.map(\.identifier) == [.coverageBelowMinimum, .undocumentedSymbol])
        #expect(problems.last?.path == "Sources/A/F.swift")
        #expect(coverage.diagnostics(below: APICoverage.Minimum(documented: 50, sampled: 50)) { $0 }.isEmpty)
    }
}
