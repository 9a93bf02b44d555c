import Foundation
import TestSupport
import Testing

@testable import DocBuildKit
@testable import DocSite
@testable import SampleToolchain

/// What the cache key covers: a second check answers from the cache exactly when nothing that
/// could change a result has changed.
@Suite struct ResultCacheTests {
    /// A package whose one article shows a region of a file under `Tests/` (which the sources
    /// hash leaves out); it has nothing to build, so checks are quick.
    private func makePackage() throws -> TemporaryDirectory {
        try TemporaryDirectory.holding(
            [
                "Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(name: "Shelf", targets: [.target(name: "Shelf")])

                """,
                "Sources/Shelf/Shelf.swift": "public struct Shelf {}\n",
                "Tests/Regions/Region.swift": "// region: shown\nlet shown = 1\n// endregion\n",
                "Articles/Shown.md":
                    "# Shown\n\n```swift include=\"Tests/Regions/Region.swift#shown\"\n```\n",
            ], prefix: "result-cache")
    }

    private func check(_ folder: TemporaryDirectory) async throws -> CheckReport {
        var options = Options()
        options.packageDirectory = folder.path
        return try await withChildSlot("docbuild --check") { [options] in
            try await DocBuildRun.check(options)
        }
    }

    @Test func aChangedIncludedRegionMissesTheCache() async throws {
        let folder = try makePackage()
        defer { folder.remove() }
        let first = try await check(folder)
        #expect(first.hasPassed)
        #expect(try await check(folder).articles.allSatisfy(\.isCached))

        try Data("// region: other\nlet other = 1\n// endregion\n".utf8)
            .write(to: URL(fileURLWithPath: "\(folder.path)/Tests/Regions/Region.swift"))
        let second = try await check(folder)

        #expect(second.articles.allSatisfy { !$0.isCached })
        #expect(!second.hasPassed)
    }

    @Test func aSiteWrittenInsideThePackageDoesNotMissTheCache() async throws {
        let folder = try makePackage()
        defer { folder.remove() }
        _ = try await check(folder)
        let site = "\(folder.path)/site/public"
        try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true)
        for name in [SiteWriter.marker, "index.html"] {
            try Data("built".utf8).write(to: URL(fileURLWithPath: "\(site)/\(name)"))
        }

        #expect(try await check(folder).articles.allSatisfy(\.isCached))
        #expect(
            !ResultCache.sourceFiles(
                packageDirectory: folder.path, excluding: [], skippingFoldersHolding: SiteWriter.marker
            ).contains {
                $0.hasPrefix("site/")
            })
    }

    /// `-Xapple`'s folders are rebuilt in place (`scripts/typecheck-swiftui`): an `apple` result,
    /// or a doc comment read from a module there, must not outlive the build it came from.
    @Test func aModuleRebuiltInAnAppleFolderMissesTheCache() async throws {
        let folder = try makePackage()
        defer { folder.remove() }
        let modules = "\(folder.path)/.build/apple"
        try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
        let module = URL(fileURLWithPath: "\(modules)/Shelf.swiftmodule")
        try Data("first build".utf8).write(to: module)
        var options = Options()
        options.packageDirectory = folder.path
        options.appleFlags = ["-I", modules]
        _ = try await withChildSlot("docbuild --check") { [options] in
            try await DocBuildRun.check(options)
        }
        try Data("unrelated".utf8).write(to: URL(fileURLWithPath: "\(modules)/Shelf.o"))
        let warm = try await withChildSlot("docbuild --check") { [options] in
            try await DocBuildRun.check(options)
        }
        #expect(warm.articles.allSatisfy { $0.isCached })

        try Data("second build".utf8).write(to: module)
        let uncached = try await withChildSlot("docbuild --check") { [options] in
            try await DocBuildRun.check(options)
        }
        #expect(uncached.articles.allSatisfy { !$0.isCached })
    }
}
