/// A line diff by longest common subsequence, written here for the small texts docbuild compares
/// (outputs, listings, the files `--bless` rewrites): the lines both texts share at their start and
/// end are set aside first, so a file with a few changed lines costs little more than reading it.
package enum LineDiff {
    /// One step from the old lines to the new, by index.
    package enum Operation: Hashable, Sendable {
        /// `old[oldIndex]` is `new[newIndex]`.
        case same(oldIndex: Int, newIndex: Int)
        case delete(oldIndex: Int)
        case insert(newIndex: Int)
    }

    /// The steps from `old` to `new`; where a line changed, its deletion comes before its insertion.
    package static func operations(from old: [String], to new: [String]) -> [Operation] {
        var head = 0
        while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head,
            old[old.count - 1 - tail] == new[new.count - 1 - tail]
        {
            tail += 1
        }
        let n = old.count - head - tail
        let m = new.count - head - tail
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] =
                    old[head + i] == new[head + j]
                    ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var result = (0..<head).map { Operation.same(oldIndex: $0, newIndex: $0) }
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, old[head + i] == new[head + j] {
                result.append(.same(oldIndex: head + i, newIndex: head + j))
                i += 1
                j += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                result.append(.delete(oldIndex: head + i))
                i += 1
            } else {
                result.append(.insert(newIndex: head + j))
                j += 1
            }
        }
        result += (0..<tail).map { .same(oldIndex: old.count - tail + $0, newIndex: new.count - tail + $0) }
        return result
    }

    /// The diff as lines prefixed `- `, `+ ` and two spaces.
    package static func lines(from old: [String], to new: [String]) -> [String] {
        operations(from: old, to: new).map { operation in
            switch operation {
            case .same(let index, _): "  " + old[index]
            case .delete(let index): "- " + old[index]
            case .insert(let index): "+ " + new[index]
            }
        }
    }

    /// The diff in the unified format `diff -u` and `git diff` write, with `context` lines around
    /// each change, under `--- a/path` and `+++ b/path`; empty when the lines are the same.
    ///
    /// ```swift
    /// LineDiff.unified(from: ["a", "b"], to: ["a", "c"], path: "A.md")
    /// // "--- a/A.md\n+++ b/A.md\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n"
    /// ```
    package static func unified(from old: [String], to new: [String], path: String, context: Int = 3)
        -> String
    {
        let operations = operations(from: old, to: new)
        let changed = operations.indices.filter {
            if case .same = operations[$0] { false } else { true }
        }
        guard !changed.isEmpty else { return "" }
        // Changes closer than twice the context share a hunk.
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(operations.count - 1, index + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...range.upperBound
            } else {
                hunks.append(range)
            }
        }
        // How many old and new lines come before each step.
        var before: [(old: Int, new: Int)] = []
        var position = (old: 0, new: 0)
        for operation in operations {
            before.append(position)
            if operation.oldIndex != nil { position.old += 1 }
            if operation.newIndex != nil { position.new += 1 }
        }
        var text = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks {
            let steps = operations[hunk]
            let oldCount = steps.filter { $0.oldIndex != nil }.count
            let newCount = steps.filter { $0.newIndex != nil }.count
            let start = before[hunk.lowerBound]
            text += "@@ -\(range(start.old, oldCount)) +\(range(start.new, newCount)) @@\n"
            for step in steps {
                switch step {
                case .same(let index, _): text += " " + old[index] + "\n"
                case .delete(let index): text += "-" + old[index] + "\n"
                case .insert(let index): text += "+" + new[index] + "\n"
                }
            }
        }
        return text
    }

    /// `start,count` as the format writes it, from the 0-based start: 1-based, and for an empty
    /// range the line it follows.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : "\(start + 1),\(count)"
    }
}

extension LineDiff.Operation {
    fileprivate var oldIndex: Int? {
        switch self {
        case .same(let index, _), .delete(let index): index
        case .insert: nil
        }
    }

    fileprivate var newIndex: Int? {
        switch self {
        case .same(_, let index), .insert(let index): index
        case .delete: nil
        }
    }
}
