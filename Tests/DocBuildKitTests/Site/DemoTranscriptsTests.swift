import Foundation
import Testing

@testable import DocBuildKit

/// Builds and runs a real demo in a fresh copy of the fixture package, where no earlier build can
/// leave a binary behind in the wrong place.
@Suite struct DemoTranscriptsTests {
    @Test func demoIsBuiltInTheScratchPackageAndItsOutputBecomesTheTranscript() async throws {
        let package = try Fixture.copy()
        defer { try? FileManager.default.removeItem(atPath: package) }
        try Self.addDemos(
            ["Hello": "import Greeter\n\nprint(\"demo: \\(Greeter().greet(\"Ada\"))\")\n"], to: package)
        var examples = [
            ExampleEntry(pattern: "Greetings", name: "Hello", title: "Hello", summary: [], files: [])
        ]

        let problems = try await DemoTranscripts.collect(
            into: &examples, packageDirectory: package,
            swift: try #require(ProcessRunner.executablePath(named: "swift")),
            timeout: .seconds(30))

        #expect(problems.isEmpty, "\(problems.map(\.message))")
        #expect(examples[0].transcript == "demo: Hello, Ada!\n")
    }

    /// A demo that does not compile costs neither the samples nor the other demos: the check
    /// builds the samples again without the demos, and the demo stage reports it at its file.
    @Test func aBrokenDemoIsReportedAtItsFileAndStopsNothingElse() async throws {
        let package = try Fixture.copy()
        defer { try? FileManager.default.removeItem(atPath: package) }
        try Self.addDemos(
            ["Hello": "this does not compile\n", "Bye": "import Greeter\n\nprint(\"bye\")\n"], to: package)
        var options = Options()
        options.packageDirectory = package
        let report = try await DocBuild.check(options)
        #expect(report.generalDiagnostics.isEmpty, "\(report.generalDiagnostics.map(\.message))")
        #expect(report.hasPassed)

        var examples = ExampleEntry.loadAll(packageDirectory: package)
        let problems = try await DemoTranscripts.collect(
            into: &examples, packageDirectory: package,
            swift: try #require(ProcessRunner.executablePath(named: "swift")),
            timeout: .seconds(30))

        #expect(problems.map(\.message) == ["the demo hello-demo failed to build"])
        #expect(problems.first?.path == "Examples/Greetings/Hello/Demo/main.swift")
        #expect(examples.first { $0.name == "Bye" }?.transcript == "bye\n")
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
