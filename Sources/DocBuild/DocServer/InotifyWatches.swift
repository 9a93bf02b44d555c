#if os(Linux)
    import Glibc

    /// The directories an ``InotifyWatcher`` watches, by watch descriptor, and what each event
    /// means as changed paths.
    ///
    /// inotify watches one directory at a time, not a tree: every directory under a root gets a
    /// watch of its own, and a directory created (or moved in) later gets one when its creation is
    /// read, with the files already inside it reported, since they may have been written before the
    /// watch existed. A file root is watched through its parent, limited to its name, so that an
    /// atomic save (a new file renamed over it) is still seen.
    ///
    /// Owned by the watcher's reader thread alone, once set up.
    struct InotifyWatches: Sendable {
        /// What one watch covers.
        private struct Directory: Sendable {
            var path: String
            /// The names reported; `nil` for every entry, as for a directory watched recursively.
            var names: Set<String>?
        }

        /// What each watch asks for. `IN_MODIFY` is left out on purpose: it fires on every
        /// `write(2)` of a large file, and `IN_CLOSE_WRITE` marks the end of the writing.
        static let mask = UInt32(
            IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_DELETE_SELF
                | IN_MOVE_SELF | IN_ATTRIB | IN_ONLYDIR)

        let descriptor: Int32
        let roots: [WatchRoot]
        let isExcluded: @Sendable (String) -> Bool
        private var directories: [Int32: Directory] = [:]
        private var watches: [String: Int32] = [:]

        init(descriptor: Int32, roots: [WatchRoot], isExcluded: @escaping @Sendable (String) -> Bool) {
            self.descriptor = descriptor
            self.roots = roots
            self.isExcluded = isExcluded
        }

        /// Watches every root: each directory root's tree, each file root's parent.
        ///
        /// - Throws: ``FileWatchFailure/cannotWatch(path:reason:)`` when the system refuses a watch,
        ///   typically because `fs.inotify.max_user_watches` is reached.
        mutating func watchRoots() throws(FileWatchFailure) {
            for root in roots {
                if root.isDirectory {
                    var failure: FileWatchFailure?
                    try watch(root.path, names: nil)
                    FileTree.walk(root.path, excluding: isExcluded) { path, stamp in
                        guard stamp.isDirectory, failure == nil else { return }
                        do throws(FileWatchFailure) { try watch(path, names: nil) } catch { failure = error }
                    }
                    if let failure { throw failure }
                } else {
                    let name = String(root.path.split(separator: "/").last ?? "")
                    let parent = String(root.path.dropLast(name.count + 1))
                    try watch(parent.isEmpty ? "/" : parent, names: [name])
                }
            }
        }

        /// The paths that `events` changed; watches new directories and forgets removed ones on
        /// the way.
        mutating func changedPaths(for events: [InotifyEvent]) -> Set<String> {
            var changed: Set<String> = []
            for event in events {
                if event.has(IN_Q_OVERFLOW) {
                    // Events were lost: report everything, and watch what appeared meanwhile.
                    changed.formUnion(roots.map(\.path))
                    try? watchRoots()
                    continue
                }
                guard let directory = directories[event.watch] else { continue }
                if event.has(IN_IGNORED) {
                    forget(event.watch)
                } else if event.name.isEmpty {
                    // The watched directory itself: deleted, moved away, or its attributes changed.
                    if event.has(IN_DELETE_SELF | IN_MOVE_SELF) {
                        // For a file root's parent, what changed is the file.
                        let paths = directory.names.map { $0.map { FileTree.path($0, in: directory.path) } }
                        changed.formUnion(paths ?? [directory.path])
                    }
                    if event.has(IN_MOVE_SELF) { unwatchTree(directory.path) }
                } else if directory.names?.contains(event.name) ?? true {
                    let path = FileTree.path(event.name, in: directory.path)
                    guard !isExcluded(path) else { continue }
                    changed.insert(path)
                    guard event.has(IN_ISDIR), directory.names == nil else { continue }
                    if event.has(IN_CREATE | IN_MOVED_TO) { changed.formUnion(watchTree(path)) }
                    if event.has(IN_MOVED_FROM) { unwatchTree(path) }
                }
            }
            return changed
        }

        /// Watches `path` and the directories under it, as far as the system allows.
        ///
        /// - Returns: Every entry found under it: they may have been written before the watch
        ///   existed, so they count as changed.
        private mutating func watchTree(_ path: String) -> [String] {
            guard (try? watch(path, names: nil)) != nil else { return [] }
            var found: [String] = []
            FileTree.walk(path, excluding: isExcluded) { entry, stamp in
                if stamp.isDirectory { try? watch(entry, names: nil) }
                found.append(entry)
            }
            return found
        }

        /// Adds a watch on the directory `path`, or widens the one it has.
        private mutating func watch(_ path: String, names: Set<String>?) throws(FileWatchFailure) {
            let watch = inotify_add_watch(descriptor, path, Self.mask)
            guard watch >= 0 else {
                throw .cannotWatch(path: path, reason: POSIXSocket.errorText(errno))
            }
            // The same directory has the same watch; a recursive watch sees every name.
            let earlier = directories[watch]?.names
            let merged =
                directories[watch] == nil ? names : earlier.flatMap { a in names.map { a.union($0) } }
            directories[watch] = Directory(path: path, names: merged)
            watches[path] = watch
        }

        /// Removes the watches of `path` and of the directories under it: the tree was moved away,
        /// and its watches would report it under its old paths.
        private mutating func unwatchTree(_ path: String) {
            let prefix = path + "/"
            for (watched, watch) in watches where watched == path || watched.hasPrefix(prefix) {
                _ = inotify_rm_watch(descriptor, watch)
                forget(watch)
            }
        }

        /// Forgets `watch`, which the kernel dropped (`IN_IGNORED`) or this code removed.
        private mutating func forget(_ watch: Int32) {
            guard let directory = directories.removeValue(forKey: watch) else { return }
            // The path may be watched again already, under a new descriptor (a moved directory).
            if watches[directory.path] == watch { watches[directory.path] = nil }
        }
    }
#endif
