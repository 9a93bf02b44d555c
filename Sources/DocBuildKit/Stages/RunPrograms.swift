import DocBasics
import SampleToolchain

/// Stage 5: runs every program that built, in parallel, each in a fresh folder with a time limit
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
        let runnable = plan.targets.flatMap { [$0] + build.repairs(of: $0) }.filter {
            build.builtTargets.contains($0.name)
        }
        guard !runnable.isEmpty else { return [:] }
        progress("Running \(runnable.count) \(plural(runnable.count, "program"))")
        let runner = SampleRunner(binDirectory: scratch.binDirectory, timeout: timeout)
        let runs = try await concurrentMap(runnable, limit: jobs) { target in
            (target.name, try await runner.run(target.name))
        }
        return Dictionary(runs, uniquingKeysWith: { $1 })
    }
}
