import DocBasics
import Foundation

/// Reads the region of an example file that an `include="File.swift#name"` block shows.
///
/// A region is the lines between `// region: name` and the next `// endregion`, without their
/// common indentation; a name marked several times in one file shows each piece in turn, with a
/// `// …` line between them:
///
/// ```swift
/// // region: counter
/// let counter = Counter()
/// // endregion
/// ```
enum RegionInclude {
    /// The region's lines, numbered as in the included file.
    ///
    /// - Throws: ``IncludeError`` when the file cannot be read or has no such region.
    static func lines(of reference: RegionReference, packageDirectory: String?) throws(IncludeError)
        -> [SampleLine]
    {
        guard let packageDirectory else {
            throw IncludeError(
                .includeOutsidePackage,
                "include=\"\(reference.path)#\(reference.region)\": includes need a package")
        }
        guard SitePath.staysInsidePackage(reference.path) else {
            throw IncludeError(
                .includeOutsidePackage, "include path '\(reference.path)' must be inside the package")
        }
        let url = URL(fileURLWithPath: packageDirectory).appendingPathComponent(reference.path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw IncludeError(.unreadableIncludedFile, "included file '\(reference.path)' does not exist")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw IncludeError(.unreadableIncludedFile, "included file '\(reference.path)' is not UTF-8")
        }
        let fileLines = text.textLines
        let opening = "// region: \(reference.region)"
        var pieces: [[SampleLine]] = []
        var searchFrom = fileLines.startIndex
        while let start = fileLines[searchFrom...].firstIndex(where: { $0.trimmed == opening }) {
            guard let end = fileLines[(start + 1)...].firstIndex(where: { $0.trimmed == "// endregion" })
            else {
                throw IncludeError(
                    .missingRegion, "region '\(reference.region)' in '\(reference.path)' has no // endregion")
            }
            pieces.append(dedented(fileLines, (start + 1)..<end))
            searchFrom = end + 1
        }
        guard let first = pieces.first else {
            throw IncludeError(
                .missingRegion,
                "'\(reference.path)' has no region '\(reference.region)' (// region: \(reference.region))")
        }
        // A region marked in several places (a switch's cases and the effects they start) reads as
        // one excerpt; the elision line says that lines lie between the pieces.
        return pieces.dropFirst().reduce(first) { shown, piece in
            shown + [SampleLine(text: "// …", isHidden: false, line: (piece.first?.line ?? 1) - 1)] + piece
        }
    }

    /// The lines `range` of `fileLines`, without their common indentation, numbered as in the file.
    private static func dedented(_ fileLines: [Substring], _ range: Range<Int>) -> [SampleLine] {
        let body = fileLines[range]
        let indentation =
            body.filter { !$0.trimmed.isEmpty }
            .map { $0.prefix(while: { $0 == " " }).count }
            .min() ?? 0
        return body.indices.map { index in
            let text = fileLines[index]
            return SampleLine(
                text: text.trimmed.isEmpty ? "" : String(text.dropFirst(indentation)), isHidden: false,
                line: index + 1)
        }
    }

    struct IncludeError: Error {
        var identifier: Diagnostic.Identifier
        var message: String

        init(_ identifier: Diagnostic.Identifier, _ message: String) {
            self.identifier = identifier
            self.message = message
        }
    }
}

extension Substring {
    fileprivate var trimmed: Substring {
        let start = drop(while: \.isWhitespace)
        var result = start
        while let last = result.last, last.isWhitespace {
            result = result.dropLast()
        }
        return result
    }
}
