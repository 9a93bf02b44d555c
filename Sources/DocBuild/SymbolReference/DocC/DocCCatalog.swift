import DocBasics
import DocMarkdown
import Doctest
import Foundation

/// A DocC catalog (`Sources/X/X.docc`) read as it is: its `.md` files are the articles, in DocC's
/// dialect of Markdown.
///
/// - Block directives (`@Metadata { … }`, `@Comment { … }`, `@Options`, `@TechnologyRoot`,
///   `@DisplayName(…)`, any line starting with `@Name`, with its `{ … }` body) are passed over:
///   not rendered, not an error. Their lines become blank, so every other line keeps its number.
///   `@Snippet(path:slice:)` is kept: the page shows the snippet in its place.
/// - `<doc:Article>` links lead to that article's page and show its title
///   (``SiteLinkResolver/resolveDocLink(_:from:)``).
/// - An image named without a path (`![A diagram](diagram)`) is found anywhere in the catalog.
/// - ``` ``Symbol`` ``` links are checked against the package's public symbols
///   (`CheckSymbolLinks`) and shown as code, by the symbol's name (`append(_:)`).
/// - The catalog has no SUMMARY.md: the landing article (titled `# ``Module`` `) comes first,
///   then the others by name (``summary(of:articlesDirectory:)``).
///
/// ```swift
/// DocCCatalog.isCatalog("Sources/Deque/Deque.docc")  // true
/// ```
package enum DocCCatalog {
    /// Whether the articles folder `directory` is a DocC catalog: its name ends in `.docc`.
    package static func isCatalog(_ directory: String) -> Bool {
        directory.hasSuffix(".docc") || directory.hasSuffix(".docc/")
    }

    /// The catalog the article at `path` is in, its nearest enclosing `.docc` folder:
    /// `Sources/Deque/Deque.docc/Guides/Start.md` → `Sources/Deque/Deque.docc`; `nil` outside one.
    package static func catalog(containing path: String) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        guard let last = components.lastIndex(where: { $0.hasSuffix(".docc") }) else { return nil }
        return components[...last].joined(separator: "/")
    }

    /// The module of the catalog the article at `path` is in (``catalog(containing:)``), or `""`
    /// for an article of a Markdown folder: where its relative symbol links start.
    package static func module(ofArticle path: String) -> String {
        catalog(containing: path).map(moduleName(ofCatalog:)) ?? ""
    }

    /// The module a catalog documents: `Sources/Deque/Deque.docc` → `Deque`.
    package static func moduleName(ofCatalog directory: String) -> String {
        let name = (directory as NSString).lastPathComponent
        return String(name.dropLast(".docc".count))
    }

    /// `text` with every block directive's lines (outside code blocks) made blank.
    static func passingOverDirectives(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var fence: String?
        var depth = 0
        for index in lines.indices {
            let line = lines[index]
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.drop { $0 == " " }
            if depth > 0 {
                depth = max(0, depth + braceBalance(line))
                lines[index] = line.hasSuffix("\r") ? "\r" : ""
            } else if let open = fence {
                if indent < 4, trimmed.hasPrefix(open), trimmed.dropFirst(open.count).allSatisfy(isFenceTail)
                {
                    fence = nil
                }
            } else if indent < 4, let marker = fenceMarker(trimmed) {
                fence = marker
            } else if indent < 4, isDirective(trimmed), !isShownDirective(trimmed) {
                depth = max(0, braceBalance(line))
                lines[index] = line.hasSuffix("\r") ? "\r" : ""
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Whether `line` opens a block directive: `@Name`, alone or followed by anything that is not
    /// part of a name (`@Metadata {`, `@Image(source: …)`), as `/@[A-Z][A-Za-z0-9]*(\W.*)?\r?/`
    /// matches it. Written out because a regex literal is parsed again each time it is
    /// evaluated: on every line of every doc comment, it would take 80 % of a warm check's time.
    static func isDirective(_ line: Substring) -> Bool {
        var characters = line.unicodeScalars.makeIterator()
        guard characters.next() == "@", let first = characters.next(), ("A"..."Z").contains(first) else {
            return false
        }
        while let next = characters.next() {
            let isNamePart =
                ("A"..."Z").contains(next) || ("a"..."z").contains(next) || ("0"..."9").contains(next)
            if !isNamePart {
                // `\W` is any character that is not a letter, digit or `_` (a letter of any script).
                return !(next == "_" || next.properties.isAlphabetic || next.properties.numericType != nil)
            }
        }
        return true
    }

    /// Whether `line` is a directive the page shows, and so stays: `@Snippet(…)`, which a snippet's
    /// code replaces (``SnippetDirective``).
    static func isShownDirective(_ line: Substring) -> Bool {
        SnippetDirective(paragraph: String(line)) != nil
    }

    /// The opening fence of a code block (```` ``` ```` or `~~~`, three or more) that `line` starts with.
    static func fenceMarker(_ line: Substring) -> String? {
        for character in ["`", "~"] as [Character] {
            let run = line.prefix { $0 == character }
            if run.count >= 3 { return String(run) }
        }
        return nil
    }

    static func isFenceTail(_ character: Character) -> Bool {
        character == "`" || character == "~" || character.isWhitespace
    }

    /// `{` minus `}` in `line`.
    private static func braceBalance(_ line: String) -> Int {
        line.reduce(0) { $0 + ($1 == "{" ? 1 : $1 == "}" ? -1 : 0) }
    }

    /// The symbol or module a title in code names, `# ``Deque`` `; `nil` for other articles.
    static func codeTitle(of document: MarkdownDocument) -> String? {
        for block in document.blocks {
            guard case .heading(1, let inlines, _) = block else { continue }
            if inlines.count == 1, case .code(let name) = inlines[0] { return name }
            return nil
        }
        return nil
    }

    /// The text of the article's first level-1 heading.
    static func title(of document: MarkdownDocument) -> String? {
        for block in document.blocks {
            if case .heading(1, let inlines, _) = block { return MarkdownPlainText.text(of: inlines) }
        }
        return nil
    }

    /// A SUMMARY.md for the catalog, which has none: the landing article first, then the others by
    /// name, each titled by its first heading.
    package static func summary(of documents: [MarkdownDocument], articlesDirectory: String) -> String {
        var ordered = documents.sorted { $0.path < $1.path }
        // The landing page: titled by the catalog's module, else by any name that is not a
        // symbol's path (`# ``Deque/append(_:)`` ` titles an extension file, which is no landing).
        let module = moduleName(ofCatalog: articlesDirectory)
        let landing =
            ordered.firstIndex { codeTitle(of: $0) == module }
            ?? ordered.firstIndex { codeTitle(of: $0).map { !$0.contains("/") } ?? false }
        if let landing { ordered.insert(ordered.remove(at: landing), at: 0) }
        let prefix = articlesDirectory.isEmpty ? "" : articlesDirectory + "/"
        let lines = ordered.map { document in
            let name =
                document.path.hasPrefix(prefix)
                ? String(document.path.dropFirst(prefix.count)) : document.path
            let title = title(of: document) ?? String(name.dropLast(3))
            let escaped = title.replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(
                of: "]", with: "\\]")
            return "- [\(escaped)](<\(name)>)"
        }
        return "# Summary\n\n" + lines.joined(separator: "\n") + "\n"
    }

    /// The article of `paths` (relative to the package) that `<doc:Name>` names: the one whose file
    /// is `Name.md`, compared exactly, then ignoring case.
    package static func article(named name: String, among paths: some Sequence<String>) -> String? {
        let candidates = paths.filter { $0.hasSuffix(".md") }
        func baseName(_ path: String) -> String {
            String((path as NSString).lastPathComponent.dropLast(3))
        }
        return candidates.sorted().first { baseName($0) == name }
            ?? candidates.sorted().first { baseName($0).lowercased() == name.lowercased() }
    }

    /// The image file of the catalog at `catalog` (relative to the package under
    /// `packageDirectory`, or absolute for a catalog outside it) that DocC would show for `name`: `diagram.png`, or `diagram` with any
    /// extension; `Resources/` first, a plain file before its `@2x` and `~dark` variants.
    package static func image(named name: String, inCatalog catalog: String, packageDirectory: String)
        -> String?
    {
        guard !name.contains("/"), !name.isEmpty else { return nil }
        let root =
            catalog.hasPrefix("/")
            ? catalog : catalog.isEmpty ? packageDirectory : "\(packageDirectory)/\(catalog)"
        let enumerator = FileManager.default.enumerator(throughLinkAt: root)
        let wanted = (name as NSString).pathExtension
        let wantedStem = wanted.isEmpty ? name : (name as NSString).deletingPathExtension
        var matches: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            let file = relative as NSString
            let stem = (file.lastPathComponent as NSString).deletingPathExtension
            // `diagram@2x~dark.png` is a variant of `diagram.png`.
            let plainStem = stem.prefix { $0 != "@" && $0 != "~" }
            if plainStem == wantedStem, !file.pathExtension.isEmpty, file.pathExtension != "md",
                wanted.isEmpty || file.pathExtension == wanted
            {
                matches.append(relative)
            }
        }
        func rank(_ relative: String) -> (Int, Int, String) {
            let file = (relative as NSString).lastPathComponent
            let isVariant = file.contains("@") || file.contains("~")
            return (relative.hasPrefix("Resources/") ? 0 : 1, isVariant ? 1 : 0, relative)
        }
        guard let best = matches.min(by: { rank($0) < rank($1) }) else { return nil }
        return catalog.isEmpty ? best : "\(catalog)/\(best)"
    }
}
