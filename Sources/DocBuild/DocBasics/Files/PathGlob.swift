/// A path pattern as `.gitignore` and SwiftPM's `exclude` write them, matched against a path
/// relative to the package: `*` is any run of characters but `/`, `?` one character but `/`, and a
/// `**` component any number of folders (`Articles/**/Draft*.md`, `**/CHANGELOG.md`). A pattern
/// naming a folder (`Articles/Drafts`) matches everything under it.
///
/// ```swift
/// PathGlob("Articles/**/Draft*.md").matches("Articles/Guide/Drafts/Draft1.md")  // true
/// ```
///
/// Written here, small, because no package can be fetched; it needs no regular-expression engine.
package struct PathGlob: Hashable, Sendable {
    package var pattern: String
    private var components: [Substring]

    package init(_ pattern: String) {
        self.pattern = pattern
        components = pattern.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether `path` (relative, `/`-separated) or a folder it is in matches the pattern.
    package func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        return (1...max(1, parts.count)).contains { Self.match(components[...], parts[..<$0]) }
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            return (path.startIndex...path.endIndex).contains { match(pattern.dropFirst(), path[$0...]) }
        }
        guard let component = path.first, matchComponent(Array(first), Array(component)) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one component.
    private static func matchComponent(_ pattern: [Character], _ text: [Character]) -> Bool {
        var p = 0
        var t = 0
        var star: Int?
        var resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                resume = t
                p += 1
            } else if let star {
                p = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
