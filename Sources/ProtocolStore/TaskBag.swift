import Synchronization

/// Owns tasks and cancels them when it is released: Combine's `Set<AnyCancellable>`, for Swift
/// Concurrency.
///
/// Insert several tasks at once with a result builder, as the original did for cancellables:
///
/// ```swift
/// let tasks = TaskBag()
/// tasks.insert {
///     Task { for await title in titles { print("title changed to", title) } }
///     Task { for await text in texts { print("text changed to", text) } }
/// }
/// ```
///
/// A view model keeps its bag in a stored property; when the view model goes away, so does the
/// bag, and every task in it is cancelled. Tasks should capture the view model weakly, or the
/// view model keeps itself alive through them.
///
/// The bag is `Sendable`: its list is behind a `Mutex`, so tasks may be inserted from any
/// isolation.
public final class TaskBag: Sendable {
    private let tasks = Mutex<[AnyTask]>([])

    /// Creates an empty bag.
    public init() {}

    /// Creates a bag holding the tasks that `build` lists.
    public convenience init(@TaskBagBuilder _ build: () -> [AnyTask]) {
        self.init()
        insert(build)
    }

    /// Adds every task that `build` lists.
    ///
    /// - Parameter build: One task per line.
    public func insert(@TaskBagBuilder _ build: () -> [AnyTask]) {
        let new = build()
        tasks.withLock { $0.append(contentsOf: new) }
    }

    /// Adds `task`.
    public func insert<Success: Sendable, Failure: Error>(_ task: Task<Success, Failure>) {
        tasks.withLock { $0.append(AnyTask(task)) }
    }

    /// How many tasks the bag holds (finished ones included, until ``cancelAll()``).
    public var count: Int { tasks.withLock { $0.count } }

    /// Cancels every task in the bag and empties it.
    public func cancelAll() {
        let cancelled = tasks.withLock { tasks in
            defer { tasks.removeAll() }
            return tasks
        }
        for task in cancelled { task.cancel() }
    }

    deinit {
        cancelAll()
    }
}

extension Task {
    /// Adds this task to `bag`, which cancels it when released: `.store(in: &cancellables)`,
    /// for tasks.
    public func store(in bag: TaskBag) {
        bag.insert(self)
    }
}
