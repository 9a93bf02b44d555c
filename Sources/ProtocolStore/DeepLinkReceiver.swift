/// A node of the tree that handles one kind of typed deep link.
///
/// A coordinator that can show a route conforms and implements ``receive(_:)``:
///
/// ```swift
/// # enum RecipeRoute: DeepLinkRoute {
/// #     case recipe(id: Int, editing: Bool)
/// #     init?(_ link: DeepLink) {
/// #         guard link.components.first == "recipes", link.components.count >= 2,
/// #             let id = Int(link.components[1]) else { return nil }
/// #         self = .recipe(id: id, editing: link.components.dropFirst(2).first == "edit")
/// #     }
/// # }
/// # final class RecipesCoordinator: DeepLinkable {
/// #     func showRecipe(id: Int, editing: Bool) -> Bool { id == 42 }
/// # }
/// # final class AppCoordinator: DeepLinkable {
/// #     let recipes = RecipesCoordinator()
/// #     var children: [any DeepLinkable] { recipes }
/// # }
/// # let app = AppCoordinator()
/// extension RecipesCoordinator: DeepLinkReceiver {
///     func receive(_ route: RecipeRoute) -> Bool {
///         guard case .recipe(let id, let editing) = route else { return false }
///         return showRecipe(id: id, editing: editing)  // false when there is no such recipe
///     }
/// }
///
/// switch app.open("recipes/42/edit") {
/// case .handled(let receiver): print("opened by", type(of: receiver))
/// case .unhandled(let link): print("nothing handles", link)
/// }
/// // Prints "opened by RecipesCoordinator"
/// print(app.open("recipes/7").isHandled)  // Prints "false"
/// ```
public protocol DeepLinkReceiver<Route>: DeepLinkable {
    /// The routes this node understands.
    associatedtype Route: DeepLinkRoute

    /// Shows `route`; called by ``DeepLinkable/open(_:)`` when the link parsed as a `Route`.
    ///
    /// - Returns: `true` when the route was shown; `false` declines it (for instance, the id
    ///   it names does not exist), and the search goes on to the next receiver.
    func receive(_ route: Route) -> Bool
}

extension DeepLinkReceiver {
    /// Parses `link` as this receiver's route and receives it; `false` when it does not parse
    /// or the receiver declines it.
    func receiveIfRoutable(_ link: DeepLink) -> Bool {
        guard let route = Route(link) else { return false }
        return receive(route)
    }
}

/// What became of a deep link passed to ``DeepLinkable/open(_:)``.
public enum DeepLinkOutcome {
    /// The receiver that parsed and accepted the link.
    case handled(by: any DeepLinkable)
    /// No node of the tree understood the link.
    case unhandled(DeepLink)

    /// Whether a receiver handled the link.
    public var isHandled: Bool {
        if case .handled = self { return true }
        return false
    }
}

extension DeepLinkable {
    /// Routes `link` to the first ``DeepLinkReceiver`` of the tree, breadth-first, whose
    /// `Route` parses it and that accepts it, and reports a link that nothing handles.
    ///
    /// The search order is that of ``firstReceiver(as:where:)``: the receiver closest to this
    /// node wins, cycles are visited once.
    ///
    /// - Parameter link: The link to open.
    /// - Returns: `.handled(by:)` with the receiver, or `.unhandled` with the link.
    @discardableResult
    public func open(_ link: DeepLink) -> DeepLinkOutcome {
        var receiver: (any DeepLinkable)?
        searchBreadthFirst(from: self) { node in
            guard let candidate = node as? any DeepLinkReceiver, candidate.receiveIfRoutable(link) else {
                return false
            }
            receiver = candidate
            return true
        }
        return receiver.map { .handled(by: $0) } ?? .unhandled(link)
    }
}
