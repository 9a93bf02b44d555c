import DocBasics
import SampleToolchain

/// Phase 1, check: runs every program that built, in parallel, each in a fresh folder with a time limit
/// (see ``SampleRunner``).
enum RunPrograms {
    /// Runs the built programs of `plan`.
    ///
    /// - Returns: each program's run, by target name.
    /// - Throws: ``EnvironmentError`` when a program cannot be started.
    static func run(
        _ plan: CheckPlan, compiled: CompileSamples.Result, scratch: ScratchPackage, timeout: Duration,
        jobs: Int,
        progress: @Sendable (String) -> Void
    ) async throws -> [String: ProgramRun] {
        let build = compiled.build
        let runnable = build.programs(plan.programs).filter { build.builtTargets.contains($0.name) }
        guard !runnable.isEmpty else { return [:] }
        progress("Running \(runnable.count) \(plural(runnable.count, "program"))")
        return try await run(runnable, scratch: scratch, timeout: timeout, jobs: jobs)
    }

    /// Each of `targets`' runs, by name, `jobs` at a time.
    private static func run(_ targets: [ScratchTarget], scratch: ScratchPackage, timeout: Duration, jobs: Int)
        async throws -> [String: ProgramRun]
    {
        let runner = SampleRunner(binDirectory: scratch.binDirectory, timeout: timeout)
        let runs = try await concurrentMap(targets, limit: jobs) { target in
            (target.name, try await runner.run(target.name))
        }
        return Dictionary(runs, uniquingKeysWith: { $1 })
    }

    /// Runs again, without the block it stopped in, each notebook program whose run stopped in a
    /// block before its last (a trap, an exit): the blocks after it that do not use it are run, as
    /// ``NotebookRepair`` makes the program, round by round until no run stops so. A run that timed
    /// out is not repeated.
    static func rerunningStopped(
        _ plan: CheckPlan, compiled: inout CompileSamples.Result, runs: inout [String: ProgramRun],
        scratch: ScratchPackage, toolchain: Toolchain, environment: String, timeout: Duration,
        progress: @escaping @Sendable (String) -> Void
    ) async throws {
        while true {
            let build = compiled.build
            var repairs: [ScratchTarget] = []
            for target in build.programs(plan.programs)
            where build.repairs[target.name] == nil && target.program.samples.count > 1 {
                guard let index = runs[target.name].flatMap(Self.stoppedBlock(of:)),
                    let repair = NotebookRepair(target.program, stoppedAt: index)
                else { continue }
                repairs.append(repair.target(replacing: target))
                compiled.build.repairs[target.name] = repairs.last
            }
            guard !repairs.isEmpty else { return }
            let outcome = try await toolchain.builder(of: scratch).build(
                repairs, repair: NotebookRepair.target(replacing:errors:), environment: environment,
                progress: progress)
            compiled.build.merge(outcome)
            let runnable = outcome.programs(repairs).filter { outcome.builtTargets.contains($0.name) }
            progress(
                "Running \(runnable.count) \(plural(runnable.count, "program")) again without the block that stopped"
            )
            let again = try await run(runnable, scratch: scratch, timeout: timeout, jobs: toolchain.jobs)
            runs.merge(again) { $1 }
        }
    }

    /// Runs each transcript line of `plan` that names a command that built, with the line's
    /// arguments, `jobs` at a time (see ``SampleRunner/runCommand(_:as:arguments:)``).
    ///
    /// - Returns: what each printed, by the line.
    /// - Throws: ``EnvironmentError`` when a program cannot be started.
    static func runCommands(
        _ plan: CheckPlan, compiled: CompileSamples.Result, scratch: ScratchPackage, timeout: Duration,
        jobs: Int, progress: @Sendable (String) -> Void
    ) async throws -> [CommandInvocation: ProcessOutput] {
        let built = plan.invocations.filter { compiled.build.builtTargets.contains($0.target) }
        guard !built.isEmpty else { return [:] }
        progress("Running \(built.count) \(plural(built.count, "transcript line"))")
        let runner = SampleRunner(binDirectory: scratch.binDirectory, timeout: timeout)
        let runs = try await concurrentMap(built, limit: jobs) { invocation in
            (
                invocation,
                try await runner.runCommand(
                    invocation.target, as: invocation.name, arguments: invocation.arguments)
            )
        }
        return Dictionary(runs, uniquingKeysWith: { $1 })
    }

    /// The block a run stopped in, when it stopped on its own (a trap, an exit) rather than by
    /// docbuild's hand (a time limit, too much output, a closed stdout).
    static func stoppedBlock(of run: ProgramRun) -> Int? {
        let process = run.process
        guard !process.succeeded, !process.timedOut, !process.isOutputTruncated, !run.closedStandardOutput
        else { return nil }
        return run.lastStartedSample
    }
}
