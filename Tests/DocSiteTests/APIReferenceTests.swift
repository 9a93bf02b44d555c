import Foundation
import Testing

@testable import DocSite
@testable import SymbolReference

@Suite struct APIReferenceTests {
    /// A symbol of a graph, as `swift symbolgraph-extract` writes it, declared at `line` (1-based)
    /// of `Sources/Shop/Cart.swift` under `/package`, with `comment` as its doc comment.
    static func symbol(
        _ path: [String], kind: String, usr: String, comment: [String] = [], line: Int = 1,
        fragments: [[String: String]] = []
    ) -> [String: Any] {
        var json: [String: Any] = [
            "kind": ["identifier": kind, "displayName": kind],
            "identifier": ["precise": usr],
            "pathComponents": path,
            "names": ["title": path.last!],
            "accessLevel": "public",
            "location": [
                "uri": "file:///package/Sources/Shop/Cart.swift",
                "position": ["line": line - 1, "character": 0],
            ],
            "declarationFragments": fragments,
        ]
        if !comment.isEmpty {
            json["docComment"] = [
                "uri": "file:///package/Sources/Shop/Cart.swift", "module": "Shop",
                "lines": comment.enumerated().map { offset, text in
                    [
                        "text": text,
                        "range": ["start": ["line": line - 2 - comment.count + offset + 1, "character": 4]],
                    ]
                },
            ]
        }
        return json
    }

    static func graph(
        _ module: String, symbols: [[String: Any]], relationships: [[String: String]] = [],
        extending: String? = nil
    ) throws -> SymbolGraph {
        var graph = try JSONDecoder().decode(
            SymbolGraph.self,
            from: JSONSerialization.data(withJSONObject: [
                "module": ["name": module], "symbols": symbols, "relationships": relationships,
            ]))
        graph.extendedModule = extending
        return graph
    }

    /// `Shop`: a `Cart` struct with an initializer, two `add` overloads, a nested `Line`, a
    /// synthesized `!=`; a top-level function; and an extension of `Swift.Array`.
    static func shop() throws -> APIReference {
        let own = try graph(
            "Shop",
            symbols: [
                symbol(
                    ["Cart"], kind: "swift.struct", usr: "s:Cart", comment: ["A cart."], line: 10,
                    fragments: [
                        ["kind": "keyword", "spelling": "struct"], ["kind": "text", "spelling": " "],
                        ["kind": "identifier", "spelling": "Cart"],
                    ]),
                symbol(["Cart", "init()"], kind: "swift.init", usr: "s:Cart.init"),
                symbol(["Cart", "add(_:)"], kind: "swift.method", usr: "s:Cart.add1"),
                symbol(["Cart", "add(_:)"], kind: "swift.method", usr: "s:Cart.add2"),
                symbol(["Cart", "total"], kind: "swift.property", usr: "s:Cart.total"),
                symbol(["Cart", "Line"], kind: "swift.struct", usr: "s:Cart.Line"),
                symbol(["Cart", "Line", "price"], kind: "swift.property", usr: "s:Cart.Line.price"),
                symbol(["Cart", "!=(_:_:)"], kind: "swift.func.op", usr: "s:SQ::SYNTHESIZED::s:Cart"),
                symbol(["checkout(_:)"], kind: "swift.func", usr: "s:checkout"),
            ],
            relationships: [
                [
                    "kind": "conformsTo", "source": "s:Cart", "target": "s:s8SendableP",
                    "targetFallback": "Swift.Sendable",
                ],
                [
                    "kind": "conformsTo", "source": "s:Cart", "target": "s:SendableMetatype",
                    "targetFallback": "Swift.SendableMetatype",
                ],
            ])
        let extensions = try graph(
            "Shop",
            symbols: [symbol(["Array", "cartTotal"], kind: "swift.property", usr: "s:Array.cartTotal")],
            extending: "Swift")
        return APIReference(graphs: ["Shop": [own, extensions]], packageDirectories: ["/package"])
    }

