/// Breadth-first search of a ``DeepLinkable`` tree.
extension DeepLinkable {
    /// The first node of the tree, this one included, that is a `Receiver` and satisfies
    /// `predicate`.
    ///
    /// The search is breadth-first: this node, then its children in order, then their children,
    /// so the receiver closest to this node wins. It keeps a set of the objects it has visited,
    /// so a tree with cycles (a child that lists its parent) terminates, and it uses a queue
    /// rather than recursion, so a deep tree cannot overflow the stack.
    ///
    /// ```swift
    /// # @MainActor protocol RecipeEditing { var recipeID: Int { get } }
    /// # final class EditorViewModel: DeepLinkable, RecipeEditing { let recipeID = 42 }
    /// # final class AppCoordinator: DeepLinkable {
    /// #     let editors = [EditorViewModel()]
    /// #     var children: [any DeepLinkable] { editors }
    /// # }
    /// # let app = AppCoordinator()
    /// let editor = app.firstReceiver(as: RecipeEditing.self, where: { $0.recipeID == 42 })
    /// print(editor?.recipeID ?? 0)  // Prints "42"
    /// ```
    ///
    /// Complexity: O(*n*) visits for a tree of *n* nodes; ``DeepLinkable/children`` is read once
    /// per visited node.
    ///
    /// - Parameters:
    ///   - type: The type to look for; often a protocol.
    ///   - predicate: A further condition on the candidate.
    /// - Returns: The first match in breadth-first order, or `nil`.
    @inlinable
    public func firstReceiver<Receiver>(
        as type: Receiver.Type = Receiver.self,
        where predicate: (Receiver) -> Bool = { _ in true }
    ) -> Receiver? {
        var match: Receiver?
        searchBreadthFirst(from: self) { node in
            guard let candidate = node as? Receiver, predicate(candidate) else { return false }
            match = candidate
            return true
        }
        return match
    }

    /// Every node of the tree, this one included, that is a `Receiver` and satisfies
    /// `predicate`, in breadth-first order.
    ///
    /// - Parameters:
    ///   - type: The type to look for; often a protocol.
    ///   - predicate: A further condition on the candidate.
    /// - Returns: All matches, closest first.
    @inlinable
    public func allReceivers<Receiver>(
        as type: Receiver.Type = Receiver.self,
        where predicate: (Receiver) -> Bool = { _ in true }
    ) -> [Receiver] {
        var matches: [Receiver] = []
        searchBreadthFirst(from: self) { node in
            if let candidate = node as? Receiver, predicate(candidate) { matches.append(candidate) }
            return false
        }
        return matches
    }
}

/// Visits the tree under `root` breadth-first, `root` first, until `visit` returns `true`;
/// each object is visited once, however many parents list it.
///
/// Not generic, so it is compiled once, specialised; the generic searches are thin inlinable
/// wrappers that only cast.
@usableFromInline
@MainActor
func searchBreadthFirst(from root: any DeepLinkable, _ visit: (any DeepLinkable) -> Bool) {
    var queue: [any DeepLinkable] = [root]
    var head = 0
    var visited = Set<ObjectIdentifier>()
    while head < queue.count {
        let node = queue[head]
        head += 1
        // Only objects can be reached twice: a value is copied into its parent's list.
        if let identity = node.deepLinkIdentity, !visited.insert(identity).inserted {
            continue
        }
        if visit(node) { return }
        queue.append(contentsOf: node.children)
    }
}
