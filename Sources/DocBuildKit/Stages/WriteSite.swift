import DocBasics
import DocSite

/// The one writer: puts the rendered site in the output folder, atomically (see ``SiteWriter``).
enum WriteSite {
    /// - Returns: how many pages were written.
    /// - Throws: ``EnvironmentError`` when the site cannot be written; the previous one is then
    ///   untouched.
    static func run(_ files: SiteFiles, in workspace: Workspace) throws -> Int {
        do {
            try SiteWriter.write(files, to: workspace.outputDirectory)
        } catch {
            throw EnvironmentError(.cannotWriteSite, error.message)
        }
        return files.paths.filter { $0.hasSuffix(".html") }.count
    }
}
