import DocBasics
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lock that lets one `docbuild` at a time use a package's scratch folder: an advisory
/// `flock(2)` on `<scratch>/lock`, whose text is the holder's pid.
///
/// Two docbuilds on one package would otherwise rewrite each other's scratch manifest and
/// programs under the other's `swift build`, and store results while the other reads them. The
/// second one waits, saying for whom. The kernel drops the lock when its holder exits, however it
/// ends (`SIGKILL` included), so a stale lock file never blocks a later run.
///
/// ```swift
/// let status = try await ScratchLock.holding(in: workspace.scratchDirectory) { holder in
///     print("waiting for pid \(holder ?? 0)")
/// } body: {
///     try await check(workspace)
/// }
/// ```
package enum ScratchLock {
    /// Runs `body` while holding the lock of the scratch folder `directory` (created when missing).
    ///
    /// - Parameters:
    ///   - waiting: Called once, before waiting, when another process holds the lock; with its pid
    ///     when the lock file names one.
    /// - Throws: ``EnvironmentError`` when the lock file cannot be opened; what `body` throws.
    package static func holding<Value>(
        in directory: String, waiting: (pid_t?) -> Void, body: () async throws -> Value
    ) async throws -> Value {
        let path = "\(directory)/lock"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw EnvironmentError(
                .cannotLock,
                "cannot open the lock file \(path): \(String(cString: strerror(errno))); check that the "
                    + "package's .build folder is writable")
        }
        defer { close(descriptor) }  // which releases the lock
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            waiting(holder(descriptor))
            await lockBlocking(descriptor)
        }
        let pid = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        return try await body()
    }

    /// The pid the lock file names.
    private static func holder(_ descriptor: Int32) -> pid_t? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return pid_t(
            String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Waits for the lock on a thread of its own, so that no task's thread blocks.
    private static func lockBlocking(_ descriptor: Int32) async {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
                continuation.resume()
            }
        }
    }
}
