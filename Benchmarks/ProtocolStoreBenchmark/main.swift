// Deep-link search: `firstReceiver(as:where:)` against a `Mirror`-based search of the same
// tree, the original's fallback, which reflects every stored property of every node.
// Run: swift run -c release protocolstore-benchmark

import Foundation
import ProtocolStore

/// A node of the benchmark tree, with a few stored properties besides its children, as a real
/// view model has; a `Mirror` has to look at all of them.
@MainActor
final class BenchNode: DeepLinkable {
    let id: Int
    let title: String
    let isFavourite: Bool
    var nodes: [BenchNode] = []

    init(id: Int) {
        self.id = id
        title = "Node \(id)"
        isFavourite = id.isMultiple(of: 7)
    }

    var children: [any DeepLinkable] { nodes }
}

/// The original's fallback: breadth-first, children found by reflecting stored properties
/// (any `DeepLinkable` value, or collection of them). Given the same visited set, so the
/// difference measured is reflection against a declared `children` list.
@MainActor
func mirrorSearch<Receiver>(
    from root: any DeepLinkable, as type: Receiver.Type, where predicate: (Receiver) -> Bool
) -> Receiver? {
    var queue: [Any] = [root]
    var head = 0
    var visited = Set<ObjectIdentifier>()
    while head < queue.count {
        let node = queue[head]
        head += 1
        if Swift.type(of: node) is AnyClass, !visited.insert(ObjectIdentifier(node as AnyObject)).inserted {
            continue
        }
        if let match = node as? Receiver, predicate(match) { return match }
        for child in Mirror(reflecting: node).children {
            if child.value is any DeepLinkable {
                queue.append(child.value)
            } else if let collection = child.value as? [Any] {
                queue.append(contentsOf: collection.filter { $0 is any DeepLinkable })
            }
        }
    }
    return nil
}

/// A tree of `count` nodes, ten children per node, numbered breadth-first.
@MainActor
func makeTree(count: Int) -> BenchNode {
    let all = (0..<count).map(BenchNode.init(id:))
    for (index, node) in all.enumerated() {
        let first = index * 10 + 1
        if first < count { node.nodes = Array(all[first..<min(first + 10, count)]) }
    }
    return all[0]
}

/// Median seconds per call of `body`, over `rounds` rounds of `repeats` calls.
@MainActor
func measure(rounds: Int = 11, repeats: Int, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<rounds {
        let elapsed = clock.measure { for _ in 0..<repeats { body() } }
        samples.append(Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds))
    }
    return samples.sorted()[rounds / 2] / Double(repeats)
}

func microseconds(_ seconds: Double) -> String {
    let value = (seconds * 1e6 * 10).rounded() / 10
    return "\(value) µs"
}

let nodeCount = 10_000
let root = makeTree(count: nodeCount)
let lastID = nodeCount - 1

// Both searches must agree before their speed means anything.
precondition(root.firstReceiver(as: BenchNode.self, where: { $0.id == lastID })?.id == lastID)
precondition(mirrorSearch(from: root, as: BenchNode.self, where: { $0.id == lastID })?.id == lastID)

if CommandLine.arguments.contains("--profile") {
    // Only the declared search, for a profiler.
    for _ in 0..<500 { _ = root.firstReceiver(as: BenchNode.self, where: { $0.id == lastID }) }
    exit(0)
}

print("Deep-link search over a tree of \(nodeCount) nodes (10 children each), median of 11 rounds")
print("")

for (label, target) in [("last node (visits all)", lastID), ("depth 2 (visits 12)", 11)] {
    var found = 0
    let declared = measure(repeats: target == lastID ? 20 : 5_000) {
        found &+= root.firstReceiver(as: BenchNode.self, where: { $0.id == target })?.id ?? 0
    }
    let reflected = measure(repeats: target == lastID ? 3 : 1_000) {
        found &+= mirrorSearch(from: root, as: BenchNode.self, where: { $0.id == target })?.id ?? 0
    }
    precondition(found != 0)
    let ratio = (reflected / declared * 10).rounded() / 10
    print("Target: \(label)")
    print("  Mirror-based search (baseline): \(microseconds(reflected)) per search")
    print("  firstReceiver(as:where:):       \(microseconds(declared)) per search")
    print("  firstReceiver is \(ratio)x faster than the baseline (target: at least 10x)")
    print("")
}
