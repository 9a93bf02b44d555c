import QuartetSupport

/// One client's place in an ``EventBroadcaster``: the events sent to it that its connection has not
/// written yet.
///
/// A handler returns it in ``HTTPResponse/events(_:)``; the connection's thread then waits on it
/// and writes each event as it comes. The broadcaster only appends to the queue and wakes that
/// thread, so a slow client never slows ``EventBroadcaster/send(_:)``; a client that falls
/// ``backlogLimit`` events behind is dropped, and its page's `EventSource` reconnects.
///
/// A subscription ends when its client goes, when the server stops, or when the broadcaster
/// closes; a subscription that a handler makes and does not return stays open until the
/// broadcaster closes, so make one only to return it.
package final class EventSubscription: Sendable {
    /// How many unwritten events a client may fall behind before it is dropped.
    static let backlogLimit = 256

    private struct State {
        var events: [ServerSentEvent] = []
        var isFinished = false
    }

    private let state: Lock<State>
    /// Wakes the connection's thread; `nil` when no pipe could be made, in which case the
    /// subscription is finished from the start.
    let wake: WakePipe?
    private let onFinish: @Sendable (EventSubscription) -> Void

    /// Creates a subscription that calls `onFinish` once, when it ends.
    init(onFinish: @escaping @Sendable (EventSubscription) -> Void) {
        let wake = WakePipe()
        self.wake = wake
        self.onFinish = onFinish
        state = Lock(State(isFinished: wake == nil))
    }

    /// True once the subscription has ended: no event will be added to it any more.
    var isFinished: Bool {
        state.withLock { $0.isFinished }
    }

    /// Queues `event` for the connection and wakes its thread; ends the subscription instead when
    /// the client is ``backlogLimit`` events behind.
    func enqueue(_ event: ServerSentEvent) {
        let isOverflowing = state.withLock { state -> Bool in
            guard !state.isFinished else { return false }
            guard state.events.count < Self.backlogLimit else { return true }
            state.events.append(event)
            return false
        }
        if isOverflowing {
            state.withLock { $0.events.removeAll() }
            finish()
        } else {
            wake?.signal()
        }
    }

    /// The events queued since the last call, and whether the subscription has ended (after them).
    func takeEvents() -> (events: [ServerSentEvent], isFinished: Bool) {
        state.withLock { state in
            defer { state.events.removeAll() }
            return (state.events, state.isFinished)
        }
    }

    /// Ends the subscription: events already queued are still written, no more are queued. Calling
    /// it again does nothing.
    func finish() {
        let wasOpen = state.withLock { state in
            defer { state.isFinished = true }
            return !state.isFinished
        }
        guard wasOpen else { return }
        wake?.signal()
        onFinish(self)
    }
}
