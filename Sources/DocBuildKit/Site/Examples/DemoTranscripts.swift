import Foundation

/// Runs each example's headless demo and keeps what it prints: the transcript the catalog shows.
///
/// All demos are built by one `swift build` of the package (so the build plans once), then each
/// binary runs in the package's build folder with `TZ=UTC`, a fixed locale and a time limit.
/// A demo that fails to build, exits non-zero or runs too long is a diagnostic at its
/// `Demo/main.swift`.
package enum DemoTranscripts {
    /// The transcripts of `examples` (by demo product) and the problems met.
    ///
    /// - Parameters:
    ///   - examples: The examples whose demos to run.
    ///   - packageDirectory: The package that declares the demo products.
    ///   - timeout: The most a demo may run, in seconds.
    package static func collect(
        for examples: [ExampleEntry], packageDirectory: String, timeout: Double = 30
    ) -> (transcripts: [String: String], diagnostics: [Diagnostic]) {
        guard !examples.isEmpty else { return ([:], []) }
        var diagnostics: [Diagnostic] = []
        var transcripts: [String: String] = [:]
        var buildArguments = ["swift", "build", "--package-path", packageDirectory]
        let products = examples.map(\.demoProduct)
        if products.count == 1 { buildArguments += ["--product", products[0]] }
        let build = ProcessRunner.run(buildArguments, in: packageDirectory, timeout: 1800)
        guard build.status == 0 else {
            return (
                [:],
                [
                    Diagnostic(
                        .error, "the example demos failed to build", path: "Package.swift",
                        explanation: String(build.output.suffix(4000)))
                ]
            )
        }
        let binPath = ProcessRunner.run(
            ["swift", "build", "--package-path", packageDirectory, "--show-bin-path"], in: packageDirectory,
            timeout: 120
        ).output.trimmingCharacters(in: .whitespacesAndNewlines)
        for example in examples {
            let demoPath = "\(example.directory)/Demo/main.swift"
            let run = ProcessRunner.run(
                ["\(binPath)/\(example.demoProduct)"], in: packageDirectory, timeout: timeout,
                environment: ["TZ": "UTC", "LC_ALL": "C.UTF-8"], mergesStandardError: false)
            if run.timedOut {
                diagnostics.append(
                    Diagnostic(.error, "the demo \(example.demoProduct) ran longer than \(Int(timeout)) s", path: demoPath))
            } else if run.status != 0 {
                diagnostics.append(
                    Diagnostic(
                        .error, "the demo \(example.demoProduct) exited with status \(run.status)", path: demoPath,
                        explanation: String(run.output.suffix(2000))))
            } else {
                transcripts[example.demoProduct] = run.output
            }
        }
        return (transcripts, diagnostics)
    }
}
