import DocBasics
import Foundation

/// Decides where each link and image of an article leads on the site, and whether it leads
/// anywhere at all.
///
/// - `Other.md#a-heading` → that article's page, if the article exists and has that heading;
/// - `#a-heading` → the same page, if it has that heading;
/// - a folder or README of an example → its entry in the Examples catalog;
/// - any other file or folder of the package (`../Sources/Interactors/Interactor.swift`) → a
///   highlighted source page, so the site stays complete offline;
/// - `https:`, `mailto:` and the like are left alone.
///
/// Everything else is a ``Failure`` whose message the checks report at the link's line.
struct SiteLinkResolver: Sendable {
    /// Where a link leads.
    enum Target: Hashable, Sendable {
        case external(String)
        /// A page of the site (its path from the site's root) and an anchor on it.
        case page(String, fragment: String?)
        /// A file of the package, shown as a source page.
        case sourceFile(String)
        /// A folder of the package, shown as a listing of its files.
        case sourceDirectory(String)
        /// An example's entry in the catalog.
        case example(anchor: String)

        /// The target's path from the site's root, with its fragment.
        var sitePath: String {
            switch self {
            case .external(let url): url
            case .page(let path, let fragment): fragment.map { "\(path)#\($0)" } ?? path
            case .sourceFile(let path): SiteLayout.sourcePagePath(forFile: path)
            case .sourceDirectory(let path): SiteLayout.sourcePagePath(forDirectory: path)
            case .example(let anchor): "\(SiteLayout.examplesPage)#\(anchor)"
            }
        }
    }

    /// Why a link leads nowhere.
    struct Failure: Error, Hashable, Sendable {
        /// Which problem: ``Diagnostic/Identifier/brokenLink``, `missingAnchor`,
        /// `linkOutsidePackage`, `remoteImage` or `brokenImage`.
        var identifier: Diagnostic.Identifier
        var message: String
    }

    /// The package's root directory on disk.
    var packageDirectory: String
    /// The articles directory, relative to the package (`Articles`).
    var articlesDirectory: String
    /// The outline of every article, by its path relative to the package.
    var outlines: [String: PageOutline]
    /// The catalog anchor of every example, by its folder relative to the package.
    var exampleAnchors: [String: String]

    /// Where the link `destination`, written in the article at `articlePath`, leads.
    func resolveLink(_ destination: String, from articlePath: String) -> Result<Target, Failure> {
        if destination.hasPrefix("doc:") { return resolveDocLink(destination, from: articlePath) }
        if SitePath.isExternal(destination) { return .success(.external(destination)) }
        let (path, fragment) = SitePath.splitFragment(destination)
        let decodedPath = path.contains("%") ? path.removingPercentEncoding ?? path : path
        let resolved: String
        if decodedPath.isEmpty {
            resolved = articlePath
        } else {
            guard let normalized = SitePath.resolve(decodedPath, against: SitePath.directory(of: articlePath))
            else {
                return .failure(
                    Failure(
                        identifier: .linkOutsidePackage,
                        message: "link '\(destination)' leads outside the package"))
            }
            resolved = normalized
        }
        if let outline = outlines[resolved] {
            if let fragment, !fragment.isEmpty, !outline.slugs.contains(fragment) {
                let known = outline.slugs.sorted().prefix(8).joined(separator: ", ")
                return .failure(
                    Failure(
                        identifier: .missingAnchor,
                        message: "link '\(destination)': \(resolved) has no heading with anchor '\(fragment)'"
                            + (known.isEmpty ? "" : " (its anchors: \(known))")))
            }
            return .success(
                .page(
                    SiteLayout.pagePath(forArticle: resolved, articlesDirectory: articlesDirectory),
                    fragment: fragment.flatMap { $0.isEmpty ? nil : $0 }))
        }
        let exampleFolder = resolved.hasSuffix("/README.md") ? SitePath.directory(of: resolved) : resolved
        if let anchor = exampleAnchors[exampleFolder] { return .success(.example(anchor: anchor)) }
        switch fileKind(resolved) {
        case .file?: return .success(.sourceFile(resolved))
        case .directory?: return .success(.sourceDirectory(resolved))
        case nil:
            let isArticle = resolved.hasSuffix(".md") && SitePath.directory(of: resolved) == articlesDirectory
            return .failure(
                Failure(
                    identifier: .brokenLink,
                    message: isArticle
                        ? "link '\(destination)' names \(resolved), which is not an article"
                        : "link '\(destination)' names \(resolved), which does not exist"))
        }
    }

    /// The file (relative to the package) an image written in the article at `articlePath` shows.
    func resolveImage(_ source: String, from articlePath: String) -> Result<String, Failure> {
        if SitePath.isExternal(source) {
            return .failure(
                Failure(
                    identifier: .remoteImage,
                    message: "image '\(source)' is not in the repository; the site must work offline"))
        }
        let path = SitePath.splitFragment(source).path
        guard
            let resolved = SitePath.resolve(
                path.removingPercentEncoding ?? path, against: SitePath.directory(of: articlePath))
        else {
            return .failure(
                Failure(
                    identifier: .linkOutsidePackage, message: "image '\(source)' lies outside the package"))
        }
        guard fileKind(resolved) == .file else {
            if let file = catalogImage(named: path, from: articlePath) { return .success(file) }
            return .failure(
                Failure(
                    identifier: .brokenImage,
                    message: "image '\(source)' names \(resolved), which does not exist"))
        }
        return .success(resolved)
    }

    private enum FileKind { case file, directory }

    private func fileKind(_ path: String) -> FileKind? {
        var isDirectory: ObjCBool = false
        // An article of a catalog outside the package names its files by their absolute paths.
        let absolute =
            path.hasPrefix("/") ? path : path.isEmpty ? packageDirectory : packageDirectory + "/" + path
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue ? .directory : .file
    }
}
