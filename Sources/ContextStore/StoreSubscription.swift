import QuartetSupport

/// One observer's mailbox: holds at most the newest undelivered snapshot.
///
/// The store writes into it from inside its actor and never waits; the observer takes from it
/// in its own isolation. Replacing an undelivered snapshot instead of queueing it is what makes
/// deliveries conflate (the latest wins) with bounded memory, and because the store writes
/// snapshots in version order, an observer can never take an older state after a newer one.
///
/// A waiting observer is only woken, not handed a snapshot: it takes the newest one once it runs
/// again in its own isolation. An observer on a busy main actor therefore receives the state
/// that is newest when the main actor gets to it, not the one that was newest when it woke.
final class StoreSubscription<State: Sendable>: Sendable {
    private struct Mailbox {
        var pending: StoreSnapshot<State>?
        var waiter: CheckedContinuation<Void, Never>?
        var isCancelled = false
    }

    private enum Outcome {
        case snapshot(StoreSnapshot<State>)
        case cancelled
        case empty
    }

    private let mailbox = Lock(Mailbox())

    /// Stores `snapshot` for the observer, replacing any it has not taken yet, and wakes the
    /// observer if it is waiting.
    func deliver(_ snapshot: StoreSnapshot<State>) {
        let waiter = mailbox.withLock { mailbox -> CheckedContinuation<Void, Never>? in
            guard !mailbox.isCancelled else { return nil }
            if let pending = mailbox.pending, pending.version > snapshot.version { return nil }
            mailbox.pending = snapshot
            defer { mailbox.waiter = nil }
            return mailbox.waiter
        }
        waiter?.resume()
    }

    /// Takes the newest snapshot, waiting for one if there is none; `nil` once the waiting task
    /// is cancelled. Runs in the caller's isolation, so the take happens where the snapshot is
    /// used.
    func next(isolation: isolated (any Actor)? = #isolation) async -> StoreSnapshot<State>? {
        while true {
            let outcome = mailbox.withLock { mailbox -> Outcome in
                if mailbox.isCancelled { return .cancelled }
                guard let pending = mailbox.pending else { return .empty }
                mailbox.pending = nil
                return .snapshot(pending)
            }
            switch outcome {
            case .snapshot(let snapshot): return snapshot
            case .cancelled: return nil
            case .empty: await waitForDelivery()
            }
        }
    }

    private func waitForDelivery(isolation: isolated (any Actor)? = #isolation) async {
        await withTaskCancellationHandler {
            await withCheckedContinuation(isolation: isolation) {
                (continuation: CheckedContinuation<Void, Never>) in
                let isReady = mailbox.withLock { mailbox -> Bool in
                    if mailbox.isCancelled || mailbox.pending != nil { return true }
                    mailbox.waiter = continuation
                    return false
                }
                if isReady { continuation.resume() }
            }
        } onCancel: {
            let waiter = mailbox.withLock { mailbox in
                mailbox.isCancelled = true
                defer { mailbox.waiter = nil }
                return mailbox.waiter
            }
            waiter?.resume()
        }
    }
}
