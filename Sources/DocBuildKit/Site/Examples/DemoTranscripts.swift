import Foundation

/// Runs each example's headless demo and keeps what it prints: the transcript the catalog shows.
///
/// The demos are built in docbuild's scratch package (`.build/docbuild/`), which already holds
/// the project's libraries compiled for the samples: a demo is an executable product of the
/// project, which the scratch package depends on, so building it there compiles only the example
/// and links. (Building in the project's own `.build` with other flags than the user's would
/// invalidate their build.) Each binary then runs in the samples' environment
/// (``SampleRunner/environment``: `TZ=UTC`, a fixed locale, plain crash reports) with a time limit.
/// A demo that fails to build, exits non-zero or runs too long is a diagnostic at its
/// `Demo/main.swift`.
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
        let scratch = ScratchPackage(
            directory: ScratchPackage.directory(inProject: packageDirectory),
            projectDirectory: packageDirectory,
            demoProducts: ExampleEntry.demoProducts(packageDirectory: packageDirectory))
        // The check keeps the demos in the manifest already, unless one failed to build and the
        // samples were built without them; then they come back here, each reported on its own.
        try scratch.writeKeepingPrograms()
        var diagnostics: [Diagnostic] = []
        for index in examples.indices {
            let example = examples[index]
            let demoPath = "\(example.directory)/Demo/main.swift"
            let build = try await ProcessRunner.run(
                swift,
                ["build", "--package-path", scratch.packageDirectory, "--product", example.demoProduct]
                    + SampleBuilder.buildFlags,
                in: scratch.packageDirectory)
            guard build.succeeded else {
                diagnostics.append(
                    Diagnostic(
                        .error, "the demo \(example.demoProduct) failed to build", path: demoPath,
                        explanation: SampleBuilder.tail(of: build.standardOutput + build.standardError)))
                continue
            }
            let run = try await ProcessRunner.run(
                "\(scratch.binDirectory)/\(example.demoProduct)", [], in: packageDirectory,
                environment: SampleRunner.environment, timeout: timeout)
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
