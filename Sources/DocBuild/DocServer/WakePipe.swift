#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pipe that one thread writes a byte to, so that another thread waiting in `poll(2)` wakes up.
///
/// The server's accept loop, each event stream and each watcher wait in `poll` on a descriptor of
/// their own work (a socket, an inotify instance) and on one of these at once: a condition variable
/// cannot wake a thread blocked in `poll`, a pipe can. The pipe only wakes; what happened is read from
/// the waiter's own `Lock`-guarded state after every wake-up, so a spurious or a coalesced wake-up
/// loses nothing, and a signal sent before the waiter waits is still pending when it does.
///
/// Both ends are non-blocking, so ``signal()`` never blocks however often it is called (a full pipe
/// already holds a wake-up), and close-on-exec, so the processes docbuild starts do not inherit
/// them. They are closed only in `deinit`, when no thread can use them any more, so a descriptor
/// number is never reused under a waiting thread.
final class WakePipe: Sendable {
    /// What ``wait(alongside:timeout:)`` found.
    struct Readiness {
        /// True when ``signal()`` was called since the last wait.
        var isSignalled: Bool
        /// For each of the descriptors waited on: true when a read will not block (data, end of
        /// file, or an error to read).
        var isReadable: [Bool]
    }

    private let readEnd: Int32
    private let writeEnd: Int32

    /// Creates a pipe; `nil` when the process is out of descriptors.
    ///
    /// A socket pair rather than `pipe(2)`: Linux's `socketpair` takes `SOCK_CLOEXEC` and
    /// `SOCK_NONBLOCK` and so sets both atomically, while `pipe2`, which would, is a GNU extension
    /// that Swift's Glibc module does not declare.
    init?() {
        var ends: [Int32] = [-1, -1]
        #if os(Linux)
            let type =
                Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
            guard socketpair(AF_UNIX, type, 0, &ends) == 0 else { return nil }
        #else
            guard socketpair(AF_UNIX, SOCK_STREAM, 0, &ends) == 0 else { return nil }
            for end in ends {
                var noSignal: Int32 = 1
                _ = setsockopt(end, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            }
        #endif
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Wakes the thread waiting in ``wait(alongside:timeout:)``, or the next one to wait.
    func signal() {
        var byte: UInt8 = 1
        #if os(Linux)
            _ = send(writeEnd, &byte, 1, Int32(MSG_NOSIGNAL))
        #else
            _ = send(writeEnd, &byte, 1, 0)
        #endif
    }

    /// Blocks until ``signal()`` is called, one of `descriptors` can be read, or `timeout` passes.
    ///
    /// A wake-up is consumed by the wait that sees it.
    ///
    /// - Parameters:
    ///   - descriptors: Descriptors to wait on besides the pipe.
    ///   - timeout: The longest wait; `nil` for no limit.
    /// - Returns: Which of them are ready; nothing is when the time ran out or a signal interrupted
    ///   `poll`, so callers check their state and deadlines again after every return.
    func wait(alongside descriptors: [Int32] = [], timeout: Duration?) -> Readiness {
        let interest = Int16(POLLIN)
        var entries = (descriptors + [readEnd]).map { pollfd(fd: $0, events: interest, revents: 0) }
        let count = poll(&entries, nfds_t(entries.count), Self.milliseconds(timeout))
        let readyMask = Int16(POLLIN | POLLHUP | POLLERR | POLLNVAL)
        let ready = entries.map { count > 0 && $0.revents & readyMask != 0 }
        let isSignalled = ready[ready.count - 1]
        if isSignalled { drain() }
        return Readiness(isSignalled: isSignalled, isReadable: Array(ready.dropLast()))
    }

    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &buffer, buffer.count) > 0 {}
    }

    /// `timeout` as `poll` takes it: whole milliseconds, rounded up so that a wait never ends just
    /// before its deadline and spins; -1 for none.
    static func milliseconds(_ timeout: Duration?) -> Int32 {
        guard let timeout else { return -1 }
        guard timeout > .zero else { return 0 }
        let (seconds, attoseconds) = timeout.components
        guard seconds < Int64(Int32.max / 1000) else { return Int32.max }
        let total = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: total)
    }
}
