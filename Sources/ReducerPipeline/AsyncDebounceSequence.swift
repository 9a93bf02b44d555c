import QuartetSupport

extension AsyncSequence where Self: Sendable, Element: Sendable {
    /// Emits an element only once `interval` has passed without a newer one.
    ///
    /// The semantics are those of swift-async-algorithms' `debounce` (Quartet depends on nothing
    /// but the toolchain, so it has its own): each element restarts the wait; when the base ends, the element still waiting
    /// is emitted at once, then the sequence ends; an error of the base is rethrown at once.
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
    /// # let queries = Timeline(clock: clock, events: [(0, "s"), (100, "sw"), (200, "swi")], end: 600)
    /// // "s" at 0 ms, "sw" at 100 ms, "swi" at 200 ms, then a pause; at 500 ms:
    /// for await query in queries.debounce(for: .milliseconds(300), clock: clock) {
    ///     print(query)  // Prints "swi"
    /// }
    /// ```
    ///
    /// The base is consumed in a task of the sequence's own, started by the first `next()`
    /// and cancelled when the consumer is cancelled or drops the iterator.
    ///
    /// - Parameters:
    ///   - interval: How long the base must stay quiet.
    ///   - tolerance: Passed to the clock's `sleep`.
    ///   - clock: The clock that measures it; pass a `TestClock` in tests.
    public func debounce<C: Clock>(
        for interval: C.Instant.Duration,
        tolerance: C.Instant.Duration? = nil,
        clock: C
    ) -> AsyncDebounceSequence<Self, C> {
        AsyncDebounceSequence(base: self, interval: interval, tolerance: tolerance, clock: clock)
    }

    /// Emits an element only once `interval` of the continuous clock has passed without a
    /// newer one.
    public func debounce(
        for interval: Duration,
        tolerance: Duration? = nil
    ) -> AsyncDebounceSequence<Self, ContinuousClock> {
        debounce(for: interval, tolerance: tolerance, clock: .continuous)
    }
}

/// An asynchronous sequence that emits an element once the base has been quiet for an
/// interval; see `debounce(for:tolerance:clock:)`.
public struct AsyncDebounceSequence<Base: AsyncSequence & Sendable, C: Clock>: Sendable
where Base.Element: Sendable {
    let base: Base
    let interval: C.Instant.Duration
    let tolerance: C.Instant.Duration?
    let clock: C
}

extension AsyncDebounceSequence: AsyncSequence {
    public typealias Element = Base.Element
    public typealias Failure = Base.Failure

    public func makeAsyncIterator() -> Iterator {
        Iterator(storage: DebounceStorage(self))
    }

    /// Iterates an ``AsyncDebounceSequence``.
    public struct Iterator: AsyncIteratorProtocol {
        let storage: DebounceStorage<Base, C>

        public mutating func next(
            isolation actor: isolated (any Actor)?
        ) async throws(Base.Failure) -> Element? {
            try await storage.next().get()
        }

        public mutating func next() async throws(Base.Failure) -> Element? {
            try await next(isolation: nil)
        }
    }
}

/// What feeds a debounce: a task iterating its base, or the buffer of a ``PipelineStream`` that
/// tells of each arrival.
enum DebounceUpstream<Element: Sendable>: Sendable {
    case task(Task<Void, Never>)
    case buffer(StreamBuffer<Element>)

    func cancel() {
        switch self {
        case .task(let task): task.cancel()
        case .buffer(let buffer): buffer.cancel()
        }
    }
}

