import DocBasics
import DocMarkdown
import Foundation
import SampleToolchain

/// The `docbuild` command line: it parses the options, runs the phases of a ``DocBuildRun`` in
/// order (check, site, coverage) and prints what they found. `main.swift` only calls
/// ``run(arguments:)``.
package enum DocBuildCommand {
    /// The version of the package docbuild ships in, its release tag: what `--version` prints, so
    /// that a docbuild built from a tag names that tag (`docbuild.json`'s `version` holds the same).
    package static let version = "0.1.0"

    /// Part of every cache key (``PartitionByCache``), with ``version``: raise it whenever a check
    /// can reach another verdict, so that no result of an older docbuild is reused.
    static let resultsGeneration = 12

    /// Runs `docbuild` with `arguments` (without the program name), holding the package's
    /// ``ScratchLock`` from the check to the written site, so that a second docbuild on the same
    /// package waits.
    ///
    /// - Returns: 0 when everything passed, 1 when anything failed or the check could not run,
    ///   64 for a usage error.
    package static func run(arguments: [String]) async -> Int32 {
        let options: Options
        do {
            options = try Options(arguments: arguments)
        } catch {
            printError("error: \(error)\n\n\(Options.usage)")
            return UsageError.exitStatus
        }
        switch options.action {
        case .help:
            print(Options.usage)
            return 0
        case .helpMarkdown:
            print(Options.markdownReference, terminator: "")
            return 0
        case .version:
            print("docbuild \(version) (cmark \(CMarkParser.libraryVersion))")
            return 0
        case .preview:
            return await PreviewCommand.run(options)
        case .check:
            break
        }
        do {
            let workspace = try Workspace(options: options)
            let progress = progressPrinter(options)
            let status = try await ScratchLock.holding(in: workspace.scratchDirectory) { holder in
                printError(
                    "docbuild: waiting for another docbuild on this package\(holder.map { " (pid \($0))" } ?? "")…"
                )
            } body: {
                var run = DocBuildRun(workspace: workspace, progress: progress)
                var report = try await run.check()
                let blessDiagnostics = try await blessIfAsked(&run, report: &report)
                let siteDiagnostics = try await run.writeSite() + blessDiagnostics
                let coverage = run.coverage()
                if let coverage {
                    print("Coverage of the public API (every library module under Sources/):")
                    print(coverage.coverage.table)
                }
                return printResults(
                    report, siteDiagnostics: siteDiagnostics + (coverage?.diagnostics ?? []), in: workspace)
            }
            FaultInjection.reportPeakMemory()
            return status
        } catch let error as EnvironmentError {
            printError("error: \(error)")
            return 1
        } catch let error as ConfigurationError {
            printError(error.description)
            return 1
        } catch {
            printError("error: \(error)")
            return 1
        }
    }

    /// With `--bless`, rewrites the failing outputs (``DocBuildRun/bless(dryRun:)``), prints the
    /// diff and makes `report` the check after it.
    ///
    /// - Returns: the warnings of the samples left alone.
    private static func blessIfAsked(_ run: inout DocBuildRun, report: inout CheckReport) async throws
        -> [Diagnostic]
    {
        guard run.workspace.options.isBlessing else { return [] }
        let blessed: BlessOutputs.Result
        (blessed, report) = try await run.bless(dryRun: run.workspace.options.isDryRun)
        print(blessed.diff, terminator: "")
        return blessed.diagnostics
    }

    /// One line per stage: dim on a terminal; plain text (no control characters) anywhere else.
    static func progressPrinter(_ options: Options) -> @Sendable (String) -> Void {
        let isTerminal = isatty(STDOUT_FILENO) == 1 && options.format == .text
        return { line in
            print(isTerminal ? "\u{1B}[2m\(line)\u{1B}[0m" : line)
            fflush(nil)
        }
    }

    /// Prints every diagnostic, the per-article lines of `--verbose` and the summary.
    ///
    /// - Returns: the exit status.
    private static func printResults(
        _ report: CheckReport, siteDiagnostics: [Diagnostic], in workspace: Workspace
    )
        -> Int32
    {
        let diagnostics = report.diagnostics + siteDiagnostics + report.exampleDiagnostics
        let sources = workspace.sources(of: report.articles.map(\.path) + diagnostics.compactMap(\.path))
        let formatter = DiagnosticFormatter(
            isForGitHub: workspace.options.format == .github, sources: sources)
        for diagnostic in diagnostics {
            print(formatter.format(diagnostic))
        }
        if let file = workspace.options.diagnosticsFile {
            do {
                try DiagnosticsFile.write(
                    diagnostics, to: Workspace.absolute(file), packageDirectory: workspace.packageDirectory)
            } catch {
                printError("error: cannot write the diagnostics file \(file): \(error.localizedDescription)")
                return 1
            }
        }
        if workspace.options.isVerbose {
            for article in report.articles {
                print(
                    "\(article.path): \(article.results.count) samples\(article.isCached ? " (cached)" : "")")
            }
        }
        let otherErrors = (siteDiagnostics + report.exampleDiagnostics).filter { $0.severity == .error }.count
        if otherErrors > 0 {
            let problems = otherErrors == 1 ? "1 problem" : "\(otherErrors) problems"
            print("\(problems) with links, images, SUMMARY.md, example demos or coverage")
        }
        print(report.summary)
        return report.hasPassed && otherErrors == 0 ? 0 : 1
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
