import Foundation
import Testing

/// The check bites: each fixture under `Fixtures/` holds one mistake, marked `// expected-error`,
/// and compiling it against the interface must fail with an error at exactly that line.
/// `Fixtures/Compiles` holds the corrected forms and must compile.
@Suite struct FixtureTests {
    /// The result of type-checking one fixture folder against the interface.
    struct Compilation {
        var status: Int32
        var output: String

        /// The `file:line` of every error the compiler reported.
        var errorLocations: Set<String> {
            Set(
                output.split(separator: "\n").compactMap { line in
                    guard line.contains(": error: "), !line.hasPrefix(" ") else { return nil }
                    let parts = line.split(separator: ":", maxSplits: 3)
                    guard parts.count >= 3 else { return nil }
                    return "\(URL(filePath: String(parts[0])).lastPathComponent):\(parts[1])"
                })
        }
    }

    static let fixtures = Toolchain.packageDirectory.appending(path: "Tests/SwiftUIInterfaceTests/Fixtures")

    static func sources(in fixture: String) throws -> [URL] {
        let folder = fixtures.appending(path: fixture)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appending(path: $0) }
    }

    static func typecheck(_ fixture: String) throws -> Compilation {
        let files = try sources(in: fixture).map(\.path)
        let result = try Toolchain.run(
            ["swiftc", "-typecheck", "-I", Toolchain.modulesDirectory.path] + files)
        return Compilation(status: result.status, output: result.output)
    }

    /// `file:line` of every line marked `// expected-error` in the fixture.
    static func expectedErrorLocations(_ fixture: String) throws -> Set<String> {
        var locations: Set<String> = []
        for file in try sources(in: fixture) {
            let lines = try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where line.contains("// expected-error") {
                locations.insert("\(file.lastPathComponent):\(index + 1)")
            }
        }
        return locations
    }

    @Test(arguments: [
        "WrongModifierLabel", "NonViewInViewBuilder", "WrongBindingType", "MissingViewConformance",
    ])
    func mistakeFailsAtItsLine(_ fixture: String) throws {
        let expected = try Self.expectedErrorLocations(fixture)
        #expect(expected.count == 1, "mark exactly one line of \(fixture) with // expected-error")
        let compilation = try Self.typecheck(fixture)
        #expect(compilation.status != 0, "\(fixture) compiled against the interface:\n\(compilation.output)")
        #expect(compilation.errorLocations == expected, "\(fixture):\n\(compilation.output)")
    }

    @Test func correctedFormsCompile() throws {
        let compilation = try Self.typecheck("Compiles")
        #expect(compilation.status == 0, "\(compilation.output)")
    }
}
