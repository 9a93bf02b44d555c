import Foundation
import TestSupport
import Testing

@testable import DocBuildKit
@testable import SymbolReference

/// A run decodes each symbol graph file once, whichever stages use the graphs: the symbol links,
/// the API reference and, with `--coverage`, the doc comments and the coverage.
@Suite struct SymbolGraphDecodeTests {
    /// Whole runs of the fixture's DocC catalog, its site written: without `--coverage` (the
    /// graphs are extracted after the build), then with it in the same package (read before the
    /// build, for the doc comments and the coverage), the second one's build mostly done.
    @Test func aRunDecodesEachGraphFileOnce() async throws {
        let package = try Fixture.copy()
        for measuringCoverage in [false, true] {
            let log = SymbolGraph.DecodeLog()
            try await SymbolGraph.$decodeLog.withValue(log) {
                var options = Options()
                options.packageDirectory = package
                options.articleFolders = ["\(package)/Sources/Greeter/Greeter.docc"]
                options.outputDirectory = "\(package)/site/public"
                options.isMeasuringCoverage = measuringCoverage
                let workspace = try Workspace(options: options)
                let (site, coverage) = try await withChildSlot("docbuild --check and its site") {
                    var run = DocBuildRun(workspace: workspace)
                    try await run.check()
                    return (try await run.writeSite(), run.coverage())
                }
                #expect(site == [])
                #expect((coverage != nil) == measuringCoverage)
                #expect(
                    FileManager.default.fileExists(
                        atPath: "\(package)/site/public/\(APIReference.modulePage("Greeter"))"))
            }
            #expect(!log.files.isEmpty, "the API reference and the symbol links need the graphs")
            let decodedTwice = Dictionary(grouping: log.files) { $0 }.filter { $0.value.count > 1 }.keys
            #expect(
                decodedTwice.isEmpty,
                "with coverage \(measuringCoverage), decoded twice: \(decodedTwice.sorted())")
        }
    }
}
