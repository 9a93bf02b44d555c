import DocBasics
import DocSite

/// Renders the checked site in memory (see ``SiteBuilder``): nothing is written, nothing is run.
enum RenderSite {
    /// The site of `site`, in the theme of `themeFolder` (the package's `theme`, absolute; `nil`
    /// for the built-in one) and with `stamp` in its footer.
    ///
    /// - Throws: ``EnvironmentError`` when the theme cannot be read.
    static func run(_ site: CheckSite.Result, themeFolder: String?, stamp: SiteStamp) throws
        -> SiteBuilder.Result
    {
        let theme: SiteTheme
        do {
            theme = try SiteTheme.load(overrides: themeFolder)
        } catch {
            throw EnvironmentError(.invalidTheme, error.message)
        }
        return SiteBuilder(content: site.content, theme: theme, stamp: stamp, checks: site.checks).build()
    }
}
