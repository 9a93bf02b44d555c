import Foundation
import TestSupport
import Testing

@testable import SampleToolchain

@Suite struct ProcessRunnerTests {
    @Test func capturesOutputAndExitStatusInTheGivenDirectory() async throws {
        let directory = try TemporaryDirectory(prefix: "docbuild-runner-test")
        defer { directory.remove() }
        let output = try await withChildSlot("a child process") {
            try await ProcessRunner.run(
                "/bin/sh", ["-c", "pwd; echo oops >&2; echo $DOCBUILD_TEST; exit 7"], in: directory.path,
                environment: ["DOCBUILD_TEST": "set"])
        }
        #expect(output.exitStatus == 7 && output.signal == nil && !output.timedOut)
        #expect(output.standardOutput.hasSuffix("\(directory.path.split(separator: "/").last!)\nset\n"))
        #expect(output.standardError == "oops\n")
    }

    @Test func mergedOutputKeepsTheOrderInWhichBothStreamsWereWritten() async throws {
        let output = try await withChildSlot("a child process") {
            try await ProcessRunner.run(
                "/bin/sh", ["-c", "echo one; echo two >&2; echo three; echo four >&2; exit 64"], in: "/",
                mergesStandardError: true)
        }
        #expect(output.standardOutput == "one\ntwo\nthree\nfour\n")
        #expect(output.standardError == "")
        #expect(output.exitStatus == 64)
    }

    @Test func timeOutKillsTheWholeProcessTree() async throws {
        // The shell starts a grandchild and waits; both must die when the time runs out.
        let output = try await withChildSlot("a child process") {
            try await ProcessRunner.run(
                "/bin/sh", ["-c", "sleep 60 & echo $!; wait"], in: "/", timeout: .milliseconds(300))
        }
        #expect(output.timedOut)
        #expect(output.signal == SIGKILL)
        let grandchild = try #require(
            Int32(output.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)))
        let state = (try? String(contentsOfFile: "/proc/\(grandchild)/stat", encoding: .utf8))?
            .split(separator: " ").dropFirst(2).first
        #expect(state == nil || state == "Z", "the grandchild \(grandchild) is still running")
    }

    /// A descriptor this process opened without close-on-exec (Foundation opens its pipes so) is
    /// not the child's: a child that held a pipe's write end would keep its reader from seeing the
    /// end of the file for as long as the child ran.
    @Test func theChildHasOnlyStandardInputOutputAndError() async throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer {
            for end in ends { close(end) }
        }
        let script = ends.map { "[ -e /dev/fd/\($0) ] && echo \($0) inherited" }.joined(separator: "; ")
        let output = try await withChildSlot("a child process") {
            try await ProcessRunner.run("/bin/sh", ["-c", script + "; echo checked"], in: "/")
        }
        #expect(output.standardOutput == "checked\n")
    }

    @Test func findsExecutablesOnPath() {
        #expect(ProcessRunner.executablePath(named: "sh", path: "/nonexistent:/bin") == "/bin/sh")
        #expect(ProcessRunner.executablePath(named: "sh", path: "/nonexistent") == nil)
    }
}
