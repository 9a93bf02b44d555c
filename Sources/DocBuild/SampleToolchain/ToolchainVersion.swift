import Foundation

/// The toolchain's `swiftc --version`, part of every cache key, remembered between runs.
///
/// Starting the compiler only to ask its version was half of a warm check's time. The answer is
/// kept in the scratch directory beside a fingerprint of the compiler's binaries (resolved path,
/// size, modification date, inode): installing another toolchain, or switching `PATH` to one,
/// changes the fingerprint, and the version is asked again.
///
/// ```swift
/// let version = try await ToolchainVersion.read(
///     swiftc: "/usr/bin/swiftc", cacheDirectory: scratch, workingDirectory: package)
/// print(version)  // "Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64-unknown-linux-gnu\n"
/// ```
package enum ToolchainVersion {
    /// `swiftc --version`'s output, from the cache when the compiler has not changed.
    ///
    /// - Parameters:
    ///   - swiftc: The compiler's path.
    ///   - cacheDirectory: Where the answer is kept (created when missing).
    ///   - workingDirectory: Where the compiler runs when it must be asked.
    /// - Throws: ``EnvironmentError`` when `swiftc` cannot be started.
    package static func read(swiftc: String, cacheDirectory: String, workingDirectory: String) async throws
        -> String
    {
        let cachePath = "\(cacheDirectory)/toolchain-version.txt"
        let fingerprint = Self.fingerprint(swiftc: swiftc)
        if let fingerprint, let cached = FileManager.default.contents(atPath: cachePath),
            let text = String(data: cached, encoding: .utf8)
        {
            let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count == 2, parts[0] == fingerprint {
                return String(parts[1])
            }
        }
        let output = try await ProcessRunner.run(swiftc, ["--version"], in: workingDirectory)
        let version = output.standardOutput
        if let fingerprint, output.succeeded, !version.isEmpty {
            try? FileManager.default.createDirectory(
                atPath: cacheDirectory, withIntermediateDirectories: true)
            try? Data((fingerprint + "\n" + version).utf8).write(
                to: URL(fileURLWithPath: cachePath), options: .atomic)
        }
        return version
    }

    /// One line naming the driver and the frontend beside it (which prints the version) by resolved
    /// path, size, modification time and inode; nil when the driver cannot be examined.
    static func fingerprint(swiftc: String) -> String? {
        let driver = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath()
        let frontend = driver.deletingLastPathComponent().appendingPathComponent("swift-frontend")
        guard let driverPrint = fingerprint(of: driver.path) else { return nil }
        return [driverPrint, fingerprint(of: frontend.path) ?? "-"].joined(separator: " | ")
    }

    private static func fingerprint(of path: String) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = attributes[.size] as? NSNumber,
            let date = attributes[.modificationDate] as? Date
        else { return nil }
        let inode = (attributes[.systemFileNumber] as? NSNumber)?.stringValue ?? "-"
        return "\(path) \(size) \(date.timeIntervalSince1970) \(inode)"
    }
}
