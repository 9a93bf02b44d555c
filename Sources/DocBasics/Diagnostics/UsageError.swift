/// A bad command line: printed with the usage, exit status 64 (`EX_USAGE`).
package struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
    package static let exitStatus: Int32 = 64
}
