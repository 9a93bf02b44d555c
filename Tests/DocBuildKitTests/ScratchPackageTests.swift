import Foundation
import Testing

@testable import DocBuildKit
@testable import SampleToolchain

@Suite struct ScratchPackageTests {
    private func makeScratch(in folder: TemporaryDirectory) throws -> (ScratchPackage, plan: [String]) {
        let scratch = ScratchPackage(directory: folder.path, projectDirectory: "/project")
        let build = "\(scratch.packageDirectory)/.build"
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
        let scratch = ScratchPackage(directory: "/d", projectDirectory: "/project", settings: settings)
        let six = scratch.appendix(programs: ["A000_Intro"], toolsMajor: 6)
        #expect(
            six.contains(
                #"packageAccess: false, swiftSettings: [.swiftLanguageMode(.version("5")), "#
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
            !ScratchPackage(directory: "/d", projectDirectory: "/project").appendix(programs: []).contains(
                "swiftSettings:"))
    }

    @Test func buildPlanIsForgottenWhenTheProjectGainsAFile() throws {
        let folder = try TemporaryDirectory(prefix: "scratch-plan")
        defer { folder.remove() }
        let (scratch, plan) = try makeScratch(in: folder)
        scratch.forgetBuildPlan(unlessProjectFilesAre: ["Sources/A/A.swift"])
        for file in plan { try Data("plan".utf8).write(to: URL(fileURLWithPath: file)) }

        scratch.forgetBuildPlan(unlessProjectFilesAre: ["Sources/A/A.swift", "Sources/A/B.swift"])

        for file in plan { #expect(!FileManager.default.fileExists(atPath: file)) }
        #expect(FileManager.default.fileExists(atPath: "\(scratch.packageDirectory)/.build/release/A.o"))
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
