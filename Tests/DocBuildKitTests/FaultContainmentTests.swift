import Foundation
import TestSupport
import Testing

@testable import DocBasics
@testable import DocBuildKit
@testable import SampleToolchain

/// A sample cannot hold docbuild up, fill its memory or leave processes behind: each fault of
/// `Fixtures/Greeter/Faults` is bounded and reported at its block, by identifier.
@Suite struct FaultContainmentTests {
    /// One check of `Faults/`, shared by the tests below (and released at exit, see
    /// ``Fixture/sharedRun(_:_:)``).
    static var faults: Fixture.SharedRun {
        Fixture.sharedRun("faults") { try await Fixture.check(articles: "Faults", timeout: .seconds(20)) }
    }

    private func errors(in article: String) async throws -> [Diagnostic] {
        let report = try await Self.faults.value.0
        return try #require(report.article(article)).diagnostics.filter { $0.severity == .error }
    }

    @Test func aChildThatOutlivesItsProgramIsKilledAndReportedAtTheBlock() async throws {
        let errors = try await errors(in: "Outlives")
        #expect(errors.map(\.identifier) == [.programLeftProcessesRunning])
        #expect(errors.map(\.location) == ["Faults/Outlives.md:7:1"])
        #expect(Self.processes(withArgument: "271.828").isEmpty, "the sample's `sleep` is still running")
    }

    @Test func aHundredMegabytesOfOutputAreCutAndReportedAtTheBlock() async throws {
        let errors = try await errors(in: "Floods")
        #expect(errors.map(\.identifier) == [.programOutputTruncated])
        #expect(errors.map(\.location) == ["Faults/Floods.md:7:1"])
        let report = try await Self.faults.value.0
        let output = try #require(report.article("Floods")?.results.last?.output)
        #expect(output.utf8.count <= SampleRunner.outputLimit)
    }

    @Test func readingStandardInputEndsAtOnce() async throws {
        let report = try await Self.faults.value.0
        let article = try #require(report.article("ReadsInput"))
        #expect(article.hasPassed, "\(article.diagnostics.map(\.message))")
    }

    @Test func closingStandardOutputIsReportedAtTheBlock() async throws {
        let errors = try await errors(in: "ClosesOutput")
        #expect(errors.map(\.identifier) == [.programClosedStandardOutput])
        #expect(errors.map(\.location) == ["Faults/ClosesOutput.md:3:1"])
    }

    @Test func theRunnerKillsWhatOutlivesTheChildAndCountsIt() async throws {
        // Waiting for the grandchild would run into the time limit.
        let output = try await withChildSlot("a child process") {
            try await ProcessRunner.run(
                "/bin/sh", ["-c", "sleep 60 & echo $!"], in: "/", timeout: .seconds(30))
        }
        #expect(output.exitStatus == 0 && !output.timedOut && output.leftoverProcessCount == 1)
        let grandchild = try #require(
            Int32(output.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(!Self.isRunning(grandchild), "the grandchild \(grandchild) outlived its parent")
    }

    @Test func theRunnerStopsAChildWritingPastTheLimit() async throws {
        // `yes` never stops: only the limit, not the time limit, may end it.
        let output = try await withChildSlot("a child process") {
            try await ProcessRunner.run(
                "/bin/sh", ["-c", "yes; echo"], in: "/", timeout: .seconds(30), outputLimit: 1 << 20)
        }
        #expect(output.isOutputTruncated && !output.timedOut && !output.succeeded)
        #expect(output.standardOutput.utf8.count == 1 << 20)
    }

    @Test func theRunnerGivesTheChildAnEmptyStandardInput() async throws {
        let output = try await withChildSlot("a child process") {
            try await ProcessRunner.run(
                "/bin/sh", ["-c", "cat; echo done"], in: "/", timeout: .seconds(30))
        }
        #expect(output.succeeded && output.standardOutput == "done\n")
    }

    /// Whether `pid` is a live process (not a zombie).
    static func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let end = stat.lastIndex(of: ")")
        else { return false }
        return stat[stat.index(after: end)...].split(separator: " ").first != "Z"
    }

    /// The live processes that have `argument` among their arguments.
    static func processes(withArgument argument: String) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else {
                return false
            }
            return data.split(separator: 0).contains { Array($0) == Array(argument.utf8) } && isRunning(pid)
        }
    }
}
