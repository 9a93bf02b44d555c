/// Something in the coordinator and view-model tree that a deep link can reach.
///
/// Each node lists its immediate children; ``DeepLinkable/firstReceiver(as:where:)`` walks the
/// tree from there. List children with the ``DeepLinkableBuilder`` result builder: plain values,
/// optionals (skipped when `nil`), arrays, `if` and `for` all work:
///
/// ```swift
/// final class AppCoordinator: DeepLinkable {
///     var home: HomeCoordinator
///     var settings: SettingsCoordinator?
///     var tabs: [TabCoordinator] = []
///
///     var children: [any DeepLinkable] {
///         home
///         settings
///         tabs
///     }
/// }
/// ```
///
/// A node that does not implement ``children`` is a leaf. Unlike the original, children are
/// never discovered through `Mirror` reflection: the tree is exactly what you list, so a search
/// costs one visit per node and cannot wander into unrelated objects.
@MainActor
public protocol DeepLinkable {
    /// The nodes directly below this one, in the order a search visits them.
    @DeepLinkableBuilder var children: [any DeepLinkable] { get }
}

extension DeepLinkable {
    /// No children: a leaf of the tree.
    public var children: [any DeepLinkable] { [] }
}

/// Builds the ``DeepLinkable/children`` list: each line adds a child, an optional child when it
/// is present, or every element of an array.
@resultBuilder
public enum DeepLinkableBuilder {
    public static func buildExpression(_ child: any DeepLinkable) -> [any DeepLinkable] { [child] }

    public static func buildExpression(_ child: (any DeepLinkable)?) -> [any DeepLinkable] {
        child.map { [$0] } ?? []
    }

    public static func buildExpression<Children: Sequence>(
        _ children: Children
    ) -> [any DeepLinkable] where Children.Element: DeepLinkable {
        children.map { $0 }
    }

    public static func buildExpression(_ children: [any DeepLinkable]) -> [any DeepLinkable] {
        children
    }

    public static func buildBlock(_ parts: [any DeepLinkable]...) -> [any DeepLinkable] {
        parts.flatMap { $0 }
    }

    public static func buildOptional(_ part: [any DeepLinkable]?) -> [any DeepLinkable] { part ?? [] }

    public static func buildEither(first part: [any DeepLinkable]) -> [any DeepLinkable] { part }

    public static func buildEither(second part: [any DeepLinkable]) -> [any DeepLinkable] { part }

    public static func buildArray(_ parts: [[any DeepLinkable]]) -> [any DeepLinkable] {
        parts.flatMap { $0 }
    }

    public static func buildLimitedAvailability(_ part: [any DeepLinkable]) -> [any DeepLinkable] {
        part
    }
}
