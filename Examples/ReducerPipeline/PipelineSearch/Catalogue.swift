/// An in-memory catalogue of book titles whose search takes a moment, as a server's would.
public struct Catalogue: Sendable {
    /// Every title in the catalogue.
    public let titles: [String]
    private let latency: Duration
    private let clock: any Clock<Duration>

    /// - Parameters:
    ///   - titles: What the catalogue holds.
    ///   - latency: How long a search takes.
    ///   - clock: The clock a search waits on; a `TestClock` in tests.
    public init(
        titles: [String] = Catalogue.sampleTitles,
        latency: Duration = .milliseconds(120),
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.titles = titles
        self.latency = latency
        self.clock = clock
    }

    /// The titles that contain `query`, ignoring case, in catalogue order.
    ///
    /// - Throws: `CancellationError` when the search is cancelled while it waits.
    public func search(_ query: String) async throws -> [String] {
        try await clock.sleep(for: latency)
        let needle = query.lowercased()
        return titles.filter { $0.lowercased().contains(needle) }
    }

    /// A small catalogue for demos and previews.
    public static let sampleTitles = [
        "Swift Concurrency in Practice",
        "The Swift Programming Language",
        "SwiftUI by Example",
        "Thinking in SwiftUI",
        "Advanced Swift",
        "Functional Swift",
        "Combine: Asynchronous Programming",
        "Designing Data-Intensive Applications",
    ]
}
