import Doctest

/// A sample's `@main` type, as a book's complete program declares it:
///
/// ```swift
/// @main
/// struct Greeter {
///     static func main() { print("Hello") }
/// }
/// ```
///
/// Such a sample is a command: a program of its own, run by the transcript lines that name it
/// (``commandNames(in:)``). A program's `main.swift` is top-level code, where `@main` is not
/// allowed; the attribute is blanked (so every line and column stays the Markdown's) and the
/// type's `main()` is called after the code, as the attribute would have called it.
package struct MainAttribute: Hashable, Sendable {
    /// The index of the line of the sample that holds `@main`.
    var line: Int
    /// The column range of `@main` in that line's text.
    var range: Range<String.Index>
    /// The type it marks.
    package var typeName: String

    /// The `@main` of `sample`, `nil` when it has none.
    package static func find(in sample: Sample) -> MainAttribute? {
        for (index, line) in sample.lines.enumerated() {
            guard let range = line.text.range(of: "@main"),
                line.text[..<range.lowerBound].allSatisfy(\.isWhitespace),
                line.text[range.upperBound...].first.map({ $0.isWhitespace }) ?? true
            else { continue }
            // The type's name: on the same line, or on the next lines, after its keyword.
            let rest = ([String(line.text[range.upperBound...])] + sample.lines[(index + 1)...].map(\.text))
                .joined(separator: "\n")
            guard
                let match = rest.firstMatch(
                    of: /^\s*(?:@\w+\s+|(?:public|final|nonisolated)\s+)*(?:struct|class|enum|actor)\s+(\w+)/)
            else { return nil }
            return MainAttribute(line: index, range: range, typeName: String(match.1))
        }
        return nil
    }

    /// `sample` with the attribute blanked: as many spaces as it had characters.
    func blanked(_ sample: Sample) -> Sample {
        var sample = sample
        var text = sample.lines[line].text
        text.replaceSubrange(
            range,
            with: String(repeating: " ", count: text.distance(from: range.lowerBound, to: range.upperBound)))
        sample.lines[line].text = text
        return sample
    }

    /// The top-level call that runs the type, whatever its `main()` is: `async`, `throws`, both
    /// or neither (the compiler's warnings on an unneeded `try` or `await` are outside the samples).
    var call: String { "try await \(typeName).main()\n" }
}

extension MainAttribute {
    /// The names a transcript may run the `@main` type of `sample` by: the `commandName` the
    /// sample sets (`CommandConfiguration(commandName: "greet")`, or a `commandName = "greet"`
    /// of its own), and the type's name in kebab case (`GreetUser` → `greet-user`), which is
    /// the name an argument parser gives a command that sets none.
    package func commandNames(in sample: Sample) -> [String] {
        var names: [String] = []
        for line in sample.lines {
            if let match = line.text.firstMatch(of: /commandName\s*[:=]\s*"([^"]+)"/),
                Self.isCommandName(String(match.1))
            {
                names.append(String(match.1))
            }
        }
        let kebab = Self.kebabCase(typeName)
        if !names.contains(kebab) { names.append(kebab) }
        return names
    }

    /// Whether a shell would look `name` up on `PATH` as one word: not empty, no blank, quote or
    /// backslash, no `/` (a path is run as written), and neither `.` nor `..`.
    package static func isCommandName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".."
            && !name.contains { $0.isWhitespace || "/'\"\\".contains($0) }
    }

    /// `GreetUser` → `greet-user`, `HTTPServer` → `http-server`, `Tool2Go` → `tool2-go`: a word
    /// starts at a capital that follows a lowercase letter or a digit, and at the last capital of
    /// a run that a lowercase letter follows.
    static func kebabCase(_ name: String) -> String {
        let characters = Array(name)
        var result = ""
        for (index, character) in characters.enumerated() {
            if index > 0, character.isUppercase {
                let previous = characters[index - 1]
                let nextIsLowercase = index + 1 < characters.count && characters[index + 1].isLowercase
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLowercase) {
                    result.append("-")
                }
            }
            result += character.lowercased()
        }
        return result
    }
}
