#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the watchers read of the file system: paths, `lstat`, and recursive listings that skip
/// excluded entries.
enum FileTree {
    /// What `lstat` says of an entry, as much as tells a change: a write changes the modification
    /// time or the size, an atomic save the inode.
    struct Stamp: Hashable, Sendable {
        var isDirectory: Bool
        var modificationSeconds: Int
        var modificationNanoseconds: Int
        var size: Int64
        var inode: UInt64
    }

    /// `path` made absolute (against the working directory) and standardized, lexically: no `.` or
    /// `..` component, no repeated or trailing `/`. Symbolic links are not resolved, so the paths
    /// reported are those the caller gave.
    static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : workingDirectory() + "/" + path
        var components: [Substring] = []
        for component in absolute.split(separator: "/") where component != "." {
            if component == ".." {
                _ = components.popLast()
            } else {
                components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// `name` inside `directory`.
    static func path(_ name: String, in directory: String) -> String {
        directory == "/" ? "/" + name : directory + "/" + name
    }

    /// The stamp of the entry at `path` itself (a symbolic link is not followed), or `nil` when
    /// there is none.
    static func stamp(of path: String) -> Stamp? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            let modification = info.st_mtimespec
        #else
            let modification = info.st_mtim
        #endif
        return Stamp(
            isDirectory: info.st_mode & S_IFMT == S_IFDIR,
            modificationSeconds: Int(modification.tv_sec),
            modificationNanoseconds: Int(modification.tv_nsec),
            size: Int64(info.st_size),
            inode: UInt64(info.st_ino))
    }

    /// Calls `visit` for every entry under `directory`, depth first, a directory before what it
    /// holds; skips excluded entries and what is under them, and never follows a symbolic link,
    /// so a link to a parent cannot make the walk endless.
    ///
    /// An entry that vanishes during the walk is skipped; a directory that cannot be read is
    /// visited but not entered.
    static func walk(
        _ directory: String, excluding isExcluded: (String) -> Bool, visit: (String, Stamp) -> Void
    ) {
        for name in entries(of: directory) {
            let path = path(name, in: directory)
            guard !isExcluded(path), let stamp = stamp(of: path) else { continue }
            visit(path, stamp)
            if stamp.isDirectory { walk(path, excluding: isExcluded, visit: visit) }
        }
    }

    /// The names in `directory`, without `.` and `..`; none when it cannot be read.
    static func entries(of directory: String) -> [String] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            var field = entry.pointee.d_name
            let name = withUnsafeBytes(of: &field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    private static func workingDirectory() -> String {
        guard let path = getcwd(nil, 0) else { return "/" }
        defer { free(path) }
        return String(cString: path)
    }
}

/// A root of a watcher: a standardized path, and whether it is a directory (watched recursively)
/// or a file.
struct WatchRoot: Hashable, Sendable {
    var path: String
    var isDirectory: Bool

    /// The roots `paths` name, standardized, each once.
    ///
    /// - Throws: ``FileWatchFailure/missingRoot(_:)`` for a path where nothing exists.
    static func resolve(_ paths: [String]) throws(FileWatchFailure) -> [WatchRoot] {
        var roots: [WatchRoot] = []
        for path in paths.map(FileTree.standardized) where !roots.contains(where: { $0.path == path }) {
            // A root given as a symbolic link to a directory is a directory root.
            var info = stat()
            guard stat(path, &info) == 0 else { throw .missingRoot(path) }
            roots.append(WatchRoot(path: path, isDirectory: info.st_mode & S_IFMT == S_IFDIR))
        }
        return roots
    }
}
