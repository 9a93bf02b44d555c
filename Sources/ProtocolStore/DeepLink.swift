import Foundation

/// A deep link: a path of components such as `recipes/42/edit`.
///
/// Build one from a path string, or from the parts of a URL; empty components and surrounding
/// slashes are dropped, so `"/recipes/42/"` and `"recipes/42"` are the same link:
///
/// ```swift
/// let link: DeepLink = "recipes/42/edit"
/// print(link.components)  // Prints "[\"recipes\", \"42\", \"edit\"]"
/// ```
///
/// A ``DeepLinkRoute`` parses a link into a typed route, and ``DeepLinkable/open(_:)`` hands it
/// to the first node of the tree that can handle it.
public struct DeepLink: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The path components, in order.
    public var components: [String]

    /// Creates a link from its path components.
    public init(components: [String]) {
        self.components = components.filter { !$0.isEmpty }
    }

    /// Creates a link from a path such as `"recipes/42/edit"`.
    public init(_ path: String) {
        self.init(components: path.split(separator: "/").map(String.init))
    }

    /// Creates a link from a URL that an app was asked to open.
    ///
    /// For a custom scheme the host is the first component, so `recipes://recipes/42/edit` is
    /// `recipes/42/edit`; for a web link (`http`, `https`) the host is the site and only the path
    /// counts, so `https://example.com/recipes/42/edit` is `recipes/42/edit` too. Query and
    /// fragment are not part of the link.
    ///
    /// - Parameter url: The URL, as `onOpenURL` or a universal link hands it over.
    public init(url: URL) {
        let path = url.path.split(separator: "/").map(String.init)
        let isWebLink = ["http", "https"].contains(url.scheme?.lowercased() ?? "")
        self.init(components: (isWebLink ? [] : [url.host ?? ""]) + path)
    }

    public init(stringLiteral path: String) {
        self.init(path)
    }

    /// The path, components joined by `/`.
    public var description: String { components.joined(separator: "/") }
}

/// A typed destination that a deep link can name.
///
/// Conform an enum that lists a feature's destinations, and parse the link's components in
/// `init?(_:)`; return `nil` for a link the feature does not handle.
///
/// ```swift
/// enum RecipeRoute: DeepLinkRoute {
///     case recipe(id: Int, editing: Bool)
///
///     init?(_ link: DeepLink) {
///         guard link.components.first == "recipes", link.components.count >= 2,
///               let id = Int(link.components[1]) else { return nil }
///         self = .recipe(id: id, editing: link.components.dropFirst(2).first == "edit")
///     }
/// }
///
/// print(RecipeRoute("recipes/42/edit").map { "\($0)" } ?? "nil")
/// // Prints "recipe(id: 42, editing: true)"
/// print(RecipeRoute("settings/account") == nil)  // Prints "true"
/// ```
public protocol DeepLinkRoute: Sendable {
    /// Parses `link`, or returns `nil` when the link names something else.
    init?(_ link: DeepLink)
}
