import Foundation
import QuartetSupport

extension Interactor {
    /// Starts `work` unless the interactor is busy; reports busy while it runs.
    ///
    /// A second call while a task started this way runs is ignored (its `finally` receives
    /// ``TaskOutcome/ignored``). The view's busy handler hears `true` when the work starts and
    /// `false` when it ends. A thrown error goes to `onFailure` when given, otherwise to the
    /// error handlers (per-bind `onError`, then the ambient one). A cancelled task surfaces no
    /// error and reports ``TaskOutcome/cancelled``.
    ///
    /// ```swift
    /// # import Observation
    /// # struct Form: Sendable {}
    /// # struct API: Sendable { func submit(_ form: Form) async throws {} }
    /// # enum Destination { case done }
    /// # @Observable final class FormViewModel: NavigableViewModel {
    /// #     var form = Form()
    /// #     var navigation: NavigationIntent<Destination>?
    /// # }
    /// # final class FormInteractor: Interactor<FormViewModel> { let api = API() }
    /// extension FormInteractor {
    ///     func submit() {
    ///         asyncTask { [api, form = viewModel.form] in
    ///             try await api.submit(form)
    ///         } finally: { [weak self] outcome in
    ///             if outcome == .succeeded { self?.navigate(to: .done) }
    ///         }
    ///     }
    /// }
    ///
    /// let interactor = FormInteractor(viewModel: FormViewModel())
    /// let host = InteractorHost(interactor) { destination in .push { "\(destination)" } }
    /// host.appear()
    /// interactor.submit()
    /// print(interactor.isBusy)        // Prints "true"
    /// try await interactor.settled()
    /// print(interactor.isBusy)        // Prints "false"
    /// print(host.stack)               // Prints "[push done]"
    /// ```
    ///
    /// - Parameters:
    ///   - work: The work, run on the main actor (it may await anything).
    ///   - onFailure: Handles the error instead of the error handlers.
    ///   - finally: Receives the outcome when the task ends, or at once when it is ignored.
    /// - Returns: The task, whose value is the outcome; awaiting it is optional.
    @discardableResult
    public func asyncTask(
        @_implicitSelfCapture _ work: @escaping @MainActor () async throws -> Void,
        onFailure: (@MainActor (any Error) -> Void)? = nil,
        finally: (@MainActor (TaskOutcome) -> Void)? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Task<TaskOutcome, Never> {
        start(
            work, gate: busyGate, reportsBusy: true, onFailure: onFailure, finally: finally,
            label: WorkLabel(.asyncTask, fileID: fileID, line: line))
    }

    /// Starts `work` unless a task gated by `gate` is running.
    ///
    /// Unlike ``asyncTask(_:onFailure:finally:fileID:line:)`` this does not make the interactor busy, so
    /// independent work (a refresh, an autosave) does not block the screen's main action.
    ///
    /// - Parameters:
    ///   - gate: Lets one task through at a time; it may be shared between interactors.
    ///   - work: The work, run on the main actor.
    ///   - onFailure: Handles the error instead of the error handlers.
    ///   - finally: Receives the outcome.
    /// - Returns: The task, whose value is the outcome.
    @discardableResult
    public func asyncTask(
        gate: TaskGate,
        @_implicitSelfCapture _ work: @escaping @MainActor () async throws -> Void,
        onFailure: (@MainActor (any Error) -> Void)? = nil,
        finally: (@MainActor (TaskOutcome) -> Void)? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Task<TaskOutcome, Never> {
        start(
            work, gate: gate, reportsBusy: false, onFailure: onFailure, finally: finally,
            label: WorkLabel(.gatedTask, fileID: fileID, line: line))
    }

    /// Starts `work` unless a task with the same `gateKey` is running on this interactor.
    ///
    /// ```swift
    /// # import Observation
    /// # struct Repository: Sendable { func refresh() async throws {} }
    /// # @Observable final class HomeViewModel: ViewModel {}
    /// # final class HomeInteractor: Interactor<HomeViewModel> { let repository = Repository() }
    /// extension HomeInteractor {
    ///     func refresh() {
    ///         asyncTask(gateKey: "refresh") { [repository] in
    ///             try await repository.refresh()
    ///         } finally: { outcome in
    ///             print("refresh", outcome)
    ///         }
    ///     }
    /// }
    ///
    /// let interactor = HomeInteractor(viewModel: HomeViewModel())
    /// interactor.refresh()
    /// interactor.refresh()            // Prints "refresh ignored"
    /// print(interactor.isBusy)        // Prints "false"
    /// try await interactor.settled()  // Prints "refresh succeeded"
    /// ```
    ///
    /// - Parameters:
    ///   - gateKey: Names a gate this interactor keeps; tasks with equal keys never overlap.
    ///   - work: The work, run on the main actor.
    ///   - onFailure: Handles the error instead of the error handlers.
    ///   - finally: Receives the outcome.
    /// - Returns: The task, whose value is the outcome.
    @discardableResult
    public func asyncTask(
        gateKey: some Hashable,
        @_implicitSelfCapture _ work: @escaping @MainActor () async throws -> Void,
        onFailure: (@MainActor (any Error) -> Void)? = nil,
        finally: (@MainActor (TaskOutcome) -> Void)? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Task<TaskOutcome, Never> {
        let key = AnyHashable(gateKey)
        let gate = keyedGates[key] ?? TaskGate()
        keyedGates[key] = gate
        return start(
            work, gate: gate, reportsBusy: false, onFailure: onFailure, finally: finally,
            label: WorkLabel(.keyedTask(key), fileID: fileID, line: line))
    }

    /// Runs synchronous throwing work, routing an error like ``asyncTask(_:onFailure:finally:fileID:line:)``.
    ///
    /// ```swift
    /// # import Observation
    /// # struct ParseError: Error {}
    /// # enum Parser {
    /// #     static func parse(_ text: String) throws -> [String] {
    /// #         guard !text.isEmpty else { throw ParseError() }
    /// #         return text.split(separator: ",").map(String.init)
    /// #     }
    /// # }
    /// # @Observable final class ListViewModel: ViewModel { var items: [String] = [] }
    /// # final class ListInteractor: Interactor<ListViewModel> {}
    /// extension ListInteractor {
    ///     func importText(_ text: String) {
    ///         viewModel.items = performThrowable { try Parser.parse(text) } ?? []
    ///     }
    /// }
    ///
    /// let interactor = ListInteractor(viewModel: ListViewModel())
    /// interactor.importText("a,b")
    /// print(interactor.viewModel.items)  // Prints "[\"a\", \"b\"]"
    /// ```
    ///
    /// - Parameters:
    ///   - work: The work.
    ///   - onFailure: Handles the error instead of the error handlers.
    /// - Returns: What `work` returned, or `nil` when it threw.
    @discardableResult
    public func performThrowable<T>(
        _ work: () throws -> T,
        onFailure: (@MainActor (any Error) -> Void)? = nil
    ) -> T? {
        do {
            return try work()
        } catch {
            if let onFailure { onFailure(error) } else { route(error) }
            return nil
        }
    }

    /// Cancels every task, load and exposure timer, and removes every destination observer.
    ///
    /// Gates reopen and the busy flag clears at once, and loads in flight return to `.idle`,
    /// so new work can start right away. The cancelled tasks still report
    /// ``TaskOutcome/cancelled`` to their `finally` when their work returns.
    public func cancelTasks() {
        let wasBusy = isBusy
        let cancelled = running
        running.removeAll()
        for cancel in cancellers.values { cancel() }
        cancellers.removeAll()
        for (id, task) in cancelled {
            finishing[id] = task.task
            task.gate.open(releasing: id)
            task.didCancel()
        }
        for token in destinations.keys { destinations[token]?.removeObservers() }
        if wasBusy { connection?.busyDidChange(false) }
    }

    /// Suspends until every task and load this interactor started has returned, and every
    /// exposure timer whose deadline the clock has reached has run its observer.
    ///
    /// The one way for tests and samples to wait for the work they started: move the clock that
    /// the work waits on, then let the work it woke finish, instead of guessing how many turns it
    /// needs. It is event-driven (each task's end is signalled), so it returns on the main actor's
    /// first turn after the last piece of work ended, and at once when nothing runs:
    ///
    /// ```swift
    /// # import Observation
    /// # import QuartetSupport
    /// # @Observable final class FeedViewModel: ViewModel { var feed: Loadable<[String]> = .idle }
    /// # final class FeedInteractor: Interactor<FeedViewModel> {
    /// #     override func prepare() {
    /// #         load(\.feed) { [clock] in
    /// #             try await clock.sleep(for: .seconds(1))
    /// #             return ["Hello"]
    /// #         }
    /// #     }
    /// # }
    /// # let clock = TestClock()
    /// # let interactor = FeedInteractor(viewModel: FeedViewModel(), clock: clock)
    /// # let host = InteractorHost(interactor)
    /// host.appear()                                        // prepare() starts a load
    /// try await clock.advanceToSleeper(in: .seconds(1))    // the fake service answers
    /// try await interactor.settled()
    /// print(interactor.viewModel.feed.isLoaded)            // Prints "true"
    /// ```
    ///
    /// What it waits for:
    /// - every ``asyncTask(_:onFailure:finally:fileID:line:)`` (all three kinds) and
    ///   ``load(_:_:fileID:line:)``, including its `finally`; tasks cancelled by ``cancelTasks()``
    ///   until their work returns;
    /// - exposure timers (``NavigationToken/Event/minimumExposure(_:)``) that are due: the clock
    ///   has reached their deadline, so their observer runs next. A timer that is not due is not
    ///   work in progress but a wait on time, and is not waited for: otherwise a screen with an
    ///   impression pending could never settle.
    ///
    /// A task that sleeps on a `TestClock` the test has not advanced never returns; instead of
    /// hanging, `settled` then fails after `timeout`, naming what was still running and where it
    /// was started. Intents the interactor emitted are presented synchronously by a bound host, so
    /// they need no wait.
    ///
    /// - Parameter timeout: How long to wait, in real time, before failing. It bounds a test that
    ///   would hang and never decides a passing one, so it is generous.
    /// - Throws: `SettleFailure` naming each task, load and timer still running after `timeout`.
    public func settled(timeout: Duration = .seconds(30)) async throws {
        try await waitUntilSettled(
            "\(type(of: self))", timeout: timeout, signal: settlement,
            stillRunning: { unsettledWork })
    }

    /// Suspends until no task or load started by this interactor is running.
    ///
    /// Deprecated: it waits without a timeout, so a task sleeping on a `TestClock` that is never
    /// advanced keeps it from returning and the test hangs with no word of why; and it does not
    /// wait for exposure timers. ``settled(timeout:)`` waits for both, and fails naming the work
    /// still running.
    @available(
        *, deprecated, renamed: "settled(timeout:)",
        message: "settled() fails after a timeout, naming what still runs, instead of hanging"
    )
    public func waitUntilIdle() async {
        while let task = running.values.lazy.compactMap(\.task).first ?? finishing.values.first {
            _ = await task.value
        }
    }

    /// What ``settled(timeout:)`` still waits for, one description each, in a stable order.
    private var unsettledWork: [String] {
        let tasks = workLabels.values.map(\.description).sorted()
        let timers = exposureTimers.values.filter { $0.isDue() }.map(\.label).sorted()
        return tasks + timers
    }

    /// Records that the work of task `id` returned, waking ``settled(timeout:)``.
    func workDidReturn(_ id: WorkID) {
        workLabels[id] = nil
        settlement.signal()
    }

    /// Sends `error` to the bound host's handlers; with no host bound, it is dropped.
    func route(_ error: any Error) {
        connection?.handle(error)
    }

    private func start(
        _ work: @escaping @MainActor () async throws -> Void,
        gate: TaskGate,
        reportsBusy: Bool,
        onFailure: (@MainActor (any Error) -> Void)?,
        finally: (@MainActor (TaskOutcome) -> Void)?,
        label: WorkLabel
    ) -> Task<TaskOutcome, Never> {
        let id = WorkID()
        guard gate.close(for: id) else {
            finally?(.ignored)
            return Task { .ignored }
        }
        if reportsBusy { connection?.busyDidChange(true) }
        running[id] = RunningTask(gate: gate, didCancel: {})
        workLabels[id] = label
        let task = Task { [weak self] () -> TaskOutcome in
            var failure: (any Error)?
            do { try await work() } catch { failure = error }
            let outcome: TaskOutcome =
                Task.isCancelled || failure is CancellationError
                ? .cancelled : failure == nil ? .succeeded : .failed
            self?.end(id, reportsBusy: reportsBusy)
            if outcome == .failed, let failure {
                if let onFailure { onFailure(failure) } else { self?.route(failure) }
            }
            finally?(outcome)
            self?.workDidReturn(id)
            return outcome
        }
        running[id]?.task = task
        cancellers[id] = { task.cancel() }
        return task
    }

    /// Reopens the task's gate, unless ``cancelTasks()`` already did.
    func end(_ id: WorkID, reportsBusy: Bool) {
        cancellers[id] = nil
        finishing[id] = nil
        guard let task = running.removeValue(forKey: id) else { return }
        task.gate.open(releasing: id)
        if reportsBusy { connection?.busyDidChange(false) }
    }
}
