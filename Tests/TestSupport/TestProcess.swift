import Foundation
import QuartetSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process of a test (the built docbuild, `swiftc`), started only while its test holds a
/// slot of ``ChildSlots``: through ``run(_:_:environment:directory:sourceLocation:)``, which waits
/// for its end, or ``withStarted(_:_:environment:sourceLocation:_:)``, which lends it to a body.
///
/// Its standard input is a pipe kept open until it ends (so a program that reads it waits, as it
/// would in a terminal, rather than reading the test's own), and its output is read as it comes, on
/// threads of their own: a blocking read has no place on Swift's cooperative pool, and a child whose
/// output nobody reads stops when the pipe is full.
public final class TestProcess: Sendable {
    /// How a child ended, and everything it printed.
    public struct Ending: Sendable {
        /// The exit status, or the signal when ``wasSignalled``.
        public var status: Int32
        /// True when a signal ended the process.
        public var wasSignalled: Bool
        public var stdout: String
        public var stderr: String
    }

    private struct Printed {
        var stdout = Data()
        var stderr = Data()
        var streamsOpen = 2
        var lines: [String] = []
        /// Each stream's line so far, standard output's first.
        var pending = ["", ""]

        /// Adds `data`, read from `stream` (0 for standard output, 1 for error), to the lines printed,
        /// and returns those it completed.
        mutating func append(_ data: Data, stream: Int) -> [String] {
            pending[stream] += String(decoding: data, as: UTF8.self)
            var completed: [String] = []
            while let end = pending[stream].firstIndex(of: "\n") {
                completed.append(String(pending[stream][..<end]))
                pending[stream].removeSubrange(...end)
            }
            lines += completed
            return completed
        }
    }

    private let process = Process()
    private let input = Pipe()
    private let printed = Lock(Printed())
    private let ended: Task<Ending, Never>
    private let lineStream: AsyncStream<String>
    /// What the program is, for the issues its waits record.
    public let description: String

    private init(
        _ executable: String, _ arguments: [String], environment: [String: String], directory: String?
    )
        throws
    {
        precondition(
            ChildSlots.held.contains(ObjectIdentifier(ChildSlots.shared)),
            "A TestProcess is started only through run(_:_:) or withStarted(_:_:), which take a slot")
        description = ([(executable as NSString).lastPathComponent] + arguments).joined(separator: " ")
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let output = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        let (lines, lineContinuation) = AsyncStream.makeStream(of: String.self)
        lineStream = lines
        let (exits, exitContinuation) = AsyncStream.makeStream(of: Void.self)
        process.terminationHandler = { _ in
            exitContinuation.yield()
            exitContinuation.finish()
        }
        let (closes, closeContinuation) = AsyncStream.makeStream(of: Void.self)
        try process.run()
        let printed = printed
        for (pipe, isOutput) in [(output, true), (error, false)] {
            Thread {
                let handle = pipe.fileHandleForReading
                while case let data = handle.availableData, !data.isEmpty {
                    let newLines = printed.withLock { printed in
                        if isOutput { printed.stdout += data } else { printed.stderr += data }
                        return printed.append(data, stream: isOutput ? 0 : 1)
                    }
                    for line in newLines { lineContinuation.yield(line) }
                }
                let isLast = printed.withLock { printed in
                    printed.streamsOpen -= 1
                    return printed.streamsOpen == 0
                }
                if isLast { lineContinuation.finish() }
                closeContinuation.yield()
            }.start()
        }
        let process = process
        let input = input
        ended = Task {
            for await _ in exits {}
            var streamsClosed = 0
            for await _ in closes {
                streamsClosed += 1
                if streamsClosed == 2 { break }
            }
            try? input.fileHandleForWriting.close()
            let (stdout, stderr) = printed.withLock { ($0.stdout, $0.stderr) }
            return Ending(
                status: process.terminationStatus, wasSignalled: process.terminationReason == .uncaughtSignal,
                stdout: String(decoding: stdout, as: UTF8.self),
                stderr: String(decoding: stderr, as: UTF8.self))
        }
    }

    /// The process identifier.
    public var pid: Int32 { process.processIdentifier }

    /// Everything it printed so far, standard output and error interleaved by line as they came.
    public var printedSoFar: String {
        printed.withLock { ($0.lines + $0.pending.filter { !$0.isEmpty }).joined(separator: "\n") }
    }

    /// Kills it, if it still runs, with `SIGKILL`.
    public func kill() {
        if process.isRunning { _ = systemKill(process.processIdentifier, SIGKILL) }
    }

    /// Its ending, once it has exited and closed its output.
    public func ending(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Ending {
        let ended = ended
        let ending = await within(
            TestBound.child, waitingFor: "\(description) to end", lastOutput: self.printedSoFar,
            sourceLocation: sourceLocation
        ) { await ended.value }
        guard let ending else { throw BoundExceeded(what: "\(description) to end", bound: TestBound.child) }
        return ending
    }

    /// The first line it prints from now on that `matches`, standard output or error.
    ///
    /// - Throws: ``BoundExceeded`` when none comes within ``TestBound/child``; ``Ended`` when the
    ///   process closes its output first.
    public func line(
        sourceLocation: SourceLocation = #_sourceLocation, where matches: @escaping @Sendable (String) -> Bool
    ) async throws -> String {
        let lines = lineStream
        let found = await within(
            TestBound.child, waitingFor: "a line of \(description)", lastOutput: self.printedSoFar,
            sourceLocation: sourceLocation
        ) { () -> String? in
            for await line in lines where matches(line) { return line }
            return nil
        }
        guard let found else { throw BoundExceeded(what: "a line of \(description)", bound: TestBound.child) }
        guard let line = found else {
            throw Ended(description: "\(description) ended; it printed:\n\(printedSoFar)")
        }
        return line
    }

    /// The process closed its output before the line a test waited for.
    public struct Ended: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs `executable` to its end, holding a slot while it runs.
    ///
    /// - Parameters:
    ///   - executable: An absolute path.
    ///   - environment: Variables set or replaced in this process's environment.
    ///   - directory: The working directory; this process's when `nil`.
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:],
        directory: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Ending {
        try await withStarted(
            executable, arguments, environment: environment, directory: directory,
            sourceLocation: sourceLocation
        ) { try await $0.ending(sourceLocation: sourceLocation) }
    }

    /// Starts `executable` holding a slot, lends it to `body`, and kills it if it still runs when
    /// `body` returns.
    ///
    /// The slot is held until `body` returns. `body` may start more processes (they share the
    /// slot: two docbuilds at once on one package, say).
    public static func withStarted<Value: Sendable>(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:],
        directory: String? = nil, sourceLocation: SourceLocation = #_sourceLocation,
        _ body: @escaping @Sendable (TestProcess) async throws -> Value
    ) async throws -> Value {
        let started = Lock<TestProcess?>(nil)
        let what = ([(executable as NSString).lastPathComponent] + arguments).joined(separator: " ")
        return try await withChildSlot(
            what, lastOutput: started.withLock { $0?.printedSoFar }, sourceLocation: sourceLocation
        ) {
            let process = try TestProcess(
                executable, arguments, environment: environment, directory: directory)
            started.withLock { $0 = process }
            defer { process.kill() }
            return try await body(process)
        }
    }
}

/// `kill(2)`, which ``TestProcess/kill()`` hides inside the class.
private func systemKill(_ pid: Int32, _ signal: Int32) -> Int32 {
    kill(pid, signal)
}
