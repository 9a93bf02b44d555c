extension PipelineStream {
    /// Throttles the stream and keeps it a ``PipelineStream``, so that
    /// `transform(action:)` can return it directly:
    ///
    /// ```swift
    /// # import Observation
    /// # import QuartetSupport
    /// @Observable final class SearchViewModel<C: Clock<Duration>>: AsyncViewModel {
    ///     struct State: Sendable { var query = "" }
    ///     enum Action: Sendable { case queryChanged(String) }
    ///     let initialState = State()
    ///     let clock: C  // ContinuousClock in the app, a TestClock in tests
    ///
    ///     init(clock: C) { self.clock = clock }
    ///
    ///     func transform(action: ActionStream) -> ActionStream {
    ///         action.throttle(for: .milliseconds(300), clock: clock)
    ///     }
    ///
    ///     func reduce(state: State, mutation: Action) -> State {
    ///         switch mutation {
    ///         case .queryChanged(let query): State(query: query)
    ///         }
    ///     }
    /// }
    ///
    /// let clock = TestClock()
    /// let viewModel = SearchViewModel(clock: clock)
    /// let (typed, keystrokes) = SearchViewModel<TestClock>.ActionStream.makeStream()
    /// for query in ["s", "sw", "swi"] { keystrokes.yield(.queryChanged(query)) }
    /// keystrokes.finish()
    /// let printer = Task {
    ///     for await case .queryChanged(let query) in viewModel.transform(action: typed) {
    ///         print(query)
    ///     }
    /// }
    /// try await clock.advanceToSleeper(in: .milliseconds(300))  // the latest waits out 300 ms
    /// await printer.value
    /// // Prints "s"
    /// // Prints "swi"
    /// ```
    ///
    /// See `AsyncSequence.throttle(for:clock:latest:)` for the semantics.
    public func throttle<C: Clock>(
        for interval: C.Instant.Duration,
        clock: C,
        latest: Bool = true
    ) -> PipelineStream {
        PipelineStream(
            AsyncThrottleSequence(base: self, interval: interval, clock: clock) { previous, element in
                latest ? element : (previous ?? element)
            })
    }

    /// Debounces the stream and keeps it a ``PipelineStream``.
    ///
    /// See `AsyncSequence.debounce(for:tolerance:clock:)` for the semantics.
    public func debounce<C: Clock>(
        for interval: C.Instant.Duration,
        tolerance: C.Instant.Duration? = nil,
        clock: C
    ) -> PipelineStream {
        PipelineStream(
            AsyncDebounceSequence(base: self, interval: interval, tolerance: tolerance, clock: clock))
    }
}
