import DocBasics
import Foundation
import SampleToolchain
import SymbolReference

/// Phase 1, check: the library modules' symbol graphs, as values. They are decoded here, once in a run
/// (``decoded(_:)``), and handed on: to ``LoadDocComments`` (its documents' samples), and kept by the
/// ``DocBuildRun`` for ``CheckSymbolLinks``, the API reference and ``MeasureCoverage``. No other
/// stage reads a graph file.
///
/// They come from `swift symbolgraph-extract` (``SymbolGraphExtractor``), which reads built
/// modules: before the one build of the programs, when a doc comment has samples or `--coverage`
/// asks (``kept(of:environment:sourceFiles:in:progress:)``, the modules built alone first when this
/// environment's graphs are not kept yet); or after it, from the modules it made, when only the
/// symbol links or the API reference need them (``extracted(in:catalogModules:)``). This stage and
/// ``WriteSite`` are the ones that write files besides the cache: the graphs, under the scratch
/// folder.
enum LoadSymbolGraphs {
    /// The graphs of `directory`, whose folders are the modules (`<directory>/<Module>/`).
    static func decoded(_ directory: String) -> [String: [SymbolGraph]] {
        SymbolGraph.graphsByModule(in: directory)
    }

    /// The graphs of `modules` in this environment, by module, with their SwiftUI layer
    /// (``withSwiftUILayer(_:in:keptIn:)``): the ones kept under the scratch
    /// folder (`symbol-graphs/<key>/<Module>/`) when this environment's are, or else the library
    /// modules built alone first and their graphs extracted and kept; `nil` when the modules did not
    /// build (the build of the programs reports why).
    static func kept(
        of modules: [String], environment: String, sourceFiles: [String], in workspace: Workspace,
        progress: @escaping @Sendable (String) -> Void
    ) async throws -> [String: [SymbolGraph]]? {
        var hash = SHA256()
        hash.update(SymbolGraphExtractor.version)
        hash.update(environment)
        hash.update(modules.joined(separator: ","))
        let kept = "\(workspace.scratchDirectory)/symbol-graphs"
        let directory = "\(kept)/\(hash.hexDigest)"
        // The SwiftUI layer's graphs are kept beside them, for the same environment, which holds
        // the `-Xapple` folders' modules (``PartitionByCache/cacheEnvironment(sourceFiles:in:)``).
        let layer = directory + "-swiftui"
        if FileManager.default.fileExists(atPath: directory) {
            return try await withSwiftUILayer(decoded(directory), in: workspace, keptIn: layer)
        }
        let scratch = workspace.scratchPackage()
        scratch.forgetBuildPlan(unlessProjectFilesAre: sourceFiles)
        guard
            try await workspace.toolchain.builder(of: scratch).build(
                [], environment: environment, progress: progress
            ).modulesAreBuilt
        else { return nil }
        progress("Reading the public API of \(modules.count) \(plural(modules.count, "module"))")
        let extractor = workspace.toolchain.extractor(of: scratch)
        // Written aside and moved in whole, so that an interrupted run leaves no partial graphs.
        let partial = "\(kept)/partial"
        try await extractor.extract(modules, into: partial)
        for item in (try? FileManager.default.contentsOfDirectory(atPath: kept)) ?? [] where item != "partial"
        {
            try? FileManager.default.removeItem(atPath: "\(kept)/\(item)")
        }
        do {
            try FileManager.default.moveItem(atPath: partial, toPath: directory)
        } catch {
            throw EnvironmentError(.cannotWrite, "cannot write \(directory): \(error.localizedDescription)")
        }
        return try await withSwiftUILayer(decoded(directory), in: workspace, keptIn: layer)
    }

    /// After the build, when no stage before it read them: the graphs of every library module that
    /// the scratch build made (and of the DocC catalogs' modules, `catalogModules`), extracted under
    /// docbuild's working folder (`symbols/<Module>/`, about 0.2 s a module) and decoded, with
    /// their SwiftUI layer (``withSwiftUILayer(_:in:keptIn:)``); `nil` when none was built.
    static func extracted(in workspace: Workspace, catalogModules: [String] = []) async throws
        -> [String: [SymbolGraph]]?
    {
        let extractor = workspace.toolchain.extractor(of: workspace.scratchPackage())
        let sources =
            (try? FileManager.default.contentsOfDirectory(atPath: "\(workspace.packageDirectory)/Sources"))
            ?? []
        let modules = extractor.builtModules(sources + catalogModules)
        guard !modules.isEmpty else { return nil }
        let output = "\(workspace.scratchDirectory)/symbols"
        try await extractor.extract(modules, into: output)
        return try await withSwiftUILayer(decoded(output), in: workspace)
    }

    /// `graphs` with the SwiftUI layer of the library modules (``SymbolGraph/addingSwiftUILayer(_:to:)``):
    /// the modules as `-Xapple`'s `-I` folders hold them, built against SwiftUI's interface
    /// (`scripts/typecheck-swiftui` builds them there), extracted under docbuild's working folder
    /// (`symbols-swiftui/<Module>/`), or kept in `keptIn` when it is given: read from there when
    /// it exists, written aside and moved in whole when it does not. Without such flags, or on an
    /// Apple platform, where the modules' own graphs hold it, `graphs` as they are.
    static func withSwiftUILayer(
        _ graphs: [String: [SymbolGraph]], in workspace: Workspace, keptIn: String? = nil
    ) async throws -> [String: [SymbolGraph]] {
        #if canImport(SwiftUI)
            return graphs
        #else
            let searchPaths = SampleTypeChecker.searchPaths(in: workspace.options.appleFlags)
            let modules = graphs.keys.sorted().filter { module in
                searchPaths.contains { FileManager.default.fileExists(atPath: "\($0)/\(module).swiftmodule") }
            }
            guard !modules.isEmpty else { return graphs }
            if let keptIn, FileManager.default.fileExists(atPath: keptIn) {
                return SymbolGraph.addingSwiftUILayer(decoded(keptIn), to: graphs)
            }
            let output = keptIn.map { $0 + "-partial" } ?? "\(workspace.scratchDirectory)/symbols-swiftui"
            try await workspace.toolchain.extractor(of: workspace.scratchPackage())
                .extract(modules, into: output, searchPaths: searchPaths)
            guard let keptIn else { return SymbolGraph.addingSwiftUILayer(decoded(output), to: graphs) }
            do {
                try FileManager.default.moveItem(atPath: output, toPath: keptIn)
            } catch {
                throw EnvironmentError(.cannotWrite, "cannot write \(keptIn): \(error.localizedDescription)")
            }
            return SymbolGraph.addingSwiftUILayer(decoded(keptIn), to: graphs)
        #endif
    }
}
