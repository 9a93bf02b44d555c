/// Stage 3½: gives every planned program that writes no `import` of its own an import of each
/// library module of the package, so a sample reads as the package's users write it, without
/// set-up (rustdoc does the same for a doctest's crate).
enum ImportLibraries {
    /// `plan` with those programs' imports added; the package is asked for its libraries only
    /// when a program needs them.
    ///
    /// - Throws: ``EnvironmentError`` when the package's products cannot be read.
    static func run(_ plan: CheckPlan, in workspace: Workspace) async throws -> CheckPlan {
        let needs = plan.pending.contains { work in
            work.targets.contains { !$0.program.writesImports }
                || work.checks.contains { $0.job.mode != .parse && !$0.job.program.writesImports }
        }
        guard needs else { return plan }
        let modules = try await PackageLibraries.modules(
            packageDirectory: workspace.packageDirectory, swift: workspace.swift,
            cacheDirectory: workspace.scratchDirectory)
        var plan = plan
        for index in plan.articles.indices where !plan.articles[index].isCached {
            plan.articles[index].program?.program.addImports(modules)
            for target in plan.articles[index].separate.indices {
                plan.articles[index].separate[target].program.addImports(modules)
            }
            for check in plan.articles[index].checks.indices
            where plan.articles[index].checks[check].job.mode != .parse {
                plan.articles[index].checks[check].job.program.addImports(modules)
            }
        }
        return plan
    }
}
