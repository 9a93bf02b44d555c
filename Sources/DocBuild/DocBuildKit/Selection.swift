/// Which part of the package a run checks, decided once from `--filter` and `--shard`: every
/// stage that does less in a part of a run asks this, never the options.
///
/// A whole run checks every article, every module's doc comments, the example demos and the
/// symbol links of the modules' overviews, and may write the site and judge the whole baseline.
/// The N shards of `--shard I/N` together are one whole run: the first also checks what is not an
/// article (the doc comments, the demos). `--filter TEXT` checks the articles and modules whose
/// path contains `TEXT`, and nothing else.
///
/// ```swift
/// let selection = Selection(filter: nil, shard: Shard(index: 2, count: 3))
/// // selection.isWhole == false, selection.checksDemos == false
/// ```
struct Selection: Hashable, Sendable {
    /// `--filter TEXT`: only the articles and modules whose path contains `TEXT`, ignoring case.
    var filter: String?
    /// `--shard I/N`: the I-th of N parts of the articles.
    var shard: Shard?

    init(filter: String? = nil, shard: Shard? = nil) {
        self.filter = filter
        self.shard = shard
    }

    /// The selection `options` make.
    init(_ options: Options) {
        self.init(filter: options.filter, shard: options.shard)
    }

    /// The whole package: no `--filter`, no `--shard`.
    var isWhole: Bool { filter == nil && shard == nil }

    /// The option that makes the run a part of one, as a message names it; `nil` for a whole run.
    var partOption: String? {
        filter != nil ? "--filter" : shard != nil ? "--shard" : nil
    }

    /// Whether the run checks the example demos (and their SwiftUI files): a whole run, or the first
    /// shard, so that the shards' results together are one whole run's.
    var checksDemos: Bool { filter == nil && isFirstShard }

    /// Whether the doc comments of `module` (a folder of `Sources/`) are checked: in the first
    /// shard, when `--filter` matches `Sources/<module>`.
    func checksDocComments(ofModule module: String) -> Bool {
        isFirstShard && (filter.map { "Sources/\(module)".localizedCaseInsensitiveContains($0) } ?? true)
    }

    /// Whether the snippet at `path` (`Snippets/Count.swift`) is checked: in the first shard, when
    /// `--filter` matches its path.
    func checksSnippet(_ path: String) -> Bool {
        isFirstShard && (filter.map { path.localizedCaseInsensitiveContains($0) } ?? true)
    }

    /// Whether the symbol links of the modules' overviews (`Sources/<Module>/README.md`, a
    /// catalog's root page) are checked: they belong to no article `--filter` could select.
    var checksModuleOverviews: Bool { filter == nil }

    /// The articles of `files` (sorted, already matched against ``filter``) that this shard checks.
    func articles(_ files: [String]) -> [String] {
        shard?.select(files) ?? files
    }

    private var isFirstShard: Bool { (shard?.index ?? 1) == 1 }
}
