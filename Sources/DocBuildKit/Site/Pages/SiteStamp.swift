import Foundation

/// What the footer of every page says the site was verified with.
package struct SiteStamp: Hashable, Sendable {
    /// `Swift 6.3.1`.
    package var swiftVersion: String
    /// The short hash of the commit, with `+ changes` when the work tree differed from it.
    package var commit: String

    package init(swiftVersion: String, commit: String) {
        self.swiftVersion = swiftVersion
        self.commit = commit
    }

    /// Reads the stamp from the toolchain and the package's git checkout.
    ///
    /// Missing tools are not errors here (the engine has already needed `swift`): the stamp then
    /// says `unknown`.
    package static func current(packageDirectory: String) -> SiteStamp {
        let versionOutput = run(["swift", "--version"], in: packageDirectory) ?? ""
        let swiftVersion =
            versionOutput.firstMatch(of: /Swift version ([0-9][0-9.]*)/).map { "Swift \($0.1)" }
            ?? "Swift (unknown version)"
        var commit =
            run(["git", "rev-parse", "--short=12", "HEAD"], in: packageDirectory)?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if commit.isEmpty {
            commit = "unknown"
        } else if let status = run(
            ["git", "status", "--porcelain", "--untracked-files=no"], in: packageDirectory),
            !status.isEmpty
        {
            commit += " + changes"
        }
        return SiteStamp(swiftVersion: swiftVersion, commit: commit)
    }

    private static func run(_ arguments: [String], in directory: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
