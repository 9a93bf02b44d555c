import Foundation

/// The `docbuild` command: parses arguments, runs the check, prints diagnostics and the summary,
/// and returns the exit status. `main.swift` only calls ``run(arguments:)``.
package enum DocBuildCommand {
    /// Runs `docbuild` with `arguments` (without the program name).
    ///
    /// - Returns: 0 when everything passed, 1 when anything failed or the check could not run,
    ///   64 for a usage error.
    package static func run(arguments: [String]) async -> Int32 {
        let options: Options
        do {
            options = try Options(arguments: arguments)
        } catch {
            printError("error: \(error.message)\n\n\(Options.usage)")
            return UsageError.exitStatus
        }
        switch options.action {
        case .help:
            print(Options.usage)
            return 0
        case .version:
            print("docbuild \(DocBuild.version) (cmark \(CMarkParser.libraryVersion))")
            return 0
        case .check:
            break
        }
        let isTerminal = isatty(STDOUT_FILENO) == 1 && options.format == .text
        let progress: @Sendable (String) -> Void = { line in
            // Dim on a terminal; plain text (no control characters) anywhere else.
            print(isTerminal ? "\u{1B}[2m\(line)\u{1B}[0m" : line)
            fflush(nil)
        }
        do {
            let report = try await DocBuild.check(options, progress: progress)
            let siteDiagnostics = try await SiteStage.run(after: report, options: options, progress: progress)
            let diagnostics = report.diagnostics + siteDiagnostics
            var sources: [String: String] = [:]
            for path in Set(report.articles.map(\.path) + siteDiagnostics.compactMap(\.path)) {
                let package = DocBuild.absolute(options.packageDirectory)
                let file = path.hasPrefix("/") ? path : package + "/" + path
                sources[path] = try? String(contentsOfFile: file, encoding: .utf8)
            }
            let formatter = DiagnosticFormatter(format: options.format, sources: sources)
            for diagnostic in diagnostics {
                print(formatter.format(diagnostic))
            }
            if options.isVerbose {
                for article in report.articles {
                    print(
                        "\(article.path): \(article.results.count) samples\(article.isCached ? " (cached)" : "")"
                    )
                }
            }
            let siteErrors = siteDiagnostics.filter { $0.severity == .error }.count
            if siteErrors > 0 {
                let problems = siteErrors == 1 ? "1 problem" : "\(siteErrors) problems"
                print("\(problems) with links, images, SUMMARY.md or example demos")
            }
            print(report.summary)
            return report.hasPassed && siteErrors == 0 ? 0 : 1
        } catch let error as EnvironmentError {
            printError("error: \(error.message)")
            return 1
        } catch {
            printError("error: \(error)")
            return 1
        }
    }

    private static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
