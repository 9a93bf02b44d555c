import DocBasics
import Foundation
import SampleToolchain
import SymbolReference

/// After the check, with `--coverage` or `--min-coverage`: the public API's coverage
/// (``APICoverage``) from the library modules' symbol graphs, which ``LoadSymbolGraphs`` read
/// before the build, and the samples the check verified; under `--min-coverage`, a module below
/// the minimum is an error.
enum MeasureCoverage {
    struct Result: Sendable {
        var coverage: APICoverage
        var diagnostics: [Diagnostic]
    }

    /// The coverage, or `nil` when the options do not ask for it.
    static func run(_ report: CheckReport, in workspace: Workspace) -> Result? {
        guard workspace.options.isMeasuringCoverage else { return nil }
        guard let graphs = report.symbolGraphs else {
            // The library modules did not build (the build's errors say why), or there are none.
            let coverage = APICoverage(graphs: [:], reports: [])
            return Result(coverage: coverage, diagnostics: [])
        }
        let coverage = APICoverage(graphs: graphs, reports: report.checked)
        let scratch = ScratchPackage.packageDirectory(of: workspace.scratchDirectory) + "/"
        let diagnostics = coverage.diagnostics(below: workspace.options.minimumCoverage) { file in
            file.hasPrefix(scratch) ? String(file.dropFirst(scratch.count)) : workspace.displayPath(file)
        }
        return Result(coverage: coverage, diagnostics: diagnostics)
    }
}
