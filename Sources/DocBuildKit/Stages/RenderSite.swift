import DocBasics
import DocSite

/// Renders the checked site in memory (see ``SiteBuilder``): nothing is written.
enum RenderSite {
    /// - Throws: ``EnvironmentError`` when the theme cannot be read.
    static func run(_ site: CheckSite.Result, in workspace: Workspace) async throws -> SiteBuilder.Result {
        let theme: SiteTheme
        do {
            theme = try SiteTheme.load(
                overrides: workspace.configuration.theme.map { "\(workspace.packageDirectory)/\($0)" })
        } catch {
            throw EnvironmentError(.invalidTheme, error.message)
        }
        return SiteBuilder(
            content: site.content, theme: theme, stamp: await SiteStamp.current(in: workspace),
            checks: site.checks
        ).build()
    }
}
