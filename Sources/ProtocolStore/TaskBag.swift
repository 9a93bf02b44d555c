import QuartetSupport

/// Owns tasks and cancels them when it is released: Combine's `Set<AnyCancellable>`, for Swift
/// Concurrency.
///
/// Insert several tasks at once with a result builder, as XUI did for cancellables:
///
/// ```swift
/// # let titles = AsyncStream<String> { $0.yield("Soup"); $0.finish() }
/// # let texts = AsyncStream<String> { $0.finish() }
/// let tasks = TaskBag()
/// tasks.insert {
///     Task { for await title in titles { print("title changed to", title) } }
///     Task { for await text in texts { print("text changed to", text) } }
/// }
/// try await tasks.settled()  // Prints "title changed to Soup"
/// ```
///
/// A view model keeps its bag in a stored property; when the view model goes away, so does the
/// bag, and every task in it is cancelled. Tasks should capture the view model weakly, or the
/// view model keeps itself alive through them.
///
/// The bag is `Sendable`: its list is behind a `Lock`, so tasks may be inserted from any
/// isolation.
public final class TaskBag: Sendable {
    private struct Entry: Sendable {
        var id: UInt64
        var task: AnyTask
        /// Where the task was inserted, for ``TaskBag/settled(timeout:)``'s message.
        var site: String
    }

    private struct Contents: Sendable {
        var entries: [Entry] = []
        var nextID: UInt64 = 0
        /// Entries that ``TaskBag/settled(timeout:)`` watches, and those it saw finish.
        var watched: Set<UInt64> = []
        var finished: Set<UInt64> = []

        mutating func append(_ tasks: [AnyTask], site: String) {
            for task in tasks {
                entries.append(Entry(id: nextID, task: task, site: site))
                nextID += 1
            }
        }
    }

    private let tasks = Lock(Contents())
    private let settlement = SettleSignal()

    /// Creates an empty bag.
    public init() {}

    /// Creates a bag holding the tasks that `build` lists.
    public convenience init(
        fileID: StaticString = #fileID, line: UInt = #line, @TaskBagBuilder _ build: () -> [AnyTask]
    ) {
        self.init()
        insert(fileID: fileID, line: line, build)
    }

    /// Adds every task that `build` lists.
    ///
    /// - Parameter build: One task per line.
    public func insert(
        fileID: StaticString = #fileID, line: UInt = #line, @TaskBagBuilder _ build: () -> [AnyTask]
    ) {
        let new = build()
        tasks.withLock { $0.append(new, site: "\(fileID):\(line)") }
    }

    /// Adds `task`.
    public func insert<Success: Sendable, Failure: Error>(
        _ task: Task<Success, Failure>, fileID: StaticString = #fileID, line: UInt = #line
    ) {
        tasks.withLock { $0.append([AnyTask(task)], site: "\(fileID):\(line)") }
    }

    /// How many tasks the bag holds (finished ones included, until ``cancelAll()``).
    public var count: Int { tasks.withLock { $0.entries.count } }

    /// Suspends until every task in the bag has finished, tasks inserted meanwhile included.
    ///
    /// The one way for tests and samples to wait for the work a view model keeps in its bag. It
    /// is event-driven (each task's end is signalled), so it returns as soon as the last task
    /// ends, and at once when every task has:
    ///
    /// ```swift
    /// # let (stream, titles) = AsyncStream.makeStream(of: String.self)
    /// # @MainActor final class Model {
    /// #     let tasks = TaskBag()
    /// #     func startWatching() {
    /// #         tasks.insert { Task { for await title in stream { print(title) } } }
    /// #     }
    /// # }
    /// # let model = Model()
    /// model.startWatching()        // inserts a task that follows a stream
    /// titles.yield("Soup")
    /// titles.finish()
    /// try await model.tasks.settled()  // Prints "Soup"
    /// ```
    ///
    /// A task that never ends (a loop over a stream that is never finished, a sleep on a
    /// `TestClock` that is never advanced) would hang the wait; `settled` instead fails after
    /// `timeout`, naming where each task still running was inserted. A cancelled task counts once
    /// it returns; the tasks that ``cancelAll()`` removed are no longer waited for.
    ///
    /// - Parameter timeout: How long to wait, in real time, before failing. It bounds a test that
    ///   would hang and never decides a passing one, so it is generous.
    /// - Throws: `SettleFailure` naming the tasks still running after `timeout`.
    public func settled(timeout: Duration = .seconds(30)) async throws {
        try await waitUntilSettled("TaskBag", timeout: timeout, signal: settlement) {
            let (unwatched, running) = tasks.withLock { contents in
                let running = contents.entries.filter { !contents.finished.contains($0.id) }
                let unwatched = running.filter { !contents.watched.contains($0.id) }
                contents.watched.formUnion(unwatched.map(\.id))
                return (unwatched, running)
            }
            for entry in unwatched { watch(entry) }
            return running.map { "the task inserted at \($0.site)" }
        }
    }

    /// Records `entry`'s end, in a task of its own, waking ``settled(timeout:)``.
    ///
    /// The watcher holds the task, not the bag; it ends when the task does.
    private func watch(_ entry: Entry) {
        Task { [weak self, task = entry.task] in
            await task.waitForCompletion()
            self?.tasks.withLock { _ = $0.finished.insert(entry.id) }
            self?.settlement.signal()
        }
    }

    /// Cancels every task in the bag and empties it.
    public func cancelAll() {
        let cancelled = tasks.withLock { contents in
            defer { contents = Contents(nextID: contents.nextID) }
            return contents.entries
        }
        for entry in cancelled { entry.task.cancel() }
    }

    deinit {
        cancelAll()
    }
}

extension Task {
    /// Adds this task to `bag`, which cancels it when released: `.store(in: &cancellables)`,
    /// for tasks.
    public func store(in bag: TaskBag, fileID: StaticString = #fileID, line: UInt = #line) {
        bag.insert(self, fileID: fileID, line: line)
    }
}
