import Foundation
import TestSupport
import Testing

@testable import DocBasics
@testable import DocBuildKit
@testable import SampleToolchain

/// The scratch package as a copy of the project made of links, whose manifest is the project's
/// with the programs appended.
@Suite struct ScratchOverlayTests {
    private func project(_ files: [String: String]) throws -> TemporaryDirectory {
        try TemporaryDirectory.holding(files, prefix: "scratch-overlay")
    }

    private let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(name: "Shelf", targets: [.target(name: "Shelf")])
        """

    @Test func theProjectIsLinkedAndEveryManifestExtended() throws {
        let folder = try project([
            "Package.swift": manifest, "Package@swift-6.0.swift": manifest, "Package.resolved": "{}",
            "Sources/Shelf/Shelf.swift": "", "Examples/README.md": "", ".build/x": "", ".git/HEAD": "",
        ])
        defer { folder.remove() }
        let scratch = ScratchPackage(
            directory: "\(folder.path)/.build/docbuild", packageDirectory: folder.path)
        try scratch.write(targets: [])

        let manager = FileManager.default
        let root = scratch.copyDirectory
        #expect(try manager.destinationOfSymbolicLink(atPath: "\(root)/Sources") == "\(folder.path)/Sources")
        #expect(
            try manager.destinationOfSymbolicLink(atPath: "\(root)/Examples") == "\(folder.path)/Examples")
        for unlinked in [".build", ".git"] {
            #expect((try? manager.destinationOfSymbolicLink(atPath: "\(root)/\(unlinked)")) == nil)
        }
        // Copied, not linked: a resolution in the scratch package must not rewrite the project's.
        #expect((try? manager.destinationOfSymbolicLink(atPath: "\(root)/Package.resolved")) == nil)
        #expect(manager.contents(atPath: "\(root)/Package.resolved") == Data("{}".utf8))
        for name in ["Package.swift", "Package@swift-6.0.swift"] {
            let text = try String(contentsOfFile: "\(root)/\(name)", encoding: .utf8)
            #expect(text.hasPrefix(manifest))
            #expect(text.contains("// MARK: - Added by docbuild"))
        }

        try manager.removeItem(atPath: "\(folder.path)/Examples")
        try scratch.write(targets: [])
        #expect(!manager.fileExists(atPath: "\(root)/Examples"))
        #expect((try? manager.destinationOfSymbolicLink(atPath: "\(root)/Examples")) == nil)
    }

    /// The support target was Swift once; programs compiled against that module no longer link,
    /// and SwiftPM does not notice, so the build folder goes once, with the Swift file.
    @Test func aBuildAgainstTheEarlierSwiftSupportTargetIsThrownAway() throws {
        let folder = try project(["Package.swift": manifest, "Sources/Shelf/Shelf.swift": ""])
        defer { folder.remove() }
        let scratch = ScratchPackage(
            directory: "\(folder.path)/.build/docbuild", packageDirectory: folder.path)
        let manager = FileManager.default
        let oldSource = "\(scratch.copyDirectory)/DocBuildSamples/DocBuildSupport/BlockMarker.swift"
        try manager.createDirectory(atPath: scratch.modulesDirectory, withIntermediateDirectories: true)
        try manager.createDirectory(
            atPath: (oldSource as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        for file in [oldSource, "\(scratch.modulesDirectory)/DocBuildSupport.swiftmodule"] {
            try Data("old".utf8).write(to: URL(fileURLWithPath: file))
        }

        try scratch.write(targets: [])

        #expect(!manager.fileExists(atPath: oldSource))
        #expect(!manager.fileExists(atPath: "\(scratch.copyDirectory)/.build"))
        #expect(
            manager.fileExists(
                atPath: "\(scratch.copyDirectory)/DocBuildSamples/DocBuildSupport/BlockMarker.c"))
    }

    @Test func aManifestThatDoesNotBindPackageIsAnErrorNamingIt() throws {
        let folder = try project([
            "Package.swift": manifest.replacingOccurrences(of: "let package =", with: "let shelf =")
        ])
        defer { folder.remove() }
        let scratch = ScratchPackage(
            directory: "\(folder.path)/.build/docbuild", packageDirectory: folder.path)
        let error = #expect(throws: EnvironmentError.self) { try scratch.write(targets: []) }
        #expect(error?.identifier == .unextendableManifest)
    }

    @Test func aManifestOlderThanTools59IsRaisedTo59InTheScratchCopyOnly() throws {
        let older = manifest.replacingOccurrences(of: "tools-version: 6.0", with: "tools-version:5.5")
        let folder = try project(["Package.swift": older])
        defer { folder.remove() }
        let scratch = ScratchPackage(
            directory: "\(folder.path)/.build/docbuild", packageDirectory: folder.path)
        try scratch.write(targets: [])
        let copy = try String(contentsOfFile: "\(scratch.copyDirectory)/Package.swift", encoding: .utf8)
        #expect(copy.hasPrefix("// swift-tools-version: 5.9\n"))
        #expect(copy.contains(older.drop { $0 != "\n" }.dropFirst()))
        #expect(try String(contentsOfFile: "\(folder.path)/Package.swift", encoding: .utf8) == older)
    }

    @Test func aManifestWithoutAToolsVersionIsAnErrorNamingIt() throws {
        let folder = try project([
            "Package.swift": manifest.replacingOccurrences(
                of: "// swift-tools-version: 6.0", with: "// tools")
        ])
        defer { folder.remove() }
        let scratch = ScratchPackage(
            directory: "\(folder.path)/.build/docbuild", packageDirectory: folder.path)
        let error = #expect(throws: EnvironmentError.self) { try scratch.write(targets: []) }
        #expect(error?.identifier == .unextendableManifest)
    }

    @Test func theToolsVersionIsReadFromTheFirstLine() {
        #expect(ScratchPackage.toolsVersion(of: "// swift-tools-version: 6.0\n") ?? (0, 0) == (6, 0))
        #expect(ScratchPackage.toolsVersion(of: "// swift-tools-version:5.9.2\nimport") ?? (0, 0) == (5, 9))
        #expect(ScratchPackage.toolsVersion(of: "// swift-tools-version: 6\n") ?? (0, 0) == (6, 0))
        #expect(
            ScratchPackage.toolsVersion(of: "import PackageDescription\n// swift-tools-version: 6.0") == nil)
    }

    @Test func theBindingIsFoundInItsUsualSpellings() {
        #expect(ScratchPackage.bindsPackage("let package = Package(\n"))
        #expect(
            ScratchPackage.bindsPackage(
                "import PackageDescription\nvar package: Package = Package(name: \"A\")"))
        #expect(!ScratchPackage.bindsPackage("let packages = Package(\n"))
        #expect(!ScratchPackage.bindsPackage("// let package = Package(\n"))
    }

    /// Only the libraries are built, and the samples see them as an app would: a broken
    /// executable target of the project does not stop the samples, a target a library needs
    /// but no product lists is built, a package beside the project (a relative path dependency)
    /// is found, and `package` declarations are out of reach.
    @Test func samplesBuildAgainstTheLibrariesOnlyAndWithoutPackageAccess() async throws {
        let folder = try project([
            "Label/Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Label",
                products: [.library(name: "Label", targets: ["Label"])],
                targets: [.target(name: "Label")]
            )

            """,
            "Label/Sources/Label/Label.swift": "public func labelCount() -> Int { 2 }\n",
            "Shelf/Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Shelf",
                products: [.library(name: "Shelf", targets: ["Shelf"])],
                dependencies: [.package(path: "../Label")],
                targets: [
                    .target(name: "Core", dependencies: [.product(name: "Label", package: "Label")]),
                    .target(name: "Shelf", dependencies: ["Core"]),
                    .executableTarget(name: "tool", dependencies: ["Shelf"]),
                    .testTarget(name: "ShelfTests", dependencies: ["Shelf"]),
                ],
                swiftLanguageModes: [.v6]
            )

            """,
            "Shelf/Sources/Core/Core.swift":
                "import Label\n\npublic func coreCount() -> Int { labelCount() + 1 }\n",
            "Shelf/Sources/Shelf/Shelf.swift": """
            import Core

            public func shelfCount() -> Int { coreCount() + 1 }
            package func secret() -> Int { 42 }

            """,
            "Shelf/Sources/tool/main.swift": "this does not compile\n",
            "Shelf/Tests/ShelfTests/ShelfTests.swift": "neither does this\n",
            "Shelf/Articles/Public.md": """
            # Public

            ```swift
            import Shelf
            print(shelfCount())  // Prints "4"
            ```

            """,
            "Shelf/Articles/Secret.md": """
            # Secret

            ```swift
            import Shelf
            print(secret())
            ```

            """,
        ])
        defer { folder.remove() }
        let shelf = "\(folder.path)/Shelf"
        var options = Options()
        options.packageDirectory = shelf
        let report = try await withChildSlot("docbuild --check") { [options] in
            try await DocBuildRun.check(options)
        }

        #expect(report.generalDiagnostics.isEmpty, "\(report.generalDiagnostics.map(\.message))")
        #expect(report.article("Public")?.results.map(\.status) == [.passed])
        let secret = try #require(report.article("Secret"))
        #expect(secret.results.map(\.status) == [.failed])
        #expect(secret.diagnostics.contains { $0.identifier == .compiler && $0.severity == .error })
        let bin = ScratchPackage.binDirectory(of: ScratchPackage.directory(inPackage: shelf))
        #expect(!FileManager.default.fileExists(atPath: "\(bin)/tool"))
    }

    /// With no program to build, the support target depends on the libraries, so that building
    /// it makes their modules exist for type-checking `no-run` and `compile-fail` samples.
    @Test func samplesThatOnlyTypeCheckStillFindTheLibraries() async throws {
        let folder = try project([
            "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Shelf",
                products: [.library(name: "Shelf", targets: ["Shelf"])],
                targets: [.target(name: "Shelf")]
            )

            """,
            "Sources/Shelf/Shelf.swift": "public func shelfCount() -> Int { 4 }\n",
            "Articles/Typed.md": """
            # Typed

            ```swift no-run
            import Shelf
            let count: Int = shelfCount()
            ```

            ```swift compile-fail="cannot convert value of type 'Int' to specified type 'String'"
            import Shelf
            let text: String = shelfCount()
            ```

            """,
        ])
        defer { folder.remove() }
        var options = Options()
        options.packageDirectory = folder.path
        let report = try await withChildSlot("docbuild --check") { [options] in
            try await DocBuildRun.check(options)
        }

        #expect(report.generalDiagnostics.isEmpty, "\(report.generalDiagnostics.map(\.message))")
        #expect(report.article("Typed")?.results.map(\.status) == [.passed, .passed])
    }
}