    @Test func eachTypeHasAPageAndEachMemberAnAnchorOfItsOwn() throws {
        let reference = try Self.shop()
        let module = try #require(reference.modules.first)
        #expect(module.sitePath == "reference/Shop/index.html")
        #expect(module.pages.map(\.title) == ["Array", "Cart", "Cart.Line"])
        let cart = try #require(module.pages.first { $0.title == "Cart" })
        #expect(cart.sitePath == "reference/Shop/Cart.html")
        // In group order (initializers, properties, methods), the synthesized `!=` left out, and
        // the second overload's anchor numbered.
        #expect(cart.members.map { $0.location.anchor } == ["init()", "total", "add(_:)", "add(_:)-2"])
        #expect(cart.type?.file == "Sources/Shop/Cart.swift")
        #expect(cart.type?.line == 10)
        #expect(
            module.globals.map(\.location) == [
                APIReference.Location(sitePath: module.sitePath, anchor: "checkout(_:)")
            ])
        let array = try #require(module.pages.first { $0.title == "Array" })
        #expect(array.type == nil)
        #expect(array.extendedModule == "Swift")
    }

    @Test func linksAndCodeSpansResolveToPagesAndAnchors() throws {
        let reference = try Self.shop()
        #expect(reference.resolve("Cart")?.target == "reference/Shop/Cart.html")
        #expect(reference.resolve("Cart/total")?.target == "reference/Shop/Cart.html#total")
        // A code span may name a member with a dot; a nested type's member is on its own page.
        #expect(reference.resolve("Cart.total")?.target == "reference/Shop/Cart.html#total")
        #expect(reference.resolve("Cart.Line.price")?.target == "reference/Shop/Cart.Line.html#price")
        // From a comment, a member is found from the documented symbol outwards.
        #expect(reference.resolve("total", from: "Shop", scope: ["Cart", "add(_:)"])?.anchor == "total")
        #expect(reference.resolve("total") == nil)
        #expect(reference.resolve("Shop")?.target == "reference/Shop/index.html")
        // An extension's member, by the module it extends, as DocC names it.
        #expect(reference.resolve("Swift/Array/cartTotal")?.target == "reference/Shop/Array.html#cartTotal")
        #expect(reference.location(ofUSR: "s:Cart.add2")?.anchor == "add(_:)-2")
    }

    @Test func aNameTwoModulesDeclareLinksNowhereFromAnArticle() throws {
        let first = try Self.graph(
            "A", symbols: [Self.symbol(["State"], kind: "swift.struct", usr: "s:A.State")])
        let second = try Self.graph(
            "B", symbols: [Self.symbol(["State"], kind: "swift.struct", usr: "s:B.State")])
        let reference = APIReference(graphs: ["A": [first], "B": [second]], packageDirectories: ["/package"])
        #expect(reference.resolve("State") == nil)
        #expect(reference.resolve("State", from: "B")?.target == "reference/B/State.html")
        #expect(reference.resolve("A/State")?.target == "reference/A/State.html")
    }

    @Test func conformancesLeaveOutWhatEveryTypeHas() throws {
        let reference = try Self.shop()
        #expect(reference.conformances(of: "s:Cart").map(\.name) == ["Sendable"])
    }

    @Test func aTypePageShowsItsDeclarationCommentAndMembers() throws {
        let reference = try Self.shop()
        let module = try #require(reference.modules.first)
        let cart = try #require(module.pages.first { $0.title == "Cart" })
        let writer = ReferencePageWriter(reference: reference, sitePath: cart.sitePath, module: "Shop")
        let body = writer.body(of: try #require(cart.type), isLead: true)
        #expect(
            body.contains("<span class=\"k\">struct</span> <strong class=\"declaration-name\">Cart</strong>"))
        #expect(body.contains("<p class=\"lead\">A cart.</p>"))
        #expect(body.contains("<code>Sendable</code>"))
        #expect(!body.contains("SendableMetatype"))
        #expect(body.contains("href=\"../../source/Sources/Shop/Cart.swift.html#L10\""))
        let section = writer.section(cart.members[3], level: 3)
        #expect(section.contains("<h3 id=\"add(_:)-2\" class=\"symbol-title\">"))
        #expect(section.contains("No documentation."))
    }

    @Test func aProtocolListsTheTypesThatConformApartFromTheProtocolsThatRefineIt() throws {
        let graph = try Self.graph(
            "Shop",
            symbols: [
                Self.symbol(["Priced"], kind: "swift.protocol", usr: "s:Priced"),
                Self.symbol(["Discounted"], kind: "swift.protocol", usr: "s:Discounted"),
                Self.symbol(["Book"], kind: "swift.struct", usr: "s:Book"),
            ],
            relationships: [
                ["kind": "conformsTo", "source": "s:Book", "target": "s:Priced"],
                ["kind": "conformsTo", "source": "s:Discounted", "target": "s:Priced"],
            ])
        let reference = APIReference(graphs: ["Shop": [graph]], packageDirectories: ["/package"])
        #expect(reference.conformingTypes(of: "s:Priced").map(\.name) == ["Book"])
        #expect(reference.conformingTypes(of: "s:Priced", protocols: true).map(\.name) == ["Discounted"])
        #expect(
            reference.conformingTypes(of: "s:Priced").first?.location?.sitePath == "reference/Shop/Book.html")
    }
}

