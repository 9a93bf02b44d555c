import Foundation
import TestSupport
import Testing

@testable import SampleToolchain

@Suite struct ToolchainVersionTests {
    /// A fake compiler that prints a version and counts how often it was asked, in `calls`.
    ///
    /// Written by a shell of its own, never through a descriptor of this process: tests running
    /// beside this one start processes, and a child started while this process held a descriptor
    /// open for writing on the script (even one opened `O_CLOEXEC`, between the child's clone and
    /// its exec) makes running the script fail with "text file busy" (`ETXTBSY`); a stress run
    /// under ThreadSanitizer once saw it so.
    private func writeCompiler(in directory: String, version: String) async throws -> String {
        let path = "\(directory)/bin/swiftc"
        let script = "#!/bin/sh\necho x >> \"\(directory)/calls\"\necho '\(version)'\n"
        let written = try await withChildSlot("a child process") {
            try await ProcessRunner.run(
                "/bin/sh",
                [
                    "-c",
                    #"mkdir -p "$(dirname "$2")" && printf '%s' "$1" > "$2.new" && chmod 755 "$2.new" && mv "$2.new" "$2""#,
                    "sh", script, path,
                ],
                in: directory)
        }
        guard written.exitStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
        return path
    }

    private func calls(in directory: String) -> Int {
        let text = (try? String(contentsOfFile: "\(directory)/calls", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").count
    }

    @Test func unchangedCompilerIsAskedOnlyOnce() async throws {
        let directory = try TemporaryDirectory(prefix: "docbuild-toolchain-test")
        defer { directory.remove() }
        let swiftc = try await writeCompiler(in: directory.path, version: "Swift version 9.9")
        let cache = "\(directory.path)/cache"
        let first = try await withChildSlot("swiftc --version") {
            try await ToolchainVersion.read(
                swiftc: swiftc, cacheDirectory: cache, workingDirectory: directory.path)
        }
        let second = try await withChildSlot("swiftc --version") {
            try await ToolchainVersion.read(
                swiftc: swiftc, cacheDirectory: cache, workingDirectory: directory.path)
        }
        #expect(first == "Swift version 9.9\n")
        #expect(second == first)
        #expect(calls(in: directory.path) == 1)
    }

    @Test func replacedCompilerIsAskedAgain() async throws {
        let directory = try TemporaryDirectory(prefix: "docbuild-toolchain-test")
        defer { directory.remove() }
        let cache = "\(directory.path)/cache"
        let swiftc = try await writeCompiler(in: directory.path, version: "Swift version 9.9")
        _ = try await withChildSlot("swiftc --version") {
            try await ToolchainVersion.read(
                swiftc: swiftc, cacheDirectory: cache, workingDirectory: directory.path)
        }
        // Another toolchain installed at the same path: a new file (size and inode differ).
        try FileManager.default.removeItem(atPath: swiftc)
        _ = try await writeCompiler(in: directory.path, version: "Swift version 10.0.1")
        let version = try await withChildSlot("swiftc --version") {
            try await ToolchainVersion.read(
                swiftc: swiftc, cacheDirectory: cache, workingDirectory: directory.path)
        }
        #expect(version == "Swift version 10.0.1\n")
        #expect(calls(in: directory.path) == 2)
    }
}
