/// A task of any result type, as a ``TaskBag`` holds it: something to cancel.
public struct AnyTask: Sendable {
    private let cancelTask: @Sendable () -> Void
    private let isTaskCancelled: @Sendable () -> Bool
    private let waitForTask: @Sendable () async -> Void

    /// Wraps `task` so that a bag can cancel it.
    public init<Success: Sendable, Failure: Error>(_ task: Task<Success, Failure>) {
        cancelTask = { task.cancel() }
        isTaskCancelled = { task.isCancelled }
        waitForTask = { _ = await task.result }
    }

    /// Suspends until the task has finished, whatever its result.
    func waitForCompletion() async { await waitForTask() }

    /// Cancels the task; cancelling twice does nothing more.
    public func cancel() { cancelTask() }

    /// Whether the task has been cancelled.
    public var isCancelled: Bool { isTaskCancelled() }
}

/// Builds the list of tasks that ``TaskBag/insert(fileID:line:_:)`` adds: one task per line, with `if`,
/// `for` and optionals.
@resultBuilder
public enum TaskBagBuilder {
    /// A line holding a task: the task.
    public static func buildExpression<Success: Sendable, Failure: Error>(
        _ task: Task<Success, Failure>
    ) -> [AnyTask] {
        [AnyTask(task)]
    }

    /// A line holding an optional task: the task, or nothing when it is `nil`.
    public static func buildExpression<Success: Sendable, Failure: Error>(
        _ task: Task<Success, Failure>?
    ) -> [AnyTask] {
        task.map { [AnyTask($0)] } ?? []
    }

    /// A line holding a task already wrapped.
    public static func buildExpression(_ task: AnyTask) -> [AnyTask] { [task] }

    /// The lines of a block, in order.
    public static func buildBlock(_ parts: [AnyTask]...) -> [AnyTask] { parts.flatMap { $0 } }

    /// An `if` without `else`: its tasks when the condition held, otherwise none.
    public static func buildOptional(_ part: [AnyTask]?) -> [AnyTask] { part ?? [] }

    /// The first branch of an `if`–`else` or a `switch`.
    public static func buildEither(first part: [AnyTask]) -> [AnyTask] { part }

    /// The second branch of an `if`–`else` or a `switch`.
    public static func buildEither(second part: [AnyTask]) -> [AnyTask] { part }

    /// A `for` loop: the tasks of every pass, in order.
    public static func buildArray(_ parts: [[AnyTask]]) -> [AnyTask] { parts.flatMap { $0 } }
}
