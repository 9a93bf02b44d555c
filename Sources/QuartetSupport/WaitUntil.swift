import Observation

/// The error ``waitUntil(_:timeout:_:describing:)`` throws when its condition never held.
public struct ObservationTimeout: Error, CustomStringConvertible {
    /// What was awaited, as the caller described it.
    public let awaited: String
    /// How long it was awaited.
    public let timeout: Duration
    /// The state last seen, as the caller described it.
    public let lastSeen: String

    public var description: String {
        "Timed out after \(timeout) waiting until \(awaited); last seen: \(lastSeen)"
    }
}

/// Suspends until `condition` is true, checking it again each time an observable property that it
/// read changes.
///
/// This is how a test waits for the effect of asynchronous work on observable state, with no
/// fixed number of yields and no sleep: it returns on the main actor's first turn after the change
/// that made `condition` true. It returns at once when `condition` already holds.
///
/// ```swift
/// # import Observation
/// # @Observable @MainActor final class Model {
/// #     var isLoaded = false
/// #     func load() { Task { isLoaded = true } }
/// # }
/// # let model = Model()
/// model.load()
/// try await waitUntil("the list is loaded") { model.isLoaded }
/// print(model.isLoaded)  // Prints "true"
/// ```
///
/// `condition` must read the state it depends on through `@Observable` properties; a condition
/// over other state is checked only when some observed property changes.
///
/// - Parameters:
///   - description: What is awaited, for the timeout's message.
///   - timeout: How long to wait, in real time, before failing. It bounds a test that would hang;
///     it never decides a passing one, so it is generous: on a loaded machine, with tests that
///     hold the main actor, a condition that will hold can take seconds to be seen.
///   - condition: The condition, read on the main actor with observation tracking.
///   - describing: The state to report when the wait times out.
/// - Throws: ``ObservationTimeout`` when `condition` still does not hold after `timeout`.
@MainActor
public func waitUntil(
    _ description: String,
    timeout: Duration = .seconds(30),
    _ condition: @escaping @MainActor () -> Bool,
    describing: @escaping @MainActor () -> String = { "(not described)" }
) async throws {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while true {
        let signal = ChangeSignal()
        let holds = withObservationTracking(condition) { signal.fire() }
        if holds { return }
        let changed = await signal.wait(until: deadline)
        if !changed {
            if condition() { return }
            throw ObservationTimeout(awaited: description, timeout: timeout, lastSeen: describing())
        }
    }
}

/// One change notification, which a waiter may await with a deadline; whichever comes first wins.
private final class ChangeSignal: Sendable {
    private enum State {
        case idle
        case waiting(CheckedContinuation<Bool, Never>)
        /// `true` when the change came first, `false` when the deadline did.
        case resolved(Bool)
    }

    private let state = Lock(State.idle)

    /// Called from whatever isolation mutated the tracked property.
    func fire() { resolve(true) }

    /// Returns `true` once fired, `false` when `deadline` passes first.
    func wait(until deadline: ContinuousClock.Instant) async -> Bool {
        let timer = Task { [weak self] in
            try? await Task.sleep(until: deadline, clock: .continuous)
            self?.resolve(false)
        }
        defer { timer.cancel() }
        return await withCheckedContinuation { continuation in
            let resolved = state.withLock { state -> Bool? in
                if case .resolved(let value) = state { return value }
                state = .waiting(continuation)
                return nil
            }
            if let resolved { continuation.resume(returning: resolved) }
        }
    }

    private func resolve(_ value: Bool) {
        let waiter = state.withLock { state -> CheckedContinuation<Bool, Never>? in
            switch state {
            case .idle:
                state = .resolved(value)
                return nil
            case .waiting(let continuation):
                state = .resolved(value)
                return continuation
            case .resolved:
                return nil
            }
        }
        waiter?.resume(returning: value)
    }
}
