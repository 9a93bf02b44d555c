extension PipelineStream {
    /// Throttles the stream and keeps it a ``PipelineStream``, so that
    /// `transform(action:)` can return it directly:
    ///
    /// ```swift
    /// # import Observation
    /// @Observable final class SearchViewModel: AsyncViewModel {
    ///     struct State: Sendable { var query = "" }
    ///     enum Action: Sendable { case queryChanged(String) }
    ///     let initialState = State()
    ///
    ///     func transform(action: ActionStream) -> ActionStream {
    ///         action.throttle(for: .milliseconds(300), clock: .continuous)
    ///     }
    ///
    ///     func reduce(state: State, mutation: Action) -> State {
    ///         switch mutation {
    ///         case .queryChanged(let query): State(query: query)
    ///         }
    ///     }
    /// }
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
