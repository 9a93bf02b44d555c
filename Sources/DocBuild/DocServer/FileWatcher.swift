/// Reports changes to files under some roots, in batches: what `docbuild preview` rebuilds on.
///
/// ```swift
/// let watcher = try makeFileWatcher(roots: ["Sources", "Docs"]) { $0.hasSuffix("/.build") }
/// for await changed in watcher.changes {
///     print(changed)  // Prints ["/work/Docs/Guide.md"] after the guide is saved
/// }
/// ```
package protocol FileWatcher: Sendable {
    /// Batches of changed paths, absolute and standardized; a batch is sent once `quiet` has passed
    /// without another change. The stream finishes after ``stop()``.
    ///
    /// A path is reported when the file or directory there was created, written, renamed to or
    /// from, deleted, or had its attributes changed. It may no longer exist.
    var changes: AsyncStream<Set<String>> { get }

    /// Stops watching and finishes ``changes``; no batch is sent after it returns. Calling it again
    /// does nothing.
    func stop()
}

/// Why a watcher could not start, with what to do about it.
package enum FileWatchFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// A root does not exist.
    case missingRoot(String)
    /// The system refused to watch `path`; `reason` is its message.
    case cannotWatch(path: String, reason: String)

    /// The message docbuild prints: what failed, and what to do.
    package var description: String {
        switch self {
        case .missingRoot(let path):
            "Cannot watch \(path): it does not exist. Check the path, or create it first."
        case .cannotWatch(let path, let reason):
            "Cannot watch \(path): \(reason). On Linux, raise fs.inotify.max_user_watches or "
                + "max_user_instances (sysctl), or exclude large folders."
        }
    }
}

/// Creates the best watcher of this platform for `roots`.
///
/// On Linux, an ``InotifyWatcher``: the kernel reports each change as it happens. Elsewhere, a
/// ``PollingWatcher``, which compares snapshots every 250 ms: on macOS FSEvents (or kqueue) would
/// be the better choice, but this code is built and tested on a Linux machine only, where neither
/// can be compiled or tried, so macOS gets the portable watcher rather than untested code.
///
/// - Parameters:
///   - roots: Files and directories; directories are watched recursively, including directories
///     created later.
///   - isExcluded: Called with the absolute path of each entry found; an excluded file is never
///     reported, and an excluded directory is never entered. Roots themselves are always watched.
///   - quiet: How long no change must be seen before a batch is sent.
/// - Returns: A watcher already watching: a change made after this returns is reported.
/// - Throws: ``FileWatchFailure`` when a root is missing or the system refuses to watch.
package func makeFileWatcher(
    roots: [String], excluding isExcluded: @escaping @Sendable (String) -> Bool,
    quiet: Duration = .milliseconds(30)
) throws(FileWatchFailure) -> any FileWatcher {
    #if os(Linux)
        try InotifyWatcher(roots: roots, excluding: isExcluded, quiet: quiet)
    #else
        try PollingWatcher(roots: roots, excluding: isExcluded, quiet: quiet)
    #endif
}
