import Foundation
import Testing

/// Chiui shared view state across isolation with `nonisolated(unsafe)`; Quartet's
/// ContextStore promises none. The compiler cannot check a promise not to opt out of its
/// checks, so this reads the module's and its examples' sources.
@Suite struct IsolationSourceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(arguments: ["Sources/ContextStore", "Examples/ContextStore"])
    func noSourceOptsOutOfIsolationChecking(folder: String) throws {
        let directory = Self.root.appendingPathComponent(folder).path
        let files = try #require(FileManager.default.subpaths(atPath: directory)).filter {
            $0.hasSuffix(".swift")
        }
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOfFile: "\(directory)/\(file)", encoding: .utf8)
            for marker in ["nonisolated(unsafe)", "@unchecked Sendable"] {
                #expect(!text.contains(marker), "\(folder)/\(file) uses \(marker)")
            }
        }
    }
}
