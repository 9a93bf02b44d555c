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
