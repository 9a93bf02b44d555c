#if os(Linux)
    import Foundation
    import Glibc
    import QuartetSupport

    /// A ``FileWatcher`` on Linux's inotify: the kernel reports each change as it happens, so a
    /// save is reported once the quiet period has passed, and nothing is spent while nothing
    /// changes.
    ///
    /// A thread of its own reads the inotify descriptor (a blocking read has no place on Swift
    /// concurrency's cooperative pool), waiting in `poll` on it and on a wake-up pipe with the time
    /// left until the current batch is due, which is how batches are debounced without a timer.
    /// ``stop()`` wakes that thread through the pipe; the thread then closes the descriptor, which
    /// removes every watch.
    ///
    /// A root directory that is deleted is reported, and no longer watched even if it comes back;
    /// a directory the system refuses a watch for (past `fs.inotify.max_user_watches`) after the
    /// start is silently not watched.
    package final class InotifyWatcher: FileWatcher {
        package var changes: AsyncStream<Set<String>> { lifetime.changes }
        private let lifetime: WatcherLifetime

        /// Watches `roots` until ``stop()``.
        ///
        /// - Parameters:
        ///   - roots: Files and directories; directories are watched recursively.
        ///   - isExcluded: Whether an entry, by absolute path, is left out with what is under it.
        ///   - quiet: How long no change must be seen before a batch is sent.
        /// - Throws: ``FileWatchFailure`` when a root is missing or the system refuses a watch.
        package init(
            roots: [String], excluding isExcluded: @escaping @Sendable (String) -> Bool,
            quiet: Duration = .milliseconds(30)
        ) throws(FileWatchFailure) {
            let roots = try WatchRoot.resolve(roots)
            let descriptor = inotify_init1(Int32(IN_CLOEXEC))
            guard descriptor >= 0 else {
                throw .cannotWatch(path: roots.first?.path ?? "/", reason: POSIXSocket.errorText(errno))
            }
            var watches = InotifyWatches(descriptor: descriptor, roots: roots, isExcluded: isExcluded)
            do {
                try watches.watchRoots()
            } catch {
                close(descriptor)
                throw error
            }
            guard let wake = WakePipe() else {
                close(descriptor)
                throw .cannotWatch(path: roots.first?.path ?? "/", reason: POSIXSocket.errorText(errno))
            }
            let lifetime = WatcherLifetime(wake: wake)
            self.lifetime = lifetime
            let reader = Reader(watches: watches, lifetime: lifetime, quiet: quiet)
            let thread = Thread { reader.run() }
            thread.name = "docbuild preview: inotify"
            thread.start()
        }

        deinit {
            stop()
        }

        package func stop() {
            lifetime.stop()
        }

        /// The reader thread's loop, with what it owns.
        private struct Reader: Sendable {
            let watches: InotifyWatches
            let lifetime: WatcherLifetime
            let quiet: Duration

            /// Reads events and sends batches until the watcher stops; then closes the descriptor.
            func run() {
                var watches = watches
                defer { close(watches.descriptor) }
                var batch = ChangeBatch(quiet: quiet)
                var buffer = [UInt8](repeating: 0, count: 64 * 1024)
                while true {
                    let readiness = lifetime.wake.wait(
                        alongside: [watches.descriptor], timeout: batch.timeRemaining(at: .now))
                    if lifetime.isStopped { return }
                    if readiness.isReadable[0] {
                        let count = read(watches.descriptor, &buffer, buffer.count)
                        if count < 0, errno != EINTR, errno != EAGAIN {
                            lifetime.continuation.finish()
                            return
                        }
                        let events = InotifyEvent.parse(buffer[..<max(count, 0)])
                        batch.add(watches.changedPaths(for: events), at: .now)
                    }
                    if let paths = batch.takeIfDue(at: .now) { lifetime.continuation.yield(paths) }
                }
            }
        }
    }
#endif
