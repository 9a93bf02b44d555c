import Foundation
import Testing

@testable import DocMarkdown
@testable import Doctest
@testable import SampleToolchain

@Suite struct ScratchPackageTests {
    private func makeScratch(in folder: TemporaryDirectory) throws -> (ScratchPackage, plan: [String]) {
        let scratch = ScratchPackage(directory: folder.path, packageDirectory: "/project")
        let build = "\(scratch.copyDirectory)/.build"
        try FileManager.default.createDirectory(atPath: "\(build)/release", withIntermediateDirectories: true)
        let plan = ["\(build)/release.yaml", "\(build)/release/description.json"]
        for file in plan { try Data("plan".utf8).write(to: URL(fileURLWithPath: file)) }
        try Data("object".utf8).write(to: URL(fileURLWithPath: "\(build)/release/A.o"))
        return (scratch, plan)
    }

    /// `swiftSettings` reach the programs' targets, in the form the manifest's tools version
    /// takes, and the compiler flags of the type-checks.
    @Test func sampleSettingsAreThePrograms() {
        let settings = SampleSettings(
            languageMode: "5", upcomingFeatures: ["ExistentialAny"], experimentalFeatures: ["Embedded"],
            defines: ["DOCS"])
        let scratch = ScratchPackage(directory: "/d", packageDirectory: "/project", settings: settings)
        let six = scratch.appendix(programs: ["A000_Intro"], toolsMajor: 6)
        #expect(
            six.contains(
                #"let docBuildSettings: [SwiftSetting]? = [.swiftLanguageMode(.version("5")), "#
                    + #".enableUpcomingFeature("ExistentialAny"), .enableExperimentalFeature("Embedded"), "#
                    + #".define("DOCS")]"#))
        #expect(
            scratch.appendix(programs: [], toolsMajor: 5).contains(#".unsafeFlags(["-swift-version", "5"])"#))
        #expect(
            scratch.compilerFlags == [
                "-swift-version", "5", "-DDEBUG", "-enable-upcoming-feature", "ExistentialAny",
                "-enable-experimental-feature", "Embedded", "-DDOCS",
            ])
        #expect(
            ScratchPackage(directory: "/d", packageDirectory: "/project").appendix(programs: []).contains(
                "let docBuildSettings: [SwiftSetting]? = nil"))
        #expect(six.contains("packageAccess: false,\n") && six.contains("swiftSettings: docBuildSettings))"))
    }

    /// A block's `@main` type is blanked where it is written (the lines and columns stay the
    /// Markdown's) and run after the blocks, its output the block's; in a command's program, whose
    /// output is the command's, without a marker.
    @Test func aMainTypeRunsAfterTheBlocksAsItsBlocksOutput() {
        let markdown = "```swift\n@main\npublic struct Counter {\n    static func main() {}\n}\n```\n"
        let samples = SampleExtractor(packageDirectory: nil).extract(
            from: CMarkParser.parse(markdown, path: "A.md")
        ).samples
        let source = ProgramSource(samples: samples).mainSource()
        #expect(source.contains("line: 2)\n     \npublic struct Counter {"), "\(source)")
        #expect(
            source.hasSuffix("#sourceLocation()\n__docbuildBlock(0)\ntry await Counter.main()\n"), "\(source)"
        )
        // A command's output is line-buffered, as on a terminal, and has no markers.
        let command = ProgramSource(samples: samples, isCommand: true).mainSource()
        #expect(
            command.hasSuffix("#sourceLocation()\n__docbuildCommand()\ntry await Counter.main()\n"),
            "\(command)")
        #expect(!command.contains(BlockMarker.functionName + "("))
        let plain = SampleExtractor(packageDirectory: nil).extract(
            from: CMarkParser.parse("```swift\nlet main = 1 // @main\n```\n", path: "A.md")
        ).samples
        #expect(!ProgramSource(samples: plain).mainSource().contains(".main()"))
    }

    @Test func buildPlanIsForgottenWhenTheProjectGainsAFile() throws {
        let folder = try TemporaryDirectory(prefix: "scratch-plan")
        defer { folder.remove() }
        let (scratch, plan) = try makeScratch(in: folder)
        scratch.forgetBuildPlan(unlessProjectFilesAre: ["Sources/A/A.swift"])
        for file in plan { try Data("plan".utf8).write(to: URL(fileURLWithPath: file)) }

        scratch.forgetBuildPlan(unlessProjectFilesAre: ["Sources/A/A.swift", "Sources/A/B.swift"])

        for file in plan { #expect(!FileManager.default.fileExists(atPath: file)) }
        #expect(FileManager.default.fileExists(atPath: "\(scratch.copyDirectory)/.build/release/A.o"))
    }

    @Test func buildPlanIsKeptWhileTheProjectsFilesAreTheSame() throws {
        let folder = try TemporaryDirectory(prefix: "scratch-plan")
        defer { folder.remove() }
        let (scratch, plan) = try makeScratch(in: folder)
        scratch.forgetBuildPlan(unlessProjectFilesAre: ["Sources/A/A.swift"])
        for file in plan { try Data("plan".utf8).write(to: URL(fileURLWithPath: file)) }

        scratch.forgetBuildPlan(unlessProjectFilesAre: ["Sources/A/A.swift"])

        for file in plan { #expect(FileManager.default.fileExists(atPath: file)) }
    }
}
