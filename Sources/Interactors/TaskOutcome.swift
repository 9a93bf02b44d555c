/// How a task started by an ``Interactor`` ended; passed to its `finally` handler.
///
/// ```swift
/// # import Observation
/// # struct API { func submit(_ form: String) async throws {} }
/// # let api = API()
/// # let form = "Feedback"
/// # @Observable final class FormViewModel: ViewModel {}
/// # let interactor = Interactor(viewModel: FormViewModel())
/// interactor.asyncTask {
///     try await api.submit(form)
/// } finally: { outcome in
///     print(outcome)  // succeeded, failed, ignored or cancelled
/// }
/// try await interactor.settled()
/// // Prints "succeeded"
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
