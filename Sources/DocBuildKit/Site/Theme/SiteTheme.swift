import Foundation

/// The theme the site is rendered with, read from `site/theme/`: the page template and the
/// files copied as they are (style sheets, scripts).
package struct SiteTheme: Hashable, Sendable {
    var template: PageTemplate
    /// Files copied to the site's `theme/` folder, by name.
    var assets: [String: String]

    /// The files a theme folder must hold.
    static let requiredAssets = ["style.css", "print.css", "site.js", "search.js"]

    /// Reads the theme in `directory`.
    ///
    /// - Throws: ``SiteThemeError`` naming a missing or unreadable file, or a bad template.
    package static func load(from directory: String) throws(SiteThemeError) -> SiteTheme {
        func read(_ name: String) throws(SiteThemeError) -> String {
            let path = directory + "/" + name
            guard let data = FileManager.default.contents(atPath: path),
                let text = String(data: data, encoding: .utf8)
            else {
                throw SiteThemeError(
                    message: "cannot read the theme file \(path); the theme lives in site/theme/")
            }
            return text
        }
        let templateText = try read("page.html")
        let template: PageTemplate
        do {
            template = try PageTemplate(templateText)
        } catch {
            throw SiteThemeError(message: "\(directory)/page.html: \(error.description)")
        }
        var assets: [String: String] = [:]
        for name in requiredAssets {
            assets[name] = try read(name)
        }
        return SiteTheme(template: template, assets: assets)
    }
}

/// The theme could not be loaded: an environment problem, reported with what to do.
package struct SiteThemeError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String
    package var description: String { message }
}
