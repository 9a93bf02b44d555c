/// The toolchain a run uses, resolved once (by `Workspace`): the `swift` and `swiftc` drivers,
/// how many builds and runs go at once, and whether each command and its output are shown.
///
/// The builders and extractors of a run are made from it, so that they all build with the same
/// settings:
///
/// ```swift
/// let toolchain = Toolchain(swift: "/usr/bin/swift", swiftc: "/usr/bin/swiftc", jobs: 2)
/// let builder = toolchain.builder(of: scratch)
/// ```
package struct Toolchain: Hashable, Sendable {
    package var swift: String
    package var swiftc: String
    /// Parallel builds, type-checks and runs (`--jobs`).
    package var jobs: Int
    /// `--verbose`: each build command and its whole log are shown.
    package var isVerbose: Bool
    /// See ``SampleBuilder/usesRecordedCommands``.
    package var usesRecordedCommands = true

    package init(swift: String, swiftc: String, jobs: Int, isVerbose: Bool = false) {
        self.swift = swift
        self.swiftc = swiftc
        self.jobs = jobs
        self.isVerbose = isVerbose
    }

    /// Builds the programs and modules of `scratch`.
    package func builder(of scratch: ScratchPackage) -> SampleBuilder {
        var builder = SampleBuilder(
            scratch: scratch, swift: swift, swiftc: swiftc, jobs: jobs, isVerbose: isVerbose)
        builder.usesRecordedCommands = usesRecordedCommands
        return builder
    }

    /// Extracts the symbol graphs of the modules `scratch`'s build made.
    package func extractor(of scratch: ScratchPackage) -> SymbolGraphExtractor {
        SymbolGraphExtractor(scratch: scratch, swift: swift, jobs: jobs, isVerbose: isVerbose)
    }
}
