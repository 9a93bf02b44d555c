import Foundation

/// Where the interface was built and how to run the toolchain on it, for the tests.
enum Toolchain {
    /// The interface package's folder.
    static let packageDirectory = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folder holding `SwiftUI.swiftmodule`, `Combine.swiftmodule` and `QuickLook.swiftmodule`
    /// of the build that runs these tests.
    static var modulesDirectory: URL {
        let debug = packageDirectory.appending(path: ".build/debug")
        let modules = debug.appending(path: "Modules")
        return FileManager.default.fileExists(atPath: modules.appending(path: "SwiftUI.swiftmodule").path)
            ? modules : debug
    }

    /// The target triple the toolchain builds for, from `swiftc -print-target-info`.
    static func targetTriple() throws -> String {
        let output = try run(["swiftc", "-print-target-info"]).output
        struct Info: Decodable {
            struct Target: Decodable { var triple: String }
            var target: Target
        }
        return try JSONDecoder().decode(Info.self, from: Data(output.utf8)).target.triple
    }

    /// Runs `arguments` (found on `PATH`) and returns its exit status and its stdout and stderr.
    @discardableResult
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
