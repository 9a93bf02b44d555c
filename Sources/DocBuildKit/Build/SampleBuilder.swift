import Foundation

/// What came of building the scratch package.
package struct BuildOutcome: Sendable {
    /// Targets whose executables were built.
    package var builtTargets: Set<String> = []
    /// Targets that failed, with the compiler's messages located in their samples.
    package var failedTargets: [String: [CompilerMessage]] = [:]
    /// Warnings about sample code in targets that built.
    package var warnings: [CompilerMessage] = []
    /// Set when the build failed for a reason no target explains (the project package itself
    /// failed, a link error): the log's tail.
    package var unexplainedFailure: String?
    /// True when `DocBuildSupport` built, so the products' modules exist for swiftc.
    package var modulesAreBuilt = false
}

/// Builds every program of the scratch package with one `swift build`, in parallel.
///
/// SwiftPM stops at the first target that fails, which would hide the results of the others; so
/// when a build fails, the targets its errors point into are left out and the rest are built
/// again, until a build succeeds or no target is left. When no program explains the failure, the
/// example demos built alongside are left out once, as they may be the cause.
package struct SampleBuilder: Sendable {
    package var scratch: ScratchPackage
    package var swift: String
    package var jobs: Int

    /// `--verbose`: each `swift build` command and its whole log go to `progress` too.
    package var isVerbose: Bool

    package init(scratch: ScratchPackage, swift: String, jobs: Int, isVerbose: Bool = false) {
        self.scratch = scratch
        self.swift = swift
        self.jobs = jobs
        self.isVerbose = isVerbose
    }

    /// Builds `targets` (and the modules target).
    ///
    /// - Parameter progress: Called with one line per build attempt.
    /// - Throws: ``EnvironmentError`` when files cannot be written or `swift` cannot be started.
    package func build(_ targets: [ScratchTarget], progress: @Sendable (String) -> Void) async throws
        -> BuildOutcome
    {
        var outcome = BuildOutcome()
        var remaining = targets
        var scratch = scratch
        while true {
            try scratch.write(targets: remaining)
            progress(
                remaining.isEmpty
                    ? "Building the package's modules"
                    : "Building \(remaining.count) program\(remaining.count == 1 ? "" : "s")")
            let arguments =
                ["build", "--package-path", scratch.packageDirectory, "-j", String(max(1, jobs))]
                + Self.buildFlags
            if isVerbose {
                progress("$ swift " + arguments.joined(separator: " "))
            }
            let output = try await ProcessRunner.run(swift, arguments, in: scratch.packageDirectory)
            let log = output.standardOutput + output.standardError
            if isVerbose {
                progress(log)
            }
            let messages = CompilerMessage.parse(log)
            if output.succeeded {
                outcome.builtTargets.formUnion(remaining.map(\.name))
                outcome.modulesAreBuilt = true
                outcome.warnings += messages.filter { message in
                    message.severity == .warning
                        && remaining.contains { $0.program.contains(path: message.path, line: message.line) }
                }
                return outcome
            }
            var failing: [String: [CompilerMessage]] = [:]
            for target in remaining {
                let own = messages.filter { target.program.contains(path: $0.path, line: $0.line) }
                if own.contains(where: { $0.severity == .error }) {
                    failing[target.name] = own
                }
            }
            guard !failing.isEmpty else {
                // The demos are built alongside, to share the work; when the failure may be
                // theirs, the samples are built without them, and the site's demo stage reports
                // each demo that fails at its own file.
                if !scratch.demoProducts.isEmpty {
                    scratch.demoProducts = []
                    progress(
                        "The build failed outside the samples: building them again without the example demos")
                    continue
                }
                outcome.unexplainedFailure = Self.tail(of: log)
                return outcome
            }
            outcome.failedTargets.merge(failing) { $1 }
            remaining.removeAll { failing[$0.name] != nil }
        }
    }

    /// The configuration the scratch package is built in; see ``buildFlags``.
    package static let configuration = "release"

    /// Flags that make the build of many small programs cheaper, each measured on the benchmark's
    /// corpus (CPU time of a cold `swift build` of 10 programs: 7.9 s with SwiftPM's debug defaults,
    /// 4.2 s with these).
    ///
    /// Most of the cost is per target, so these cut jobs rather than work:
    /// - `-c release` with `-Onone` and `-DDEBUG`: code as in a debug build (assertions on, `#if DEBUG`
    ///   true), but each target compiles in one whole-module job, and SwiftPM skips the debug
    ///   configuration's `-modulewrap` step (a driver and two frontends per target, only useful to
    ///   LLDB).
    /// - `-no-emit-module-separately-wmo`: the compile job writes the module as well, instead of a
    ///   second frontend emitting it.
    /// - `-gline-tables-only` (and no full debug info): crash backtraces still name the sample's
    ///   line, without the cost of type descriptions nobody reads.
    /// - `--disable-index-store`: the index only serves editors, which never open the scratch
    ///   package.
    /// - lld (Linux): links faster than gold, the default there; it ships with the toolchain.
    package static let buildFlags: [String] = {
        var flags = [
            "-c", configuration, "--disable-index-store", "-debug-info-format", "none",
            "-Xswiftc", "-Onone", "-Xswiftc", "-DDEBUG", "-Xswiftc", "-gline-tables-only",
            "-Xswiftc", "-no-emit-module-separately-wmo",
        ]
        #if os(Linux)
            flags += ["-Xswiftc", "-use-ld=lld"]
        #endif
        return flags
    }()

    /// The last lines of a build log, enough to see the failure.
    static func tail(of log: String, lines: Int = 30) -> String {
        log.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines).joined(separator: "\n")
    }
}
