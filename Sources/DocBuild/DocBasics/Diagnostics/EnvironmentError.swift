/// A problem with the machine or the invocation rather than the content: a missing directory,
/// `swift` not on `PATH`, cmark not installed.
///
/// Thrown, not collected: the check cannot go on. The message says what to do; the
/// ``identifier`` (one of the environment's, such as ``Diagnostic/Identifier/noArticles``) says
/// which problem it is, for tests and tools, and is printed after the message.
package struct EnvironmentError: Error, Hashable, Sendable, CustomStringConvertible {
    package var identifier: Diagnostic.Identifier
    package var message: String

    package init(_ identifier: Diagnostic.Identifier, _ message: String) {
        self.identifier = identifier
        self.message = message
    }

    /// `message [identifier]`, as docbuild prints it after `error: `.
    package var description: String { "\(message) [\(identifier)]" }
}
