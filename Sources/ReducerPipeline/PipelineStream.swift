/// An asynchronous sequence of actions, mutations or states: the currency of an
/// ``AsyncViewModel``'s pipeline.
///
/// Every stage of the pipeline speaks `PipelineStream`: `mutate(action:)` returns one
/// (``AsyncViewModel/MutationStream``), and the `transform` hooks reshape the action, mutation
/// and state streams. Build one in any of three ways:
///
/// ```swift
/// let one = PipelineStream.just(1)          // a single element, then the end
/// let none = PipelineStream<Int>.empty()    // the end, at once
/// let many = PipelineStream<Int> { continuation in
///     continuation.yield(1)
///     Task {
///         continuation.yield(2)
///         continuation.finish()
///     }
/// }
/// for await element in one { print("one:", element) }    // Prints "one: 1"
/// for await element in none { print("none:", element) }  // prints nothing
/// for await element in many { print("many:", element) }
/// // Prints "many: 1"
/// // Prints "many: 2"
/// ```
///
/// or wrap any non-throwing `AsyncSequence` with ``init(_:)-(Base)``.
///
/// Elements yielded synchronously by the closure form, and those of `.just`, are available
/// without waiting: the pipeline reduces them before it processes the next action. A stream
/// has a single consumer, like `AsyncStream`.
public struct PipelineStream<Element: Sendable>: AsyncSequence, Sendable {
    public typealias Failure = Never

    @usableFromInline
    enum Source: Sendable {
        /// A fixed list, then the end: `.just` and `.empty()`, the commonest mutation streams,
        /// which need no buffer, lock or allocation beyond the array.
        case elements([Element])
        /// One element, then the end: `.just(x)`, the commonest of all. Boxed, so that every
        /// payload of `Source` is a single reference and its layout does not depend on
        /// `Element`: unspecialized code then builds and switches over a `Source` without
        /// looking up its type metadata at run time, which cost more than the box's allocation.
        case element(ElementBox<Element>)
        /// Elements pushed through a ``Continuation``, drainable without waiting.
        case buffer(StreamBuffer<Element>)
        /// Any other sequence, type-erased.
        case sequence(@Sendable () -> ErasedIterator<Element>)
        /// Another stream's elements, each shown to an observer first: ``onElement(_:)``.
        case observed(ObservedStream<Element>)
        /// Several streams' elements, each as it arrives: ``merge(with:)``.
        case merged(MergedStreams<Element>)
    }

    @usableFromInline
    let source: Source

    init(buffer: StreamBuffer<Element>) {
        source = .buffer(buffer)
    }

    @usableFromInline
    init(source: Source) {
        self.source = source
    }

    /// Whether this stream is `buffer` itself: how the pipeline tells that a `transform` hook
    /// returned its input unchanged, and skips a stage.
    func isBacked(by buffer: StreamBuffer<Element>) -> Bool {
        if case .buffer(let own) = source { own === buffer } else { false }
    }

    /// Creates a stream fed by `build`, which receives a continuation to yield elements and to
    /// finish with; it may hand the continuation to a task that yields later.
    ///
    /// `build` runs before the initializer returns, so what it yields synchronously is ready at
    /// once. Forgetting to call ``Continuation/finish()`` is harmless for the pipeline (it stops
    /// consuming when the view model goes away) but keeps the consumer waiting elsewhere.
    ///
    /// - Parameter build: Receives the continuation.
    public init(_ build: (Continuation) -> Void) {
        let buffer = StreamBuffer<Element>()
        build(Continuation(buffer: buffer))
        source = .buffer(buffer)
    }

    /// A stream and the continuation that feeds it, for code that yields from somewhere other
    /// than a closure (like `AsyncStream.makeStream(of:)`).
    ///
    /// ```swift
    /// let (queries, queryInput) = PipelineStream<String>.makeStream()
    /// queryInput.yield("swift")
    /// queryInput.finish()
    /// for await query in queries { print(query) }  // Prints "swift"
    /// ```
    public static func makeStream() -> (stream: PipelineStream, continuation: Continuation) {
        let buffer = StreamBuffer<Element>()
        return (PipelineStream(buffer: buffer), Continuation(buffer: buffer))
    }

    /// Wraps `base`, a sequence that does not throw.
    ///
    /// ```swift
    /// let doubled = PipelineStream(PipelineStream.just(1, 2).map { $0 * 2 })
    /// for await element in doubled { print(element) }
    /// // Prints "2"
    /// // Prints "4"
    /// ```
    public init<Base: AsyncSequence & Sendable>(_ base: Base)
    where Base.Element == Element, Base.Failure == Never {
        if let stream = base as? PipelineStream<Element> {
            self = stream
        } else {
            source = .sequence { IteratorBox(base.makeAsyncIterator()) }
        }
    }

