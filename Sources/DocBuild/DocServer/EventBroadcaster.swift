import QuartetSupport

/// Sends server-sent events to every page that listens: how the preview tells open pages to
/// reload.
///
/// A handler subscribes a page's `EventSource` request and returns the subscription; a rebuild
/// then sends one event to all of them.
///
/// ```swift
/// let reloads = EventBroadcaster()
/// let server = try PreviewServer { request in
///     request.path == "/_preview/events" ? .events(reloads.subscribe()) : page(for: request)
/// }
/// server.start()
/// // After each rebuild:
/// reloads.send(ServerSentEvent(name: "reload", data: "/"))
/// ```
package final class EventBroadcaster: Sendable {
    /// A condition on the number of open subscriptions that a task waits for.
    private enum Bound {
        case atLeast(Int)
        case atMost(Int)

        func isMet(by count: Int) -> Bool {
            switch self {
            case .atLeast(let bound): count >= bound
            case .atMost(let bound): count <= bound
            }
        }
    }

    private struct Waiter {
        var bound: Bound
        /// `nil` until the waiting task has suspended.
        var continuation: CheckedContinuation<Void, Never>?
    }

    private struct State {
        var subscriptions: [ObjectIdentifier: EventSubscription] = [:]
        var isClosed = false
        /// The last event sent with `replayed: true`, until another is sent: what a page that
        /// subscribes later is told first.
        var standing: ServerSentEvent?
        var waiters: [Int: Waiter] = [:]
        var nextWaiter = 0

        /// Removes the waiters whose condition now holds (all of them once closed), and returns
        /// their continuations to resume outside the lock.
        mutating func takeSatisfiedWaiters() -> [CheckedContinuation<Void, Never>] {
            let count = subscriptions.count
            let satisfied = waiters.filter { isClosed || $0.value.bound.isMet(by: count) }
            for id in satisfied.keys { waiters[id] = nil }
            return satisfied.values.compactMap(\.continuation)
        }
    }

    private let state = Lock(State())

    /// Creates a broadcaster with no subscriptions.
    package init() {}

    /// The number of open subscriptions: pages listening now.
    package var subscriberCount: Int {
        state.withLock { $0.subscriptions.count }
    }

    /// A new subscription, open until its client goes, the server stops or ``close()`` is called.
    ///
    /// When the last event sent was a replayed one (``send(_:replayed:)``), it is the subscription's
    /// first event.
    ///
    /// - Returns: The subscription, for ``HTTPResponse/events(_:)``; already finished when the
    ///   broadcaster is closed (its connection ends at once).
    package func subscribe() -> EventSubscription {
        let subscription = EventSubscription { [weak self] subscription in self?.remove(subscription) }
        let (isAdded, satisfied) = state.withLock { state -> (Bool, [CheckedContinuation<Void, Never>]) in
            guard !state.isClosed, !subscription.isFinished else { return (false, []) }
            // Under the lock that `send` takes to read the subscriptions: a page subscribing while an
            // event is sent gets it either here or from `send`, never neither. A new subscription's
            // queue is empty, so this cannot overflow it and call back into `remove` (this lock).
            if let standing = state.standing { subscription.enqueue(standing) }
            state.subscriptions[ObjectIdentifier(subscription)] = subscription
            return (true, state.takeSatisfiedWaiters())
        }
        if !isAdded { subscription.finish() }
        for continuation in satisfied { continuation.resume() }
        return subscription
    }

    /// Queues `event` for every open subscription and returns: each connection writes it on its own
    /// thread, so a slow or gone client never blocks the sender.
    ///
    /// A state that holds until it changes, rather than a moment, is sent `replayed`: pages that
    /// subscribe later (a page opened or reconnecting afterwards) are sent it too, until the next
    /// event is sent.
    ///
    /// ```swift
    /// let events = EventBroadcaster()
    /// events.send(ServerSentEvent(name: "problem", data: "docbuild.json:3: not JSON"), replayed: true)
    /// let opened = events.subscribe()  // its first event is the problem
    /// events.send(ServerSentEvent(name: "reload", data: "{}"))  // the problem is over
    /// let later = events.subscribe()  // nothing to replay
    /// ```
    ///
    /// - Parameters:
    ///   - event: The event to send.
    ///   - replayed: Whether later subscriptions start with `event`, until the next `send`.
    package func send(_ event: ServerSentEvent, replayed: Bool = false) {
        let subscriptions = state.withLock { state in
            state.standing = replayed ? event : nil
            return Array(state.subscriptions.values)
        }
        for subscription in subscriptions { subscription.enqueue(event) }
    }

    /// Ends every subscription, and every later one at once: their connections write what is queued
    /// and close.
    package func close() {
        let (subscriptions, satisfied) = state.withLock { state in
            state.isClosed = true
            defer { state.subscriptions.removeAll() }
            return (Array(state.subscriptions.values), state.takeSatisfiedWaiters())
        }
        for subscription in subscriptions { subscription.finish() }
        for continuation in satisfied { continuation.resume() }
    }

    /// Returns once at least `count` subscriptions are open (or the broadcaster is closed, or the
    /// task is cancelled).
    ///
    /// For a caller that must not send before a page listens, and for tests: it waits on the
    /// subscriptions themselves, resumed by ``subscribe()``, never by polling the count.
    ///
    /// - Parameter count: The number of subscriptions to wait for.
    package func waitForSubscribers(_ count: Int) async {
        await wait(until: .atLeast(count))
    }

    /// Returns once at most `count` subscriptions are open (or the broadcaster is closed, or the task
    /// is cancelled): the counterpart of ``waitForSubscribers(_:)``, for a test that waits for a
    /// closed client to be dropped.
    ///
    /// - Parameter count: The number of subscriptions to wait for.
    package func waitForSubscribers(atMost count: Int) async {
        await wait(until: .atMost(count))
    }

    private func remove(_ subscription: EventSubscription) {
        let satisfied = state.withLock { state in
            state.subscriptions[ObjectIdentifier(subscription)] = nil
            return state.takeSatisfiedWaiters()
        }
        for continuation in satisfied { continuation.resume() }
    }

    /// Suspends until `bound` holds. The waiter is registered before the task suspends, so that a
    /// cancellation arriving in between finds it and the suspension then ends at once.
    private func wait(until bound: Bound) async {
        let id = state.withLock { state in
            defer { state.nextWaiter += 1 }
            state.waiters[state.nextWaiter] = Waiter(bound: bound)
            return state.nextWaiter
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let isDone = state.withLock { state -> Bool in
                    guard state.waiters[id] != nil else { return true }  // cancelled meanwhile
                    if state.isClosed || bound.isMet(by: state.subscriptions.count) {
                        state.waiters[id] = nil
                        return true
                    }
                    state.waiters[id]?.continuation = continuation
                    return false
                }
                if isDone { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: id)?.continuation }?.resume()
        }
    }
}
