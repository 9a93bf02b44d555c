import DocBasics
import Foundation
import SwiftHighlighting

/// Reads the region of an example file that an `include="File.swift#name"` block shows.
///
/// A region is the lines between `// region: name` and the next `// endregion`; a name marked
/// several times in one file shows each piece in turn, with a `// …` line between them:
///
/// ```swift
/// // region: counter
/// let counter = Counter()
/// // endregion
/// ```
///
/// In a Swift file a region is shown inside what contains it, as Apple's sample code shows an
/// excerpt: the first lines of each enclosing type, function or statement (its attributes and
/// whole signature), a `// …` line for each run of lines it skips, and the closing braces. A
/// reader sees which type a property belongs to and which function a `case` is in:
///
/// ```swift
/// final class Model {
///     // …
///     func search(_ text: String) {
///         task?.cancel()
///     }
///     // …
/// }
/// ```
///
/// The lines are shown without their common indentation.
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
        var pieces: [Range<Int>] = []
        var searchFrom = fileLines.startIndex
        while let start = fileLines[searchFrom...].firstIndex(where: { $0.trimmed == opening }) {
            guard let end = fileLines[(start + 1)...].firstIndex(where: { $0.trimmed == "// endregion" })
            else {
                throw IncludeError(
                    .missingRegion, "region '\(reference.region)' in '\(reference.path)' has no // endregion")
            }
            pieces.append((start + 1)..<end)
            searchFrom = end + 1
        }
        guard let first = pieces.first else {
            throw IncludeError(
                .missingRegion,
                "'\(reference.path)' has no region '\(reference.region)' (// region: \(reference.region))")
        }
        if reference.path.hasSuffix(".swift") {
            return outline(of: pieces, in: fileLines, scopes: SwiftScopes(in: text))
        }
        // A region marked in several places (a switch's cases and the effects they start) reads as
        // one excerpt; the elision line says that lines lie between the pieces.
        return pieces.dropFirst().reduce(dedented(fileLines, first)) { shown, piece in
            shown + [SampleLine(text: "// …", isHidden: false, line: piece.lowerBound)]
                + dedented(fileLines, piece)
        }
    }

    /// The lines of `pieces` with the first lines and the closing brace of every scope that
    /// contains them, and a `// …` line, indented as the first line it stands for, wherever
    /// lines other than blank ones and region markers are left out; without their common
    /// indentation.
    static func outline(of pieces: [Range<Int>], in fileLines: [Substring], scopes: SwiftScopes)
        -> [SampleLine]
    {
        let markers = Set(
            fileLines.indices.filter {
                fileLines[$0].trimmed.hasPrefix("// region: ") || fileLines[$0].trimmed == "// endregion"
            })
        var shown = Set<Int>()
        for piece in pieces {
            shown.formUnion(piece)
            // The markers around a piece stand for it: what encloses both encloses the piece.
            for scope in scopes.enclosing(lines: (piece.lowerBound - 1)...piece.upperBound) {
                shown.formUnion(scope.headerLine...scope.openingLine)
                shown.insert(scope.closingLine)
            }
        }
        var lines: [(text: Substring, line: Int)] = []
        var previous: Int?
        for index in shown.subtracting(markers).sorted() {
            if let previous,
                let skipped = ((previous + 1)..<index).first(where: {
                    !markers.contains($0) && !fileLines[$0].trimmed.isEmpty
                })
            {
                let indentation = fileLines[skipped].prefix(while: { $0 == " " })
                lines.append((indentation + "// …", skipped + 1))
            }
            lines.append((fileLines[index], index + 1))
            previous = index
        }
        return dedented(lines)
    }

    /// The lines `range` of `fileLines`, without their common indentation, numbered as in the file.
    private static func dedented(_ fileLines: [Substring], _ range: Range<Int>) -> [SampleLine] {
        dedented(range.map { (fileLines[$0], $0 + 1) })
    }

    /// `lines` without their common indentation (blank lines emptied), each with its line number.
    private static func dedented(_ lines: [(text: Substring, line: Int)]) -> [SampleLine] {
        let indentation =
            lines.filter { !$0.text.trimmed.isEmpty }
            .map { $0.text.prefix(while: { $0 == " " }).count }
            .min() ?? 0
        return lines.map { text, line in
            SampleLine(
                text: text.trimmed.isEmpty ? "" : String(text.dropFirst(indentation)), isHidden: false,
                line: line)
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
