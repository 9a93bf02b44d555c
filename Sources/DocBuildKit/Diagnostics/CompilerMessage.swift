/// One `path:line:column: severity: message` line of compiler output.
///
/// Samples are compiled behind `#sourceLocation`, so their messages already name the Markdown file
/// and line; ``parse(_:)`` collects them (once each: SwiftPM prints a message once per compile job
/// that meets it).
struct CompilerMessage: Hashable, Sendable {
    var path: String
    var line: Int
    var column: Int
    var severity: Diagnostic.Severity
    var message: String

    /// Every distinct message in `output`, in order of first appearance.
    static func parse(_ output: String) -> [CompilerMessage] {
        var seen: Set<CompilerMessage> = []
        var messages: [CompilerMessage] = []
        for line in output.split(separator: "\n") {
            guard let message = parseLine(line), seen.insert(message).inserted else { continue }
            messages.append(message)
        }
        return messages
    }

    /// Parses `Articles/A.md:12:5: error: cannot find 'x' in scope`.
    static func parseLine(_ line: Substring) -> CompilerMessage? {
        for severity in [Diagnostic.Severity.error, .warning, .note] {
            guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let column = Int(location[location.count - 1]),
                let lineNumber = Int(location[location.count - 2])
            else { continue }
            let path = location[..<(location.count - 2)].joined(separator: ":")
            // Progress lines (`[5/17] Compiling …`) never hold ": error: "; a path may hold spaces.
            guard !path.isEmpty, !path.hasPrefix(" "), !path.hasPrefix("[") else { continue }
            return CompilerMessage(
                path: path, line: lineNumber, column: column, severity: severity,
                message: String(line[marker.upperBound...]))
        }
        return nil
    }
}
