import DocBasics
import Foundation
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

    /// The coverage of `graphs` (the library modules', by module) by `report`'s samples, and an
    /// error for each module under `minimum`.
    ///
    /// - Parameters:
    ///   - scratchPackage: The scratch package's folder: a file in it is named relative to it.
    ///   - displayPath: How any other file is named (relative to the package when inside it).
    static func run(
        _ report: CheckReport, graphs: [String: [SymbolGraph]]?, minimum: APICoverage.Minimum,
        scratchPackage: String, displayPath: (String) -> String
    ) -> Result {
        guard let graphs else {
            // The library modules did not build (the build's errors say why), or there are none.
            let coverage = APICoverage(graphs: [:], reports: [])
            return Result(coverage: coverage, diagnostics: [])
        }
        let coverage = APICoverage(graphs: graphs, reports: report.checked)
        let scratch = scratchPackage + "/"
        let diagnostics = coverage.diagnostics(below: minimum) { file in
            file.hasPrefix(scratch) ? String(file.dropFirst(scratch.count)) : displayPath(file)
        }
        return Result(coverage: coverage, diagnostics: diagnostics)
    }
}
