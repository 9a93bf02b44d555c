/// How a task started by an ``Interactor`` ended; passed to its `finally` handler.
///
/// ```swift
/// asyncTask {
///     try await api.submit(form)
/// } finally: { outcome in
///     print(outcome)  // succeeded, failed, ignored or cancelled
/// }
/// ```
public enum TaskOutcome: Sendable, Hashable, CustomStringConvertible {
    /// The work returned normally.
    case succeeded
    /// The work threw; the error went to `onFailure` or to the error handlers.
    case failed
    /// The task never started because its gate was closed (the interactor was busy, or a task
    /// with the same gate was still running).
    case ignored
    /// The task was cancelled (by ``Interactor/cancelTasks()`` or by the interactor's teardown)
    /// before its work finished. No error is surfaced.
    case cancelled

    public var description: String {
        switch self {
        case .succeeded: "succeeded"
        case .failed: "failed"
        case .ignored: "ignored"
        case .cancelled: "cancelled"
        }
    }
}
