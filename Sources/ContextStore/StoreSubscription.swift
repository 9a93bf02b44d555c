import Synchronization

/// One observer's mailbox: holds at most the newest undelivered snapshot.
///
/// The store writes into it from inside its actor and never waits; the observer takes from it
/// in its own isolation. Replacing an undelivered snapshot instead of queueing it is what makes
/// deliveries conflate (the latest wins) with bounded memory, and because the store writes
/// snapshots in version order, an observer can never take an older state after a newer one.
final class StoreSubscription<State: Sendable>: Sendable {
    private struct Mailbox {
        var pending: StoreSnapshot<State>?
        var waiter: CheckedContinuation<StoreSnapshot<State>?, Never>?
        var isCancelled = false
    }

    private let mailbox = Mutex(Mailbox())

    /// Stores `snapshot` for the observer, replacing any it has not taken yet, or hands it
    /// straight to the observer if it is waiting.
    func deliver(_ snapshot: StoreSnapshot<State>) {
        let waiter = mailbox.withLock { mailbox -> CheckedContinuation<StoreSnapshot<State>?, Never>? in
            guard !mailbox.isCancelled else { return nil }
            if let waiter = mailbox.waiter {
                mailbox.waiter = nil
                return waiter
            }
            if let pending = mailbox.pending, pending.version > snapshot.version { return nil }
            mailbox.pending = snapshot
            return nil
        }
        waiter?.resume(returning: snapshot)
    }

    /// Takes the newest snapshot, waiting for one if there is none; `nil` once the waiting task
    /// is cancelled.
    func next() async -> StoreSnapshot<State>? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<StoreSnapshot<State>?, Never>) in
                let ready = mailbox.withLock { mailbox -> StoreSnapshot<State>?? in
                    if mailbox.isCancelled { return .some(nil) }
                    if let pending = mailbox.pending {
                        mailbox.pending = nil
                        return .some(pending)
                    }
                    mailbox.waiter = continuation
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            let waiter = mailbox.withLock { mailbox in
                mailbox.isCancelled = true
                defer { mailbox.waiter = nil }
                return mailbox.waiter
            }
            waiter?.resume(returning: nil)
        }
    }
}
