/// Something in the coordinator and view-model tree that a deep link can reach.
///
/// Each node lists its immediate children; ``DeepLinkable/firstReceiver(as:where:)`` walks the
/// tree from there. List children with the ``DeepLinkableBuilder`` result builder: plain values,
/// optionals (skipped when `nil`), arrays, `if` and `for` all work:
///
/// ```swift
/// # final class HomeCoordinator: DeepLinkable {}
/// # final class SettingsCoordinator: DeepLinkable {}
/// # final class TabCoordinator: DeepLinkable {}
/// final class AppCoordinator: DeepLinkable {
///     var home = HomeCoordinator()
///     var settings: SettingsCoordinator?
///     var tabs: [TabCoordinator] = []
///
///     var children: [any DeepLinkable] {
///         home
///         settings
///         tabs
///     }
/// }
///
/// let app = AppCoordinator()
/// print(app.children.count)  // Prints "1"
/// app.settings = SettingsCoordinator()
/// app.tabs = [TabCoordinator(), TabCoordinator()]
/// print(app.children.count)  // Prints "4"
/// ```
///
/// A node that does not implement ``children`` is a leaf. Unlike XUI's, children are
/// never discovered through `Mirror` reflection: the tree is exactly what you list, so a search
/// costs one visit per node and cannot wander into unrelated objects.
@MainActor
public protocol DeepLinkable {
    /// The nodes directly below this one, in the order a search visits them.
    @DeepLinkableBuilder var children: [any DeepLinkable] { get }

    /// The node's object identity, which a search uses to visit each object once; `nil` for a
    /// value. Provided for you: do not implement it.
    ///
    /// A requirement with two defaults, rather than a cast to `AnyObject` during the search,
    /// because that cast goes through the runtime's bridging machinery and costs more than the
    /// rest of a visit.
    var deepLinkIdentity: ObjectIdentifier? { get }
}

extension DeepLinkable {
    /// No children: a leaf of the tree.
    public var children: [any DeepLinkable] { [] }

    /// `nil`: a value has no identity, and a value cannot be reached twice.
    public var deepLinkIdentity: ObjectIdentifier? { nil }
}

extension DeepLinkable where Self: AnyObject {
    /// The object's identity.
    public var deepLinkIdentity: ObjectIdentifier? { ObjectIdentifier(self) }
}

/// Builds the ``DeepLinkable/children`` list: each line adds a child, an optional child when it
/// is present, or every element of an array.
///
/// Inlinable, so that a node's `children` is specialised for its own types in its own module:
/// a search reads `children` once per node, and unspecialised generic code there dominates
/// the cost of a search.
@resultBuilder
public enum DeepLinkableBuilder {
    /// A line holding a child: the child.
    @inlinable public static func buildExpression(_ child: any DeepLinkable) -> [any DeepLinkable] { [child] }

    /// A line holding an optional child: the child, or nothing when it is `nil`.
    @inlinable public static func buildExpression(_ child: (any DeepLinkable)?) -> [any DeepLinkable] {
        child.map { [$0] } ?? []
    }

    /// A line holding a sequence of children: every one, in order.
    @inlinable public static func buildExpression<Children: Sequence>(
        _ children: Children
    ) -> [any DeepLinkable] where Children.Element: DeepLinkable {
        children.map { $0 }
    }

    /// A line holding a list of children of mixed types: the list.
    @inlinable public static func buildExpression(_ children: [any DeepLinkable]) -> [any DeepLinkable] {
        children
    }

    @inlinable public static func buildBlock(_ parts: [any DeepLinkable]...) -> [any DeepLinkable] {
        parts.flatMap { $0 }
    }

    /// One line: its list as is, without joining.
    @inlinable public static func buildBlock(_ part: [any DeepLinkable]) -> [any DeepLinkable] { part }

    /// An `if` without `else`: its children when the condition held, otherwise none.
    @inlinable public static func buildOptional(_ part: [any DeepLinkable]?) -> [any DeepLinkable] {
        part ?? []
    }

    /// The first branch of an `if`–`else` or a `switch`.
    @inlinable public static func buildEither(first part: [any DeepLinkable]) -> [any DeepLinkable] { part }

    /// The second branch of an `if`–`else` or a `switch`.
    @inlinable public static func buildEither(second part: [any DeepLinkable]) -> [any DeepLinkable] { part }

    /// A `for` loop: the children of every pass, in order.
    @inlinable public static func buildArray(_ parts: [[any DeepLinkable]]) -> [any DeepLinkable] {
        parts.flatMap { $0 }
    }

    /// An `if #available` branch: its children.
    @inlinable public static func buildLimitedAvailability(_ part: [any DeepLinkable]) -> [any DeepLinkable] {
        part
    }
}
