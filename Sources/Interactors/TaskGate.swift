import Foundation

/// Lets one task through at a time: while a task gated by it runs, others are ignored.
///
/// Every interactor has a gate of its own, its busy flag, used by
/// ``Interactor/asyncTask(_:onFailure:finally:fileID:line:)``. Independent work gets a gate of its own, either
/// one you hold (shared between screens, if you like) or one the interactor keeps for a key:
///
/// ```swift
/// # import Observation
/// # struct API { func save(_ draft: String) async throws {} }
/// # let api = API()
/// # let draft = "Notes"
/// # func reload() async throws {}
/// # @Observable final class EditorViewModel: ViewModel {}
/// # let interactor = Interactor(viewModel: EditorViewModel())
/// let saveGate = TaskGate()
/// interactor.asyncTask(gate: saveGate) { try await api.save(draft) }
/// interactor.asyncTask(gateKey: "refresh") { try await reload() }
/// print(saveGate.isOpen, interactor.isBusy)  // Prints "false false"
/// try await interactor.settled()
/// print(saveGate.isOpen)                     // Prints "true"
/// ```
///
/// A gate reopens as soon as its task finishes or is cancelled.
@MainActor
public final class TaskGate {
    /// The task that holds the gate, if any.
    private(set) var holder: WorkID?

    /// Creates an open gate.
    public init() {}

    /// Whether a new task may start: no task gated by this gate is running.
    public var isOpen: Bool { holder == nil }

    /// Closes the gate for `task`; returns `false` (leaving it as it is) when it was closed.
    func close(for task: WorkID) -> Bool {
        guard holder == nil else { return false }
        holder = task
        return true
    }

    /// Reopens the gate if `task` holds it; a gate taken over since is left alone.
    func open(releasing task: WorkID) {
        if holder == task { holder = nil }
    }
}
