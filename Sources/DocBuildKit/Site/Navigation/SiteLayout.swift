/// Where things live in the generated site, relative to its root.
package enum SiteLayout {
    package static let indexPage = "index.html"
    package static let examplesPage = "examples.html"
    package static let searchIndex = "search-index.js"
    package static let themeFolder = "theme"
    package static let assetsFolder = "assets"

    /// `Articles/Guide/Intro.md` → `Guide/Intro.html`: the articles folder is the site's root.
    package static func pagePath(forArticle path: String, articlesDirectory: String) -> String {
        var relative = path
        if !articlesDirectory.isEmpty, relative.hasPrefix(articlesDirectory + "/") {
            relative.removeFirst(articlesDirectory.count + 1)
        }
        if relative.hasSuffix(".md") { relative.removeLast(3) }
        return relative + ".html"
    }

    /// `Sources/X/Y.swift` → `source/Sources/X/Y.swift.html`.
    package static func sourcePagePath(forFile path: String) -> String {
        "source/\(path).html"
    }

    /// `Sources/X` → `source/Sources/X/index.html`.
    package static func sourcePagePath(forDirectory path: String) -> String {
        path.isEmpty ? "source/index.html" : "source/\(path)/index.html"
    }

    /// An image's copy: `Articles/img/a.png` → `assets/Articles/img/a.png`.
    package static func assetPath(forFile path: String) -> String {
        "\(assetsFolder)/\(path)"
    }
}
