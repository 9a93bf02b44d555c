import Testing

@testable import SymbolReference

/// The platforms a manifest declares, read from its text, and a symbol's availability against
/// them.
@Suite struct PackagePlatformsTests {
    private func shown(_ availability: [SymbolGraph.Availability]) -> [String] {
        availability.map { entry in
            let version = entry.introduced.map { [$0.major, $0.minor ?? 0, $0.patch ?? 0].map(String.init) }
            return "\(entry.domain ?? "*") \(version?.joined(separator: ".") ?? "-")"
        }
    }

    @Test func theManifestsPlatformsAreReadInTheirOrder() {
        let manifest = """
            // The SwiftUI layer's tests run off Apple platforms: guards and syntax.
            let package = Package(
                name: "Quartet",
                platforms: [.macOS(.v15), .iOS("17.2"), .watchOS(.v10_1), .linux(.v1)],
                products: [.library(name: "A", targets: ["A"])]
            )
            """
        #expect(shown(PackagePlatforms.parse(manifest)) == ["macOS 15.0.0", "iOS 17.2.0", "watchOS 10.1.0"])
        #expect(PackagePlatforms.parse("let package = Package(name: \"A\")").isEmpty)
    }

    @Test func aNarrowerAvailableWinsAndOtherEntriesFollow() {
        let platforms = PackagePlatforms.parse("platforms: [.macOS(.v13), .iOS(.v16)]")
        var macOS = SymbolGraph.Availability(domain: "macOS")
        macOS.introduced = .init(major: 14)
        var older = SymbolGraph.Availability(domain: "iOS")
        older.introduced = .init(major: 15)
        var tvOS = SymbolGraph.Availability(domain: "tvOS")
        tvOS.introduced = .init(major: 17)
        #expect(
            shown(PackagePlatforms.availability(of: [macOS, older, tvOS], in: platforms)) == [
                "macOS 14.0.0", "iOS 16.0.0", "tvOS 17.0.0",
            ])
    }
}
