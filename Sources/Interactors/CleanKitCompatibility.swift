// The names of CleanKit's released API that Interactors spells differently, so that code written
// against CleanKit compiles unchanged, each use warning with the name to move to. Every shim
// forwards to the Interactors API and keeps CleanKit's behaviour; none of them is needed by code
// written for Interactors. The shims are `@_disfavoredOverload` where a trailing closure could
// match both them and the new method, so that new code never resolves to a deprecated name.

extension Interactor {
    /// CleanKit's name for ``TaskOutcome``.
    @available(*, deprecated, renamed: "TaskOutcome")
    public typealias CompletionResult = TaskOutcome

    /// CleanKit's type for a `finally:` handler.
    @available(*, deprecated, message: "a finally: handler is a @MainActor (TaskOutcome) -> Void")
    public typealias CompletionHandler = @MainActor (TaskOutcome) -> Void

    /// Starts `task` unless a task gated by `gate` is running: CleanKit's spelling of
    /// ``asyncTask(gate:_:onFailure:finally:fileID:line:)``, whose work is its unlabelled
    /// closure.
    ///
    /// - Parameters:
    ///   - gate: Lets one task through at a time.
    ///   - task: The work, run on the main actor.
    ///   - finally: Receives the outcome.
    /// - Returns: The task, whose value is the outcome.
    @available(*, deprecated, renamed: "asyncTask(gate:_:finally:)")
    @_disfavoredOverload
    @discardableResult
    public func asyncTask(
        gate: TaskGate,
        task: @escaping @MainActor () async throws -> Void,
        finally: (@MainActor (TaskOutcome) -> Void)? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Task<TaskOutcome, Never> {
        asyncTask(gate: gate, task, finally: finally, fileID: fileID, line: line)
    }

    /// Starts `task` unless a task with the same `gateKey` is running: CleanKit's spelling of
    /// ``asyncTask(gateKey:_:onFailure:finally:fileID:line:)``.
    ///
    /// - Parameters:
    ///   - gateKey: Names a gate this interactor keeps.
    ///   - task: The work, run on the main actor.
    ///   - finally: Receives the outcome.
    /// - Returns: The task, whose value is the outcome.
    @available(*, deprecated, renamed: "asyncTask(gateKey:_:finally:)")
    @_disfavoredOverload
    @discardableResult
    public func asyncTask(
        gateKey: some Hashable,
        task: @escaping @MainActor () async throws -> Void,
        finally: (@MainActor (TaskOutcome) -> Void)? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Task<TaskOutcome, Never> {
        asyncTask(gateKey: gateKey, task, finally: finally, fileID: fileID, line: line)
    }

    /// Starts `task` unless `lockGetter` says a task holds the lock: CleanKit's custom lock.
    ///
    /// The lock is set before the task starts and cleared when it ends, before `finally` runs,
    /// as CleanKit does. A ``TaskGate`` is the same thing without the two closures, and, unlike
    /// a lock kept in the view model, it reopens when ``cancelTasks()`` cancels its task.
    ///
    /// - Parameters:
    ///   - lockGetter: Whether the lock is held.
    ///   - lockSetter: Holds or releases the lock.
    ///   - task: The work, run on the main actor.
    ///   - onFailure: Handles the error instead of the error handlers.
    ///   - finally: Receives the outcome, ``TaskOutcome/ignored`` at once when the lock is held.
    /// - Returns: The task, whose value is the outcome.
    @available(
        *, deprecated,
        message: "hold a TaskGate instead of a lock, and call asyncTask(gate:_:onFailure:finally:)"
    )
    @_disfavoredOverload
    @discardableResult
    public func asyncTask(
        lockGetter: @escaping @MainActor () -> Bool,
        lockSetter: @escaping @MainActor (Bool) -> Void,
        task: @escaping @MainActor () async throws -> Void,
        onFailure: (@MainActor (any Error) -> Void)? = nil,
        finally: (@MainActor (TaskOutcome) -> Void)? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Task<TaskOutcome, Never> {
        guard !lockGetter() else {
            finally?(.ignored)
            return Task { .ignored }
        }
        lockSetter(true)
        return asyncTask(
            gate: TaskGate(), task, onFailure: onFailure,
            finally: { outcome in
                lockSetter(false)
                finally?(outcome)
            }, fileID: fileID, line: line)
    }

    /// Loads one piece of content into the view model: CleanKit's spelling of
    /// ``load(_:_:fileID:line:)``, whose work is its unlabelled closure.
    ///
    /// - Parameters:
    ///   - keyPath: The view model's ``Loadable`` to drive.
    ///   - task: Produces the content, on the main actor.
    /// - Returns: The task, whose value is the outcome.
    @available(*, deprecated, renamed: "load(_:_:)")
    @_disfavoredOverload
    @discardableResult
    public func load<Value>(
        _ keyPath: ReferenceWritableKeyPath<V, Loadable<Value>>,
        task: @escaping @MainActor () async throws -> Value,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Task<TaskOutcome, Never> {
        load(keyPath, task, fileID: fileID, line: line)
    }

    /// Runs `handler` when the destination identified by `token` reaches `event`: CleanKit's
    /// spelling of ``observe(_:_:perform:)``.
    ///
    /// - Parameters:
    ///   - token: What ``navigate(to:)`` returned.
    ///   - event: The moment to act on.
    ///   - handler: What to do, on the main actor.
    @available(*, deprecated, renamed: "observe(_:_:perform:)")
    public func observeNavigation(
        token: NavigationToken,
        _ event: NavigationToken.Event,
        _ handler: @escaping @MainActor () -> Void
    ) {
        observe(token, event, perform: handler)
    }
}

extension Interactor where V: NavigableViewModel {
    /// Clears the view model's ``NavigableViewModel/navigation`` if it still holds the intent
    /// identified by `token`, as CleanKit's navigation binding needed.
    ///
    /// Interactors present each intent from the interactor's queue, so an intent never needs
    /// consuming to let the next one through; this only clears the property, as CleanKit did.
    ///
    /// - Parameter token: The intent's token.
    @available(
        *, deprecated,
        message: "the bound view presents every intent from the interactor's queue; nothing to consume"
    )
    public func consumeNavigation(token: NavigationToken) {
        guard viewModel.navigation?.token == token else { return }
        viewModel.navigation = nil
    }
}

extension TaskOutcome {
    /// CleanKit's name for ``succeeded``.
    @available(*, deprecated, renamed: "succeeded")
    public static var succeed: TaskOutcome { .succeeded }
}

extension TaskGate {
    /// Whether a task gated by this gate is running: CleanKit's negation of ``isOpen``.
    @available(*, deprecated, message: "use !isOpen")
    public var isClosed: Bool { !isOpen }
}

/// CleanKit's name for ``NavigationToken/Event``.
@available(*, deprecated, renamed: "NavigationToken.Event")
public typealias NavigationEvent = NavigationToken.Event

/// Gates created on demand, one per key: CleanKit's map, which an interactor keeps for you.
///
/// ``Interactor/asyncTask(gateKey:_:onFailure:finally:fileID:line:)`` keeps one gate per key on
/// the interactor; hold a map only to share keyed gates between interactors.
@available(*, deprecated, message: "asyncTask(gateKey:_:) keeps a gate per key on the interactor")
@MainActor
public final class TaskGateMap<Key: Hashable> {
    private var gates: [Key: TaskGate] = [:]

    /// Creates an empty map.
    public init() {}

    /// The gate for `key`, created open on first use.
    public subscript(key: Key) -> TaskGate {
        if let gate = gates[key] { return gate }
        let gate = TaskGate()
        gates[key] = gate
        return gate
    }
}
