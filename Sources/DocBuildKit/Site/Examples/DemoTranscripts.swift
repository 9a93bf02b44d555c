import Foundation

/// Runs each example's headless demo and keeps what it prints: the transcript the catalog shows.
///
/// All demos are built by one `swift build` of the package (one build plan instead of one per
/// demo), then each binary runs with `TZ=UTC`, a fixed locale and a time limit. A demo that
/// fails to build, exits non-zero or runs too long is a diagnostic at its `Demo/main.swift`.
package enum DemoTranscripts {
    /// Collects the transcripts of `examples` into them.
    ///
    /// - Parameters:
    ///   - examples: The examples whose demos to run; their ``ExampleEntry/transcript`` is set.
    ///   - packageDirectory: The package that declares the demo products.
    ///   - swift: The path of the `swift` driver.
    ///   - timeout: The most one demo may run.
    /// - Returns: The problems met; empty when every demo ran cleanly.
    package static func collect(
        into examples: inout [ExampleEntry], packageDirectory: String, swift: String, timeout: Duration
    ) async throws -> [Diagnostic] {
        guard !examples.isEmpty else { return [] }
        let build = try await ProcessRunner.run(
            swift, ["build", "--package-path", packageDirectory], in: packageDirectory)
        guard build.succeeded else {
            return [
                Diagnostic(
                    .error, "the package failed to build, so the example demos cannot run",
                    path: "Package.swift",
                    explanation: String((build.standardOutput + build.standardError).suffix(4000)))
            ]
        }
        let binDirectory = try await ProcessRunner.run(
            swift, ["build", "--package-path", packageDirectory, "--show-bin-path"], in: packageDirectory
        ).standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        var diagnostics: [Diagnostic] = []
        for index in examples.indices {
            let example = examples[index]
            let demoPath = "\(example.directory)/Demo/main.swift"
            let run = try await ProcessRunner.run(
                "\(binDirectory)/\(example.demoProduct)", [], in: packageDirectory,
                environment: ["TZ": "UTC", "LC_ALL": "C.UTF-8"], timeout: timeout)
            if run.timedOut {
                diagnostics.append(
                    Diagnostic(
                        .error, "the demo \(example.demoProduct) ran longer than \(timeout)", path: demoPath))
            } else if !run.succeeded {
                let ending =
                    run.signal.map { "was killed by signal \($0)" }
                    ?? "exited with status \(run.exitStatus ?? -1)"
                diagnostics.append(
                    Diagnostic(
                        .error, "the demo \(example.demoProduct) \(ending)", path: demoPath,
                        explanation: String((run.standardOutput + run.standardError).suffix(2000))))
            } else {
                examples[index].transcript = run.standardOutput
            }
        }
        return diagnostics
    }
}
