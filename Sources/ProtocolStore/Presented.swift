/// The identity of one presentation of a child view model.
///
/// Unique for the process's lifetime; a ``Presentation`` keeps it while the same child stays
/// presented.
public struct PresentedID: Hashable, Sendable, CustomStringConvertible {
    /// Presentations are made on the main actor, so a main-actor counter needs no lock.
    @MainActor private static var issued: UInt64 = 0

    private let value: UInt64

    /// A new identity, distinct from every other.
    @MainActor init() {
        Self.issued += 1
        value = Self.issued
    }

    public var description: String { "#\(value)" }
}

/// A presented child view model with a stable identity: what SwiftUI's
/// `navigationDestination(item:)`, `sheet(item:)` and `popover(item:)` are given.
///
/// Two values are equal when their identities are, whatever the model: SwiftUI compares items
/// to decide whether the presentation is the same one.
public struct Presented<Model>: Identifiable, Hashable {
    /// Which presentation this is.
    public let id: PresentedID
    /// The child view model.
    public let model: Model

    public static func == (lhs: Presented, rhs: Presented) -> Bool { lhs.id == rhs.id }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension Presented: Sendable where Model: Sendable {}
