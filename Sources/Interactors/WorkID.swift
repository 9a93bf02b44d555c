/// Identifies one task, timer or observer of an interactor.
///
/// A counter rather than a `UUID`: identifiers are made on every `asyncTask` and `load`, and a
/// random UUID costs a system call on Linux. The counter is main-actor isolated, like everything
/// that makes identifiers, so identifiers are unique across interactors (a ``TaskGate`` may be
/// shared between them).
struct WorkID: Hashable, Sendable {
    @MainActor private static var last: UInt64 = 0

    private let value: UInt64

    /// A fresh identifier, distinct from every other.
    @MainActor init() {
        Self.last += 1
        value = Self.last
    }
}
