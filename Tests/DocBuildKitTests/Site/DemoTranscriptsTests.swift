import Foundation
import Testing

@testable import DocBuildKit

/// Builds and runs a real demo in a fresh copy of the fixture package, where no earlier build can
/// leave a binary behind in the wrong place.
@Suite struct DemoTranscriptsTests {
    @Test func demoIsBuiltInTheScratchPackageAndItsOutputBecomesTheTranscript() async throws {
        let package = try Fixture.copy()
        defer { try? FileManager.default.removeItem(atPath: package) }
        let demoFolder = "\(package)/Examples/Greetings/Hello/Demo"
        try FileManager.default.createDirectory(atPath: demoFolder, withIntermediateDirectories: true)
        try Data("import Greeter\n\nprint(\"demo: \\(Greeter().greet(\"Ada\"))\")\n".utf8)
            .write(to: URL(fileURLWithPath: "\(demoFolder)/main.swift"))
        // The scratch package keeps the demos of the examples the catalog lists: those with a README.
        try Data("# Hello\n\nGreets.\n".utf8).write(to: URL(fileURLWithPath: "\(demoFolder)/../README.md"))
        try Data(
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Greeter",
                products: [
                    .library(name: "Greeter", targets: ["Greeter"]),
                    .executable(name: "hello-demo", targets: ["hello-demo"]),
                ],
                targets: [
                    .target(name: "Greeter"),
                    .executableTarget(
                        name: "hello-demo", dependencies: ["Greeter"], path: "Examples/Greetings/Hello/Demo"),
                ],
                swiftLanguageModes: [.v6]
            )

            """.utf8
        ).write(to: URL(fileURLWithPath: "\(package)/Package.swift"))
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
        let demos = ["Hello": "this does not compile\n", "Bye": "import Greeter\n\nprint(\"bye\")\n"]
        for (name, source) in demos {
            let folder = "\(package)/Examples/Greetings/\(name)"
            try FileManager.default.createDirectory(
                atPath: "\(folder)/Demo", withIntermediateDirectories: true)
            try Data("# \(name)\n\nA demo.\n".utf8).write(to: URL(fileURLWithPath: "\(folder)/README.md"))
            try Data(source.utf8).write(to: URL(fileURLWithPath: "\(folder)/Demo/main.swift"))
        }
        try Data(
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Greeter",
                products: [
                    .library(name: "Greeter", targets: ["Greeter"]),
                    .executable(name: "hello-demo", targets: ["hello-demo"]),
                    .executable(name: "bye-demo", targets: ["bye-demo"]),
                ],
                targets: [
                    .target(name: "Greeter"),
                    .executableTarget(
                        name: "hello-demo", dependencies: ["Greeter"], path: "Examples/Greetings/Hello/Demo"),
                    .executableTarget(
                        name: "bye-demo", dependencies: ["Greeter"], path: "Examples/Greetings/Bye/Demo"),
                ],
                swiftLanguageModes: [.v6]
            )

            """.utf8
        ).write(to: URL(fileURLWithPath: "\(package)/Package.swift"))
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
}
