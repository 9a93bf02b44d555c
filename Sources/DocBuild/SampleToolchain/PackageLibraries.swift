import DocBasics
import Foundation

/// The modules of a package's library products: what a sample program that writes no `import`
/// imports, as rustdoc gives a doctest its crate.
///
/// Read with `swift package dump-package`, which compiles the manifest, so only when a program
/// needs it, and remembered in the scratch directory beside a hash of the manifests.
package enum PackageLibraries {
    /// The library products' targets of the package in `packageDirectory`, sorted.
    ///
    /// - Throws: ``EnvironmentError`` when the manifest cannot be read.
    package static func modules(packageDirectory: String, swift: String, cacheDirectory: String) async throws
        -> [String]
    {
        let manifests = manifests(in: packageDirectory)
        // Documentation that is no package has no library to import.
        guard !manifests.isEmpty else { return [] }
        var hash = SHA256()
        for manifest in manifests {
            hash.update(manifest)
            hash.update(
                String(
                    decoding: FileManager.default.contents(atPath: "\(packageDirectory)/\(manifest)")
                        ?? Data(), as: UTF8.self))
        }
        let cachePath = "\(cacheDirectory)/library-modules-\(hash.hexDigest).txt"
        if let cached = FileManager.default.contents(atPath: cachePath) {
            return String(decoding: cached, as: UTF8.self).split(separator: "\n").map(String.init)
        }
        // In a scratch folder of docbuild's own: the package's `.build` may be locked by the
        // `swift package` that runs docbuild as a plugin (`swift package docbuild`), and a
        // dump-package there would wait for that lock forever.
        let output = try await ProcessRunner.run(
            swift, ["package", "--scratch-path", "\(cacheDirectory)/dump-package", "dump-package"],
            in: packageDirectory)
        guard output.succeeded, let modules = libraryTargets(inDump: Data(output.standardOutput.utf8)) else {
            throw EnvironmentError(
                .cannotReadPackage,
                "cannot read the package's library products (swift package dump-package failed):\n"
                    + output.standardError)
        }
        try? FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        try? Data(modules.joined(separator: "\n").utf8).write(
            to: URL(fileURLWithPath: cachePath), options: .atomic)
        return modules
    }

    /// The targets of the `library` products in `swift package dump-package`'s JSON.
    static func libraryTargets(inDump json: Data) -> [String]? {
        guard let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
            let products = object["products"] as? [[String: Any]]
        else { return nil }
        let targets = products.filter { product in
            (product["type"] as? [String: Any])?["library"] != nil
        }.flatMap { $0["targets"] as? [String] ?? [] }
        return Array(Set(targets)).sorted()
    }

    /// `Package.swift` and its version-specific variants (`Package@swift-6.0.swift`).
    private static func manifests(in packageDirectory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: packageDirectory)) ?? [])
            .filter(ScratchPackage.isManifest).sorted()
    }
}
