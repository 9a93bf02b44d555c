import DocBasics
import Foundation
import SampleToolchain

/// Phase 1, check: builds every planned program with `swift build` (see ``SampleBuilder``), a notebook
/// with failing blocks again without them (``NotebookRepair``), and type-checks the `no-run`,
/// `compile-fail` and `apple` samples with `swiftc`, in parallel.
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
    /// - Parameters:
    ///   - environment: The check's environment, which the commands of the programs recorded by a
    ///     build belong to (``ProgramCommands``).
    ///   - appleFlags: The `-Xapple` flags of `apple` samples' type-checks.
    ///   - manifest: The project's `Package.swift`, as diagnostics name it.
    ///   - progress: Called with one line per build and one for the type-checks.
    /// - Throws: ``EnvironmentError`` when files cannot be written or the compiler cannot start.
    static func run(
        _ plan: CheckPlan, scratch: ScratchPackage, sourceFiles: [String], environment: String,
        toolchain: Toolchain, appleFlags: [String], manifest: String,
        progress: @escaping @Sendable (String) -> Void
    ) async throws -> Result {
        var result = Result()
        guard plan.needsCompiler || !plan.typeChecks.isEmpty else { return result }
        if plan.needsCompiler {
            scratch.forgetBuildPlan(unlessProjectFilesAre: sourceFiles)
            result.build = try await toolchain.builder(of: scratch).build(
                plan.targets, repair: NotebookRepair.target(replacing:errors:), environment: environment,
                progress: progress)
            if let failure = result.build.unexplainedFailure {
                result.diagnostics.append(
                    Diagnostic(
                        .error, .packageBuildFailed,
                        "the samples' package failed to build (the project itself, or linking)",
                        path: manifest,
                        explanation: failure))
            }
        }
        let checker = SampleTypeChecker(scratch: scratch, swiftc: toolchain.swiftc, appleFlags: appleFlags)
        let checkable = plan.typeChecks.filter { $0.job.mode == .parse || result.build.modulesAreBuilt }
        if !checkable.isEmpty {
            progress("Type-checking \(checkable.count) \(plural(checkable.count, "sample"))")
        }
        let checked = try await concurrentMap(checkable, limit: toolchain.jobs) { check in
            (check.name, try await checker.check(check.job, name: check.name))
        }
        result.typeChecks = Dictionary(checked, uniquingKeysWith: { $1 })
        return result
    }
}
