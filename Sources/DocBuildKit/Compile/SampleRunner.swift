import Foundation

/// What one run of a program produced, cut into blocks.
struct ProgramRun: Sendable {
    var process: ProcessOutput
    /// Each block's stdout, by sample index.
    var blockOutputs: [Int: String]
    /// The sample running when the program stopped (the last whose marker was printed).
    var lastStartedSample: Int?
}

/// Runs a built program the way a reader would, but reproducibly: in a fresh, empty temporary
/// directory, with `TZ=UTC`, a fixed locale, and a time limit after which its process group is
/// killed.
struct SampleRunner: Sendable {
    var binDirectory: String
    var timeout: Duration

    /// The environment every program gets, on top of docbuild's own.
    static let environment = [
        "TZ": "UTC",
        "LC_ALL": "C.UTF-8",
        "LANG": "C.UTF-8",
        // Crash reports without colour or prompts, so they can be quoted.
        "SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no",
    ]

    /// Runs the executable `name`.
    ///
    /// - Throws: ``EnvironmentError`` when the program cannot be started.
    func run(_ name: String) async throws -> ProgramRun {
        let directory = try TemporaryDirectory(prefix: "docbuild-run")
        defer { directory.remove() }
        let process = try await ProcessRunner.run(
            "\(binDirectory)/\(name)", [], in: directory.path, environment: Self.environment, timeout: timeout
        )
        let (outputs, last) = BlockMarker.split(process.standardOutput)
        return ProgramRun(process: process, blockOutputs: outputs, lastStartedSample: last)
    }
}
