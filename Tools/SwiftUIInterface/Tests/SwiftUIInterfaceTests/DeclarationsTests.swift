import Foundation
import Testing

/// Every public declaration of the interface must be Apple's: its USR must be the
/// `preciseIdentifier` that Apple's documentation gives for it (`Declarations.tsv`), or be listed,
/// with the reason, among the declarations whose USR could not be verified (`Unverified.tsv`).
@Suite struct DeclarationsTests {
    /// One public declaration, as `swift symbolgraph-extract` reports it.
    struct Declaration: Hashable {
        var usr: String
        var path: String
    }

    static let modules = ["SwiftUI", "Combine", "QuickLook"]

    /// The public declarations of the built interface modules.
    static func declarations() throws -> [Declaration] {
        let output = FileManager.default.temporaryDirectory.appending(path: "swiftui-interface-\(UUID())")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let triple = try Toolchain.targetTriple()
        for module in modules {
            let result = try Toolchain.run([
                "swift", "symbolgraph-extract", "-module-name", module,
                "-I", Toolchain.modulesDirectory.path, "-target", triple,
                "-output-dir", output.path, "-minimum-access-level", "public",
                "-skip-synthesized-members",
            ])
            #expect(result.status == 0, "symbolgraph-extract \(module) failed:\n\(result.output)")
        }
        var declarations: Set<Declaration> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: output.path)
        where file.hasSuffix(".symbols.json") {
            let graph = try JSONDecoder().decode(
                SymbolGraph.self, from: Data(contentsOf: output.appending(path: file)))
            for symbol in graph.symbols {
                declarations.insert(
                    Declaration(
                        usr: symbol.identifier.precise, path: symbol.pathComponents.joined(separator: ".")))
            }
        }
        return declarations.sorted { $0.usr < $1.usr }
    }

    struct SymbolGraph: Decodable {
        struct Symbol: Decodable {
            struct Identifier: Decodable { var precise: String }
            var identifier: Identifier
            var pathComponents: [String]
        }
        var symbols: [Symbol]
    }

    /// The USRs in the first column of a tab-separated list; `#` starts a comment line.
    static func listedUSRs(_ name: String) throws -> [String] {
        let text = try String(contentsOf: Toolchain.packageDirectory.appending(path: name), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), let usr = line.split(separator: "\t").first else { return nil }
            return String(usr)
        }
    }

    @Test func everyDeclarationIsListedWithItsDocumentedIdentifier() throws {
        let declared = try Self.declarations()
        let verified = Set(try Self.listedUSRs("Declarations.tsv"))
        let unverified = Set(try Self.listedUSRs("Unverified.tsv"))
        #expect(verified.isDisjoint(with: unverified), "listed as both verified and unverified")
        let unlisted = declared.filter { !verified.contains($0.usr) && !unverified.contains($0.usr) }
        #expect(
            unlisted.isEmpty,
            """
            \(unlisted.count) public declarations are not in Declarations.tsv (Apple's documented \
            preciseIdentifier) nor in Unverified.tsv: the signature differs from Apple's, or the \
            declaration is not Apple's.
            \(unlisted.map { "\($0.usr)\t\($0.path)" }.joined(separator: "\n"))
            """)
    }

    @Test func everyListedIdentifierIsDeclared() throws {
        let declared = Set(try Self.declarations().map(\.usr))
        for list in ["Declarations.tsv", "Unverified.tsv"] {
            let missing = try Self.listedUSRs(list).filter { !declared.contains($0) }
            #expect(
                missing.isEmpty,
                "\(list) lists what the interface does not declare:\n\(missing.joined(separator: "\n"))")
        }
    }

    @Test func reportsHowManyIdentifiersAreUnverified() throws {
        let declared = try Self.declarations().count
        let verified = try Self.listedUSRs("Declarations.tsv").count
        let unverified = try Self.listedUSRs("Unverified.tsv").count
        print(
            """
            SwiftUI interface: \(declared) public declarations; \(verified) verified against Apple's \
            documentation, \(unverified) unverified (Unverified.tsv).
            """)
        #expect(verified + unverified == declared)
    }
}
