import SampleToolchain

/// Phase 1, check: gives every planned program that writes no `import` of its own an import of each
/// library module of the package, so a sample reads as the package's users write it, without
/// set-up (rustdoc does the same for a doctest's crate). Where two modules declare one name (a
/// type and its re-export), `docbuild.json`'s `imports`, or an article's
/// `<!-- docbuild: imports … -->`, names the modules instead. A doc comment's program imports its
/// symbol's module instead, always, as rustdoc a doctest's crate: only that module is in view
/// where the comment is written (two modules may declare one name).
enum ImportLibraries {
    /// `plan` with those programs' imports added; the package is asked for its libraries only
    /// when a program needs them.
    ///
    /// - Throws: ``EnvironmentError`` when the package's products cannot be read.
    ///
    /// - Parameters:
    ///   - packageDirectory: The package whose library products are imported.
    ///   - cacheDirectory: Where the answer of `swift package dump-package` is kept.
    ///   - imports: The package's choice of modules (`docbuild.json`); `nil`: every library.
    static func run(
        _ plan: CheckPlan, imports: [String]? = nil, packageDirectory: String, swift: String,
        cacheDirectory: String
    )
        async throws -> CheckPlan
    {
        let needs = plan.pending.contains { work in
            work.loaded.module == nil && (work.loaded.imports ?? imports) == nil
                && (work.targets.contains { !$0.program.writesImports }
                    || work.typeChecks.contains { $0.job.mode != .parse && !$0.job.program.writesImports })
        }
        let modules =
            needs
            ? try await PackageLibraries.modules(
                packageDirectory: packageDirectory, swift: swift, cacheDirectory: cacheDirectory) : []
        var plan = plan
        for index in plan.documents.indices where !plan.documents[index].isCached {
            let article = plan.documents[index].loaded
            let chosen = article.imports ?? imports ?? modules
            func addImports(_ program: inout ProgramSource) {
                if let module = article.module {
                    program.implicitImports = [module] + program.implicitImports.filter { $0 != module }
                } else {
                    program.addImports(chosen)
                }
            }
            if var program = plan.documents[index].program {
                addImports(&program.program)
                plan.documents[index].program = program
            }
            for target in plan.documents[index].separate.indices {
                addImports(&plan.documents[index].separate[target].program)
            }
            for command in plan.documents[index].commands.indices {
                addImports(&plan.documents[index].commands[command].target.program)
            }
            for check in plan.documents[index].typeChecks.indices
            where plan.documents[index].typeChecks[check].job.mode != .parse {
                addImports(&plan.documents[index].typeChecks[check].job.program)
            }
        }
        return plan
    }
}
