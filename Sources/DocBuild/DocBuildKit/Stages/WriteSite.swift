import DocBasics
import DocSite

/// The one writer: puts the rendered site in the output folder, atomically (see ``SiteWriter``).
enum WriteSite {
    /// Writes `files` as the site in `outputDirectory` (absolute).
    ///
    /// - Returns: how many pages were written.
    /// - Throws: ``EnvironmentError`` when the site cannot be written; the previous one is then
    ///   untouched.
    static func run(_ files: SiteFiles, to outputDirectory: String) throws -> Int {
        do {
            try SiteWriter.write(files, to: outputDirectory)
        } catch {
            throw EnvironmentError(.cannotWriteSite, error.message)
        }
        return files.paths.filter { $0.hasSuffix(".html") }.count
    }
}
