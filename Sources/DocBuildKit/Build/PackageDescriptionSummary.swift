import Foundation

/// What the scratch package needs to know about the project package: its library products and
/// platforms, read once with `swift package dump-package` and cached by the manifest's hash.
package struct PackageDescriptionSummary: Hashable, Sendable, Codable {
    package var libraryProducts: [String]
    /// `(platformName, version)` as dump-package writes them: `("macos", "14.0")`.
    package var platforms: [Platform]

    package struct Platform: Hashable, Sendable, Codable {
        package var platformName: String
        package var version: String
    }

    package init(libraryProducts: [String], platforms: [Platform]) {
        self.libraryProducts = libraryProducts
        self.platforms = platforms
    }

    /// Reads the summary from the cache in `scratchDirectory`, or runs dump-package.
    ///
    /// - Throws: ``EnvironmentError`` when the manifest cannot be evaluated.
    package static func load(
        packageDirectory: String, scratchDirectory: String, swift: String, manifestHash: String
    ) async throws -> PackageDescriptionSummary {
        let cachePath = "\(scratchDirectory)/package-\(manifestHash.prefix(16)).json"
        if let data = FileManager.default.contents(atPath: cachePath),
            let summary = try? JSONDecoder().decode(PackageDescriptionSummary.self, from: data)
        {
            return summary
        }
        let output = try await ProcessRunner.run(
            swift, ["package", "dump-package", "--package-path", packageDirectory], in: packageDirectory)
        guard output.succeeded, let summary = parse(Data(output.standardOutput.utf8)) else {
            throw EnvironmentError(
                "cannot read the package manifest in \(packageDirectory) (swift package dump-package failed):\n"
                    + output.standardError)
        }
        try? FileManager.default.createDirectory(atPath: scratchDirectory, withIntermediateDirectories: true)
        try? JSONEncoder().encode(summary).write(to: URL(fileURLWithPath: cachePath))
        return summary
    }

    /// Parses dump-package's JSON: `products[].type.library` marks a library product.
    static func parse(_ json: Data) -> PackageDescriptionSummary? {
        guard let root = try? JSONSerialization.jsonObject(with: json) as? [String: Any] else { return nil }
        let products = root["products"] as? [[String: Any]] ?? []
        let libraries = products.compactMap { product -> String? in
            guard let type = product["type"] as? [String: Any], type["library"] != nil else { return nil }
            return product["name"] as? String
        }
        let platforms = (root["platforms"] as? [[String: Any]] ?? []).compactMap { platform -> Platform? in
            guard let name = platform["platformName"] as? String, let version = platform["version"] as? String
            else { return nil }
            return Platform(platformName: name, version: version)
        }
        return PackageDescriptionSummary(libraryProducts: libraries, platforms: platforms)
    }
}
