import Foundation
import TestSupport
import Testing

@testable import DocBuildKit

/// Builds and runs real demos in a fresh copy of the fixture package, where no earlier build can
/// leave a binary behind in the wrong place: the demo stage's outcomes are part of the check's
/// report, and the site only renders their transcripts.
@Suite struct BuildAndRunDemosTests {
    @Test func demoIsBuiltInTheScratchPackageAndItsOutputBecomesTheTranscript() async throws {
        let package = try Fixture.copy()
        defer { try? FileManager.default.removeItem(atPath: package) }
        try Self.addDemos(
            ["Hello": "import Greeter\n\nprint(\"demo: \\(Greeter().greet(\"Ada\"))\")\n"], to: package)
        var options = Options()
        options.packageDirectory = package

        let report = try await withChildSlot("docbuild --check") { [options] in
            try await DocBuildRun.check(options)
        }

        let problems = report.exampleDiagnostics
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        #expect(report.demos.first { $0.product == "hello-demo" }?.transcript == "demo: Hello, Ada!\n")
    }

    /// A demo that does not compile costs neither the samples nor the other demos: the check
    /// builds the samples again without the demos, and the demo stage reports it at its file —
    /// under `--check` too, where it fails the run instead of being dropped.
    @Test func aBrokenDemoIsReportedAtItsFileAndStopsNothingElse() async throws {
        let package = try Fixture.copy()
        defer { try? FileManager.default.removeItem(atPath: package) }
        try Self.addDemos(
            ["Hello": "this does not compile\n", "Bye": "import Greeter\n\nprint(\"bye\")\n"], to: package)
        var options = Options()
        options.packageDirectory = package
        options.isCheckOnly = true
        let report = try await withChildSlot("docbuild --check") { [options] in
            try await DocBuildRun.check(options)
        }
        #expect(report.generalDiagnostics.isEmpty, "\(report.generalDiagnostics.map(\.message))")
        #expect(report.hasPassed)

        let problems = report.exampleDiagnostics
        #expect(problems.map(\.identifier) == [.demoBuildFailed])
        #expect(problems.first?.path == "Examples/Greetings/Hello/Demo/main.swift")
        #expect(report.demos.first { $0.product == "bye-demo" }?.transcript == "bye\n")

        // The command reports it and fails; the warm run answers from the cache and still does.
        let status = try await withChildSlot("docbuild") {
            await DocBuildCommand.run(arguments: ["--check", "--package", package])
        }
        #expect(status == 1)
        let warm = try await withChildSlot("docbuild --check") { [options] in
            try await DocBuildRun.check(options)
        }
        #expect(warm.exampleDiagnostics.map(\.identifier) == [.demoBuildFailed])
    }

    /// An example's library is no product of the package (an app copies it, and a product of the
    /// same name would clash with the copy), yet an article's sample imports it.
    @Test func aSampleImportsAnExamplesLibraryThatIsNoProduct() async throws {
        let package = try Fixture.copy()
        defer { try? FileManager.default.removeItem(atPath: package) }
        let folder = "\(package)/Examples/Greetings/Welcome"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("# Welcome\n\nA welcome.\n".utf8).write(to: URL(fileURLWithPath: "\(folder)/README.md"))
        try Data(
            "import Greeter\n\npublic let welcome = Greeter(greeting: \"Welcome\").greet(\"Ada\")\n".utf8
        )
        .write(to: URL(fileURLWithPath: "\(folder)/Welcome.swift"))
        let manifest = try String(contentsOfFile: "\(package)/Package.swift", encoding: .utf8)
            .replacingOccurrences(
                of: #"targets: [.target(name: "Greeter")],"#,
                with:
                    #"targets: [.target(name: "Greeter"), .target(name: "Welcome", dependencies: ["Greeter"], path: "Examples/Greetings/Welcome", exclude: ["README.md"])],"#
            )
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: "\(package)/Package.swift"))
        try Data(
            "# Welcome\n\n```swift\nimport Welcome\n\nprint(welcome)  // Prints \"Welcome, Ada!\"\n```\n".utf8
        )
        .write(to: URL(fileURLWithPath: "\(package)/Articles/Welcome.md"))
        var options = Options()
        options.packageDirectory = package
        options.filter = "Welcome"
        options.isCheckOnly = true

        let report = try await withChildSlot("docbuild --check") { [options] in
            try await DocBuildRun.check(options)
        }

        #expect(report.generalDiagnostics.isEmpty, "\(report.generalDiagnostics.map(\.message))")
        let results = report.articles.flatMap(\.results)
        #expect(
            results.map(\.status) == [.passed], "\(report.articles.flatMap(\.diagnostics).map(\.message))")
    }

    /// Adds an example under `Examples/Greetings/` for each demo (name → its `main.swift`), with
    /// the README that makes the catalog list it, and a manifest declaring the demo products.
    static func addDemos(_ demos: [String: String], to package: String) throws {
        var products: [String] = []
        var targets: [String] = []
        for (name, source) in demos.sorted(by: { $0.key < $1.key }) {
            let folder = "\(package)/Examples/Greetings/\(name)"
            try FileManager.default.createDirectory(
                atPath: "\(folder)/Demo", withIntermediateDirectories: true)
            try Data("# \(name)\n\nA demo.\n".utf8).write(to: URL(fileURLWithPath: "\(folder)/README.md"))
            try Data(source.utf8).write(to: URL(fileURLWithPath: "\(folder)/Demo/main.swift"))
            let product = "\(name.lowercased())-demo"
            products.append("        .executable(name: \"\(product)\", targets: [\"\(product)\"]),")
            targets.append(
                "        .executableTarget(name: \"\(product)\", dependencies: [\"Greeter\"], "
                    + "path: \"Examples/Greetings/\(name)/Demo\"),")
        }
        let manifest =
            [
                "// swift-tools-version: 6.0",
                "import PackageDescription",
                "",
                "let package = Package(",
                "    name: \"Greeter\",",
                "    products: [",
                "        .library(name: \"Greeter\", targets: [\"Greeter\"]),",
            ] + products + ["    ],", "    targets: [", "        .target(name: \"Greeter\"),"] + targets + [
                "    ],",
                "    swiftLanguageModes: [.v6]",
                ")",
                "",
            ]
        try Data(manifest.joined(separator: "\n").utf8).write(
            to: URL(fileURLWithPath: "\(package)/Package.swift"))
    }
}
