// Data that is alive at exit, and reachable, which LeakSanitizer still reports as leaked: an
// indirect enum refers to its boxes through pointers with the case in their spare bits, which
// LeakSanitizer does not take for pointers. Run with `swiftc -sanitize=address` and
// ASAN_OPTIONS=detect_leaks=1: it reports "Direct leak" of the boxes of `tree`, though `tree` is
// a global in use until the end. The same enum held in a local and freed is not reported.
//
// This is why Tests/DocBuildKitTests/FixtureSupport.swift releases its shared check runs (whose
// reports hold MarkdownBlock trees) before LeakSanitizer's check at exit, and why the fuzz targets
// keep no parsed document in a global.
indirect enum Tree {
    case leaf(Int)
    case node([Tree])
    case pair(Tree, Tree)
}

let tree: Tree = .pair(.leaf(1), .node([.leaf(2), .leaf(3)]))
print(tree)
