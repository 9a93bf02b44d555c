import Foundation
import Testing

@testable import DocBasics
@testable import DocBuildKit
@testable import Doctest
@testable import SampleToolchain

/// A `@main` sample as a command, planned and verified on values made by hand: which transcript
/// lines run it, with which arguments, and the verdict of what each printed. A real run is the
/// end-to-end test's (`TranscriptsEndToEndTests`).
@Suite struct TranscriptChecksTests {
    static let article = """
        # Greet

        ```swift
        print("set-up")  // Prints "set-up"
        ```

        ```swift
        @main
        struct GreetUser {
            static func main() { print("Hello!") }
        }
        ```

        ```console
        $ greet-user --shout "Ada L"
        HELLO, ADA L!
        $ swift build
        Build complete!
        $ hi Ada
        (no output)
        ```

            % greet-user
            usage: greet-user <name>
            ...

        ```sh
        $ greet-user 'Ada
        ```
        """

    /// `markdown` as `Articles/A.md`, planned with `commandNames` from `docbuild.json`.
    static func planned(_ markdown: String = article, commandNames: [String: String] = ["hi": "GreetUser"])
        throws -> DocumentWork
    {
        PlanChecks.run(
            [DocumentWork(loaded: try Fixture.article(markdown), position: 0)], commandNames: commandNames
        )
        .documents[0]
    }

    /// The outcome when every program built and each command printed what `outputs` gives, by
    /// the line of its prompt.
    static func verdict(
        _ work: DocumentWork, build: BuildOutcome? = nil, outputs: [Int: ProcessOutput],
        rules: TranscriptOutputRules = .init()
    ) throws -> DocumentOutcome {
        let built = build ?? BuildOutcome(builtTargets: Set(work.targets.map(\.name)))
        let transcripts = work.loaded.extraction.transcripts
        var commandRuns: [CommandInvocation: ProcessOutput] = [:]
        for invocation in work.invocations {
            let line = transcripts[invocation.transcript].commands[invocation.command].line
            commandRuns[invocation] = outputs[line]
        }
        let program = try #require(work.program)
        let run = ProgramRun(
            process: printed(""), blockOutputs: [0: "set-up\n"], lastStartedSample: 0)
        let verified = VerifyDocuments.run(
            CheckPlan(documents: [work]), compiled: CompileSamples.Result(build: built),
            runs: [program.name: run], commandRuns: commandRuns, rules: rules, timeout: .seconds(10))
        return try #require(verified[0].outcome)
    }

    static func printed(_ output: String, status: Int32 = 0) -> ProcessOutput {
        ProcessOutput(
            exitStatus: status, signal: nil, timedOut: false, standardOutput: output, standardError: "")
    }

    @Test func aMainSampleIsACommandOfItsOwnNeverPartOfTheArticlesProgram() throws {
        let work = try Self.planned()
        #expect(work.program?.program.samples.map(\.index) == [0])
        let command = try #require(work.commands.first)
        #expect(work.commands.count == 1 && command.sampleIndex == 1)
        #expect(command.names == ["greet-user", "hi"])
        #expect(command.target.program.isCommand)
        // Its output is the command's: no block markers, and `main()` called as `@main` would.
        let source = command.target.program.mainSource()
        #expect(!source.contains(BlockMarker.functionName + "("))
        #expect(source.hasSuffix("try await GreetUser.main()\n"))
        // The programs run block by block are the others only; the command is built with them.
        #expect(work.programs.map(\.name) == [work.program?.name])
        #expect(work.targets.map(\.name).contains(command.target.name))
    }

