/// A bad command line: printed with the usage, exit status 64 (`EX_USAGE`).
package struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which problem: ``Diagnostic/Identifier/unknownOption``, `missingOptionValue`,
    /// `invalidOptionValue` or `conflictingOptions`.
    package var identifier: Diagnostic.Identifier
    /// The option at fault (`--jobs`), or the argument docbuild did not know; `nil` when the
    /// problem is not one option's.
    package var option: String?
    package var message: String

    package init(_ identifier: Diagnostic.Identifier, option: String?, _ message: String) {
        self.identifier = identifier
        self.option = option
        self.message = message
    }

    /// `message [identifier]`, as docbuild prints it after `error: `.
    package var description: String { "\(message) [\(identifier)]" }
    package static let exitStatus: Int32 = 64
}
