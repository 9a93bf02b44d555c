import Foundation

/// Finds the column of a link's destination on its line, so a broken link is reported where it
/// is written: cmark gives inline nodes no position, only the line the tree converter computes.
struct DestinationLocator {
    private let lines: [Substring]

    /// Reads `file`; an unreadable file gives column 1 everywhere.
    init(file: String) {
        let text =
            FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) } ?? ""
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The 1-based column where `destination` starts after `](` (or in an autolink, `<doc:X>`) on
    /// `line`, else 1.
    func column(of destination: String, onLine line: Int) -> Int {
        guard line >= 1, line <= lines.count else { return 1 }
        let text = lines[line - 1]
        if let range = text.range(of: "](" + destination) ?? text.range(of: "](<" + destination) {
            return text[..<range.lowerBound].count + 3
        }
        guard let range = text.range(of: "<" + destination + ">") else { return 1 }
        return text[..<range.lowerBound].count + 2
    }
}
