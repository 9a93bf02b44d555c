/// The generated site, in memory: every file by its path from the site's root.
///
/// Rendering fills this; only ``SiteWriter`` puts it on disk. Paths are kept sorted when
/// written, and nothing time-dependent goes in, so identical input gives identical bytes.
package struct SiteFiles: Hashable, Sendable {
    private(set) var contents: [String: [UInt8]] = [:]

    package init() {}

    /// Adds (or replaces) the file at `path`.
    mutating func add(_ path: String, text: String) {
        contents[path] = Array(text.utf8)
    }

    /// Adds (or replaces) the file at `path`.
    mutating func add(_ path: String, bytes: [UInt8]) {
        contents[path] = bytes
    }

    /// The paths, sorted.
    package var paths: [String] { contents.keys.sorted() }

    /// The bytes of the file at `path`.
    package func bytes(at path: String) -> [UInt8]? { contents[path] }

    /// The paths whose file differs from `other`'s (added, changed or gone), sorted.
    package func paths(differingFrom other: SiteFiles) -> [String] {
        Set(contents.keys).union(other.contents.keys).filter { contents[$0] != other.contents[$0] }.sorted()
    }

    /// The text of the file at `path`.
    func text(at path: String) -> String? {
        contents[path].map { String(decoding: $0, as: UTF8.self) }
    }

    /// The total size of the files whose path ends with `suffix`, in bytes.
    package func size(ofFilesEndingWith suffix: String) -> Int {
        contents.filter { $0.key.hasSuffix(suffix) }.values.reduce(0) { $0 + $1.count }
    }
}
