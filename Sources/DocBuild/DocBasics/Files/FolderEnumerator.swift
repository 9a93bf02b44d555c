import Foundation

extension FileManager {
    /// The files and folders under the folder at `path`, as `enumerator(atPath:)` lists them
    /// (relative paths), also when `path` is a symbolic link to the folder: Foundation's enumerator
    /// does not follow a link it starts at, and a maintainer links a catalog kept elsewhere.
    package func enumerator(throughLinkAt path: String) -> DirectoryEnumerator? {
        enumerator(atPath: URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
    }
}
