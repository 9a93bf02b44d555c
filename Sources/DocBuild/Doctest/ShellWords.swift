/// Splits a command line into words as a POSIX shell would, without running one: no variable,
/// glob or tilde is expanded, no command substituted, and `|`, `>` or `;` are plain characters.
///
/// ```swift
/// let words = try ShellWords.split(#"greet --greeting 'Good day' "Ada \"the first\"" \!"#)
/// // ["greet", "--greeting", "Good day", "Ada \"the first\"", "!"]
/// ```
///
/// A transcript's prompt line runs its command with these words as arguments, as the reader's
/// shell would for a line without expansions. Written here because Foundation has no such
/// splitter, and a shell, which has, would also expand what the documentation shows literally.
package enum ShellWords {
    /// A quote left open: the line cannot be split as a shell would.
    package struct UnterminatedQuote: Error, Hashable, Sendable {
        /// The quote character, `'` or `"`.
        package var quote: Character
        /// The 1-based column of the opening quote in the line.
        package var column: Int
    }

    /// The words of `line`.
    ///
    /// Outside quotes, blanks separate words and a backslash makes the next character literal;
    /// inside single quotes every character is literal; inside double quotes a backslash escapes
    /// only `"`, `\`, `$` and `` ` ``, as in a POSIX shell. Quotes join with what touches them:
    /// `--name="Ada L"` is one word, `--name=Ada L`.
    ///
    /// - Throws: ``UnterminatedQuote`` when a quote is not closed.
    package static func split(_ line: String) throws(UnterminatedQuote) -> [String] {
        var words: [String] = []
        var word = ""
        var hasWord = false
        var characters = Array(line)[...]
        var column = 0
        func next() -> Character? {
            guard let character = characters.popFirst() else { return nil }
            column += 1
            return character
        }
        /// The text up to the closing `quote`, after the opening one; inside it, a backslash
        /// before one of `escaping` stands for that character.
        func quoted(by quote: Character, escaping: String) throws(UnterminatedQuote) -> String {
            let opening = column
            var text = ""
            while true {
                guard let character = next() else { throw UnterminatedQuote(quote: quote, column: opening) }
                if character == quote { return text }
                if character == "\\", let escaped = characters.first, escaping.contains(escaped) {
                    _ = next()
                    text.append(escaped)
                } else {
                    text.append(character)
                }
            }
        }
        while let character = next() {
            switch character {
            case " ", "\t":
                if hasWord { words.append(word) }
                word = ""
                hasWord = false
            case "\\":
                hasWord = true
                if let escaped = next() { word.append(escaped) }
            case "'":
                hasWord = true
                word += try quoted(by: "'", escaping: "")
            case "\"":
                hasWord = true
                word += try quoted(by: "\"", escaping: "\"\\$`")
            default:
                hasWord = true
                word.append(character)
            }
        }
        if hasWord { words.append(word) }
        return words
    }
}
