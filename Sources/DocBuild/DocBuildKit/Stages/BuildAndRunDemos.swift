import DocBasics
import Doctest
import Foundation
import SampleToolchain

/// What one example's headless demo did: its transcript, or the problem that stopped it.
struct DemoOutcome: Hashable, Sendable, Codable {
    /// The executable product: `feed-demo`.
    var product: String
    /// What it printed, when it ran cleanly: the transcript the catalog shows.
    var transcript: String?
    /// Why there is no transcript: at the demo's `Demo/main.swift`.
    var diagnostics: [Diagnostic] = []
}

/// The stage after the samples: builds and runs each example's headless demo and keeps what it
/// prints.
///
/// The demos are built in docbuild's scratch package, which already holds the project's libraries
/// compiled for the samples: a demo is an executable product of the project, kept in the scratch
/// manifest, so the samples' `swift build` builds it too, and only when that build had to leave
/// the demos out (or nothing was built) is each built on its own, so that one that fails is
/// reported at its file. (Building in the project's own `.build` with other flags than the user's
/// would invalidate their build.) Each binary runs in the samples' environment
/// (``SampleRunner/environment``) with a time limit. A demo that fails to build, exits non-zero or
/// runs too long is a diagnostic at its `Demo/main.swift`. Outcomes are cached, keyed by the
/// project's sources.
enum BuildAndRunDemos {
    /// Each demo's outcome, and a note when their cache entry was corrupted (they were run again).
    struct Result: Sendable {
        var outcomes: [DemoOutcome] = []
        var notes: [Diagnostic] = []
    }

    /// Builds (when the samples' build did not) and runs the demos of `examples`.
    ///
    /// - Throws: ``EnvironmentError`` when `swift` or a demo cannot be started.
    static func run(
        _ examples: [ExampleEntry], built: BuildOutcome, scratch: ScratchPackage, cacheKey: String,
        cache: ResultCache, useCache: Bool, swift: String, timeout: Duration, packageDirectory: String,
        progress: @Sendable (String) -> Void
    ) async throws -> Result {
        guard !examples.isEmpty else { return Result() }
        var notes: [Diagnostic] = []
        if useCache {
            let lookup = cache.entry([DemoOutcome].self, forKey: cacheKey)
            if case .corrupted(let reason) = lookup {
                notes.append(ResultCache.corruptionNote(reason, of: "the example demos", path: nil))
            }
            if let cached = lookup.value, cached.map(\.product) == examples.map(\.demoProduct) {
                return Result(outcomes: cached)
            }
        }
        progress("Building and running \(examples.count) example \(plural(examples.count, "demo"))")
        if !built.demosAreBuilt {
            try scratch.writeKeepingPrograms()
        }
        var outcomes: [DemoOutcome] = []
        for example in examples {
            outcomes.append(
                try await outcome(
                    of: example, isBuilt: built.demosAreBuilt, scratch: scratch, swift: swift,
                    timeout: timeout,
                    packageDirectory: packageDirectory))
        }
        if !outcomes.contains(where: { $0.diagnostics.contains { $0.identifier == .demoTimedOut } }) {
            cache.storeEntry(outcomes, forKey: cacheKey)
        }
        return Result(outcomes: outcomes, notes: notes)
    }

    private static func outcome(
        of example: ExampleEntry, isBuilt: Bool, scratch: ScratchPackage, swift: String, timeout: Duration,
        packageDirectory: String
    ) async throws -> DemoOutcome {
        let product = example.demoProduct
        let demoPath = "\(example.directory)/Demo/main.swift"
        if !isBuilt {
            let build = try await ProcessRunner.run(
                swift,
                ["build", "--package-path", scratch.copyDirectory, "--product", product]
                    + SampleBuilder.buildFlags,
                in: scratch.copyDirectory)
            guard build.succeeded else {
                let diagnostic = Diagnostic(
                    .error, .demoBuildFailed, "the demo \(product) failed to build", path: demoPath,
                    explanation: SampleBuilder.tail(of: build.standardOutput + build.standardError))
                return DemoOutcome(product: product, diagnostics: [diagnostic])
            }
        }
        let run = try await ProcessRunner.run(
            "\(scratch.binDirectory)/\(product)", [], in: packageDirectory,
            environment: SampleRunner.environment, timeout: timeout)
        if run.timedOut {
            let diagnostic = Diagnostic(
                .error, .demoTimedOut, "the demo \(product) ran longer than \(timeout)", path: demoPath)
            return DemoOutcome(product: product, diagnostics: [diagnostic])
        }
        guard run.succeeded else {
            let ending =
                run.signal.map { "was killed by signal \($0)" }
                ?? "exited with status \(run.exitStatus ?? -1)"
            let diagnostic = Diagnostic(
                .error, .demoFailed, "the demo \(product) \(ending)", path: demoPath,
                explanation: String((run.standardOutput + run.standardError).suffix(2000)))
            return DemoOutcome(product: product, diagnostics: [diagnostic])
        }
        return DemoOutcome(product: product, transcript: run.standardOutput)
    }

    /// The cache key of the demos' outcomes: the run's environment (which hashes the project's
    /// sources, the examples among them) and the demos' names.
    static func cacheKey(environment: String, examples: [ExampleEntry]) -> String {
        ResultCache.key(
            articleText: examples.map(\.demoProduct).joined(separator: "\n"), path: "example demos",
            environment: environment)
    }
}
