import Foundation
import TestSupport
import Testing

/// SwiftUI cannot be compiled off Apple platforms, so here the SwiftUI layer is checked for what can
/// be checked: every file is wrapped in `#if canImport(SwiftUI)` (so the package builds everywhere)
/// and parses (`swiftc -parse` reports syntax errors, inactive `#if` branches included).
@Suite struct SwiftUILayerTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `.swift` file in a `SwiftUI/` folder of a module or an example.
    static func swiftUIFiles() throws -> [URL] {
        let files = FileManager.default.enumerator(
            at: root,
            includingPropertiesForKeys: nil,
            options: [.skipsHiddenFiles]
        )
        var found: [URL] = []
        while let url = files?.nextObject() as? URL {
            let relative = url.path.dropFirst(root.path.count)
            guard relative.hasPrefix("/Sources/") || relative.hasPrefix("/Examples/") else { continue }
            if url.pathExtension == "swift", url.deletingLastPathComponent().lastPathComponent == "SwiftUI" {
                found.append(url)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    @Test func everyPatternHasASwiftUILayer() throws {
        let modules = Set(
            try Self.swiftUIFiles().compactMap { url -> String? in
                let parts = url.path.dropFirst(Self.root.path.count).split(separator: "/")
                return parts.first == "Sources" ? String(parts[1]) : nil
            })
        #expect(modules.isSuperset(of: ["Interactors", "ReducerPipeline", "ProtocolStore", "ContextStore"]))
    }

    @Test func everySwiftUIFileIsGuardedByCanImport() throws {
        for file in try Self.swiftUIFiles() {
            let code = try String(contentsOf: file, encoding: .utf8)
            let lines = code.split(separator: "\n", omittingEmptySubsequences: true)
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.hasPrefix("//") }
            #expect(
                lines.first == "#if canImport(SwiftUI)", "\(file.path) must start with #if canImport(SwiftUI)"
            )
            #expect(lines.last?.hasPrefix("#endif") == true, "\(file.path) must end with #endif")
        }
    }

    /// Parses each `SwiftUI/` folder on its own: one `swiftc` invocation rejects two files of the
    /// same name, and two examples may well both have a `DetailView.swift`.
    @Test func everySwiftUIFileParses() async throws {
        let files = try Self.swiftUIFiles()
        try #require(!files.isEmpty)
        let folders = Dictionary(grouping: files) { $0.deletingLastPathComponent().path }
        for (folder, files) in folders.sorted(by: { $0.key < $1.key }) {
            let run = try await TestProcess.run("/usr/bin/env", ["swiftc", "-parse"] + files.map(\.path))
            #expect(run.status == 0, "swiftc -parse failed in \(folder):\n\(run.stderr)")
        }
    }
}
