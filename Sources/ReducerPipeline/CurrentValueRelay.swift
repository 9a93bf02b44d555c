import QuartetSupport
import Synchronization

/// An actor that holds the latest value and replays it to each new subscriber, then delivers
/// every later value: `CurrentValueSubject`, for async/await.
///
/// ``AsyncViewModel/states()`` is backed by one. It is usable on its own:
///
/// ```swift
/// let relay = CurrentValueRelay(1)
/// let values = await relay.values()
/// await relay.send(2)
/// await relay.finish()
/// for await value in values { print(value) }
/// // Prints "1"
/// // Prints "2"
/// ```
///
/// Subscribers' streams buffer without limit, so a slow subscriber sees every value, in order,
/// and never holds up the sender or the other subscribers.
public actor CurrentValueRelay<Value: Sendable> {
    /// The latest value sent (or the initial one).
    public private(set) var value: Value

    private var subscribers: [UInt64: AsyncStream<Value>.Continuation] = [:]
    private var nextID: UInt64 = 0
    private var isFinished = false
    /// Fired when subscribers leave; ``waitForSubscribers(atMost:timeout:)`` waits on it.
    private let subscribersLeft = SettleSignal()

    /// Creates a relay whose current value is `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// How many subscribers are listening.
    public var subscriberCount: Int { subscribers.count }

    /// Suspends until at most `count` subscribers are listening; for tests, since a subscriber
    /// that stops listening is forgotten on a later turn of the relay.
    ///
    /// - Throws: `SettleFailure` when more are still listening after `timeout`, in real time.
    func waitForSubscribers(atMost count: Int, timeout: Duration = .seconds(30)) async throws {
        try await waitUntilSettled("CurrentValueRelay", timeout: timeout, signal: subscribersLeft) {
            subscribers.count <= count ? [] : ["\(subscribers.count) subscriber(s) listening"]
        }
    }

    /// Stores `value` and delivers it to every subscriber. Ignored after ``finish()``.
    public func send(_ value: Value) {
        guard !isFinished else { return }
        self.value = value
        for subscriber in subscribers.values { subscriber.yield(value) }
    }

    /// A stream that starts with the current value and then yields every value sent later; it
    /// finishes when the relay does.
    public func values() -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream.makeStream(of: Value.self)
        subscribe(continuation, onTermination: {})
        return stream
    }

    /// Replays the current value into `continuation` and keeps it subscribed.
    func subscribe(
        _ continuation: AsyncStream<Value>.Continuation,
        onTermination: @escaping @Sendable () -> Void
    ) {
        guard !isFinished else {
            continuation.finish()
            onTermination()
            return
        }
        let id = nextID
        nextID += 1
        subscribers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            onTermination()
            Task { await self?.unsubscribe(id) }
        }
        continuation.yield(value)
    }

    /// Sets the current value without delivering it: used to bring a relay that had no
    /// subscribers up to date before a new one joins.
    func replace(_ value: Value) {
        self.value = value
    }

    /// Finishes every subscriber's stream; later subscribers get a finished stream.
    public func finish() {
        isFinished = true
        let finishing = subscribers.values
        subscribers.removeAll()
        for subscriber in finishing { subscriber.finish() }
        subscribersLeft.signal()
    }

    private func unsubscribe(_ id: UInt64) {
        subscribers[id] = nil
        subscribersLeft.signal()
    }
}

/// What the pipeline tells its relay, in order, through one feed.
enum RelayEvent<State: Sendable>: Sendable {
    case state(State)
    /// A new subscriber, and the state it must start from (the relay skips states while nobody
    /// listens, so it may be behind).
    case subscribe(AsyncStream<State>.Continuation, current: State, onTermination: @Sendable () -> Void)
    case finish
}

/// How many `states()` subscribers a pipeline has; read on the main actor, counted down from
/// wherever a subscriber's stream terminates.
final class SubscriberCount: Sendable {
    private let value = Atomic<Int>(0)

    var count: Int { value.load(ordering: .relaxed) }

    func increment() { value.add(1, ordering: .relaxed) }

    @Sendable func decrement() { value.subtract(1, ordering: .relaxed) }
}
