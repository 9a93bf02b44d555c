import DocSite
import Foundation
import SampleToolchain

extension SiteStamp {
    /// Reads the stamp from the toolchain's version (as the cache keys have it, without starting
    /// the compiler again) and the package's git checkout.
    ///
    /// A missing `git` or checkout is not an error here: the stamp then names no commit.
    static func current(in workspace: Workspace) async -> SiteStamp {
        let packageDirectory = workspace.packageDirectory
        let versionOutput =
            (try? await ToolchainVersion.read(
                swiftc: workspace.swiftc, cacheDirectory: workspace.scratchDirectory,
                workingDirectory: packageDirectory)) ?? ""
        let swiftVersion =
            versionOutput.firstMatch(of: /Swift version ([0-9][0-9.]*)/).map { "Swift \($0.1)" }
            ?? "Swift (unknown version)"
        var commit = await git(["rev-parse", "--short=12", "HEAD"], in: packageDirectory)?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if commit?.isEmpty == true { commit = nil }
        if commit != nil,
            let status = await git(["status", "--porcelain", "--untracked-files=no"], in: packageDirectory),
            !status.isEmpty
        {
            commit? += " + changes"
        }
        return SiteStamp(swiftVersion: swiftVersion, commit: commit)
    }

    private static func git(_ arguments: [String], in directory: String) async -> String? {
        guard let git = ProcessRunner.executablePath(named: "git"),
            let output = try? await ProcessRunner.run(git, arguments, in: directory), output.succeeded
        else { return nil }
        return output.standardOutput
    }
}
