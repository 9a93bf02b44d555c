/// A diagnostic as docbuild printed it, read back from its output: the first line of each,
/// `path:line:column: severity: message [identifier]` (the location is left out when there is
/// none), as `DiagnosticFormatter` and the command write them. Tests compare these (where, how
/// bad, which problem), never the message, whose wording is free to change.
struct PrintedDiagnostic: Hashable, CustomStringConvertible {
    /// `Articles/Bad.md:4:15`, `docbuild.json:3`; `nil` for a problem with no place.
    var location: String?
    var severity: String
    /// `docbuild.PrintsMismatch`.
    var identifier: String

    init(_ location: String?, _ severity: String, _ identifier: String) {
        self.location = location
        self.severity = severity
        self.identifier = identifier
    }

    var description: String { "\(location.map { $0 + ": " } ?? "")\(severity) [\(identifier)]" }

    /// Every diagnostic printed in `output`, in order.
    static func all(in output: String) -> [PrintedDiagnostic] {
        output.split(separator: "\n").compactMap { line in
            guard let match = line.wholeMatch(of: /(?:(.*?): )?(error|warning|note): .* \[(docbuild\.\w+)\]/)
            else { return nil }
            return PrintedDiagnostic(match.1.map(String.init), String(match.2), String(match.3))
        }
    }

    /// The locations of the notes printed after `diagnostic` in `output` (lines
    /// `path:line:column: note: …` without an identifier of their own), as the compiler writes
    /// the candidates of an ambiguous name.
    static func noteLocations(after diagnostic: PrintedDiagnostic, in output: String) -> [String] {
        let lines = output.split(separator: "\n")
        guard let start = lines.firstIndex(where: { all(in: String($0)) == [diagnostic] }) else { return [] }
        var locations: [String] = []
        for line in lines[(start + 1)...] {
            if !all(in: String(line)).isEmpty { break }
            if let match = line.wholeMatch(of: /(\S.*?): note: .*/), !line.contains("[docbuild.") {
                locations.append(String(match.1))
            }
        }
        return locations
    }

    /// The diagnostics of `output` with `identifier`.
    static func all(_ identifier: String, in output: String) -> [PrintedDiagnostic] {
        all(in: output).filter { $0.identifier == identifier }
    }
}
