import Foundation

/// Prints diagnostics for people (`text`) or for GitHub Actions (`github`).
///
/// Text, the identifier last on the first line (as the compiler ends a message with its group):
///
/// ```
/// Articles/Intro.md:14:7: error: cannot find 'totl' in scope [docbuild.Compiler]
///    14 | print(totl)
///       |       ^
/// ```
///
/// The notes of a diagnostic follow it, each on a line of its own as the compiler prints them.
///
/// GitHub, the identifier as the annotation's title:
/// `::error file=Articles/Intro.md,line=14,col=7,title=docbuild.Compiler::cannot find 'totl' in scope`.
package struct DiagnosticFormatter: Sendable {
    /// GitHub workflow commands instead of text.
    var isForGitHub: Bool
    /// The lines of each file a diagnostic may point into, by path, to quote beneath it.
    var sources: [String: [Substring]]

    package init(isForGitHub: Bool, sources: [String: String]) {
        self.isForGitHub = isForGitHub
        self.sources = sources.mapValues { text in
            text.textLines
        }
    }

    /// The printed form of `diagnostic`, without a final newline.
    package func format(_ diagnostic: Diagnostic) -> String {
        isForGitHub ? github(diagnostic) : text(diagnostic)
    }

    private func text(_ diagnostic: Diagnostic) -> String {
        var lines = [
            "\(diagnostic.location.map { $0 + ": " } ?? "")\(diagnostic.severity.rawValue): "
                + "\(Self.message(of: diagnostic)) [\(diagnostic.identifier)]"
        ]
        if let path = diagnostic.path, let line = diagnostic.line, let source = sources[path], line >= 1,
            line <= source.count
        {
            let number = String(line)
            let gutter = String(repeating: " ", count: max(5, number.count + 1))
            lines.append(String(gutter.dropLast(number.count)) + number + " | " + source[line - 1])
            let column = max(1, diagnostic.column ?? 1)
            let pad = source[line - 1].prefix(column - 1).map { $0 == "\t" ? "\t" : " " }.joined()
            lines.append(gutter + " | " + pad + "^")
        }
        if let explanation = diagnostic.explanation {
            lines += explanation.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        }
        lines += diagnostic.notes.map { Self.line(of: $0) }
        return lines.joined(separator: "\n")
    }

    /// A GitHub workflow command; `%`, CR and LF are escaped in the message, and also `,` and `:` in
    /// properties, as the runner requires.
    private func github(_ diagnostic: Diagnostic) -> String {
        let command = diagnostic.severity == .note ? "notice" : diagnostic.severity.rawValue
        var properties: [String] = []
        if let path = diagnostic.path {
            properties.append("file=" + escape(path, isProperty: true))
        }
        if let line = diagnostic.line {
            properties.append("line=\(line)")
        }
        if let column = diagnostic.column {
            properties.append("col=\(column)")
        }
        properties.append("title=" + escape(diagnostic.identifier.rawValue, isProperty: true))
        var message = Self.message(of: diagnostic)
        if let explanation = diagnostic.explanation {
            message += "\n" + explanation
        }
        for note in diagnostic.notes {
            message += "\n" + Self.line(of: note)
        }
        let head = properties.isEmpty ? "::\(command)" : "::\(command) " + properties.joined(separator: ",")
        return head + "::" + escape(message, isProperty: false)
    }

    /// A note as the compiler prints one: `Sources/Core/Deque.swift:3:15: note: found this candidate`.
    private static func line(of note: Diagnostic.Note) -> String {
        "\(note.location.map { $0 + ": " } ?? "")note: \(note.message)"
    }

    /// The message as printed: marked `(in the baseline)` when it is.
    private static func message(of diagnostic: Diagnostic) -> String {
        diagnostic.isBaselined ? "(in the baseline) " + diagnostic.message : diagnostic.message
    }

    private func escape(_ text: String, isProperty: Bool) -> String {
        var result = text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
        if isProperty {
            result = result.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(
                of: ",", with: "%2C")
        }
        return result
    }
}
