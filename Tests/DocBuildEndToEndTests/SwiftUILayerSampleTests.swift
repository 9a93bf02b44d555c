import Foundation
import TestSupport
import Testing

/// The samples in the doc comments of a package's SwiftUI layer (its `#if canImport(SwiftUI)`
/// code), off Apple platforms: with `-Xapple` flags naming an interface of SwiftUI and the
/// package's modules built against it, they are `apple` samples, compiled against both, failing
/// at their Swift file's line, and their badge on the reference page says what was done.
@Suite struct SwiftUILayerSampleTests {
    /// A stand-in for SwiftUI, as `Tools/SwiftUIInterface` is a large one.
    static let interface = """
        @_exported import Foundation
        public protocol View { associatedtype Body: View; var body: Body { get } }
        extension Never: View { public var body: Never { fatalError() } }
        public struct Text: View {
            public init(_ content: String) {}
            public var body: Never { fatalError() }
        }
        extension View { public func padding(_ length: Double) -> Text { fatalError() } }
        """

    /// A file of `Geometry`'s SwiftUI layer; the sample's visible code opens on line 10.
    static let layer = """
        #if canImport(SwiftUI)
            import SwiftUI

            extension Square {
                /// The square's side as a label.
                ///
                /// ```swift
                /// # import SwiftUI
                /// struct Tile: View {
                ///     var body: some View { Square(side: 2).label.padding(4) }
                /// }
                /// ```
                public var label: Text { Text("\\(side)") }
            }
        #endif

        """

    /// The Shapes fixture with ``layer`` in `Sources/Geometry/SquareView.swift`, and the `-Xapple`
    /// flags of ``interface`` and of `Geometry` built against it (`.build/apple/`), as
    /// `scripts/typecheck-swiftui --docbuild-flags` gives Quartet's.
    static func package(layer: String = layer) async throws -> (package: String, appleFlags: [String]) {
        let package = try OtherPackageTests.shapesPackage()
        try Data(layer.utf8).write(to: URL(fileURLWithPath: "\(package)/Sources/Geometry/SquareView.swift"))
        let interface = "\(package)/.build/apple/interface"
        let modules = "\(package)/.build/apple/modules"
        for folder in [interface, modules] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try Data(Self.interface.utf8).write(to: URL(fileURLWithPath: "\(interface)/SwiftUI.swift"))
        try await swiftc(
            [
                "-emit-module", "-parse-as-library", "-module-name", "SwiftUI", "-o", "SwiftUI.swiftmodule",
                "SwiftUI.swift",
            ], in: interface)
        let sources = try FileManager.default.contentsOfDirectory(atPath: "\(package)/Sources/Geometry")
            .filter { $0.hasSuffix(".swift") }.map { "\(package)/Sources/Geometry/\($0)" }
        try await swiftc(
            [
                "-emit-module", "-parse-as-library", "-module-name", "Geometry", "-swift-version", "6",
                "-I", interface, "-emit-module-path", "\(modules)/Geometry.swiftmodule",
            ] + sources, in: modules)
        return (package, ["-I", interface, "-I", modules].flatMap { ["-Xapple", $0] })
    }

    private static func swiftc(_ arguments: [String], in directory: String) async throws {
        let run = try await TestProcess.run("/usr/bin/env", ["swiftc"] + arguments, directory: directory)
        try #require(run.status == 0, "\(run.stderr)")
    }

    @Test func aSampleOfTheLayerIsCompiledAgainstTheInterfaceAndSaysSo() async throws {
        let (package, appleFlags) = try await Self.package()
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        let site = "\(package)/site"
        let run = try await DocBuildCommandTests.docbuild(
            ["--package", package, "--output", site] + appleFlags)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        // The Shapes package's 7 samples, and the layer's one.
        #expect(run.stdout.contains("8 passed, 0 failed, 0 skipped"), "\(run.stdout)")
        let square = try String(contentsOfFile: "\(site)/reference/Geometry/Square.html", encoding: .utf8)
        let label = try #require(square.range(of: "id=\"label\""), "\(square)")
        let section = square[label.lowerBound...]
        #expect(section.contains("Apple platforms only"))
        #expect(section.contains("Compiled against SwiftUI's interface"), "\(section)")
    }

    @Test func aSampleOfTheLayerThatMisusesTheInterfaceFailsAtItsSourceLine() async throws {
        let (package, appleFlags) = try await Self.package(
            layer: Self.layer.replacingOccurrences(of: ".padding(4)", with: ".padding(length: 4)"))
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        let run = try await DocBuildCommandTests.docbuild(["--check", "--package", package] + appleFlags)
        #expect(run.status == 1)
        #expect(
            PrintedDiagnostic.all(in: run.stdout).filter { $0.severity == "error" } == [
                PrintedDiagnostic("Sources/Geometry/SquareView.swift:10:68", "error", "docbuild.Compiler")
            ], "\(run.stdout)")
    }

    @Test func withoutTheFlagsTheLayerIsNotPartOfTheCheck() async throws {
        let (package, _) = try await Self.package()
        defer { try? FileManager.default.removeItem(atPath: (package as NSString).deletingLastPathComponent) }
        let run = try await DocBuildCommandTests.docbuild(["--check", "--package", package])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.contains("7 passed, 0 failed, 0 skipped"), "\(run.stdout)")
    }
}
