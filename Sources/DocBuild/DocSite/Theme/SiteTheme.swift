import Foundation

/// The theme the site is rendered with: the page template and the files copied as they are
/// (style sheets, scripts). docbuild has its own (`Site/Theme/Default`, a resource of this
/// module); a package adds to it with a folder of its own (`theme` in `docbuild.json`), whose
/// files of the same names replace the built-in ones and whose others go on top: `extra.css`,
/// linked after the style sheet on every page; `logo.svg` (or `.png`), the header's mark;
/// `favicon.svg` (`.png`, `.ico`), the pages' icon; and any other file (a figure, a font),
/// copied beside them into the site's `theme/` folder.
package struct SiteTheme: Hashable, Sendable {
    var template: PageTemplate
    /// Files copied to the site's `theme/` folder, by name.
    var assets: [String: String]
    /// The override folder's other files, by path in it, copied to `theme/` as they are.
    var extras: [String: [UInt8]] = [:]

    /// What the theme adds to every page's `<head>` (the `{{head}}` placeholder) for a page whose
    /// path to the site's root is `root`: the extra style sheet, the icon, the logo.
    func head(root: String) -> String {
        var html = ""
        if extras["extra.css"] != nil {
            html += "<link rel=\"stylesheet\" href=\"\(root)theme/extra.css\">\n"
        }
        if let icon = ["favicon.svg", "favicon.png", "favicon.ico"].first(where: { extras[$0] != nil }) {
            html += "<link rel=\"icon\" href=\"\(root)theme/\(icon)\">\n"
        }
        if let logo = ["logo.svg", "logo.png"].first(where: { extras[$0] != nil }) {
            html += "<style>.site-title::before { background: url(\"\(root)theme/\(logo)\") center / contain "
            html += "no-repeat; border-radius: 0; }</style>\n"
        }
        return html
    }

    /// The files a theme is made of.
    static let requiredAssets = ["style.css", "print.css", "site.js", "search.js"]

    /// The built-in theme, with each file that `overrides` (a folder) holds taking its place.
    ///
    /// - Throws: ``SiteThemeError`` naming an unreadable file or a bad template.
    package static func load(overrides: String? = nil) throws(SiteThemeError) -> SiteTheme {
        guard let builtIn = DefaultTheme.directory else {
            throw SiteThemeError(message: "docbuild's built-in theme is missing from its resources")
        }
        return try load(from: builtIn, overrides: overrides)
    }

    /// Reads the theme in `directory`, each file of `overrides` replacing its own.
    ///
    /// - Throws: ``SiteThemeError`` naming a missing or unreadable file, or a bad template.
    package static func load(from directory: String, overrides: String? = nil) throws(SiteThemeError)
        -> SiteTheme
    {
        if let overrides {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: overrides, isDirectory: &isDirectory),
                isDirectory.boolValue
            else {
                throw SiteThemeError(
                    message: "the theme folder \(overrides) (docbuild.json's 'theme') does not exist")
            }
        }
        func read(_ name: String) throws(SiteThemeError) -> String {
            let replaced = overrides.map { "\($0)/\(name)" }
            let path =
                replaced.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil } ?? directory + "/"
                + name
            guard let data = FileManager.default.contents(atPath: path),
                let text = String(data: data, encoding: .utf8)
            else {
                throw SiteThemeError(message: "cannot read the theme file \(path)")
            }
            return text
        }
        let templateText = try read("page.html")
        let template: PageTemplate
        do {
            template = try PageTemplate(templateText)
        } catch {
            throw SiteThemeError(message: "\(overrides ?? directory)/page.html: \(error.description)")
        }
        var assets: [String: String] = [:]
        for name in requiredAssets {
            assets[name] = try read(name)
        }
        var theme = SiteTheme(template: template, assets: assets)
        if let overrides {
            let replaced = Set(requiredAssets + ["page.html"])
            let enumerator = FileManager.default.enumerator(atPath: overrides)
            while let relative = enumerator?.nextObject() as? String {
                let path = "\(overrides)/\(relative)"
                var isDirectory: ObjCBool = false
                guard !replaced.contains(relative), !(relative as NSString).lastPathComponent.hasPrefix("."),
                    FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                    !isDirectory.boolValue
                else { continue }
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw SiteThemeError(message: "cannot read the theme file \(path)")
                }
                theme.extras[relative] = Array(data)
            }
        }
        return theme
    }
}

/// The theme could not be loaded: an environment problem, reported with what to do.
package struct SiteThemeError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String
    package var description: String { message }
}
