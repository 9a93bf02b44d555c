import Foundation
import Testing

@testable import DocBasics
@testable import DocBuildKit
@testable import Doctest
@testable import SampleToolchain

/// `PlanChecks` and `VerifyDocuments` on values made by hand: an article is planned, and what a
/// build and a run would have produced is given, so that the verdict is checked without a
/// compiler or a process. What only a real build shows (the compiler's own messages, a trap's
/// report) stays with the end-to-end tests.
@Suite struct VerifyDocumentsTests {
    /// An article of two blocks, each with its `// Prints` comment.
    static let twoBlocks = """
        # Two blocks

        ```swift
        print(1)  // Prints "1"
        ```

        ```swift
        print(2)  // Prints "3"
        ```
        """

    /// `markdown` as `Articles/A.md` of a package in a folder of its own, planned: its program.
    static func planned(_ markdown: String) throws -> (plan: CheckPlan, program: ScratchTarget) {
        let plan = PlanChecks.run([DocumentWork(loaded: try Fixture.article(markdown), position: 0)])
        return (plan, try #require(plan.documents[0].program))
    }

    /// The outcome of `plan` when its program built and ran as `process` and `blocks` say, the
    /// last block it started being `lastStarted` (a block never started was never reached).
    static func verdict(
        _ plan: CheckPlan, program: ScratchTarget, built: BuildOutcome? = nil, process: ProcessOutput,
        blocks: [Int: String], lastStarted: Int? = nil
    ) throws -> DocumentOutcome {
        let run = ProgramRun(process: process, blockOutputs: blocks, lastStartedSample: lastStarted)
        let verified = VerifyDocuments.run(
            plan, compiled: CompileSamples.Result(build: built ?? BuildOutcome(builtTargets: [program.name])),
            runs: [program.name: run], timeout: .seconds(10))
        return try #require(verified[0].outcome)
    }

    static func exited(_ status: Int32, signal: Int32? = nil, timedOut: Bool = false) -> ProcessOutput {
        ProcessOutput(
            exitStatus: status, signal: signal, timedOut: timedOut, standardOutput: "", standardError: "")
    }

    @Test func notebookBlocksArePlannedAsOneProgram() throws {
        let (plan, program) = try Self.planned(Self.twoBlocks)
        #expect(program.program.samples.map(\.index) == [0, 1])
        #expect(plan.documents[0].separate.isEmpty && plan.documents[0].typeChecks.isEmpty)
        #expect(plan.needsCompiler)
    }

    @Test func eachBlocksOutputIsHeldToItsPrintsComment() throws {
        let (plan, program) = try Self.planned(Self.twoBlocks)
        let outcome = try Self.verdict(
            plan, program: program, process: Self.exited(0), blocks: [0: "1\n", 1: "2\n"], lastStarted: 1)
        #expect(outcome.samples.map(\.status) == [.passed, .failed])
        #expect(outcome.samples.map(\.output) == ["1\n", "2\n"])
        #expect(outcome.diagnostics.map(\.identifier) == [.printsMismatch])
        #expect(outcome.diagnostics.map(\.line) == [8])
    }

    @Test func aBlockTheRunNeverStartedFailsWithoutOutput() throws {
        let (plan, program) = try Self.planned(Self.twoBlocks)
        let outcome = try Self.verdict(
            plan, program: program, process: Self.exited(0), blocks: [0: "1\n"], lastStarted: 0)
        #expect(outcome.samples.map(\.status) == [.passed, .failed])
        #expect(outcome.samples.map(\.output) == ["1\n", nil])
    }

    @Test func aCompileErrorFailsItsBlockAtItsLine() throws {
        let (plan, program) = try Self.planned(Self.twoBlocks)
        var built = BuildOutcome()
        built.failedTargets[program.name] = [
            CompilerMessage(
                path: "Articles/A.md", line: 8, column: 1, severity: .error,
                message: "cannot find 'x' in scope")
        ]
        let outcome = try Self.verdict(
            plan, program: program, built: built, process: Self.exited(0), blocks: [:])
        #expect(outcome.samples[1].status == .failed)
        #expect(outcome.diagnostics.map(\.identifier) == [.compiler])
        #expect(outcome.diagnostics.map { "\($0.path ?? ""):\($0.line ?? 0)" } == ["Articles/A.md:8"])
    }

    @Test func aProgramThatStopsInABlockFailsThatBlock() throws {
        let (plan, program) = try Self.planned(Self.twoBlocks)
        let outcome = try Self.verdict(
            plan, program: program, process: Self.exited(1, signal: 4), blocks: [0: "1\n"], lastStarted: 1)
        #expect(outcome.samples.map(\.status) == [.passed, .failed])
        #expect(outcome.diagnostics.map(\.identifier).contains(.programCrashed))
        #expect(outcome.diagnostics.allSatisfy { $0.line == nil || $0.line! >= 7 })
    }

    @Test func aProgramThatRunsOutOfTimeFailsTheBlockItWasIn() throws {
        let (plan, program) = try Self.planned(Self.twoBlocks)
        let outcome = try Self.verdict(
            plan, program: program, process: Self.exited(1, timedOut: true), blocks: [0: "1\n"],
            lastStarted: 1)
        #expect(outcome.samples.map(\.status) == [.passed, .failed])
        #expect(outcome.diagnostics.map(\.identifier).contains(.programTimedOut))
    }
}
