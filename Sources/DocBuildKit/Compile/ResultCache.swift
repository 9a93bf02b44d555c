import Foundation

/// The outcome of one article, as stored in the cache: everything needed to rebuild its
/// ``ArticleReport`` without building or running anything.
struct CachedOutcome: Hashable, Sendable, Codable {
    struct SampleOutcome: Hashable, Sendable, Codable {
        var status: SampleStatus
        var output: String?
        /// For an `apple` sample, what was done to it.
        var appleCheck: AppleCheck? = nil
    }

    var samples: [SampleOutcome]
    var diagnostics: [Diagnostic]
}

/// Results of verified articles under `<package>/.build/docbuild/cache/`, keyed by content.
///
/// The key hashes the article's text, the package's sources (everything a sample compiles
/// against), the toolchain version and docbuild's own version and options: a second run with
/// nothing changed builds and runs nothing, and any change that could alter a result misses.
struct ResultCache: Sendable {
    var directory: String

    /// The key of an article.
    ///
    /// - Parameter included: The code of the article's `include=` regions. They may come from
    ///   files the sources hash leaves out (`Tests/`), and a region that changes or disappears
    ///   must not be answered from the cache.
    static func key(
        articleText: String, path: String, included: [String] = [], environment: String
    ) -> String {
        var hash = SHA256()
        hash.update(environment)
        hash.update(path)
        hash.update(articleText)
        for code in included {
            hash.update("\u{1E}")
            hash.update(code)
        }
        return hash.hexDigest
    }

    func outcome(forKey key: String) -> CachedOutcome? {
        guard let data = FileManager.default.contents(atPath: "\(directory)/\(key).json") else { return nil }
        return try? JSONDecoder().decode(CachedOutcome.self, from: data)
    }

    /// Stores `outcome`; a cache that cannot be written only costs time, so errors are ignored.
    func store(_ outcome: CachedOutcome, forKey key: String) {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        guard let data = try? JSONEncoder().encode(outcome) else { return }
        try? data.write(to: URL(fileURLWithPath: "\(directory)/\(key).json"), options: .atomic)
    }

    /// Every file the samples compile against, relative to the package and sorted: the package
    /// directory's files, except hidden ones (`.build`, `.git`), the articles, the tests, and
    /// any site docbuild wrote (a folder holding `marker`: ``SiteWriter/marker``), which would
    /// otherwise make every check after a site build miss the cache.
    static func sourceFiles(
        packageDirectory: String, excluding excluded: Set<String>, skippingFoldersHolding marker: String
    ) -> [String] {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: packageDirectory) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            let absolute = "\(packageDirectory)/\(relative)"
            if name.hasPrefix(".") || excluded.contains(absolute) || relative == "Tests" {
                enumerator.skipDescendants()
                continue
            }
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: absolute, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                files.append(relative)
            } else if manager.fileExists(atPath: "\(absolute)/\(marker)") {
                enumerator.skipDescendants()
            }
        }
        return files.sorted()
    }

    /// A hash of the names and contents of `files` (see ``sourceFiles(packageDirectory:excluding:)``).
    ///
    /// - Complexity: reads every file; sources are small next to a build.
    static func sourcesHash(_ files: [String], packageDirectory: String) -> String {
        var hash = SHA256()
        for file in files {
            hash.update(file)
            if let data = FileManager.default.contents(atPath: "\(packageDirectory)/\(file)") {
                hash.update(data)
            }
        }
        return hash.hexDigest
    }
}
