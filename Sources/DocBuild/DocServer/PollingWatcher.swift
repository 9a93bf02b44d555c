import Foundation
import QuartetSupport

/// A ``FileWatcher`` for any platform: it compares snapshots of the roots every `interval`.
///
/// A snapshot maps each path under the roots to its stamp (modification time to the nanosecond,
/// size, inode): a write changes the time or the size, an atomic save the inode, a creation or a
/// deletion the set of paths. Directories count only by their presence, so creating a file
/// reports the file, not its folder, as ``InotifyWatcher`` does.
///
/// The snapshots are taken on a thread of its own, which waits in `poll` on a wake-up pipe until
/// the next snapshot or the next batch is due, or ``stop()`` wakes it.
///
/// Its limits are a poller's: a change is seen up to `interval` late; two writes of the same size
/// within one tick of the file system's clock (a few milliseconds on Linux) look like one, and a
/// write that leaves size and time unchanged is missed; each snapshot costs an `lstat` per entry,
/// so a tree of tens of thousands of files wants a longer interval.
package final class PollingWatcher: FileWatcher {
    package var changes: AsyncStream<Set<String>> { lifetime.changes }
    private let lifetime: WatcherLifetime

    /// Takes a first snapshot of `roots`, then watches them until ``stop()``.
    ///
    /// - Parameters:
    ///   - roots: Files and directories; directories are watched recursively.
    ///   - isExcluded: Whether an entry, by absolute path, is left out with what is under it.
    ///   - quiet: How long no change must be seen before a batch is sent.
    ///   - interval: How often a snapshot is taken.
    /// - Throws: ``FileWatchFailure`` when a root is missing.
    package init(
        roots: [String], excluding isExcluded: @escaping @Sendable (String) -> Bool,
        quiet: Duration = .milliseconds(30), interval: Duration = .milliseconds(250)
    ) throws(FileWatchFailure) {
        let roots = try WatchRoot.resolve(roots)
        guard let wake = WakePipe() else {
            throw .cannotWatch(path: roots.first?.path ?? "/", reason: POSIXSocket.errorText(errno))
        }
        let lifetime = WatcherLifetime(wake: wake)
        self.lifetime = lifetime
        let poller = Poller(roots: roots, isExcluded: isExcluded, interval: interval, lifetime: lifetime)
        let first = poller.snapshot()
        let thread = Thread { poller.run(from: first, quiet: quiet) }
        thread.name = "docbuild preview: polling watcher"
        thread.start()
    }

    deinit {
        stop()
    }

    package func stop() {
        lifetime.stop()
    }

    /// The polling thread's loop, with what it reads.
    private struct Poller: Sendable {
        let roots: [WatchRoot]
        let isExcluded: @Sendable (String) -> Bool
        let interval: Duration
        let lifetime: WatcherLifetime

        /// Snapshots every `interval` and sends batches until the watcher stops.
        func run(from first: [String: FileTree.Stamp], quiet: Duration) {
            var previous = first
            var batch = ChangeBatch(quiet: quiet)
            var nextSnapshot = ContinuousClock.now + interval
            while true {
                let wakeTime = min(nextSnapshot, batch.dueTime ?? nextSnapshot)
                _ = lifetime.wake.wait(timeout: ContinuousClock.now.duration(to: wakeTime))
                if lifetime.isStopped { return }
                if ContinuousClock.now >= nextSnapshot {
                    let current = snapshot()
                    batch.add(Self.changedPaths(from: previous, to: current), at: .now)
                    previous = current
                    nextSnapshot = .now + interval
                }
                if let paths = batch.takeIfDue(at: .now) { lifetime.continuation.yield(paths) }
            }
        }

        /// Every path under the roots, with its stamp; directories without their times.
        func snapshot() -> [String: FileTree.Stamp] {
            var stamps: [String: FileTree.Stamp] = [:]
            let record = { (path: String, stamp: FileTree.Stamp) in
                stamps[path] =
                    stamp.isDirectory
                    ? FileTree.Stamp(
                        isDirectory: true, modificationSeconds: 0, modificationNanoseconds: 0, size: 0,
                        inode: 0)
                    : stamp
            }
            for root in roots {
                guard let stamp = FileTree.stamp(of: root.path) else { continue }
                record(root.path, stamp)
                if stamp.isDirectory || root.isDirectory {
                    FileTree.walk(root.path, excluding: isExcluded, visit: record)
                }
            }
            return stamps
        }

        /// The paths added, removed, or stamped differently between two snapshots.
        static func changedPaths(
            from previous: [String: FileTree.Stamp], to current: [String: FileTree.Stamp]
        ) -> Set<String> {
            var changed = Set(previous.keys).symmetricDifference(current.keys)
            for (path, stamp) in current where previous[path].map({ $0 != stamp }) ?? false {
                changed.insert(path)
            }
            return changed
        }
    }
}
