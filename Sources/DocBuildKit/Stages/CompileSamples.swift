import DocBasics
import Foundation
import SampleToolchain

/// Stage 4: builds every planned program with `swift build` (see ``SampleBuilder``) and
/// type-checks the `no-run`, `compile-fail` and `apple` samples with `swiftc`, in parallel.
enum CompileSamples {
    /// What the compiler said about the plan.
    struct Result: Sendable {
        var build = BuildOutcome()
        /// Each type-check's result, by its job's name.
        var typeChecks: [String: TypeCheckResult] = [:]
        /// Problems no article explains: the project package failing to build.
        var diagnostics: [Diagnostic] = []
    }

    /// Compiles what `plan` asks for in `scratch`.
    ///
    /// - Parameter progress: Called with one line per build and one for the type-checks.
    /// - Throws: ``EnvironmentError`` when files cannot be written or the compiler cannot start.
    static func run(
        _ plan: CheckPlan, scratch: ScratchPackage, sourceFiles: [String], in workspace: Workspace,
        progress: @escaping @Sendable (String) -> Void
    ) async throws -> Result {
        var result = Result()
        guard plan.needsCompiler || !plan.typeChecks.isEmpty else { return result }
        let options = workspace.options
        if plan.needsCompiler {
            scratch.forgetBuildPlan(unlessProjectFilesAre: sourceFiles)
            let builder = SampleBuilder(
                scratch: scratch, swift: workspace.swift, swiftc: workspace.swiftc, jobs: options.jobs,
                isVerbose: options.isVerbose)
            result.build = try await builder.build(plan.targets, progress: progress)
            if let failure = result.build.unexplainedFailure {
                result.diagnostics.append(
                    Diagnostic(
                        .error, .packageBuildFailed,
                        "the samples' package failed to build (the project itself, or linking)",
                        path: workspace.displayPath(workspace.packageDirectory + "/Package.swift"),
                        explanation: failure))
            }
        }
        let checker = SampleTypeChecker(
            scratch: scratch, swiftc: workspace.swiftc, appleFlags: options.appleFlags)
        let checkable = plan.typeChecks.filter { $0.job.mode == .parse || result.build.modulesAreBuilt }
        if !checkable.isEmpty {
            progress("Type-checking \(checkable.count) \(plural(checkable.count, "sample"))")
        }
        let checked = try await concurrentMap(checkable, limit: options.jobs) { check in
            (check.name, try await checker.check(check.job, name: check.name))
        }
        result.typeChecks = Dictionary(checked, uniquingKeysWith: { $1 })
        return result
    }
}
