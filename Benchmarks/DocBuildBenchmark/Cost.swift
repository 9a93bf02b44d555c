import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a measured piece of work cost: wall-clock time, and CPU time of this process and of every
/// child process it waited for.
struct Cost: CustomStringConvertible {
    var wall: Double
    var cpu: Double

    /// Runs `work` and measures it.
    static func measure(_ work: () async throws -> Void) async rethrows -> Cost {
        let cpuBefore = cpuSeconds()
        let start = ContinuousClock.now
        try await work()
        let elapsed = ContinuousClock.now - start
        return Cost(wall: seconds(elapsed), cpu: cpuSeconds() - cpuBefore)
    }

    var description: String {
        String(format: "%6.2f s wall, %6.2f s CPU", wall, cpu)
    }

    /// `name  wall ratio  CPU ratio  target  met?`, each ratio `lhs / rhs`.
    static func ratioLine(
        _ name: String, _ lhs: Cost, _ rhs: Cost, target: String, percent: Bool = false,
        meets: (Double) -> Bool
    ) -> String {
        let wall = lhs.wall / rhs.wall
        let cpu = lhs.cpu / rhs.cpu
        let format = { (ratio: Double) in
            percent ? String(format: "%5.1f%%", ratio * 100) : String(format: "%5.2f×", ratio)
        }
        return
            "\(name.padding(toLength: max(13, name.count), withPad: " ", startingAt: 0)) wall \(format(wall)) "
            + "(\(meets(wall) ? "met" : "NOT met")), CPU \(format(cpu)) (\(meets(cpu) ? "met" : "NOT met"))"
            + "  target \(target)"
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private static func cpuSeconds() -> Double {
        var total = 0.0
        #if os(Linux)
            let whom = [__rusage_who_t(RUSAGE_SELF.rawValue), __rusage_who_t(RUSAGE_CHILDREN.rawValue)]
        #else
            let whom = [RUSAGE_SELF, RUSAGE_CHILDREN]
        #endif
        for who in whom {
            var usage = rusage()
            getrusage(who, &usage)
            total += Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            total += Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        }
        return total
    }
}

extension [Cost] {
    /// The round with the least wall time: the one least disturbed by the rest of the machine.
    var fastest: Cost { self.min { $0.wall < $1.wall }! }
}
