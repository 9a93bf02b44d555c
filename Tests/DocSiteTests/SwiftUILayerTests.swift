import Foundation
import Testing

@testable import DocSite
@testable import SymbolReference

/// The SwiftUI layer in the reference: the symbols only a build against SwiftUI's interface
/// declares are added to the module's, marked, and shown with the platforms they need.
@Suite struct SwiftUILayerTests {
    private typealias Fixture = APIReferenceTests

    /// `Shop` as Linux builds it (`Cart`), and as a build against SwiftUI does: `Cart` again,
    /// `CartView`, and `Cart.badge`, a member only the SwiftUI file adds.
    private func graphs() throws -> (linux: [String: [SymbolGraph]], layer: [String: [SymbolGraph]]) {
        let cart = Fixture.symbol(["Cart"], kind: "swift.struct", usr: "s:Cart", comment: ["A cart."])
        let linux = try Fixture.graph("Shop", symbols: [cart])
        let layer = try Fixture.graph(
            "Shop",
            symbols: [
                cart,
                Fixture.symbol(
                    ["CartView"], kind: "swift.struct", usr: "s:CartView", comment: ["Shows a cart."]),
                Fixture.symbol(
                    ["Cart", "badge"], kind: "swift.property", usr: "s:Cart.badge", comment: ["A badge."]),
            ],
            relationships: [
                ["kind": "memberOf", "source": "s:Cart.badge", "target": "s:Cart"],
                [
                    "kind": "conformsTo", "source": "s:CartView", "target": "s:7SwiftUI4ViewP",
                    "targetFallback": "SwiftUI.View",
                ],
            ])
        return (["Shop": [linux]], ["Shop": [layer], "ShopPreviews": [layer]])
    }

    @Test func theLayersOwnSymbolsAreAddedMarkedWithTheirRelationships() throws {
        let (linux, layer) = try graphs()
        let merged = SymbolGraph.addingSwiftUILayer(layer, to: linux)
        // A module only the layer has is no library module of the package.
        #expect(merged.keys.sorted() == ["Shop"])
        let symbols = merged["Shop", default: []].flatMap(\.symbols)
        #expect(symbols.map(\.identifier.precise) == ["s:Cart", "s:CartView", "s:Cart.badge"])
        #expect(symbols.map { $0.needsAppleFrameworks == true } == [false, true, true])
        #expect(merged["Shop", default: []].flatMap(\.relationships).count == 2)
        // Merging again adds nothing.
        #expect(SymbolGraph.addingSwiftUILayer(layer, to: merged) == merged)
    }

    @Test func aLayerSymbolHasItsPageAndSaysWhereItRuns() throws {
        let (linux, layer) = try graphs()
        var reference = APIReference(
            graphs: SymbolGraph.addingSwiftUILayer(layer, to: linux), packageDirectories: ["/package"])
        reference.platforms = PackagePlatforms.parse("platforms: [.iOS(.v17)]")
        let shop = try #require(reference.modules.first)
        #expect(shop.pages.map(\.title).sorted() == ["Cart", "CartView"])
        let cart = try #require(shop.pages.first { $0.title == "Cart" })
        let badge = try #require(cart.members.first)
        let writer = ReferencePageWriter(reference: reference, sitePath: cart.sitePath, module: "Shop")
        let section = writer.section(badge, level: 3)
        #expect(section.contains("<span class=\"symbol-tag\">Apple platforms</span>"), "\(section)")
        #expect(section.contains("<span>iOS 17.0+</span> <span>Apple platforms only</span>"), "\(section)")
        // A member Linux builds too keeps only its own availability.
        let plain = writer.section(try #require(cart.type), level: 3)
        #expect(!plain.contains("Apple platforms"), "\(plain)")
    }
}
