import DocBasics
import DocSite

/// Renders the checked site in memory (see ``SiteBuilder``): nothing is written, nothing is run.
enum RenderSite {
    /// docbuild's theme with the package's additions from `folder` (the package's `theme`,
    /// absolute; `nil` for the built-in one alone).
    ///
    /// - Throws: ``EnvironmentError`` when the theme cannot be read.
    static func theme(in folder: String?) throws -> SiteTheme {
        do {
            return try SiteTheme.load(overrides: folder)
        } catch {
            throw EnvironmentError(.invalidTheme, error.message)
        }
    }

    /// The site of `site`, in `theme` and with `stamp` in its footer.
    static func run(_ site: AssembleSite.Result, theme: SiteTheme, stamp: SiteStamp) -> SiteBuilder.Result {
        SiteBuilder(content: site.content, theme: theme, stamp: stamp, checks: site.checks).build()
    }
}
