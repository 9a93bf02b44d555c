/// Slash-separated paths inside the package and inside the site, without touching the disk.
package enum SitePath {
    /// `path` with `.` and `..` resolved; `nil` when it climbs above the root.
    ///
    /// ```swift
    /// SitePath.normalize("Articles/../Examples/./Feed")  // "Examples/Feed"
    /// SitePath.normalize("../outside")                   // nil
    /// ```
    static func normalize(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// Whether `path`, as an article names a file to include, stays inside the package: it is
    /// relative and never steps up with `..` (even where it would come back down).
    package static func staysInsidePackage(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
    }

    /// The folder among `folders` that holds `path`, the innermost when one holds another (`""`
    /// holds every relative path); `nil` when none does.
    package static func innermostFolder(holding path: String, among folders: [String]) -> String? {
        folders.filter { $0.isEmpty || path.hasPrefix($0 + "/") }.max { $0.count < $1.count }
    }

    /// The directory part of `path`: `"Articles/X.md"` → `"Articles"`, `"X.md"` → `""`.
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// `relative` resolved against `directory`, normalized.
    /// An absolute `directory` (articles outside the package, `--articles /elsewhere`) gives an
    /// absolute path, so that it still names the file the article loader read.
    package static func resolve(_ relative: String, against directory: String) -> String? {
        if relative.hasPrefix("/") { return normalize(relative) }
        let resolved = normalize(directory.isEmpty ? relative : directory + "/" + relative)
        return directory.hasPrefix("/") ? resolved.map { "/" + $0 } : resolved
    }

    /// The URL that leads from the page at `from` to the file at `to`, both relative to the site's
    /// root: `relativeURL(from: "a/b.html", to: "c.html")` is `"../c.html"`, and
    /// `relativeURL(from: "a/b.html", to: "a/c.html#x")` is `"c.html#x"`.
    package static func relativeURL(from page: String, to target: String) -> String {
        if !page.utf8.contains(UInt8(ascii: "/")) { return target }  // most pages: at the root
        let pageFolders = page.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        var targetParts = target.split(separator: "/", omittingEmptySubsequences: false)
        var common = 0
        while common < pageFolders.count, common < targetParts.count - 1,
            pageFolders[pageFolders.startIndex + common] == targetParts[common]
        {
            common += 1
        }
        targetParts.removeFirst(common)
        return String(repeating: "../", count: pageFolders.count - common)
            + targetParts.joined(separator: "/")
    }

    /// `"../"` repeated once per folder `page` is in: the prefix that reaches the site's root.
    package static func rootPrefix(for page: String) -> String {
        relativeURL(from: page, to: "")
    }

    /// True when `destination` names a scheme (`https:`, `mailto:`) or is protocol-relative.
    package static func isExternal(_ destination: String) -> Bool {
        if destination.hasPrefix("//") { return true }
        guard let colon = destination.firstIndex(of: ":") else { return false }
        let scheme = destination[..<colon]
        guard let first = scheme.first, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isLetter || $0.isNumber || "+.-".contains($0) }
    }

    /// Splits `X.md#anchor` into the path and the fragment (without `#`).
    package static func splitFragment(_ destination: String) -> (path: String, fragment: String?) {
        guard let hash = destination.firstIndex(of: "#") else { return (destination, nil) }
        return (String(destination[..<hash]), String(destination[destination.index(after: hash)...]))
    }
}
