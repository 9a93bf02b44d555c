import Foundation
import ProtocolStore
import Testing

enum RecipeRoute: DeepLinkRoute, Equatable {
    case recipe(id: Int, editing: Bool)

    init?(_ link: DeepLink) {
        let parts = link.components
        guard parts.count >= 2, parts[0] == "recipes", let id = Int(parts[1]) else { return nil }
        guard parts.count == 2 || (parts.count == 3 && parts[2] == "edit") else { return nil }
        self = .recipe(id: id, editing: parts.count == 3)
    }
}

enum SettingsRoute: DeepLinkRoute, Equatable {
    case settings

    init?(_ link: DeepLink) {
        guard link.components == ["settings"] else { return nil }
        self = .settings
    }
}

@MainActor
final class RecipesReceiver: DeepLinkReceiver {
    let name: String
    var received: [RecipeRoute] = []
    var nested: [any DeepLinkable] = []
    var known: Set<Int> = [1, 42]
    init(_ name: String) { self.name = name }
    func receive(_ route: RecipeRoute) -> Bool {
        guard case .recipe(let id, _) = route, known.contains(id) else { return false }
        received.append(route)
        return true
    }
    var children: [any DeepLinkable] { nested }
}

@MainActor
final class SettingsReceiver: DeepLinkReceiver {
    var received: [SettingsRoute] = []
    func receive(_ route: SettingsRoute) -> Bool {
        received.append(route)
        return true
    }
}

@MainActor
@Suite struct DeepLinkRoutingTests {
    @Test func deepLinkDropsEmptyComponentsAndPrintsAsAPath() {
        let link = DeepLink("/recipes//42/edit/")
        #expect(link.components == ["recipes", "42", "edit"])
        #expect(link.description == "recipes/42/edit")
        #expect(link == "recipes/42/edit")
    }

    @Test func deepLinkFromACustomSchemeStartsWithTheHost() throws {
        let url = try #require(URL(string: "recipes://recipes/42/edit?source=mail#top"))
        #expect(DeepLink(url: url) == "recipes/42/edit")
    }

    @Test func deepLinkFromAWebLinkIsItsPath() throws {
        let url = try #require(URL(string: "https://example.com/recipes/42/edit"))
        #expect(DeepLink(url: url) == "recipes/42/edit")
    }

    @Test func routeParsesOnlyTheLinksItNames() {
        #expect(RecipeRoute("recipes/42/edit") == .recipe(id: 42, editing: true))
        #expect(RecipeRoute("recipes/7") == .recipe(id: 7, editing: false))
        #expect(RecipeRoute("recipes/seven") == nil)
        #expect(RecipeRoute("settings") == nil)
    }

    @Test func openRoutesToTheReceiverWhoseRouteParses() {
        let recipes = RecipesReceiver("recipes")
        let settings = SettingsReceiver()
        let root = Node("root")
        struct App: DeepLinkable {
            let settings: SettingsReceiver
            let recipes: RecipesReceiver
            var children: [any DeepLinkable] {
                settings
                recipes
            }
        }
        let app = App(settings: settings, recipes: recipes)
        let outcome = app.open("recipes/42/edit")
        #expect(outcome.isHandled)
        if case .handled(let receiver) = outcome { #expect(receiver as? RecipesReceiver === recipes) }
        #expect(recipes.received == [.recipe(id: 42, editing: true)])
        #expect(settings.received.isEmpty)
        #expect(root.open("settings").isHandled == false)
    }

    @Test func theShallowestReceiverHandlesTheLink() {
        let outer = RecipesReceiver("outer")
        let inner = RecipesReceiver("inner")
        outer.nested = [inner]
        outer.open("recipes/1")
        #expect(outer.received == [.recipe(id: 1, editing: false)])
        #expect(inner.received.isEmpty)
    }

    @Test func aLinkNothingHandlesIsReportedWithTheLink() {
        let recipes = RecipesReceiver("recipes")
        let outcome = recipes.open("recipes/42/delete")
        guard case .unhandled(let link) = outcome else {
            Issue.record("expected unhandled, got \(outcome)")
            return
        }
        #expect(link == "recipes/42/delete")
        #expect(recipes.received.isEmpty)
    }

    @Test func aReceiverThatDeclinesPassesTheLinkOnToTheNext() {
        let outer = RecipesReceiver("outer")
        let inner = RecipesReceiver("inner")
        outer.known = []
        outer.nested = [inner]
        let outcome = outer.open("recipes/42")
        if case .handled(let receiver) = outcome { #expect(receiver as? RecipesReceiver === inner) }
        #expect(inner.received == [.recipe(id: 42, editing: false)])
        inner.known = []
        #expect(outer.open("recipes/42").isHandled == false)
    }

    @Test func routingTerminatesOnCycles() {
        let a = RecipesReceiver("a")
        let b = RecipesReceiver("b")
        a.nested = [b]
        b.nested = [a]
        #expect(a.open("nowhere").isHandled == false)
    }
}
