import DocBasics

/// One `path:line:column: severity: message` line of compiler output.
///
/// Samples are compiled behind `#sourceLocation`, so their messages already name the Markdown file
/// and line; ``parse(_:)`` collects them (once each: SwiftPM prints a message once per compile job
/// that meets it).
package struct CompilerMessage: Hashable, Sendable {
    package var path: String
    package var line: Int
    package var column: Int
    package var severity: Diagnostic.Severity
    package var message: String
    /// The linker's, not the compiler's: the program compiled, and failed to link.
    package var isLinkError = false
    /// For a link error the linker found in a program's object but not at a sample's line (code
    /// a library emits into its clients), the program's target: the message is then the
    /// program's, and its ``path`` and ``line`` are empty.
    package var program: String?
    /// The compiler's notes on this error or warning (the `note:` lines after it), wherever they
    /// point: the candidates of an ambiguous name are in the libraries, not in the sample. Paths
    /// are as the compiler printed them.
    package var notes: [Diagnostic.Note] = []

    /// Every distinct message in `output`, in order of first appearance: the compiler's, and the
    /// linker's errors at the sample lines that reference what failed to link.
    ///
    /// A note is also kept as a note of the error or warning before it; a repeated message (one
    /// more compile job meeting it) adds no notes.
    static func parse(_ output: String) -> [CompilerMessage] {
        var seen: Set<CompilerMessage> = []
        var messages: [CompilerMessage] = []
        var parent: Int?
        var linkError: Substring?
        // Whether the last `>>> referenced by` named a place: then the object under it is not
        // the program's to answer for.
        var referenceIsLocated = false
        for line in output.split(separator: "\n") {
            if let error = linkerError(line) {
                linkError = error
                continue
            }
            if linkError != nil, line.hasPrefix(">>> referenced by ") { referenceIsLocated = false }
            if let error = linkError, let (path, lineNumber) = linkerReference(line) {
                referenceIsLocated = true
                let message = CompilerMessage(
                    path: path, line: lineNumber, column: 1, severity: .error,
                    message: "the program does not link: \(error)", isLinkError: true)
                if seen.insert(message).inserted { messages.append(message) }
                continue
            }
            if let error = linkError, !referenceIsLocated, let program = linkedProgram(line) {
                var message = CompilerMessage(
                    path: "", line: 0, column: 0, severity: .error,
                    message: "the program does not link: \(error)", isLinkError: true)
                message.program = program
                if seen.insert(message).inserted { messages.append(message) }
                continue
            }
            if !line.hasPrefix(">>>") { linkError = nil }
            guard let message = parseLine(line) else { continue }
            if message.severity == .note {
                if let parent {
                    messages[parent].notes.append(
                        Diagnostic.Note(
                            message.message, path: message.path, line: message.line, column: message.column))
                }
            } else {
                parent = nil
            }
            guard seen.insert(message).inserted else { continue }
            messages.append(message)
            if message.severity != .note { parent = messages.count - 1 }
        }
        return messages
    }

    /// The message of a linker error line, `ld.lld: error: undefined symbol: sqrt`.
    ///
    /// lld follows it with the places that reference the symbol, found through the objects' line
    /// tables, which `#sourceLocation` points at the Markdown: ``linkerReference(_:)``.
    static func linkerError(_ line: Substring) -> Substring? {
        for prefix in ["ld.lld: error: ", "ld64.lld: error: ", "lld: error: "] where line.hasPrefix(prefix) {
            return line.dropFirst(prefix.count)
        }
        return nil
    }

    /// The location in `>>> referenced by Math.md:9 (Articles/Math.md:9)`: the path and line in
    /// the parentheses, which lld writes in full.
    static func linkerReference(_ line: Substring) -> (path: String, line: Int)? {
        guard line.hasPrefix(">>> referenced by "), line.hasSuffix(")"),
            let open = line.range(of: " (", options: .backwards)
        else { return nil }
        let location = line[open.upperBound..<line.index(before: line.endIndex)]
        guard let colon = location.lastIndex(of: ":"),
            let number = Int(location[location.index(after: colon)...])
        else { return nil }
        let path = location[..<colon]
        // Code the compiler generated has no place: `(/<compiler-generated>:0)`.
        return path.isEmpty || number == 0 || path.contains("<compiler-generated>")
            ? nil : (String(path), number)
    }

    /// The target of the object in `>>>               …/A002_Link.build/main.swift.o:(symbol)`,
    /// the line under a reference that names the object referencing the symbol.
    static func linkedProgram(_ line: Substring) -> String? {
        guard line.hasPrefix(">>> "), !line.hasPrefix(">>> referenced by "),
            let match = line.firstMatch(of: /\/([A-Za-z0-9_]+)\.build\/[^\/]+\.o(?::|$)/)
        else { return nil }
        return String(match.1)
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
