import DocBasics
import Foundation
import QuartetSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a child process ended, and what it wrote.
package struct ProcessOutput: Hashable, Sendable {
    /// The exit status, or `nil` when the process was killed by a signal.
    package var exitStatus: Int32?
    /// The signal that ended the process (SIGILL and SIGTRAP for Swift traps).
    package var signal: Int32?
    /// True when the time limit ran out and the process group was killed.
    package var timedOut: Bool
    /// True when stdout or stderr grew past the output limit: the process group was killed, and
    /// only the first `outputLimit` bytes of each were kept.
    package var isOutputTruncated = false
    /// How many processes of the child's group were still running when the child ended (Linux
    /// only; elsewhere 0): they were killed.
    package var leftoverProcessCount = 0
    package var standardOutput: String
    package var standardError: String

    /// True for a clean exit with status 0, within the time and output limits.
    package var succeeded: Bool { exitStatus == 0 && !timedOut && !isOutputTruncated }
}

/// Runs a program in its own process group, with its output captured to files and a time limit.
///
/// Foundation's `Process` cannot put the child in a new process group, and killing only the child on
/// a time-out would leave the processes it started behind; so this wraps `posix_spawn` with
/// `POSIX_SPAWN_SETPGROUP` and, on time-out, sends `SIGKILL` to the whole group. When the child
/// ends, whatever is left of its group is killed too (before the child is reaped, so the group id
/// cannot be reused yet): a process it started cannot outlive it, unless it left the group
/// (`setsid`). Its stdin is `/dev/null`, so reading it ends at once instead of waiting.
///
/// ```swift
/// let output = try await ProcessRunner.run("/usr/bin/env", ["echo", "hi"], in: "/tmp")
/// ```
package enum ProcessRunner {
    /// Runs `executable` and waits for it.
    ///
    /// Output goes to files rather than pipes, so a chatty child can never block on a full pipe,
    /// and reading needs no extra threads.
    ///
    /// - Parameters:
    ///   - executable: An absolute path.
    ///   - arguments: The arguments, without the program name.
    ///   - directory: The working directory of the child.
    ///   - environment: Variables to set or replace in this process's environment.
    ///   - timeout: The time limit; `nil` for none.
    ///   - outputLimit: The most bytes kept of stdout, and of stderr; `nil` for no limit. The files
    ///     are watched every 20 ms, and a child writing past the limit is killed, so neither
    ///     docbuild's memory nor the disk fills up.
    ///   - mergesStandardError: Whether stderr goes where stdout goes, as a terminal shows both:
    ///     ``ProcessOutput/standardOutput`` then holds both, in the order they were written, and
    ///     ``ProcessOutput/standardError`` is empty.
    /// - Throws: ``EnvironmentError`` when the program cannot be started.
    package static func run(
        _ executable: String,
        _ arguments: [String],
        in directory: String,
        environment: [String: String] = [:],
        timeout: Duration? = nil,
        outputLimit: Int? = nil,
        mergesStandardError: Bool = false
    ) async throws -> ProcessOutput {
        let captureDirectory = try TemporaryDirectory(prefix: "docbuild-process")
        defer { captureDirectory.remove() }
        let outPath = captureDirectory.path + "/stdout"
        let errPath = captureDirectory.path + "/stderr"
        let pid = try spawn(
            executable, arguments, directory: directory, environment: environment, stdout: outPath,
            stderr: mergesStandardError ? nil : errPath)
        let state = ChildState(pid: pid)
        if let timeout {
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout.inSeconds) {
                state.stop(because: .timedOut)
            }
        }
        let watcher = outputLimit.map { watchSizes(of: [outPath, errPath], limit: $0, state: state) }
        let ending = await waitForExit(pid, state: state)
        watcher?.cancel()
        let stdout = readText(outPath, limit: outputLimit)
        let stderr = readText(errPath, limit: outputLimit)
        let reason = state.status.withLock { $0 }
        return ProcessOutput(
            exitStatus: ending.exitStatus,
            signal: ending.signal,
            timedOut: reason == .timedOut,
            isOutputTruncated: reason == .outputTooLong || stdout.isTruncated || stderr.isTruncated,
            leftoverProcessCount: ending.leftovers,
            standardOutput: stdout.text,
            standardError: stderr.text
        )
    }

    /// Shared by the waiting thread, the time-out timer and the output watcher.
    private final class ChildState: Sendable {
        enum Status {
            case running
            case timedOut
            case outputTooLong
            case exited
        }

        let pid: pid_t
        let status = Lock(Status.running)

        init(pid: pid_t) { self.pid = pid }

        /// Kills the child's group, unless the child was reaped already: only a child that has
        /// not been reaped still owns its pid and group id.
        func stop(because reason: Status) {
            status.withLock { current in
                guard current == .running else { return }
                current = reason
                _ = kill(-pid, SIGKILL)
            }
        }
    }

    /// Checks the sizes of `paths` every 20 ms, and kills the child when one passes `limit`.
    private static func watchSizes(of paths: [String], limit: Int, state: ChildState) -> DispatchSourceTimer {
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + .milliseconds(20), repeating: .milliseconds(20))
        timer.setEventHandler {
            for path in paths {
                var info = stat()
                if stat(path, &info) == 0, Int(info.st_size) > limit {
                    state.stop(because: .outputTooLong)
                }
            }
        }
        timer.resume()
        return timer
    }

    private static func spawn(
        _ executable: String, _ arguments: [String], directory: String, environment: [String: String],
        stdout: String, stderr: String?
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if let stderr {
            posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        } else {
            // One open file description for both: writes to either go, in order, to its end.
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var flags = Int16(POSIX_SPAWN_SETPGROUP)
        closeInheritedDescriptors(&actions, flags: &flags)
        posix_spawnattr_setflags(&attributes, flags)
        posix_spawnattr_setpgroup(&attributes, 0)

        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { $1 }
        // `posix_spawn_file_actions_addchdir_np` is not visible to Swift on every glibc, so a shell
        // changes directory and then `exec`s the program, which keeps the shell's pid and group.
        let command = ["/bin/sh", "-c", #"cd -- "$0" && exec "$@""#, directory, executable] + arguments
        let argv = command.map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp {
                free(pointer)
            }
        }
        var pid = pid_t()
        let result = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw EnvironmentError(
                .cannotStartProcess,
                "cannot run \(executable): \(String(cString: strerror(result)))")
        }
        return pid
    }

    /// Makes the child start with descriptors 0, 1 and 2 only.
    ///
    /// `posix_spawn` hands the child every descriptor of this process that is not close-on-exec,
    /// and not all of docbuild's are: Foundation opens pipes and files without the flag. A child that
    /// holds one keeps it open for as long as it runs (a `swift build` of a minute, a sample that
    /// hangs), so the reader of a pipe docbuild made sees no end of file until that child ends, and
    /// a file stays open after docbuild closed it. (Seen in the test suite: each `swift build` held
    /// about a hundred of the test process's descriptors.)
    ///
    /// Darwin has `POSIX_SPAWN_CLOEXEC_DEFAULT`. glibc 2.34 added
    /// `posix_spawn_file_actions_addclosefrom_np`, which Swift's Glibc module does not declare, so it
    /// is looked up by name; on an older C library, each descriptor open now is closed in the child
    /// by a file action of its own.
    private static func closeInheritedDescriptors(
        _ actions: inout posix_spawn_file_actions_t, flags: inout Int16
    ) {
        #if canImport(Darwin)
            flags |= Int16(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #else
            if let closeFrom = addCloseFrom {
                _ = closeFrom(&actions, 3)
                return
            }
            let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
            for descriptor in open.compactMap(Int32.init) where descriptor > 2 {
                posix_spawn_file_actions_addclose(&actions, descriptor)
            }
        #endif
    }

    #if !canImport(Darwin)
        private typealias AddCloseFrom =
            @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32)
            -> Int32
        /// glibc's `posix_spawn_file_actions_addclosefrom_np`, where the C library has it.
        private static let addCloseFrom: AddCloseFrom? = dlsym(
            nil, "posix_spawn_file_actions_addclosefrom_np"
        )
        .map { unsafeBitCast($0, to: AddCloseFrom.self) }
    #endif

    /// Waits on a thread of its own: `waitid(WNOWAIT)` first, so that neither the time-out nor
    /// the kill of the leftover group can signal a pid that was already reaped and reused; then
    /// counts and kills what is left of the group; then `waitpid` to reap.
    ///
    /// Not on `DispatchQueue.global()`: on Linux, Swift's tasks run on libdispatch's global
    /// queues, whose threads are as many as the cores, and the main actor's queue is drained by
    /// them too. Two programs waited for there held both threads of a 2-core machine for as long
    /// as the programs ran, and every task of every other test in the process waited behind
    /// them, up to the tests' time limits (TransformHookTests, run beside DocBuildKitTests).
    private static func waitForExit(_ pid: pid_t, state: ChildState) async -> (
        exitStatus: Int32?, signal: Int32?, leftovers: Int
    ) {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var info = siginfo_t()
                while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0, errno == EINTR {}
                state.status.withLock { current in
                    if current == .running { current = .exited }
                }
                let leftovers = processCount(inGroup: pid)
                _ = kill(-pid, SIGKILL)
                // SIGKILL is delivered, not done, when kill returns: on a loaded machine a killed
                // process can still be listed as running for a moment. Returning only once they
                // are gone keeps the promise that nothing is left behind (bounded, in case one
                // cannot die, as in uninterruptible I/O). This is a thread of its own.
                var polls = 0
                while leftovers > 0, processCount(inGroup: pid) > 0, polls < 400 {
                    usleep(5_000)
                    polls += 1
                }
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                let signal = status & 0x7f
                if signal == 0 {
                    continuation.resume(returning: ((status >> 8) & 0xff, nil, leftovers))
                } else {
                    continuation.resume(returning: (nil, signal, leftovers))
                }
            }
        }
    }

    /// How many live processes other than `group`'s leader are in the process group `group`,
    /// from `/proc/<pid>/stat` (`pid (comm) state ppid pgrp …`); 0 where there is no `/proc`.
    static func processCount(inGroup group: pid_t) -> Int {
        #if os(Linux)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return entries.count { entry in
                guard let pid = Int32(entry), pid != group,
                    let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                    let end = stat.lastIndex(of: ")")
                else { return false }
                let fields = stat[stat.index(after: end)...].split(separator: " ")
                return fields.count > 2 && fields[0] != "Z" && Int32(fields[2]) == group
            }
        #else
            return 0
        #endif
    }

    /// The text of the file at `path`: its first `limit` bytes when it is longer.
    private static func readText(_ path: String, limit: Int?) -> (text: String, isTruncated: Bool) {
        guard let file = FileHandle(forReadingAtPath: path) else { return ("", false) }
        defer { try? file.close() }
        guard let limit else {
            return (String(decoding: (try? file.readToEnd()) ?? Data(), as: UTF8.self), false)
        }
        let data = (try? file.read(upToCount: limit)) ?? Data()
        let isTruncated = data.count == limit && ((try? file.read(upToCount: 1)) ?? Data()).count > 0
        return (String(decoding: data, as: UTF8.self), isTruncated)
    }

    /// The absolute path of `name` found on `PATH`, like the shell's `command -v`.
    package static func executablePath(named name: String, path: String? = nil) -> String? {
        let searchPath = path ?? ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in searchPath.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(name)"
            if access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }
}
