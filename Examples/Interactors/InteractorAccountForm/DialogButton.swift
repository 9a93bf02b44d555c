/// A button of a confirmation dialog, as the headless form of the screen describes it.
///
/// The SwiftUI view shows real `Button`s; the demo and the tests present the dialog with these
/// instead, so that they can "tap" one.
public struct DialogButton: CustomStringConvertible {
    /// What the button does, as SwiftUI's `ButtonRole` says it.
    public enum Role: Sendable { case destructive, cancel }

    /// The button's label.
    public var title: String
    /// Its role, if any.
    public var role: Role?
    /// What tapping it does.
    public var action: @MainActor () -> Void

    /// Creates a button.
    public init(_ title: String, role: Role? = nil, action: @escaping @MainActor () -> Void = {}) {
        self.title = title
        self.role = role
        self.action = action
    }

    public var description: String { title }
}
