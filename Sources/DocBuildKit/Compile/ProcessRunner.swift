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
    var exitStatus: Int32?
    /// The signal that ended the process (SIGILL and SIGTRAP for Swift traps).
    var signal: Int32?
    /// True when the time limit ran out and the process group was killed.
    var timedOut: Bool
    package var standardOutput: String
    package var standardError: String

    /// True for a clean exit with status 0.
    package var succeeded: Bool { exitStatus == 0 && !timedOut }
}

/// Runs a program in its own process group, with its output captured to files and a time limit.
///
/// Foundation's `Process` cannot put the child in a new process group, and killing only the child on
/// a time-out would leave the processes it started behind; so this wraps `posix_spawn` with
/// `POSIX_SPAWN_SETPGROUP` and, on time-out, sends `SIGKILL` to the whole group.
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
    /// - Throws: ``EnvironmentError`` when the program cannot be started.
    package static func run(
        _ executable: String,
        _ arguments: [String],
        in directory: String,
        environment: [String: String] = [:],
        timeout: Duration? = nil
    ) async throws -> ProcessOutput {
        let captureDirectory = try TemporaryDirectory(prefix: "docbuild-process")
        defer { captureDirectory.remove() }
        let outPath = captureDirectory.path + "/stdout"
        let errPath = captureDirectory.path + "/stderr"
        let pid = try spawn(
            executable, arguments, directory: directory, environment: environment, stdout: outPath,
            stderr: errPath)
        let state = ChildState()
        if let timeout {
            let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                state.status.withLock { current in
                    // Only a child that has not been reaped still owns its pid and group id.
                    guard current == .running else { return }
                    current = .killed
                    _ = kill(-pid, SIGKILL)
                }
            }
        }
        let status = await waitForExit(pid, state: state)
        let timedOut = state.status.withLock { $0 == .killed }
        return ProcessOutput(
            exitStatus: status.exitStatus,
            signal: status.signal,
            timedOut: timedOut,
            standardOutput: readText(outPath),
            standardError: readText(errPath)
        )
    }

    /// Shared by the waiting thread and the time-out timer.
    private final class ChildState: Sendable {
        enum Status {
            case running
            case killed
            case exited
        }

        let status = Lock(Status.running)
    }

    private static func spawn(
        _ executable: String, _ arguments: [String], directory: String, environment: [String: String],
        stdout: String, stderr: String
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
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
                "cannot run \(executable): \(String(cString: strerror(result)))")
        }
        return pid
    }

    /// Waits on a dispatch thread: `waitid(WNOWAIT)` first, so the time-out can never signal a
    /// pid that was already reaped and reused, then `waitpid` to reap.
    private static func waitForExit(_ pid: pid_t, state: ChildState) async -> (
        exitStatus: Int32?, signal: Int32?
    ) {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var info = siginfo_t()
                while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0, errno == EINTR {}
                state.status.withLock { current in
                    if current == .running { current = .exited }
                }
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                let signal = status & 0x7f
                if signal == 0 {
                    continuation.resume(returning: ((status >> 8) & 0xff, nil))
                } else {
                    continuation.resume(returning: (nil, signal))
                }
            }
        }
    }

    private static func readText(_ path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "" }
        return String(decoding: data, as: UTF8.self)
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
