import Foundation

/// A sample checked by `swiftc` alone, without being built into a program: `no-run`, `compile-fail`
/// and (off Apple platforms) `apple`.
package struct TypeCheckJob: Hashable, Sendable {
    /// The sample being checked.
    package var sample: Sample
    /// The sample and, unless it is isolated or `apple`, the article's program before it, so that it
    /// sees the declarations a reader has seen.
    package var program: ProgramSource
    package var mode: Mode

    package enum Mode: Hashable, Sendable {
        /// `swiftc -emit-sil`: type-checks and runs the diagnostic passes (definite initialisation,
        /// data-race safety) that a real build would.
        case compile
        /// `swiftc -parse`: syntax only.
        case parse
    }

    package init(sample: Sample, program: ProgramSource, mode: Mode) {
        self.sample = sample
        self.program = program
        self.mode = mode
    }
}

/// Runs `swiftc` on ``TypeCheckJob``s against the modules the scratch build produced.
package struct SampleTypeChecker: Sendable {
    package var scratch: ScratchPackage
    package var swiftc: String

    package init(scratch: ScratchPackage, swiftc: String) {
        self.scratch = scratch
        self.swiftc = swiftc
    }

    /// Checks one job.
    ///
    /// - Returns: the compiler's messages located in the job's sample.
    package func check(_ job: TypeCheckJob, name: String) async throws -> (
        succeeded: Bool, messages: [CompilerMessage]
    ) {
        let directory = "\(scratch.directory)/checks/\(name)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data(job.program.mainSource(markers: false).utf8).write(
            to: URL(fileURLWithPath: "\(directory)/main.swift"))
        var arguments: [String]
        switch job.mode {
        case .parse:
            arguments = ["-parse", "main.swift"]
        case .compile:
            arguments = [
                "-emit-sil", "-o", "/dev/null", "-swift-version", "6", "-module-name", "DocBuildSample",
                "-I", scratch.modulesDirectory, "-module-cache-path", "\(scratch.binDirectory)/ModuleCache",
                "main.swift",
            ]
        }
        let output = try await ProcessRunner.run(swiftc, arguments, in: directory)
        let messages = CompilerMessage.parse(output.standardOutput + output.standardError).filter { message in
            message.path == job.sample.articlePath && job.sample.lines.contains { $0.line == message.line }
        }
        return (output.succeeded, messages)
    }
}