    /// A stream of `elements`, then the end.
    ///
    /// - Parameter elements: What the stream yields, in order.
    public static func just(_ elements: Element...) -> PipelineStream {
        PipelineStream(source: .elements(elements))
    }

    /// A stream of `element`, then the end.
    ///
    /// - Parameter element: What the stream yields.
    // Inlinable, so that the caller, which knows `Element`, builds the box with static type
    // metadata; this module's unspecialized code would look it up on every call.
    @inlinable
    public static func just(_ element: Element) -> PipelineStream {
        PipelineStream(source: .element(ElementBox(element)))
    }

    /// A stream that ends without yielding: what `mutate(action:)` returns when an action
    /// changes nothing.
    public static func empty() -> PipelineStream {
        PipelineStream(source: .elements([]))
    }

    public func makeAsyncIterator() -> Iterator {
        switch source {
        case .elements(let elements): Iterator(consumer: .elements(elements[...]))
        case .element(let box): Iterator(consumer: .elements([box.element][...]))
        case .buffer(let buffer): Iterator(consumer: .buffer(BufferConsumer(buffer: buffer)))
        case .sequence(let makeIterator): Iterator(consumer: .erased(makeIterator()))
        case .observed(let observed): Iterator(consumer: .erased(ObservingIterator(observed)))
        case .merged(let merged): Iterator(consumer: .buffer(merged.start()))
        }
    }

    /// Iterates a ``PipelineStream``; it never throws.
    public struct Iterator: AsyncIteratorProtocol {
        enum Consumer {
            case elements(ArraySlice<Element>)
            case buffer(BufferConsumer<Element>)
            case erased(ErasedIterator<Element>)
        }

        var consumer: Consumer

        public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
            switch consumer {
            case .elements(var remaining):
                let element = remaining.popFirst()
                consumer = .elements(remaining)
                return element
            case .buffer(let consumer): return await consumer.buffer.next(isolation: actor)
            case .erased(let iterator): return await iterator.next(isolation: actor)
            }
        }

        public mutating func next() async -> Element? {
            await next(isolation: nil)
        }
    }
}

extension PipelineStream {
    /// The producing side of a ``PipelineStream`` built with ``init(_:)-(_)``.
    ///
    /// It is `Sendable`: hand it to the task that produces the elements.
    public struct Continuation: Sendable {
        let buffer: StreamBuffer<Element>

        /// Delivers `element` to the consumer; ignored after ``finish()``.
        public func yield(_ element: Element) {
            buffer.yield(element)
        }

        /// Ends the stream once the consumer has taken what was yielded before.
        public func finish() {
            buffer.finish()
        }

        /// Runs once when the consumer has reached the end or stopped consuming (for instance
        /// because the view model went away): the place to cancel the work feeding the stream.
        ///
        /// Write-only in effect: setting it registers the handler; reading it returns `nil`.
        public var onTermination: (@Sendable () -> Void)? {
            get { nil }
            nonmutating set { buffer.setOnTermination(newValue) }
        }
    }
}

/// The element of a single-element ``PipelineStream``; see `Source.element`.
@usableFromInline
final class ElementBox<Element: Sendable>: Sendable {
    @usableFromInline
    let element: Element

    @usableFromInline
    init(_ element: Element) { self.element = element }
}

/// Ends a buffer-backed stream when its iterator goes away, so that a producer learns that
/// nobody listens any more, as with `AsyncStream`.
final class BufferConsumer<Element: Sendable> {
    let buffer: StreamBuffer<Element>

    init(buffer: StreamBuffer<Element>) { self.buffer = buffer }

    deinit { buffer.cancel() }
}

/// The type-erased iterator behind ``PipelineStream/init(_:)-(Base)``.
@usableFromInline
class ErasedIterator<Element> {
    func next(isolation actor: isolated (any Actor)?) async -> Element? {
        preconditionFailure("ErasedIterator is abstract; IteratorBox overrides next(isolation:)")
    }
}

final class IteratorBox<Base: AsyncIteratorProtocol>: ErasedIterator<Base.Element>
where Base.Failure == Never {
    private var base: Base

    init(_ base: Base) { self.base = base }

    override func next(isolation actor: isolated (any Actor)?) async -> Base.Element? {
        await base.next(isolation: actor)
    }
}
