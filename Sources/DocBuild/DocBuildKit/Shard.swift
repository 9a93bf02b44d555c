/// `--shard I/N`: the I-th of N parts of the articles, so that a CI matrix can spread a large doc
/// set across machines.
///
/// The articles are dealt round-robin in path order: article `k` (0-based, of the sorted list)
/// belongs to shard `k % N + 1`. Every article is in exactly one shard, so the N shards' results
/// together are one full run's.
///
/// ```swift
/// Shard(index: 2, count: 3).select(["a", "b", "c", "d", "e"])  // ["b", "e"]
/// ```
struct Shard: Hashable, Sendable {
    /// 1-based.
    var index: Int
    var count: Int

    /// Parses `I/N`, with `1 ≤ I ≤ N`.
    init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            (1...count).contains(index)
        else { return nil }
        self.init(index: index, count: count)
    }

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// This shard's share of `files`, which must be sorted.
    func select(_ files: [String]) -> [String] {
        files.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
