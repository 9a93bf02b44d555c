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
        let elements = RingQueue<Element>()
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
        /// The consumer that is told of arrivals rather than waiting for them; see
        /// ``notifyOnArrival(_:)``.
        var arrivalNotice: (@Sendable () -> Void)?
        /// Whether the consumer was told of an arrival and has yet to drain.
        var isNoticePending = false

        /// The notice to give for an arrival, at most once until the consumer drains.
        mutating func takeArrivalNotice() -> (@Sendable () -> Void)? {
            guard let arrivalNotice, !isNoticePending else { return nil }
            isNoticePending = true
            return arrivalNotice
        }

        mutating func popFirst() -> Element? {
            guard let element = elements.popFirst() else { return nil }
            received += 1
            return element
        }

        /// Marks the stream terminated and hands back its handler, so that it runs once.
        mutating func takeTermination() -> (@Sendable () -> Void)? {
            isTerminated = true
            arrivalNotice = nil
            defer { onTermination = nil }
            return onTermination
        }
    }

    private let state = Lock(State())

    init() {}

    /// Appends `element`, or hands it straight to a waiting consumer. Ignored once finished.
    func yield(_ element: Element) {
        // The notice goes out through a variable rather than a tuple result: in unspecialized
        // code, a tuple of generic types has its metadata looked up at run time on every call.
        var notice: (@Sendable () -> Void)?
        let waiter = state.withLock { state -> CheckedContinuation<Element?, Never>? in
            guard !state.isFinished, !state.isTerminated else { return nil }
            state.accepted += 1
            if let waiter = state.waiter {
                state.waiter = nil
                return waiter
            }
            state.elements.append(element)
            notice = state.takeArrivalNotice()
            return nil
        }
        waiter?.resume(returning: element)
        notice?()
    }

    /// Ends the stream after the elements already buffered.
    func finish() {
        var onTermination: (@Sendable () -> Void)?
        var notice: (@Sendable () -> Void)?
        let waiter = state.withLock { state -> CheckedContinuation<Element?, Never>? in
            guard !state.isFinished else { return nil }
            state.isFinished = true
            let waiter = state.waiter
            state.waiter = nil
            // A waiting consumer means the buffer is empty: the stream ends now.
            if waiter != nil { onTermination = state.takeTermination() }
            // A consumer told of arrivals learns of the end as of an element.
            if !state.isTerminated { notice = state.takeArrivalNotice() }
            return waiter
        }
        waiter?.resume(returning: nil)
        onTermination?()
        notice?()
    }

    /// Makes the consumer one that is told of arrivals instead of waiting for them: `notice` is
    /// called, outside the lock and on whatever thread yields, when an element or the end arrives
    /// and the consumer has drained everything it was told of before; the consumer then takes
    /// what arrived with ``drainBuffered()``, which re-arms the notice.
    ///
    /// It saves the consumer a task parked on a continuation: a resumed continuation runs on the
    /// global executor before it can hop to the consumer's actor, two thread hand-offs, where
    /// `notice` can enqueue a job on that actor directly. `notice` is called at once if elements
    /// or the end arrived before it was set.
    func notifyOnArrival(_ notice: @escaping @Sendable () -> Void) {
        let now = state.withLock { state -> (@Sendable () -> Void)? in
            guard !state.isTerminated else { return nil }
            state.arrivalNotice = notice
            state.isNoticePending = false
            let hasArrivals = !state.elements.isEmpty || state.isFinished
            return hasArrivals ? state.takeArrivalNotice() : nil
        }
        now?()
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

    /// Hands everything buffered now to `each`, in order and outside the lock, without waiting;
    /// returns whether the stream is over (finished or terminated), so that nothing more comes.
    /// Elements yielded meanwhile are handed on too. It re-arms the arrival notice.
    @discardableResult
    func drainBuffered(_ each: (Element) -> Void) -> Bool {
        // One element per lock, and the flags through variables rather than a result: a tuple
        // or a collection of `Element` would have its metadata looked up on every call.
        var isOver = false
        var onTermination: (@Sendable () -> Void)?
        var receipts: SettleSignal?
        var drained = 0
        while let element = state.withLock({ state -> Element? in
            if let element = state.popFirst() { return element }
            state.isNoticePending = false
            isOver = state.isFinished || state.isTerminated
            if isOver { onTermination = state.takeTermination() }
            receipts = state.receipts
            return nil
        }) {
            each(element)
            drained += 1
        }
        if drained > 0 { receipts?.signal() }
        onTermination?()
        return isOver
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
            state.received += state.elements.count
            state.elements.removeAll()
            let waiter = state.waiter
            state.waiter = nil
            return (waiter, state.takeTermination())
        }
        waiter?.resume(returning: nil)
        onTermination?()
    }
}
