import SampleToolchain

/// Phase 1, check: stores each freshly verified article's outcome under its cache key, unless the
/// outcome depends on the machine's state (a program that timed out, a build that failed outside
/// the samples).
enum StoreResults {
    static func run(
        _ work: [DocumentWork], compiled: CompileSamples.Result, runs: [String: ProgramRun],
        commandRuns: [CommandInvocation: ProcessOutput] = [:], cache: ResultCache
    ) {
        guard compiled.build.unexplainedFailure == nil else { return }
        for article in work where !article.isCached {
            guard let key = article.cacheKey, let outcome = article.outcome else { continue }
            let timedOut =
                compiled.build.programs(article.programs).contains { runs[$0.name]?.process.timedOut == true }
                || article.invocations.contains { commandRuns[$0]?.timedOut == true }
            if !timedOut {
                cache.store(outcome, forKey: key)
            }
        }
    }
}
