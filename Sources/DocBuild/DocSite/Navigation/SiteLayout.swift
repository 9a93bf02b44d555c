/// Where things live in the generated site, relative to its root.
package enum SiteLayout {
    static let indexPage = "index.html"
    static let examplesPage = "examples.html"
    package static let searchIndex = "search-index.js"
    static let themeFolder = "theme"
    static let assetsFolder = "assets"

    /// `Articles/Guide/Intro.md` → `Guide/Intro.html`: the articles folder is the site's root.
    static func pagePath(forArticle path: String, articlesDirectory: String) -> String {
        var relative = path
        if !articlesDirectory.isEmpty, relative.hasPrefix(articlesDirectory + "/") {
            relative.removeFirst(articlesDirectory.count + 1)
        }
        if relative.hasSuffix(".md") { relative.removeLast(3) }
        return relative + ".html"
    }

    /// `Sources/X/Y.swift` → `source/Sources/X/Y.swift.html`.
    static func sourcePagePath(forFile path: String) -> String {
        "source/\(path).html"
    }

    /// `Sources/X` → `source/Sources/X/index.html`.
    static func sourcePagePath(forDirectory path: String) -> String {
        path.isEmpty ? "source/index.html" : "source/\(path)/index.html"
    }

    /// The raw copy of a file that an Examples Download link fetches: `files/Examples/A/B.swift`.
    static func downloadPath(forFile path: String) -> String {
        "files/\(path)"
    }

    /// An image's copy: `Articles/img/a.png` → `assets/Articles/img/a.png`. An image of a catalog
    /// outside the package (an absolute path) goes under the catalog's name,
    /// `/work/Docs/X.docc/Resources/a.png` → `assets/X.docc/Resources/a.png`: the site does not
    /// show where it was built.
    static func assetPath(forFile path: String) -> String {
        guard path.hasPrefix("/") else { return "\(assetsFolder)/\(path)" }
        let components = path.split(separator: "/")
        let catalog =
            components.lastIndex { $0.hasSuffix(".docc") } ?? components.index(before: components.endIndex)
        return "\(assetsFolder)/" + components[catalog...].joined(separator: "/")
    }
}
