extension AsyncSequence {
    /// Emits at most one element per `interval`, reducing the elements that arrive in between.
    ///
    /// The semantics are those of swift-async-algorithms 1.0's `throttle` (Quartet depends on
    /// nothing but the toolchain, so it has its own): the first element is emitted at once; later elements are folded with
    /// `reducing` until `interval` has passed since the last emission, and the fold is emitted
    /// with the element that arrives after that. When the base ends, the pending fold is
    /// emitted, no sooner than `interval` after the last emission.
    ///
    /// The throttle is pulled: it emits when an element *arrives* after the interval, not when
    /// the interval ends. For "search once the user pauses", use ``debounce(for:tolerance:clock:)``.
    ///
    /// - Parameters:
    ///   - interval: The minimum time between two emitted elements.
    ///   - clock: The clock that measures it; pass a `TestClock` in tests.
    ///   - reducing: Folds an element into the pending value (`nil` for the first).
    public func throttle<C: Clock, Reduced>(
        for interval: C.Instant.Duration,
        clock: C,
        reducing: @Sendable @escaping (Reduced?, Element) async -> Reduced
    ) -> AsyncThrottleSequence<Self, C, Reduced> {
        AsyncThrottleSequence(base: self, interval: interval, clock: clock, reducing: reducing)
    }

    /// Emits at most one element per `interval`: the latest one that arrived in between, or
    /// the earliest when `latest` is `false`.
    ///
    /// ```swift
    /// # import QuartetSupport
    /// # // Each element arrives at its time on a test clock, the clock moved as it arrives.
    /// # struct Timeline: AsyncSequence, AsyncIteratorProtocol, Sendable {
    /// #     let clock: TestClock
    /// #     var events: [(milliseconds: Int, value: String)]
    /// #     var end: Int
    /// #     func makeAsyncIterator() -> Timeline { self }
    /// #     mutating func next() async -> String? {
    /// #         guard !events.isEmpty else {
    /// #             await clock.advance(to: .init(offset: .milliseconds(end)))
    /// #             return nil
    /// #         }
    /// #         let event = events.removeFirst()
    /// #         await clock.advance(to: .init(offset: .milliseconds(event.milliseconds)))
    /// #         return event.value
    /// #     }
    /// # }
    /// # let clock = TestClock()
    /// # let queries = Timeline(
    /// #     clock: clock, events: [(0, "a"), (100, "b"), (200, "c"), (350, "d")], end: 350)
    /// // "a" at 0 ms, "b" at 100 ms, "c" at 200 ms, "d" at 350 ms, then the end:
    /// for await query in queries.throttle(for: .milliseconds(300), clock: clock) {
    ///     print(query)
    /// }
    /// // "a" at 0 ms, then "d" at 350 ms (the latest of "b", "c", "d"):
    /// // Prints "a"
    /// // Prints "d"
    /// ```
    ///
    /// - Parameters:
    ///   - interval: The minimum time between two emitted elements.
    ///   - clock: The clock that measures it; pass a `TestClock` in tests.
    ///   - latest: Whether to emit the latest element of an interval (the default) or the first.
    public func throttle<C: Clock>(
        for interval: C.Instant.Duration,
        clock: C,
        latest: Bool = true
    ) -> AsyncThrottleSequence<Self, C, Element> {
        throttle(for: interval, clock: clock) { previous, element in
            latest ? element : (previous ?? element)
        }
    }

    /// Emits at most one element per `interval` of the continuous clock.
    public func throttle(
        for interval: Duration,
        latest: Bool = true
    ) -> AsyncThrottleSequence<Self, ContinuousClock, Element> {
        throttle(for: interval, clock: .continuous, latest: latest)
    }

    /// Emits at most one element per `interval` of the continuous clock, reducing the elements
    /// that arrive in between; see ``throttle(for:clock:reducing:)``.
    public func throttle<Reduced>(
        for interval: Duration,
        reducing: @Sendable @escaping (Reduced?, Element) async -> Reduced
    ) -> AsyncThrottleSequence<Self, ContinuousClock, Reduced> {
        throttle(for: interval, clock: .continuous, reducing: reducing)
    }
}

/// An asynchronous sequence that emits at most one element per interval; see
/// `throttle(for:clock:latest:)`.
public struct AsyncThrottleSequence<Base: AsyncSequence, C: Clock, Reduced> {
    let base: Base
    let interval: C.Instant.Duration
    let clock: C
    let reducing: @Sendable (Reduced?, Base.Element) async -> Reduced
}

extension AsyncThrottleSequence: AsyncSequence {
    public typealias Element = Reduced
    public typealias Failure = Base.Failure

    public func makeAsyncIterator() -> Iterator {
        Iterator(base: base.makeAsyncIterator(), interval: interval, clock: clock, reducing: reducing)
    }

    /// Iterates an ``AsyncThrottleSequence``.
    public struct Iterator: AsyncIteratorProtocol {
        var base: Base.AsyncIterator
        let interval: C.Instant.Duration
        let clock: C
        let reducing: @Sendable (Reduced?, Base.Element) async -> Reduced
        /// When the last element was emitted; `nil` until the first.
        var lastEmission: C.Instant?

        public mutating func next() async throws(Base.Failure) -> Reduced? {
            var pending: Reduced?
            let start = lastEmission ?? clock.now
            while true {
                guard let element = try await base.next(isolation: nil) else {
                    if pending != nil, let lastEmission {
                        // Even the final value keeps to the rate.
                        let remaining = interval - lastEmission.duration(to: clock.now)
                        if remaining > .zero { try? await clock.sleep(for: remaining) }
                    }
                    return pending
                }
                let reduction = await reducing(pending, element)
                let now = clock.now
                if lastEmission == nil || start.duration(to: now) >= interval {
                    lastEmission = now
                    return reduction
                }
                pending = reduction
            }
        }
    }
}

extension AsyncThrottleSequence: Sendable where Base: Sendable {}
