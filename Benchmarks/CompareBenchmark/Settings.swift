/// What a run measures, from its command line.
struct Settings: Sendable {
    /// `--rounds N`: the rounds measured, each every implementation and action once.
    var rounds = 201
    /// `--warm-up N`: the rounds run first and dropped.
    var warmUp = 100
    /// `--timings-only`: one tab-separated line per cell, for `--check-stable` and a profiler.
    var timingsOnly = false
    /// `--only` and `--action`, which narrow a run to one implementation or one action.
    var onlyImplementation: String?
    var onlyAction: String?
    /// `--check-stable`: the timings twice, each in a process of its own, compared.
    var checksStability = false
    /// `--write FILE`: where the timings' Markdown goes.
    var resultsFile: String?

    /// The settings of `arguments`, the program's name first.
    init(arguments: [String]) {
        /// The value after `name`, if given.
        func option(_ name: String) -> String? {
            guard let index = arguments.firstIndex(of: name), arguments.indices.contains(index + 1) else {
                return nil
            }
            return arguments[index + 1]
        }
        rounds = option("--rounds").flatMap(Int.init) ?? rounds
        warmUp = option("--warm-up").flatMap(Int.init) ?? warmUp
        timingsOnly = arguments.contains("--timings-only")
        onlyImplementation = option("--only")
        onlyAction = option("--action")
        checksStability = arguments.contains("--check-stable")
        resultsFile = option("--write")
    }
}
