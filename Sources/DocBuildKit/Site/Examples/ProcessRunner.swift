import Foundation
import Synchronization

/// Runs a command with a time limit and returns what it printed.
enum ProcessRunner {
    struct Result {
        var status: Int32
        var output: String
        var timedOut: Bool
    }

    /// Runs `arguments` (looked up on `PATH`) in `directory`.
    ///
    /// - Parameters:
    ///   - timeout: Seconds after which the process is killed and ``Result/timedOut`` is set.
    ///   - environment: Variables added to the inherited environment.
    ///   - mergesStandardError: Whether standard error joins the output (else it is discarded).
    static func run(
        _ arguments: [String], in directory: String, timeout: Double, environment: [String: String] = [:],
        mergesStandardError: Bool = true
    ) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = mergesStandardError ? output : FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return Result(status: -1, output: "cannot run \(arguments[0]): \(error.localizedDescription)", timedOut: false)
        }
        let deadline = DispatchTime.now() + timeout
        let timer = DispatchSource.makeTimerSource()
        let didTimeOut = TimeoutFlag()
        timer.schedule(deadline: deadline)
        timer.setEventHandler {
            if process.isRunning {
                didTimeOut.set()
                process.terminate()
            }
        }
        timer.resume()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        timer.cancel()
        return Result(
            status: process.terminationStatus, output: String(decoding: data, as: UTF8.self),
            timedOut: didTimeOut.isSet)
    }
}

/// Set once by the timer's queue, read after the process ended.
private final class TimeoutFlag: Sendable {
    private let storage = Mutex(false)

    func set() { storage.withLock { $0 = true } }
    var isSet: Bool { storage.withLock { $0 } }
}
