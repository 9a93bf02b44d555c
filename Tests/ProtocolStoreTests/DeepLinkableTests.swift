import ProtocolStore
import Testing

@MainActor
@Suite struct DeepLinkableTests {
    /// root ─┬─ a ─┬─ a1
    ///       │     └─ a2
    ///       └─ b ─── b1
    private func tree() -> Node {
        Node("root", [Node("a", [Node("a1"), Node("a2")]), Node("b", [Node("b1")])])
    }

    @Test func searchIsBreadthFirstAndIncludesTheStartNode() {
        let root = tree()
        let order = root.allReceivers(as: Node.self).map(\.name)
        #expect(order == ["root", "a", "b", "a1", "a2", "b1"])
    }

    @Test func firstReceiverPrefersTheShallowestMatch() {
        // "b1" is deeper than "b"; both match the predicate, "b" is found first.
        let root = tree()
        let match = root.firstReceiver(as: Node.self, where: { $0.name.hasPrefix("b") })
        #expect(match?.name == "b")
    }

    @Test func firstReceiverVisitsSiblingsBeforeChildren() {
        let root = tree()
        let match = root.firstReceiver(as: Node.self, where: { $0.name.count == 2 })
        #expect(match?.name == "a1")
    }

    @Test func firstReceiverStopsReadingChildrenOnceFound() {
        let root = tree()
        _ = root.firstReceiver(as: Node.self, where: { $0.name == "a" })
        // root's children were read to reach "a"; "a"'s were not.
        #expect(root.childrenReads == 1)
        #expect(root.nodes[0].childrenReads == 0)
    }

    @Test func firstReceiverFindsByTypeWithTypeInference() {
        let target = Target("t")
        let root = Node("root", [Node("a")])
        struct Holder: DeepLinkable {
            let target: Target
            var children: [any DeepLinkable] { target }
        }
        let holder = Holder(target: target)
        let found: Target? = holder.firstReceiver()
        #expect(found === target)
        #expect(root.firstReceiver(as: Target.self) == nil)
    }

    @Test func firstReceiverFindsByProtocol() {
        let model = DefaultMyViewModel(text: "x")
        model.open()
        let detail = model.firstReceiver(as: (any DetailViewModel).self)
        #expect(detail?.title == "x")
    }

    @Test func aCycleIsVisitedOnceAndTheSearchTerminates() {
        let root = Node("root")
        let child = Node("child", [root])  // child lists its parent
        root.nodes = [child, root]  // and root lists itself
        #expect(root.allReceivers(as: Node.self).map(\.name) == ["root", "child"])
        #expect(root.childrenReads == 1)
        #expect(root.firstReceiver(as: Node.self, where: { $0.name == "missing" }) == nil)
        #expect(root.childrenReads == 2)
    }

    @Test func aSharedObjectReachedTwiceIsVisitedOnce() {
        let shared = Node("shared")
        let root = Node("root", [Node("a", [shared]), Node("b", [shared])])
        #expect(root.allReceivers(as: Node.self).map(\.name) == ["root", "a", "b", "shared"])
    }

    @Test func aVeryDeepChainDoesNotOverflowTheStack() {
        // A recursive search would need 200,000 frames.
        let root = Node("0")
        var last = root
        for index in 1...200_000 {
            let next = Node("\(index)")
            last.nodes = [next]
            last = next
        }
        #expect(root.firstReceiver(as: Node.self, where: { $0.name == "200000" }) === last)
        // Release the chain iteratively: a recursive deinit of 200,000 nodes would overflow.
        var node: Node? = root
        while let current = node {
            node = current.nodes.first
            current.nodes = []
        }
    }

    @Test func builderListsValuesOptionalsArraysConditionsAndLoops() {
        struct Parent: DeepLinkable {
            var first: Node
            var optional: Node?
            var missing: Node?
            var array: [Node]
            var flag: Bool

            var children: [any DeepLinkable] {
                first
                optional
                missing
                array
                if flag {
                    Node("if")
                } else {
                    Node("else")
                }
                for index in 0..<2 {
                    Node("for\(index)")
                }
            }
        }
        let parent = Parent(
            first: Node("first"), optional: Node("optional"), missing: nil,
            array: [Node("x"), Node("y")], flag: true
        )
        let names = parent.children.compactMap { ($0 as? Node)?.name }
        #expect(names == ["first", "optional", "x", "y", "if", "for0", "for1"])
    }

    @Test func objectsHaveAnIdentityAndValuesHaveNone() {
        struct Leaf: DeepLinkable {}
        let model = DefaultMyViewModel()
        #expect(model.deepLinkIdentity == ObjectIdentifier(model))
        #expect((model as any DeepLinkable).deepLinkIdentity == ObjectIdentifier(model))
        #expect(Leaf().deepLinkIdentity == nil)
    }

    @Test func aValueListedTwiceIsVisitedTwice() {
        // Values are copies, so they cannot form a cycle, and each copy is a node of its own.
        struct Leaf: DeepLinkable {
            let name: String
        }
        struct Parent: DeepLinkable {
            let leaf = Leaf(name: "leaf")
            var children: [any DeepLinkable] {
                leaf
                leaf
            }
        }
        #expect(Parent().allReceivers(as: Leaf.self).map(\.name) == ["leaf", "leaf"])
    }

    @Test func aViewModelThatListsItselfIsVisitedOnce() {
        let model = Looping()
        #expect(model.allReceivers(as: Looping.self).count == 1)
    }

    @Test func aNodeWithoutChildrenIsALeaf() {
        #expect(Target("leaf").children.isEmpty)
    }
}
