import DocBasics
import Foundation

/// Runs `swift symbolgraph-extract` (the toolchain ships it) on library modules that the scratch
/// package's build made: each module's public symbols with their declarations, doc comments and
/// source locations (see ``SymbolGraph``). A member that implements a documented protocol
/// requirement inherits its comment, as DocC shows it (``DocComment`` keeps only the comments
/// written in the module).
///
/// About 2 s for a module with a cold module cache, a fifth of that with a warm one; modules are
/// extracted in parallel, `jobs` at a time.
package struct SymbolGraphExtractor: Sendable {
    /// Part of the key of kept graphs: raise it when the extraction's flags change.
    package static let version = "graphs 2"

    var scratch: ScratchPackage
    var swift: String
    var jobs: Int

    /// `--verbose`: a failed extraction's output is printed.
    var isVerbose = false

    package init(scratch: ScratchPackage, swift: String, jobs: Int, isVerbose: Bool = false) {
        self.scratch = scratch
        self.swift = swift
        self.jobs = jobs
        self.isVerbose = isVerbose
    }

    /// The modules among `modules` whose `.swiftmodule` the scratch build made, sorted.
    package func builtModules(_ modules: some Sequence<String>) -> [String] {
        Set(modules).filter {
            FileManager.default.fileExists(atPath: "\(scratch.modulesDirectory)/\($0).swiftmodule")
        }.sorted()
    }

    /// Extracts each of `modules` into `directory/<Module>/`, replacing what `directory` held.
    ///
    /// A module that cannot be extracted leaves its folder empty: its symbols are missing, which
    /// the stages that read them report in their own terms.
    ///
    /// - Throws: ``EnvironmentError`` when the folders cannot be written or `swift` cannot start.
    ///
    /// - Parameter searchPaths: Where the modules are found: by default the scratch build's;
    ///   `-Xapple`'s `-I` folders for the modules as built against SwiftUI's interface.
    package func extract(_ modules: [String], into directory: String, searchPaths: [String]? = nil)
        async throws
    {
        try? FileManager.default.removeItem(atPath: directory)
        let scratch = scratch
        let swift = swift
        let isVerbose = isVerbose
        _ = try await concurrentMap(modules, limit: jobs) { module in
            let output = "\(directory)/\(module)"
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            } catch {
                throw EnvironmentError(.cannotWrite, "cannot create \(output): \(error.localizedDescription)")
            }
            let paths = searchPaths ?? [scratch.modulesDirectory]
            let cache = scratch.ownModuleCache + (searchPaths == nil ? "" : "-interface")
            let arguments =
                ["symbolgraph-extract", "-module-name", module] + paths.flatMap { ["-I", $0] } + [
                    "-module-cache-path", cache, "-minimum-access-level",
                    "public", "-output-dir", output,
                ]
            let result = try await ProcessRunner.run(swift, arguments, in: output)
            if !result.succeeded, isVerbose {
                print("swift symbolgraph-extract -module-name \(module) failed:\n\(result.standardError)")
            }
        }
    }
}
