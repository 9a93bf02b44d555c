import DocBasics
import Doctest
import SampleToolchain
import SymbolReference

/// A check's report with what it was made from: every document with its outcome, in the run's
/// order (the articles, then the doc comments' documents), and the environment they were checked in.
///
/// A ``DocBuildRun`` keeps it, so that an edit of one article in `docbuild preview` is checked
/// alone (``DocBuildRun/recheck(_:)``) with its
/// programs' names and the environment of the full check, whose recorded commands then apply.
struct CheckRun: Sendable {
    /// Every document of the run, with its outcome once verified.
    var work: [DocumentWork]
    /// The environment the outcomes were reached in (``PartitionByCache/cacheEnvironment(sourceFiles:in:)``).
    var environment: String
    /// The project's files the samples compile against.
    var sourceFiles: [String]
    /// The example catalog: the Examples page lists it, and its demos are built with the programs.
    var catalog: [ExampleEntry]
    /// Notes of the partition, the demos and the SwiftUI checks.
    var notes: [Diagnostic] = []
    /// What the last build said beyond the samples (the project failing to build).
    var compilerDiagnostics: [Diagnostic] = []
    var demos: [DemoOutcome] = []
    var exampleSwiftUI: [CheckExampleSwiftUI.Outcome] = []
    /// The report, the baseline applied.
    var report = CheckReport(articles: [])

    /// The scratch package the run builds in, with the catalog's demos in its manifest.
    func scratch(in workspace: Workspace) -> ScratchPackage {
        workspace.scratchPackage(demoProducts: catalog.map(\.demoProduct))
    }

    /// The report of ``work``, before the baseline.
    func unbaselinedReport() -> CheckReport {
        var report = CheckReport(
            articles: work.filter(\.loaded.isArticle).map(\.report),
            docComments: work.filter { !$0.loaded.isArticle }.map(\.report),
            generalDiagnostics: notes + compilerDiagnostics, demos: demos)
        report.exampleSwiftUI = exampleSwiftUI
        report.examples = catalog
        return report
    }
}
