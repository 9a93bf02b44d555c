/// The platforms a package's manifest declares, `platforms: [.macOS(.v15), .iOS("17.2")]`, as
/// the availability every one of its symbols has at least: what each reference page shows, as
/// DocC shows the platforms of a page.
///
/// Read from the manifest's text, not by evaluating it (`swift package dump-package` costs a
/// package-graph load, about a second): the `platforms:` list of the `Package(…)` call, each
/// `.name(.vX_Y)` or `.name("X.Y")`. A manifest that computes its list gets none, and the pages
/// show only each symbol's own `@available`.
///
/// ```swift
/// let platforms = PackagePlatforms.parse(#"platforms: [.macOS(.v15), .iOS("17.2")]"#)
/// // macOS 15.0+, iOS 17.2+
/// ```
package enum PackagePlatforms {
    /// The manifest's names of the platforms as the symbol graphs' availability domains name
    /// them.
    private static let domains = [
        "macOS": "macOS", "iOS": "iOS", "tvOS": "tvOS", "watchOS": "watchOS", "visionOS": "visionOS",
        "macCatalyst": "macCatalyst", "driverKit": "DriverKit",
    ]

    /// The platforms `manifest` declares, in its order.
    package static func parse(_ manifest: String) -> [SymbolGraph.Availability] {
        // The argument, not a comment's "Apple platforms: …": the first followed by a list.
        let lists = manifest.ranges(of: "platforms:").lazy.map {
            manifest[$0.upperBound...].drop(while: \.isWhitespace)
        }
        guard var list = lists.first(where: { $0.first == "[" }) else { return [] }
        list = list.dropFirst()
        var depth = 1
        guard
            let end = list.firstIndex(where: { character in
                if character == "[" { depth += 1 }
                if character == "]" { depth -= 1 }
                return depth == 0
            })
        else { return [] }
        return list[..<end].matches(of: /\.(\w+)\(\s*(?:\.v(\d+(?:_\d+)*)|"(\d+(?:\.\d+)*)")\s*\)/).compactMap
        {
            match in
            guard let domain = domains[String(match.output.1)] else { return nil }
            let numbers =
                (match.output.2.map { $0.split(separator: "_") } ?? match.output.3?.split(separator: ".")
                ?? []).compactMap { Int($0) }
            guard let major = numbers.first else { return nil }
            var availability = SymbolGraph.Availability(domain: domain)
            availability.introduced = SymbolGraph.Availability.Version(
                major: major, minor: numbers.dropFirst().first, patch: numbers.dropFirst(2).first)
            return availability
        }
    }

    /// What a page shows for `symbol` in a package that declares `platforms`: each platform at
    /// the later of the package's minimum and the symbol's `@available`, then the symbol's other
    /// entries (another platform, a deprecation).
    package static func availability(
        of own: [SymbolGraph.Availability], in platforms: [SymbolGraph.Availability]
    ) -> [SymbolGraph.Availability] {
        var merged = platforms.map { platform in
            guard let narrower = own.first(where: { $0.domain == platform.domain }) else { return platform }
            var entry = narrower
            if let minimum = platform.introduced, entry.introduced.map({ $0 < minimum }) ?? true {
                entry.introduced = minimum
            }
            return entry
        }
        merged += own.filter { entry in !platforms.contains { $0.domain == entry.domain } }
        return merged
    }
}

extension SymbolGraph.Availability.Version: Comparable {
    package static func < (left: Self, right: Self) -> Bool {
        (left.major, left.minor ?? 0, left.patch ?? 0) < (right.major, right.minor ?? 0, right.patch ?? 0)
    }
}
