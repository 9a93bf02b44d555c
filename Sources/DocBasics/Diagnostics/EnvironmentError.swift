/// A problem with the machine or the invocation rather than the content: a missing directory,
/// `swift` not on `PATH`, cmark not installed.
///
/// Thrown, not collected: the check cannot go on. The message says what to do.
package struct EnvironmentError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
