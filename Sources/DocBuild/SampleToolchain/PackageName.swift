import Foundation

/// The name a package's manifest gives it: `Shapes` in `let package = Package(name: "Shapes", …)`.
///
/// Read from the text of `Package.swift`, as ``PackageLibraries`` would need a compiler for: the
/// first `Package(` call whose `name:` argument is a string literal. A manifest that computes its
/// name has none that can be read so.
///
/// ```swift
/// PackageName.parse(#"let package = Package(\n    name: "Shapes", products: […])"#)  // "Shapes"
/// ```
package enum PackageName {
    /// The name the manifest of the package in `packageDirectory` declares, if it can be read.
    package static func read(packageDirectory: String) -> String? {
        FileManager.default.contents(atPath: "\(packageDirectory)/Package.swift")
            .flatMap { parse(String(decoding: $0, as: UTF8.self)) }
    }

    /// The name in `manifest`'s `Package(name: "…")`, comments aside.
    package static func parse(_ manifest: String) -> String? {
        let code = manifest.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.range(of: "//").map { line[..<$0.lowerBound] } ?? line }
            .joined(separator: "\n")
        guard let match = code.firstMatch(of: /\bPackage\s*\(\s*name\s*:\s*"((?:[^"\\\n]|\\.)+)"/)
        else { return nil }
        return String(match.1)
    }
}
