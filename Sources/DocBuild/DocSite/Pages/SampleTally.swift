import Doctest

/// The samples of some articles counted by their badges: what the overview's stats line prints.
///
/// Each count is of one badge label, taken from ``SampleHTML/badge(for:)``, the function that
/// labels the badges on the pages, so a count and the badges it counts cannot disagree:
///
/// ```swift
/// SampleTally(results).counts.map { "\($0.count) \($0.label)" }
/// // ["60 Verified", "15 Ran", "10 Compile-only", "8 Compiled against SwiftUI's interface", …]
/// ```
struct SampleTally: Hashable, Sendable {
    /// The samples with one badge label, and what that label means (the badge's tooltip).
    struct Count: Hashable, Sendable {
        var label: String
        var detail: String
        var count: Int
    }

    /// Every label with at least one sample, in ``rank(of:)`` order.
    private(set) var counts: [Count] = []
    /// Every sample counted.
    private(set) var total = 0

    init(_ results: some Sequence<SampleResult>) {
        var byLabel: [String: (rank: Int, count: Count)] = [:]
        // A listing test is never on a page: its listing is counted, by the badge it gave it.
        for result in results where result.sample.listingTest == nil {
            let (label, detail) = SampleHTML.badge(for: result)
            byLabel[label, default: (Self.rank(of: result), Count(label: label, detail: detail, count: 0))]
                .count.count += 1
            total += 1
        }
        counts = byLabel.values.sorted { ($0.rank, $0.count.label) < ($1.rank, $1.count.label) }.map(\.count)
    }

    /// The count of `label`, 0 when no sample has it.
    func count(of label: String) -> Int {
        counts.first { $0.label == label }?.count ?? 0
    }

    /// Where a badge comes in the stats line: most checked first, failures last.
    ///
    /// A switch over every ``SampleKind``, so that a new kind must be placed here to compile.
    private static func rank(of result: SampleResult) -> Int {
        if result.status == .failed { return 9 }
        if result.sample.include != nil { return 8 }
        switch result.sample.kind {
        case .run where result.commandRuns != nil: return result.commandRuns == 0 ? 2 : 0
        case .run: return result.sample.expectations.isEmpty ? 1 : 0
        case .test: return 1
        case .noRun: return 2
        case .apple: return 3
        case .compileFail: return 4
        case .crashes: return 5
        case .ignore: return 7
        }
    }
}
