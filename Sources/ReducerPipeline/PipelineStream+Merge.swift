import QuartetSupport

extension PipelineStream {
    /// The same elements, each passed to `observe` as the consumer takes it: the way for
    /// `transform(action:)` to feed a side stream from the actions without consuming them.
    ///
    /// ```swift
    /// let (texts, typed) = PipelineStream<String>.makeStream()
    /// let shouted = PipelineStream.just("a", "b").onElement { typed.yield($0.uppercased()) }
    /// for await element in shouted { print(element) }
    /// typed.finish()
    /// for await text in texts { print(text) }
    /// // Prints "a"
    /// // Prints "b"
    /// // Prints "A"
    /// // Prints "B"
    /// ```
    ///
    /// - Parameter observe: Called with each element, before the consumer receives it. It runs
    ///   on the consumer's actor (the main actor, for a pipeline's actions): keep it short.
    public func onElement(_ observe: @escaping @Sendable (Element) -> Void) -> PipelineStream {
        PipelineStream(source: .observed(ObservedStream(base: self, observe: observe)))
    }

    /// The elements of this stream and of `other`, each as it arrives; the result ends when both
    /// have.
    ///
    /// With ``onElement(_:)``, what `transform(action:)` needs to derive actions from actions
    /// without holding any up: every action passes on at once, and the derived ones join it when
    /// they come. Here a search runs once the text has rested for 300 ms:
    ///
    /// ```swift
    /// # import Observation
    /// # import QuartetSupport
    /// @Observable final class SearchModel: AsyncViewModel {
    ///     struct State: Sendable { var query = "", searched: [String] = [] }
    ///     enum Action: Sendable { case typed(String), paused(String) }
    ///     let initialState = State()
    ///     let clock = TestClock()
    ///
    ///     func transform(action: ActionStream) -> ActionStream {
    ///         let (texts, typed) = PipelineStream<String>.makeStream()
    ///         return action
    ///             .onElement { if case .typed(let text) = $0 { typed.yield(text) } }
    ///             .merge(with: PipelineStream(
    ///                 texts.debounce(for: .milliseconds(300), clock: clock).map(Action.paused)))
    ///     }
    ///
    ///     func reduce(state: State, mutation: Action) -> State {
    ///         var state = state
    ///         switch mutation {
    ///         case .typed(let text): state.query = text
    ///         case .paused(let text): state.searched.append(text)
    ///         }
    ///         return state
    ///     }
    /// }
    ///
    /// let model = SearchModel()
    /// let states = model.states()
    /// model.send(.typed("swift"))
    /// try await model.clock.advanceToSleeper(in: .milliseconds(300))
    /// for await state in states where !state.searched.isEmpty {
    ///     print(state.searched)  // Prints "["swift"]"
    ///     break
    /// }
    /// ```
    ///
    /// A pipeline whose `transform(action:)` returns its actions this way, observed and merged,
    /// still takes the sent ones from its own queue, in one main-actor turn after `send`.
    ///
    /// - Parameter other: The stream to merge in.
    public func merge(with other: PipelineStream) -> PipelineStream {
        var streams: [PipelineStream] = []
        for stream in [self, other] {
            if case .merged(let merged) = stream.source {
                streams += merged.streams
            } else {
                streams.append(stream)
            }
        }
        return PipelineStream(source: .merged(MergedStreams(streams)))
    }

    /// How a pipeline takes the actions of a stream that `transform(action:)` built from `input`
    /// with ``onElement(_:)`` and ``merge(with:)`` alone: `input`'s elements from its own queue,
    /// shown to `observe`, and the streams in `merged` as they arrive. `nil` when the stream is
    /// shaped in any other way (or built from another stream), and must be consumed as it is.
    func queuePlan(over input: StreamBuffer<Element>) -> ActionQueuePlan<Element>? {
        switch source {
        case .buffer(let buffer):
            return buffer === input ? ActionQueuePlan() : nil
        case .observed(let observed):
            guard var plan = observed.base.queuePlan(over: input) else { return nil }
            let (inner, outer) = (plan.observe, observed.observe)
            if let inner {
                plan.observe = { element in
                    inner(element)
                    outer(element)
                }
            } else {
                plan.observe = outer
            }
            // The observer sees every element of the stream it observes, merged ones too.
            plan.merged = plan.merged.map { $0.onElement(outer) }
            return plan
        case .merged(let merged):
            var plan: ActionQueuePlan<Element>?
            var others: [PipelineStream] = []
            for stream in merged.streams {
                if plan == nil, let found = stream.queuePlan(over: input) {
                    plan = found
                } else {
                    others.append(stream)
                }
            }
            plan?.merged += others
            return plan
        case .element, .elements, .sequence:
            return nil
        }
    }
}

/// What ``PipelineStream/queuePlan(over:)`` found: the observer of the input's elements, and the
/// streams merged in.
struct ActionQueuePlan<Element: Sendable> {
    var observe: (@Sendable (Element) -> Void)?
    var merged: [PipelineStream<Element>] = []
}

/// The source of ``PipelineStream/onElement(_:)``.
@usableFromInline
final class ObservedStream<Element: Sendable>: Sendable {
    let base: PipelineStream<Element>
    let observe: @Sendable (Element) -> Void

    init(base: PipelineStream<Element>, observe: @escaping @Sendable (Element) -> Void) {
        self.base = base
        self.observe = observe
    }
}

final class ObservingIterator<Element: Sendable>: ErasedIterator<Element> {
    private var base: PipelineStream<Element>.Iterator
    private let observe: @Sendable (Element) -> Void

    init(_ observed: ObservedStream<Element>) {
        base = observed.base.makeAsyncIterator()
        observe = observed.observe
    }

    override func next(isolation actor: isolated (any Actor)?) async -> Element? {
        guard let element = await base.next(isolation: actor) else { return nil }
        observe(element)
        return element
    }
}

/// The source of ``PipelineStream/merge(with:)``.
@usableFromInline
final class MergedStreams<Element: Sendable>: Sendable {
    let streams: [PipelineStream<Element>]

    init(_ streams: [PipelineStream<Element>]) {
        self.streams = streams
    }

    /// Starts a task per stream that feeds one buffer, which finishes when every stream has;
    /// the tasks are cancelled when the consumer stops.
    func start() -> BufferConsumer<Element> {
        let output = StreamBuffer<Element>()
        let running = Lock(streams.count)
        let feeds = streams.map { stream in
            Task {
                for await element in stream { output.yield(element) }
                let isLast = running.withLock { count in
                    count -= 1
                    return count == 0
                }
                if isLast { output.finish() }
            }
        }
        output.setOnTermination { for feed in feeds { feed.cancel() } }
        if streams.isEmpty { output.finish() }
        return BufferConsumer(buffer: output)
    }
}
