import DocMarkdown
import Doctest
import SwiftHighlighting

/// The programs of a notebook whose blocks declare a name again, as books do ("here is another
/// version of `Point`"): a later declaration replaces the earlier one, as in a playground or a
/// REPL, instead of failing both blocks with "invalid redeclaration".
///
/// The blocks are read in order into one program until a block declares at top level a name the
/// program already declares. That block starts a new program, which replays first the earlier
/// blocks it needs — the latest declaration of each name it uses, and theirs in turn — and goes
/// on with the blocks after it, each bringing the earlier blocks it needs. A replayed block is run
/// again for what it declares; its output is its first program's, the one checked.
///
/// ```swift
/// let segments = NotebookSegments.segments(of: samples)
/// // [[0, 1, 2], [0, 3, 4]]: block 3 redeclares a name of block 1, and uses block 0's.
/// ```
///
/// A notebook without a redeclaration is one program, as before: the cost of a build is unchanged.
package enum NotebookSegments {
    /// One program: its samples in order, and which of them it only replays.
    struct Segment: Hashable, Sendable {
        var samples: [Sample]
        /// Indices (``Sample/index``) of the samples another segment checks.
        var replayed: Set<Int>
    }

    /// How many programs the notebook article `text` makes of how many blocks: what the benchmark
    /// measures planning by.
    package static func programs(ofArticle text: String, path: String) -> (blocks: Int, programs: Int) {
        let samples = SampleExtractor(packageDirectory: nil).extract(
            from: CMarkParser.parse(text, path: path)
        )
        .samples.filter(\.isPartOfArticleProgram)
        return (samples.count, segments(of: samples).count)
    }

    /// The segments of `samples`, a notebook's `run` blocks in order.
    static func segments(of samples: [Sample]) -> [Segment] {
        let names = samples.map { BlockNames(of: $0.code) }
        var segments: [(members: [Int], replayed: Set<Int>, declared: Set<String>)] = []
        for position in samples.indices {
            let declares = names[position].declared
            if var current = segments.last, current.declared.isDisjoint(with: declares) {
                let needed = closure(of: position, names: names).filter { !current.members.contains($0) }
                let neededNames = needed.reduce(into: Set<String>()) { $0.formUnion(names[$1].declared) }
                if neededNames.isDisjoint(with: current.declared), neededNames.isDisjoint(with: declares) {
                    current.members = (current.members + needed + [position]).sorted()
                    current.replayed.formUnion(needed)
                    current.declared.formUnion(neededNames.union(declares))
                    segments[segments.count - 1] = current
                    continue
                }
            }
            let needed = segments.isEmpty ? [] : closure(of: position, names: names)
            let declared = needed.reduce(into: declares) { $0.formUnion(names[$1].declared) }
            segments.append(((needed + [position]).sorted(), Set(needed), declared))
        }
        return segments.map { segment in
            Segment(
                samples: segment.members.map { samples[$0] },
                replayed: Set(segment.replayed.map { samples[$0].index }))
        }
    }

    /// The earlier blocks `position` needs, transitively: for each name it uses and does not
    /// declare, the latest block before it that declares the name.
    private static func closure(of position: Int, names: [BlockNames]) -> [Int] {
        var needed: Set<Int> = []
        var pending = [position]
        while let block = pending.popLast() {
            for name in names[block].used.subtracting(names[block].declared) {
                guard let declaring = (0..<block).last(where: { names[$0].declared.contains(name) }),
                    needed.insert(declaring).inserted
                else { continue }
                pending.append(declaring)
            }
        }
        return needed.sorted()
    }
}

/// The names a block of Swift declares at top level (`let x`, `var (a, b)`, `func f`, `struct S`,
/// …) and every name it mentions, read with ``SwiftLexer`` with strings and comments left out.
///
/// An approximation, on purpose: a name it mentions that is no use (a label, a member of the same
/// name) at worst replays one block more.
struct BlockNames: Hashable, Sendable {
    var declared: Set<String> = []
    var used: Set<String> = []

    private static let declaring: Set<String> = [
        "func", "struct", "class", "enum", "actor", "protocol", "typealias",
    ]

    init(of code: String) {
        let bytes = SwiftLexer.bytes(of: code, blanking: [.string, .stringEscape, .comment])
        var depth = 0
        var previous: String?
        var binding: (parentheses: Int, isOpen: Bool)?
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if let (word, end) = Self.identifier(in: bytes, at: index) {
                index = end
                if depth == 0, let open = binding, open.isOpen {
                    declared.insert(word)
                    if open.parentheses == 0 { binding = nil }
                } else if depth == 0, let keyword = previous, Self.declaring.contains(keyword) {
                    declared.insert(word)
                } else {
                    used.insert(word)
                }
                // `if let x`, `while let x` and `case let x` bind in their own scope.
                if depth == 0, word == "let" || word == "var",
                    !["if", "while", "case"].contains(previous ?? "")
                {
                    binding = (0, true)
                }
                previous = word
                continue
            }
            switch byte {
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"): depth = max(0, depth - 1)
            case UInt8(ascii: "("):
                if var open = binding {
                    open.parentheses += 1
                    binding = open
                }
            case UInt8(ascii: ")"):
                if var open = binding {
                    open.parentheses -= 1
                    binding = open.parentheses <= 0 ? nil : open
                }
            case UInt8(ascii: "="), UInt8(ascii: ":"):
                if binding?.parentheses == 0 { binding = nil }
            default: break
            }
            if !(byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")) {
                previous = nil
            }
            index += 1
        }
    }

    /// The identifier (backticks removed) that starts at `index` of `bytes`, and where it ends;
    /// `nil` when none starts there.
    private static func identifier(in bytes: [UInt8], at index: Int) -> (word: String, end: Int)? {
        let byte = bytes[index]
        guard SwiftLexer.isIdentifierStart(byte) || byte == UInt8(ascii: "`") else { return nil }
        var end = index + 1
        while end < bytes.count, SwiftLexer.isIdentifierContinuation(bytes[end]) { end += 1 }
        if byte == UInt8(ascii: "`"), end < bytes.count, bytes[end] == UInt8(ascii: "`") { end += 1 }
        return (String(decoding: bytes[index..<end], as: UTF8.self).filter { $0 != "`" }, end)
    }
}
