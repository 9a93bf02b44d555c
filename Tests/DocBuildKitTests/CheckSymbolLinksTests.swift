import Foundation
import Testing

@testable import DocBasics
@testable import DocBuildKit
@testable import SymbolReference

/// `CheckSymbolLinks` on values: links gathered by hand and a graph made by hand, resolved with no
/// build and no `swift symbolgraph-extract`.
@Suite struct CheckSymbolLinksTests {
    /// The ``` ``Symbol`` ``` links of `text`, as written in `Articles/Guide.md` of module `Shop`.
    static func links(_ text: String, page: [String] = []) -> [CheckSymbolLinks.Link] {
        SymbolLink.links(in: text).map {
            CheckSymbolLinks.Link(path: "Articles/Guide.md", link: $0, module: "Shop", page: page)
        }
    }

    /// `Shop`'s graph, as `swift symbolgraph-extract` writes it: a `Cart` with an `add(_:)`.
    static func graphs() throws -> [String: [SymbolGraph]] {
        func symbol(_ path: [String], _ kind: String) -> String {
            #"{"kind": {"identifier": "\#(kind)", "displayName": "\#(kind)"}, "#
                + #""identifier": {"precise": "s:\#(path.joined(separator: "."))"}, "accessLevel": "public", "#
                + #""pathComponents": [\#(path.map { "\"\($0)\"" }.joined(separator: ", "))], "#
                + #""names": {"title": "\#(path.last!)"}}"#
        }
        let json =
            #"{"module": {"name": "Shop"}, "relationships": [], "symbols": ["#
            + symbol(["Cart"], "swift.struct") + ", " + symbol(["Cart", "add(_:)"], "swift.method") + "]}"
        return ["Shop": [try JSONDecoder().decode(SymbolGraph.self, from: Data(json.utf8))]]
    }

    @Test func eachLinkThatNamesNoPublicSymbolIsAnErrorAtItsPlace() throws {
        let text = "Fill a ``Cart`` with ``Cart/add(_:)``.\n\nEmpty it with ``Cart/empty()``.\n"
        let problems = CheckSymbolLinks.run(Self.links(text), graphs: try Self.graphs())
        #expect(problems.map(\.identifier) == [.brokenSymbolLink])
        #expect(
            problems.map { "\($0.path ?? ""):\($0.line ?? 0):\($0.column ?? 0)" } == [
                "Articles/Guide.md:3:15"
            ])
    }

    @Test func aMemberLinkResolvesFromThePageItDocuments() throws {
        let onCart = CheckSymbolLinks.run(
            Self.links("See ``add(_:)``.\n", page: ["Cart"]), graphs: try Self.graphs())
        let elsewhere = CheckSymbolLinks.run(Self.links("See ``add(_:)``.\n"), graphs: try Self.graphs())
        #expect(onCart.isEmpty)
        #expect(elsewhere.map(\.identifier) == [.brokenSymbolLink])
    }

    @Test func withoutGraphsTheFirstLinkSaysTheModulesDidNotBuild() {
        let problems = CheckSymbolLinks.run(Self.links("``Cart`` and ``Cart/add(_:)``\n"), graphs: nil)
        #expect(problems.map(\.identifier) == [.brokenSymbolLink])
        #expect(problems.map(\.column) == [1])
        #expect(CheckSymbolLinks.run([], graphs: nil).isEmpty)
    }
}
