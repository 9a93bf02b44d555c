import Foundation
import Testing

@testable import DocBuildKit

@Suite struct ToolchainVersionTests {
    /// A fake compiler that prints a version and counts how often it was asked, in `calls`.
    ///
    /// Written through a descriptor opened with `O_CLOEXEC`: tests running beside this one start
    /// processes, and a child that inherited a descriptor open for writing on the script would
    /// make running it fail with "text file busy" (`ETXTBSY`) for as long as that child lives.
    private func writeCompiler(in directory: String, version: String) throws -> String {
        let path = "\(directory)/bin/swiftc"
        try FileManager.default.createDirectory(
            atPath: "\(directory)/bin", withIntermediateDirectories: true)
        let script = Array("#!/bin/sh\necho x >> \"\(directory)/calls\"\necho '\(version)'\n".utf8)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        let written = script.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == script.count else { throw CocoaError(.fileWriteUnknown) }
        return path
    }

    private func calls(in directory: String) -> Int {
        let text = (try? String(contentsOfFile: "\(directory)/calls", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").count
    }

    @Test func unchangedCompilerIsAskedOnlyOnce() async throws {
        let directory = try TemporaryDirectory(prefix: "docbuild-toolchain-test")
        defer { directory.remove() }
        let swiftc = try writeCompiler(in: directory.path, version: "Swift version 9.9")
        let cache = "\(directory.path)/cache"
        let first = try await ToolchainVersion.read(
            swiftc: swiftc, cacheDirectory: cache, workingDirectory: directory.path)
        let second = try await ToolchainVersion.read(
            swiftc: swiftc, cacheDirectory: cache, workingDirectory: directory.path)
        #expect(first == "Swift version 9.9\n")
        #expect(second == first)
        #expect(calls(in: directory.path) == 1)
    }

    @Test func replacedCompilerIsAskedAgain() async throws {
        let directory = try TemporaryDirectory(prefix: "docbuild-toolchain-test")
        defer { directory.remove() }
        let cache = "\(directory.path)/cache"
        let swiftc = try writeCompiler(in: directory.path, version: "Swift version 9.9")
        _ = try await ToolchainVersion.read(
            swiftc: swiftc, cacheDirectory: cache, workingDirectory: directory.path)
        // Another toolchain installed at the same path: a new file (size and inode differ).
        try FileManager.default.removeItem(atPath: swiftc)
        _ = try writeCompiler(in: directory.path, version: "Swift version 10.0.1")
        let version = try await ToolchainVersion.read(
            swiftc: swiftc, cacheDirectory: cache, workingDirectory: directory.path)
        #expect(version == "Swift version 10.0.1\n")
        #expect(calls(in: directory.path) == 2)
    }
}
