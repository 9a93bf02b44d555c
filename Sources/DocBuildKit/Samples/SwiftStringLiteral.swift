/// Decodes the body of a one-line Swift string literal, as written in `// Prints "…"`.
///
/// Supports the escapes of The Swift Programming Language: `\0 \\ \t \n \r \" \'` and `\u{…}`.
enum SwiftStringLiteral {
    /// Reads a literal at the start of `text` (which must begin with `"`).
    ///
    /// - Returns: the decoded value and the text after the closing quote, or `nil` with a reason.
    static func decode(_ text: Substring) -> Result<(value: String, rest: Substring), LiteralError> {
        guard text.first == "\"" else { return .failure(LiteralError("expected a string literal")) }
        var characters = text.dropFirst()
        var value = ""
        while let character = characters.popFirst() {
            switch character {
            case "\"":
                return .success((value, characters))
            case "\\":
                guard let escape = characters.popFirst() else { break }
                switch escape {
                case "0": value.append("\0")
                case "\\": value.append("\\")
                case "t": value.append("\t")
                case "n": value.append("\n")
                case "r": value.append("\r")
                case "\"": value.append("\"")
                case "'": value.append("'")
                case "u":
                    guard characters.first == "{", let close = characters.firstIndex(of: "}") else {
                        return .failure(LiteralError(#"a \u escape must be written \u{XXXX}"#))
                    }
                    let digits = characters[characters.index(after: characters.startIndex)..<close]
                    guard let scalarValue = UInt32(digits, radix: 16), digits.count <= 8,
                        let scalar = Unicode.Scalar(scalarValue)
                    else {
                        return .failure(LiteralError(#"invalid unicode scalar \u{\#(digits)}"#))
                    }
                    value.unicodeScalars.append(scalar)
                    characters = characters[characters.index(after: close)...]
                default:
                    return .failure(LiteralError("invalid escape sequence \\\(escape)"))
                }
            default:
                value.append(character)
            }
        }
        return .failure(LiteralError("unterminated string literal"))
    }

    /// Why a literal could not be read.
    struct LiteralError: Error, Hashable, Sendable {
        var message: String

        init(_ message: String) {
            self.message = message
        }
    }
}
