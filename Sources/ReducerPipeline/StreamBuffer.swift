import QuartetSupport

/// The single-consumer, unbounded queue behind ``PipelineStream``'s continuation form and the
/// pipeline's own channels.
///
/// It differs from `AsyncStream`'s storage in one way the pipeline relies on: what has been
/// yielded can be drained synchronously (``drainBuffered()``), so mutations a stream produced
/// before `mutate(action:)` returned are reduced before the next action is processed.
@usableFromInline
final class StreamBuffer<Element: Sendable>: Sendable {
    private struct State {
        var elements: [Element] = []
        var head = 0
        var isFinished = false
        var isTerminated = false
        var waiter: CheckedContinuation<Element?, Never>?
        var onTermination: (@Sendable () -> Void)?
        /// Elements accepted by `yield`, and elements a consumer has received: equal when none
        /// waits in the buffer or on its way to a consumer that has yet to resume.
        var accepted = 0
        var received = 0
        /// Whether ``isCaughtUp`` is asked: only then does a consumer handed an element by
        /// `yield` count it when it resumes, a second lock on that path.
        var tracksReceipts = false
        /// Fired each time a consumer receives elements, when someone waits for ``isCaughtUp``.
        var receipts: SettleSignal?

        mutating func popFirst() -> Element? {
            guard head < elements.count else { return nil }
            let element = elements[head]
            head += 1
            received += 1
            // Compact once the consumed prefix dominates, keeping pops amortised O(1).
            if head > 32, head * 2 > elements.count {
                elements.removeFirst(head)
                head = 0
            }
            return element
        }

        /// Marks the stream terminated and hands back its handler, so that it runs once.
        mutating func takeTermination() -> (@Sendable () -> Void)? {
            isTerminated = true
            defer { onTermination = nil }
            return onTermination
        }
    }

    private let state = Lock(State())

    init() {}

    /// Appends `element`, or hands it straight to a waiting consumer. Ignored once finished.
    func yield(_ element: Element) {
        let waiter = state.withLock { state -> CheckedContinuation<Element?, Never>? in
            guard !state.isFinished, !state.isTerminated else { return nil }
            state.accepted += 1
            if let waiter = state.waiter {
                state.waiter = nil
                return waiter
            }
            state.elements.append(element)
            return nil
        }
        waiter?.resume(returning: element)
    }

    /// Ends the stream after the elements already buffered.
    func finish() {
        let (waiter, onTermination) = state.withLock { state in
            guard !state.isFinished else {
                return (CheckedContinuation<Element?, Never>?.none, (@Sendable () -> Void)?.none)
            }
            state.isFinished = true
            let waiter = state.waiter
            state.waiter = nil
            // A waiting consumer means the buffer is empty: the stream ends now.
            let onTermination = waiter != nil ? state.takeTermination() : nil
            return (waiter, onTermination)
        }
        waiter?.resume(returning: nil)
        onTermination?()
    }

    /// Called once, when the consumer has seen the end or stopped consuming.
    func setOnTermination(_ handler: (@Sendable () -> Void)?) {
        let runNow = state.withLock { state -> Bool in
            guard !state.isTerminated else { return true }
            state.onTermination = handler
            return false
        }
        if runNow { handler?() }
    }

    /// Everything buffered now, without waiting; `isFinished` tells whether more may come.
    func drainBuffered() -> (elements: ArraySlice<Element>, isFinished: Bool) {
        let (drained, isFinished, onTermination, receipts) = state.withLock { state in
            let drained = state.elements[state.head...]
            state.received += drained.count
            state.elements.removeAll(keepingCapacity: false)
            state.head = 0
            let isFinished = state.isFinished || state.isTerminated
            return (drained, isFinished, isFinished ? state.takeTermination() : nil, state.receipts)
        }
        if !drained.isEmpty { receipts?.signal() }
        onTermination?()
        return (drained, isFinished)
    }

    /// Whether a consumer has received every element yielded so far: none waits in the buffer,
    /// and none handed to a waiting consumer is still on its way (counted when the consumer
    /// resumes, not when it is handed over). Only for a buffer that ``trackReceipts(signalling:)``
    /// was called on before its consumer first waited.
    var isCaughtUp: Bool {
        state.withLock { $0.received == $0.accepted }
    }

    /// Keeps ``isCaughtUp`` true to what consumers received from now on, and fires `signal`, if
    /// given, each time one receives elements, so that a wait for it is told when to look again.
    func trackReceipts(signalling signal: SettleSignal? = nil) {
        state.withLock {
            $0.tracksReceipts = true
            $0.receipts = signal
        }
    }

    /// The next element, waiting for one if needed; `nil` once finished or cancelled.
    ///
    /// Runs on the caller's actor: a consumer on the main actor never hops off it to take an
    /// element that is already buffered.
    func next(isolation actor: isolated (any Actor)? = #isolation) async -> Element? {
        // A buffered element is taken without suspending: a continuation would always suspend
        // and send the consumer through its executor's queue, once per element.
        let (buffered, signal) = state.withLock { ($0.popFirst(), $0.receipts) }
        if let buffered {
            signal?.signal()
            return buffered
        }
        // Whether the element comes from a `yield` to this waiting consumer whose receipts are
        // tracked: received once it is here.
        var isHandedOver = false
        var receipts: SettleSignal?
        let element = await withTaskCancellationHandler {
            await withCheckedContinuation(isolation: actor) {
                (continuation: CheckedContinuation<Element?, Never>) in
                let (outcome, onTermination) = state.withLock {
                    state -> (Element??, (@Sendable () -> Void)?) in
                    if let element = state.popFirst() {
                        receipts = state.receipts
                        return (.some(element), nil)
                    }
                    if state.isFinished || state.isTerminated {
                        return (.some(nil), state.takeTermination())
                    }
                    if Task.isCancelled {
                        state.isTerminated = true
                        return (.some(nil), state.takeTermination())
                    }
                    state.waiter = continuation
                    isHandedOver = state.tracksReceipts
                    return (nil, nil)
                }
                if let outcome { continuation.resume(returning: outcome) }
                receipts?.signal()
                onTermination?()
            }
        } onCancel: {
            cancel()
        }
        if isHandedOver, element != nil {
            state.withLock {
                $0.received += 1
                return $0.receipts
            }?.signal()
        }
        return element
    }

    /// Stops the stream from the consumer's side: buffered elements are dropped.
    func cancel() {
        let (waiter, onTermination) = state.withLock { state in
            state.isTerminated = true
            // Dropped: no consumer will receive them.
            state.received += state.elements.count - state.head
            state.elements.removeAll()
            state.head = 0
            let waiter = state.waiter
            state.waiter = nil
            return (waiter, state.takeTermination())
        }
        waiter?.resume(returning: nil)
        onTermination?()
    }
}
