import Foundation

/// What the footer of every page says the site was verified with.
package struct SiteStamp: Hashable, Sendable {
    /// `Swift 6.3.1`.
    var swiftVersion: String
    /// The short hash of the commit, with `+ changes` when the work tree differed from it; `nil`
    /// when the package is not a git checkout, and the pages then name no commit.
    var commit: String?

    package init(swiftVersion: String, commit: String?) {
        self.swiftVersion = swiftVersion
        self.commit = commit
    }
}
