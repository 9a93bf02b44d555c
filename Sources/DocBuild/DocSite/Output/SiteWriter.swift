import DocBasics
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The only code that writes the site to disk.
///
/// The site is written whole into a temporary folder beside the output, then swapped into
/// place: with `renameat2(RENAME_EXCHANGE)` on Linux or `renamex_np(RENAME_SWAP)` on Darwin in one
/// atomic step, else by two renames with the old site put back if the second fails. Anything that
/// goes wrong before the swap removes the temporary folder and leaves the previous site as it
/// was.
///
/// A folder is replaced only if docbuild wrote it (it holds ``marker``), so `--output .` cannot
/// swap away a project.
///
/// A docbuild killed while writing (even by `SIGKILL`) leaves the previous site, or after the swap
/// the new one, whole; at worst a temporary folder beside it, named for its pid, which the next
/// write removes once that process is gone.
package enum SiteWriter {
    /// The file that marks a folder as a site docbuild wrote.
    package static let marker = ".docbuild-site"

    /// Writes `files` as the folder `outputDirectory`, replacing the site there.
    ///
    /// - Throws: ``SiteWriteError`` when the output exists but is not a docbuild site, or a file
    ///   cannot be written; the previous site is then untouched.
    package static func write(_ files: SiteFiles, to outputDirectory: String) throws(SiteWriteError) {
        let fileManager = FileManager.default
        let output = URL(fileURLWithPath: outputDirectory).standardizedFileURL
        let parent = output.deletingLastPathComponent()
        let name = output.lastPathComponent
        var isDirectory: ObjCBool = false
        let exists = fileManager.fileExists(atPath: output.path, isDirectory: &isDirectory)
        if exists {
            let contents = (try? fileManager.contentsOfDirectory(atPath: output.path)) ?? []
            guard isDirectory.boolValue, contents.isEmpty || contents.contains(marker) else {
                throw SiteWriteError(
                    message: "\(output.path) exists and was not written by docbuild; "
                        + "choose another --output or remove it")
            }
        }
        removeLeftovers(of: name, in: parent)
        let staging = parent.appendingPathComponent(".\(name).building-\(getpid())")
        do {
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
            try? fileManager.removeItem(at: staging)
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            try Data().write(to: staging.appendingPathComponent(marker))
            FaultInjection.killPoint("site.staging")
            for path in files.paths {
                let url = staging.appendingPathComponent(path)
                try fileManager.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(files.contents[path]!).write(to: url)
                FaultInjection.killPoint("site.file")
            }
        } catch {
            try? fileManager.removeItem(at: staging)
            throw SiteWriteError(
                message: "cannot write the site to \(staging.path): \(error.localizedDescription)")
        }
        do {
            try swap(staging, into: output, exists: exists)
        } catch {
            try? fileManager.removeItem(at: staging)
            throw error
        }
    }

    /// Moves `staging` to `output`; the old site (if any) ends up in `staging`, then is removed.
    private static func swap(_ staging: URL, into output: URL, exists: Bool) throws(SiteWriteError) {
        let fileManager = FileManager.default
        if !exists {
            guard rename(staging.path, output.path) == 0 else {
                throw SiteWriteError(message: "cannot move the site to \(output.path): \(errorText())")
            }
            return
        }
        FaultInjection.killPoint("site.swap")
        if exchange(staging.path, output.path) {
            FaultInjection.killPoint("site.swapped")
            try? fileManager.removeItem(at: staging)
            return
        }
        // No atomic exchange here: two renames, putting the old site back if the second fails.
        let previous = staging.deletingLastPathComponent()
            .appendingPathComponent(".\(output.lastPathComponent).previous-\(getpid())")
        try? fileManager.removeItem(at: previous)
        guard rename(output.path, previous.path) == 0 else {
            throw SiteWriteError(message: "cannot replace \(output.path): \(errorText())")
        }
        guard rename(staging.path, output.path) == 0 else {
            let message = errorText()
            _ = rename(previous.path, output.path)
            throw SiteWriteError(message: "cannot replace \(output.path): \(message)")
        }
        try? fileManager.removeItem(at: previous)
    }

    /// Removes the temporary folders of `name` that earlier writers left in `parent` when they were
    /// killed: `.<name>.building-<pid>` and `.<name>.previous-<pid>`, where no process `pid` runs.
    private static func removeLeftovers(of name: String, in parent: URL) {
        let fileManager = FileManager.default
        for entry in (try? fileManager.contentsOfDirectory(atPath: parent.path)) ?? [] {
            guard let match = entry.wholeMatch(of: /\.(.+)\.(?:building|previous)-(\d+)/),
                match.1 == name, let pid = pid_t(match.2), pid != getpid(),
                kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            try? fileManager.removeItem(at: parent.appendingPathComponent(entry))
        }
    }

    /// Atomically exchanges two directories, where the system can.
    private static func exchange(_ first: String, _ second: String) -> Bool {
        #if os(Linux)
            // Glibc's renameat2 is not imported into Swift; look it up by name.
            typealias RenameAt2 =
                @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else {
                return false
            }
            let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
            let renameExchange: UInt32 = 2  // RENAME_EXCHANGE from <linux/fs.h>
            return renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0
        #elseif canImport(Darwin)
            return renamex_np(first, second, UInt32(RENAME_SWAP)) == 0
        #else
            return false
        #endif
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}

/// The site could not be written; the previous site is untouched.
package struct SiteWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String
    package var description: String { message }
}