    @Test func eachPromptLineNamingTheCommandRunsItWithItsWordsAsAShellSplitsThem() throws {
        let work = try Self.planned()
        #expect(
            work.invocations.map { [$0.name] + $0.arguments } == [
                ["greet-user", "--shout", "Ada L"], ["hi", "Ada"], ["greet-user"],
            ])
        #expect(work.invocations.map(\.transcript) == [0, 0, 1])
        #expect(work.invocations.map(\.command) == [0, 2, 0])
    }

    @Test func linesThatMatchPassOthersFailAtTheirPromptAndTheRestAreNotChecked() throws {
        let work = try Self.planned()
        let outcome = try Self.verdict(
            work,
            outputs: [
                15: Self.printed("HELLO, ADA L!\n"),
                19: Self.printed("Hello, Ada!\n"),
                23: Self.printed("usage: greet-user <name>\n  --shout  Shout.\n", status: 64),
            ])
        #expect(
            outcome.transcripts.map { $0.map(\.status) } == [
                [.passed, .notChecked, .failed], [.passed], [.failed],
            ])
        #expect(outcome.transcripts[0][0].output == "HELLO, ADA L!\n")
        #expect(outcome.samples.map(\.status) == [.passed, .passed])
        #expect(outcome.samples.map(\.commandRuns) == [nil, 3])
        let problems = outcome.diagnostics.map {
            "\($0.identifier.rawValue) \($0.line ?? 0):\($0.column ?? 0)"
        }
        // `(no output)` said nothing was printed; an open quote cannot be split (at the quote).
        #expect(
            problems == ["docbuild.TranscriptMismatch 19:1", "docbuild.TranscriptUnterminatedQuote 28:14"])
    }

    @Test func theWordsForNoOutputAndElisionAreTheConfigurations() throws {
        let work = try Self.planned()
        let rules = TranscriptOutputRules(noOutput: "(nothing)", elision: "[…]")
        let outcome = try Self.verdict(
            work,
            outputs: [
                15: Self.printed("HELLO, ADA L!\n"), 19: Self.printed(""),
                23: Self.printed("usage: greet-user <name>\n"),
            ], rules: rules)
        // `(no output)` is now text that was not printed, and `...` a line that was not.
        #expect(outcome.transcripts[0].map(\.status) == [.passed, .notChecked, .failed])
        #expect(outcome.transcripts[1].map(\.status) == [.failed])
    }

    @Test func aCommandThatDidNotBuildFailsItsBlockAndEveryLineThatRunsIt() throws {
        let work = try Self.planned()
        let command = try #require(work.commands.first)
        let error = CompilerMessage(
            path: "Articles/A.md", line: 10, column: 26, severity: .error, message: "cannot find 'x' in scope"
        )
        let build = BuildOutcome(
            builtTargets: [work.program?.name ?? ""], failedTargets: [command.target.name: [error]])
        let outcome = try Self.verdict(work, build: build, outputs: [:])
        #expect(outcome.samples.map(\.status) == [.passed, .failed])
        #expect(
            outcome.transcripts.map { $0.map(\.status) } == [
                [.failed, .notChecked, .failed], [.failed], [.failed],
            ])
        #expect(
            outcome.diagnostics.map { "\($0.identifier.rawValue) \($0.line ?? 0)" } == [
                "docbuild.Compiler 10", "docbuild.DependsOnFailingBlock 15",
                "docbuild.DependsOnFailingBlock 19",
                "docbuild.DependsOnFailingBlock 23", "docbuild.TranscriptUnterminatedQuote 28",
            ])
    }

    @Test func aCommandStoppedByDocbuildIsReportedAtThePrompt() throws {
        let work = try Self.planned()
        var timedOut = Self.printed("HELLO, ADA L!\n")
        timedOut.timedOut = true
        var crashed = Self.printed("Fatal error: boom\n")
        crashed.signal = 4
        let outcome = try Self.verdict(
            work, outputs: [15: timedOut, 19: crashed, 23: Self.printed("usage: greet-user <name>\n")])
        #expect(
            outcome.diagnostics.map { "\($0.identifier.rawValue) \($0.line ?? 0)" } == [
                "docbuild.ProgramTimedOut 15", "docbuild.ProgramCrashed 19",
                "docbuild.TranscriptUnterminatedQuote 28",
            ])
    }

    @Test func aTranscriptWithoutACommandOfThePageIsNeitherRunNorCompiled() throws {
        let work = try Self.planned(
            """
            # Install

                $ brew install greet
                ==> Pouring greet
            """)
        #expect(work.commands.isEmpty && work.invocations.isEmpty && work.targets.isEmpty)
        #expect(work.loaded.extraction.samples.isEmpty)
        #expect(work.report.transcripts.map { $0.commands.map(\.status) } == [[.notChecked]])
    }

    /// A page that develops a command shows several versions, and a session may come before the
    /// version it shows or after it: each line runs every version, nearest first, and passes when
    /// one prints what it shows; otherwise it is held to the nearest.
    @Test func aLinePassesWhenAVersionOfItsCommandPrintsWhatItShows() throws {
        let work = try Self.planned(
            """
            ```
            $ count a
            1
            ```

            ```swift
            @main struct Count { static func main() { print(1) } }
            ```

            ```
            $ count b
            1
            ```

            ```swift
            @main struct Count { static func main() { print(2) } }
            ```

            ```
            $ count c
            3
            ```
            """)
        #expect(work.commands.map(\.sampleIndex) == [0, 1])
        let (first, second) = (work.commands[0].target.name, work.commands[1].target.name)
        // Nearest first: `count b` (line 11) is 5 lines after the first and 4 before the second.
        #expect(
            work.invocations.map { "\($0.transcript) \($0.rank) \($0.target == first ? 1 : 2)" } == [
                "0 0 1", "0 1 2", "1 0 2", "1 1 1", "2 0 2", "2 1 1",
            ])
        var runs: [CommandInvocation: ProcessOutput] = [:]
        for invocation in work.invocations {
            runs[invocation] = Self.printed(invocation.target == first ? "1\n" : "2\n")
        }
        let verified = VerifyDocuments.run(
            CheckPlan(documents: [work]),
            compiled: CompileSamples.Result(build: BuildOutcome(builtTargets: [first, second])), runs: [:],
            commandRuns: runs, timeout: .seconds(10))
        let outcome = try #require(verified[0].outcome)
        #expect(outcome.transcripts.map { $0.map(\.status) } == [[.passed], [.passed], [.failed]])
        #expect(outcome.transcripts.map { $0.map(\.command) } == [[0], [0], [1]])
        #expect(outcome.samples.map(\.commandRuns) == [2, 1])
        #expect(
            outcome.diagnostics.map { "\($0.identifier.rawValue) \($0.line ?? 0)" } == [
                "docbuild.TranscriptMismatch 20"
            ])
    }

    /// A page that develops a command writes its imports in the first version: a later version
    /// that writes none imports what the last one before it did, and no other block's.
    @Test func aVersionWithoutImportsImportsWhatTheVersionBeforeItDid() throws {
        let work = try Self.planned(
            """
            ```swift
            import PackageDescription
            ```

            ```swift
            import Foundation
            import struct Greeting.Greeter

            @main struct Greet { static func main() { print(Date.now > .distantPast) } }
            ```

            ```swift
            @main struct Greet { static func main() { print(URL(fileURLWithPath: "/")) } }
            ```
            """)
        #expect(work.commands.map(\.target.program.implicitImports) == [[], ["Foundation", "Greeting"]])
        var later = try #require(work.commands.last?.target.program)
        later.addImports(["Greeting", "Units"])
        #expect(later.implicitImports == ["Greeting", "Units", "Foundation"])
    }
}
