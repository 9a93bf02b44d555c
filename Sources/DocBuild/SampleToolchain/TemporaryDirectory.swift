import DocBasics
import Foundation

/// A fresh directory under the system's temporary directory, made with `mkdtemp`.
package struct TemporaryDirectory: Sendable {
    package let path: String

    /// Creates the directory.
    ///
    /// - Throws: ``EnvironmentError`` when the temporary directory is not writable.
    package init(prefix: String) throws {
        let base = FileManager.default.temporaryDirectory.path
        var template = Array("\(base)/\(prefix)-XXXXXX".utf8CString)
        guard let created = mkdtemp(&template) else {
            throw EnvironmentError(.cannotWrite, "cannot create a temporary directory in \(base)")
        }
        path = String(cString: created)
    }

    /// Deletes the directory and everything in it; a failure leaves litter, nothing worse.
    package func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