/// The debounce's timing: the base is pulled by a task (or tells of its elements, when it is a
/// ``PipelineStream`` fed by a continuation), one timer per element waits out the interval,
/// cancelling the one before, and the consumer takes what the timers release.
///
/// A timer per element, rather than one that sleeps again while elements keep moving its
/// deadline, so that a test on a `TestClock` finds a sleeper at the deadline of the latest
/// element, as it would with swift-async-algorithms' debounce.
final class DebounceStorage<Base: AsyncSequence & Sendable, C: Clock>: Sendable
where Base.Element: Sendable {
    typealias Element = Base.Element
    typealias Outcome = Result<Element?, Base.Failure>
    typealias Upstream = DebounceUpstream<Element>

    private struct State: Sendable {
        var upstream: Upstream?
        var timer: Task<Void, Never>?
        var pending: Element?
        /// Counts elements, so that a timer fires only for the element it was started for.
        var generation: UInt64 = 0
        var released: [Outcome] = []
        var waiter: CheckedContinuation<Outcome, Never>?
        var isDone = false

        /// Hands `outcome` to the waiting consumer, or queues it.
        mutating func release(
            _ outcome: Outcome
        ) -> (CheckedContinuation<Outcome, Never>?, Outcome?) {
            if let waiter {
                self.waiter = nil
                return (waiter, outcome)
            }
            released.append(outcome)
            return (nil, nil)
        }
    }

    private let sequence: AsyncDebounceSequence<Base, C>
    private let state = Lock(State())

    init(_ sequence: AsyncDebounceSequence<Base, C>) {
        self.sequence = sequence
    }

    deinit {
        state.withLock { state in
            state.upstream?.cancel()
            state.timer?.cancel()
        }
    }

    func next() async -> Outcome {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                let (outcome, startsUpstream) = state.withLock { state -> (Outcome?, Bool) in
                    if !state.released.isEmpty { return (state.released.removeFirst(), false) }
                    if state.isDone { return (.success(nil), false) }
                    state.waiter = continuation
                    return (nil, state.upstream == nil)
                }
                if let outcome { continuation.resume(returning: outcome) }
                if startsUpstream { startUpstream() }
            }
        } onCancel: {
            let waiter = state.withLock { state in
                state.isDone = true
                state.upstream?.cancel()
                state.timer?.cancel()
                defer { state.waiter = nil }
                return state.waiter
            }
            waiter?.resume(returning: .success(nil))
        }
    }

    private func startUpstream() {
        // A stream the pipeline's continuation feeds tells of each element on the thread that
        // yields it: taken there, it costs no task waiting on the buffer, whose every resumption
        // would be a trip through the global executor.
        if let stream = sequence.base as? PipelineStream<Element>, case .buffer(let buffer) = stream.source {
            let isStarted = state.withLock { state in
                guard !state.isDone else { return false }
                state.upstream = .buffer(buffer)
                return true
            }
            if isStarted {
                buffer.notifyOnArrival { [weak self] in self?.takeArrivals(from: buffer) }
            } else {
                buffer.cancel()
            }
            return
        }
        let task = Task { [weak self, sequence] in
            var iterator = sequence.base.makeAsyncIterator()
            do throws(Base.Failure) {
                while let element = try await iterator.next(isolation: nil) {
                    guard let self else { return }
                    self.receive(element)
                }
                self?.end(with: nil)
            } catch {
                self?.end(with: error)
            }
        }
        state.withLock { state in
            if state.isDone { task.cancel() } else { state.upstream = .task(task) }
        }
    }

    /// Takes what a buffer-backed base yielded: only the latest element counts.
    private func takeArrivals(from buffer: StreamBuffer<Element>) {
        var latest: Element?
        let isOver = buffer.drainBuffered { latest = $0 }
        if let latest { receive(latest) }
        if isOver { end(with: nil) }
    }

    /// Holds `element` back, replacing what was waiting, and restarts the wait.
    private func receive(_ element: Element) {
        let deadline = sequence.clock.now.advanced(by: sequence.interval)
        let (generation, replaced) = state.withLock { state -> (UInt64?, Task<Void, Never>?) in
            guard !state.isDone else { return (nil, nil) }
            state.pending = element
            state.generation += 1
            defer { state.timer = nil }
            return (state.generation, state.timer)
        }
        replaced?.cancel()
        guard let generation else { return }
        // Started outside the lock: an immediate task runs until it first suspends, and a sleep
        // whose deadline has passed does not suspend.
        let timer = startTimer(until: deadline, generation: generation)
        state.withLock { state in
            if state.isDone || state.generation != generation {
                timer.cancel()
            } else {
                state.timer = timer
            }
        }
    }

    /// A task that sleeps until `deadline`, then releases the element of `generation` unless a
    /// later one replaced it.
    ///
    /// Started immediately where the platform can: its first steps, up to asking the clock to
    /// wake it, run on the thread that received the element, which then wakes no other thread
    /// to run them (as a task started on the global executor would, on every keystroke).
    private func startTimer(until deadline: C.Instant, generation: UInt64) -> Task<Void, Never> {
        let timing: @Sendable () async -> Void = { [weak self, sequence] in
            do {
                try await sequence.clock.sleep(until: deadline, tolerance: sequence.tolerance)
            } catch {
                return
            }
            self?.timerFired(generation)
        }
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return Task.immediate(operation: timing)
        }
        return Task(operation: timing)
    }

    private func timerFired(_ generation: UInt64) {
        let (waiter, outcome) = state.withLock { state -> (CheckedContinuation<Outcome, Never>?, Outcome?) in
            guard generation == state.generation, let element = state.pending else { return (nil, nil) }
            state.pending = nil
            state.timer = nil
            return state.release(.success(element))
        }
        if let waiter, let outcome { waiter.resume(returning: outcome) }
    }

    /// The base ended (or failed): what was waiting goes out at once, then the end.
    private func end(with failure: Base.Failure?) {
        let (waiter, outcome) = state.withLock { state -> (CheckedContinuation<Outcome, Never>?, Outcome?) in
            state.timer?.cancel()
            state.timer = nil
            var handoff: (CheckedContinuation<Outcome, Never>?, Outcome?) = (nil, nil)
            if failure == nil, let element = state.pending {
                handoff = state.release(.success(element))
            }
            state.pending = nil
            let last: Outcome = failure.map { .failure($0) } ?? .success(nil)
            if handoff.0 == nil {
                handoff = state.release(last)
            } else {
                state.released.append(last)
            }
            state.isDone = true
            return handoff
        }
        if let waiter, let outcome { waiter.resume(returning: outcome) }
    }
}