@Suite struct DeprecatedTopicTests {
    /// `Shop`: a `Cart` with a method and its deprecated old name, a type and a deprecated one.
    static func shop() throws -> APIReference {
        var old = APIReferenceTests.symbol(
            ["Cart", "addItem(_:)"], kind: "swift.method", usr: "s:Cart.addItem")
        old["availability"] = [["domain": "*", "isUnconditionallyDeprecated": true, "renamed": "add(_:)"]]
        var oldType = APIReferenceTests.symbol(["Basket"], kind: "swift.struct", usr: "s:Basket")
        oldType["availability"] = [["domain": "macOS", "deprecated": ["major": 14]]]
        var oldAlias = APIReferenceTests.symbol(["Bag"], kind: "swift.typealias", usr: "s:Bag")
        oldAlias["availability"] = [["domain": "*", "isUnconditionallyDeprecated": true, "renamed": "Cart"]]
        let graph = try APIReferenceTests.graph(
            "Shop",
            symbols: [
                APIReferenceTests.symbol(["Cart"], kind: "swift.struct", usr: "s:Cart"),
                APIReferenceTests.symbol(["Cart", "add(_:)"], kind: "swift.method", usr: "s:Cart.add"),
                APIReferenceTests.symbol(["checkout()"], kind: "swift.func", usr: "s:checkout"),
                old, oldType, oldAlias,
            ])
        return APIReference(graphs: ["Shop": [graph]], packageDirectories: ["/package"])
    }

    /// The `<h2>` headings of `html`, in order.
    private func sections(_ html: String) -> [String] {
        html.matches(of: /<h2 id="[^"]*"><a[^>]*><\/a>([^<]*)<\/h2>/).map { String($0.1) }
    }

    @Test func aTypesDeprecatedMembersAreListedLastUnderDeprecatedAndBadged() throws {
        let reference = try Self.shop()
        let module = try #require(reference.modules.first)
        let cart = try #require(module.pages.first { $0.title == "Cart" })
        let builder = SiteBuilder(
            content: SiteFixture.content("Book"), theme: try SiteFixture.theme(), stamp: SiteFixture.stamp)
        let html = builder.renderType(cart, in: module, reference: reference, order: []).html
        #expect(sections(html) == ["Topics", "Instance methods", "Deprecated"])
        let deprecatedList = try #require(html.range(of: "id=\"topic-deprecated\""))
        #expect(
            html[deprecatedList.upperBound...].contains(
                "<code>addItem(_:)</code></a> <span class=\"badge badge-deprecated\">"))
        #expect(html.components(separatedBy: "badge-deprecated").count == 2)
        // The module lists its deprecated type and type alias apart, in one section after the rest.
        let index = builder.renderModule(module, reference: reference, order: []).html
        #expect(sections(index) == ["Structures", "Functions", "Deprecated"])
        let deprecatedSection = try #require(index.range(of: "<h2 id=\"deprecated\">"))
        #expect(
            index[deprecatedSection.upperBound...].contains(
                "<code>Basket</code></a> <span class=\"badge badge-deprecated\">"))
        #expect(
            index[deprecatedSection.upperBound...].contains(
                "<code>Bag</code></a> <span class=\"badge badge-deprecated\">"))
        #expect(!index[..<deprecatedSection.lowerBound].contains("badge-deprecated"))
    }
}

@Suite struct ModulePageTests {
    @Test func aModuleOverviewsLinkToAnArticleLeadsToTheArticlesPage() throws {
        var reference = try DeprecatedTopicTests.shop()
        reference.modules[0].overview = APIReference.Overview(
            path: "Sources/Shop/Shop.docc/Shop.md",
            text:
                "# ``Shop``\n\nA shop.\n\nThe guide is [the intro](../../../Articles/Intro.md#getting-started); "
                + "[elsewhere](../../../Articles/Missing.md) stays as written.\n")
        let builder = SiteBuilder(
            content: SiteFixture.content("Book"), theme: try SiteFixture.theme(), stamp: SiteFixture.stamp)
        let html = builder.renderModule(reference.modules[0], reference: reference, order: []).html
        #expect(html.contains("<a href=\"../../Intro.html#getting-started\">the intro</a>"))
        #expect(html.contains("<a href=\"../../../Articles/Missing.md\">elsewhere</a>"))
    }
}
