/// Turns heading text into anchor slugs that are stable (the same text always gives the same
/// slug) and unique within a page (a repeated heading gets `-1`, `-2`, … in order).
///
/// The rule is GitHub's, so links written for a repository viewer work on the site too:
/// lowercase; letters, digits, `-` and `_` kept; spaces become `-`; everything else dropped.
///
/// ```swift
/// var slugger = HeadingSlugger()
/// slugger.slug(for: "Why `Interactor`?")  // "why-interactor"
/// slugger.slug(for: "Why `Interactor`?")  // "why-interactor-1"
/// ```
package struct HeadingSlugger: Sendable {
    private var used: Set<String> = []

    package init() {}

    /// The base slug of `text`, before de-duplication.
    package static func baseSlug(for text: String) -> String {
        var slug = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || character == "-" || character == "_" {
                slug.append(character)
            } else if character == " " {
                slug.append("-")
            }
        }
        return slug.isEmpty ? "section" : slug
    }

    /// A slug for `text` not yet handed out by this slugger.
    package mutating func slug(for text: String) -> String {
        let base = Self.baseSlug(for: text)
        var candidate = base
        var counter = 0
        while used.contains(candidate) {
            counter += 1
            candidate = "\(base)-\(counter)"
        }
        used.insert(candidate)
        return candidate
    }
}
