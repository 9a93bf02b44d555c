import DocBasics
import Foundation

/// What one run of a program produced, cut into blocks.
package struct ProgramRun: Sendable {
    package var process: ProcessOutput
    /// Each block's stdout, by sample index.
    package var blockOutputs: [Int: String]
    /// The sample running when the program stopped (the last whose marker was printed).
    package var lastStartedSample: Int?
    /// True when the program closed (or replaced) its stdout: what it printed after that, block
    /// markers included, did not reach docbuild. The block that did it is ``lastStartedSample``.
    package var closedStandardOutput = false
    /// What the program's tests did, for a program with `test` blocks that ran them; `nil` when it
    /// stopped before.
    package var tests: TestEvents?
}

/// Runs a built program the way a reader would, but reproducibly: in a fresh, empty temporary
/// directory, with `TZ=UTC`, a fixed locale, and a time limit after which its process group is
/// killed.
///
/// A program cannot hold docbuild up or fill its memory: stdin is `/dev/null`, only the first
/// ``outputLimit`` bytes of stdout and of stderr are kept (a program writing more is stopped), and
/// the processes it started are killed when it ends (``ProcessRunner``).
package struct SampleRunner: Sendable {
    var binDirectory: String
    var timeout: Duration

    package init(binDirectory: String, timeout: Duration) {
        self.binDirectory = binDirectory
        self.timeout = timeout
    }

    /// The most output kept of a program, on stdout and on stderr: 4 MB, hundreds of times what a
    /// page shows. docbuild's peak memory grows by about five times this for a program that
    /// reaches it (the output is kept, cut into blocks, cached and shown).
    package static let outputLimit = 4 << 20

    /// The environment every program gets, on top of docbuild's own.
    package static let environment = [
        "TZ": "UTC",
        "LC_ALL": "C.UTF-8",
        "LANG": "C.UTF-8",
        // Crash reports without colour or prompts, so they can be quoted.
        "SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no",
    ]

    /// Runs the executable `name`.
    ///
    /// - Throws: ``EnvironmentError`` when the program cannot be started.
    package func run(_ name: String) async throws -> ProgramRun {
        let directory = try TemporaryDirectory(prefix: "docbuild-run")
        defer { directory.remove() }
        var process = try await ProcessRunner.run(
            "\(binDirectory)/\(name)", [], in: directory.path, environment: Self.environment,
            timeout: timeout,
            outputLimit: Self.outputLimit)
        let (outputs, last) = BlockMarker.split(process.standardOutput)
        let closed = process.standardError.contains(BlockMarker.closedStandardOutput)
        if closed {
            process.standardError = process.standardError.replacing(
                BlockMarker.closedStandardOutput, with: "")
        }
        process.standardError = Self.withoutProgramName(name, in: process.standardError)
        let tests = FileManager.default.contents(atPath: "\(directory.path)/\(TestEvents.fileName)").map {
            TestEvents(jsonLines: String(decoding: $0, as: UTF8.self))
        }
        return ProgramRun(
            process: process, blockOutputs: outputs, lastStartedSample: last, closedStandardOutput: closed,
            tests: tests)
    }

    /// Runs the command `name` as a transcript's line does: by the name `commandName` (its
    /// `argv[0]`, found on `PATH` as the reader's shell finds it), with `arguments`, standard
    /// error merged into standard output in the order they were written, as a terminal shows
    /// them. The folder, limits and environment are those of ``run(_:)``.
    ///
    /// - Throws: ``EnvironmentError`` when the program cannot be started.
    package func runCommand(_ name: String, as commandName: String, arguments: [String]) async throws
        -> ProcessOutput
    {
        let directory = try TemporaryDirectory(prefix: "docbuild-run")
        defer { directory.remove() }
        // The name on `PATH`, outside the folder the command runs in, which it may list.
        let bin = try TemporaryDirectory(prefix: "docbuild-command")
        defer { bin.remove() }
        do {
            try FileManager.default.createSymbolicLink(
                atPath: "\(bin.path)/\(commandName)", withDestinationPath: "\(binDirectory)/\(name)")
        } catch {
            throw EnvironmentError(
                .cannotStartProcess, "cannot name \(name) \(commandName): \(error.localizedDescription)")
        }
        var environment = Self.environment
        environment["PATH"] = bin.path + (ProcessInfo.processInfo.environment["PATH"].map { ":" + $0 } ?? "")
        var process = try await ProcessRunner.run(
            commandName, arguments, in: directory.path, environment: environment, timeout: timeout,
            outputLimit: Self.outputLimit, mergesStandardError: true)
        process.standardOutput = Self.withoutProgramName(name, in: process.standardOutput)
        return process
    }

    /// A crash log without the name docbuild gave the program (`A010_Trap`), which means nothing
    /// to the reader: its thread is the main thread, `A010_Trap_main` is `main`, and a frame
    /// `in A010_Trap at Articles/Trap.md:9:19` is at that line.
    static func withoutProgramName(_ name: String, in log: String) -> String {
        guard log.contains(name) else { return log }
        return log.replacingOccurrences(of: "Thread 0 \"\(name)\"", with: "The main thread")
            .replacingOccurrences(of: "\(name)_main", with: "main")
            .replacingOccurrences(of: " in \(name) at ", with: " at ")
    }
}
