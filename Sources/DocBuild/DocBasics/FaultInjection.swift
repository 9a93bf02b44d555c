import Foundation
import QuartetSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Hooks through which the end-to-end fault tests stop docbuild at a chosen point and measure it.
/// They do nothing unless the environment asks:
///
/// - `DOCBUILD_TEST_KILL_AT=site.file:3` sends docbuild `SIGKILL` the third time it passes
///   ``killPoint(_:)`` named `site.file` (the count defaults to 1), so that a test can kill it at
///   an exact point of writing the site rather than at a random time;
/// - `DOCBUILD_TEST_PEAK_MEMORY=1` prints docbuild's own peak resident memory (`VmHWM`, which the
///   processes it starts do not count in, unlike `getrusage`) to stderr at the end of a run.
package enum FaultInjection {
    private static let killTarget: (name: String, count: Int)? = {
        guard let value = ProcessInfo.processInfo.environment["DOCBUILD_TEST_KILL_AT"] else { return nil }
        let parts = value.split(separator: ":")
        return (String(parts[0]), parts.count > 1 ? Int(parts[1]) ?? 1 : 1)
    }()

    private static let passes = Lock([String: Int]())

    /// Kills this process with `SIGKILL` when this is the pass the environment names.
    package static func killPoint(_ name: String) {
        guard let killTarget, killTarget.name == name else { return }
        let count = passes.withLock { passes in
            passes[name, default: 0] += 1
            return passes[name, default: 0]
        }
        if count == killTarget.count {
            kill(getpid(), SIGKILL)
        }
    }

    /// Prints `docbuild: peak memory N kB` to stderr when the environment asks.
    package static func reportPeakMemory() {
        guard ProcessInfo.processInfo.environment["DOCBUILD_TEST_PEAK_MEMORY"] != nil,
            let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return }
        let kilobytes = line.dropFirst("VmHWM:".count).trimmingCharacters(in: .whitespaces)
        FileHandle.standardError.write(Data("docbuild: peak memory \(kilobytes)\n".utf8))
    }
}
