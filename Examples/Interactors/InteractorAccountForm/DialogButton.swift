/// A button of a confirmation dialog, as the headless form of the screen describes it.
///
/// The SwiftUI view shows real `Button`s; the demo and the tests present the dialog with these
/// instead, so that they can "tap" one.
public struct DialogButton: CustomStringConvertible {
    public enum Role: Sendable { case destructive, cancel }

    public var title: String
    public var role: Role?
    public var action: @MainActor () -> Void

    public init(_ title: String, role: Role? = nil, action: @escaping @MainActor () -> Void = {}) {
        self.title = title
        self.role = role
        self.action = action
    }

    public var description: String { title }
}
