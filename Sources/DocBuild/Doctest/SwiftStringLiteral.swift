/// Decodes the body of a one-line Swift string literal, as written in `// Prints "…"`.
///
/// Supports the escapes of The Swift Programming Language: `\0 \\ \t \n \r \" \'` and `\u{…}`.
///
/// The literal is read scalar by scalar, as the compiler reads it, not `Character` by `Character`:
/// a combining mark after `\t` or after the closing quote joins them into one `Character`, which
/// would make a valid escape look invalid and hide the end of the literal.
enum SwiftStringLiteral {
    /// Reads a literal at the start of `text` (which must begin with `"`).
    ///
    /// - Returns: the decoded value and the text after the closing quote, or `nil` with a reason.
    static func decode(_ text: Substring) -> Result<(value: String, rest: Substring), LiteralError> {
        guard text.unicodeScalars.first == "\"" else {
            return .failure(LiteralError("expected a string literal"))
        }
        var scalars = text.unicodeScalars.dropFirst()
        var value = String.UnicodeScalarView()
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\"":
                return .success((String(value), Substring(scalars)))
            case "\\":
                guard let escape = scalars.popFirst() else { break }
                switch escape {
                case "0": value.append("\0")
                case "\\": value.append("\\")
                case "t": value.append("\t")
                case "n": value.append("\n")
                case "r": value.append("\r")
                case "\"": value.append("\"")
                case "'": value.append("'")
                case "u":
                    guard scalars.first == "{", let close = scalars.firstIndex(of: "}") else {
                        return .failure(LiteralError(#"a \u escape must be written \u{XXXX}"#))
                    }
                    let digits = String(Substring(scalars[scalars.index(after: scalars.startIndex)..<close]))
                    guard let scalarValue = UInt32(digits, radix: 16), digits.unicodeScalars.count <= 8,
                        let decoded = Unicode.Scalar(scalarValue)
                    else {
                        return .failure(LiteralError(#"invalid unicode scalar \u{\#(digits)}"#))
                    }
                    value.append(decoded)
                    scalars = scalars[scalars.index(after: close)...]
                default:
                    return .failure(LiteralError("invalid escape sequence \\\(escape)"))
                }
            default:
                value.append(scalar)
            }
        }
        return .failure(LiteralError("unterminated string literal"))
    }

    /// `value` as a literal that ``decode(_:)`` reads back as it: quotes, backslashes and control
    /// characters escaped (`\(` so cannot start an interpolation), everything else as it is.
    static func encode(_ value: String) -> String {
        var literal = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            case _ where scalar.properties.generalCategory == .control:
                literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// Why a literal could not be read.
    struct LiteralError: Error, Hashable, Sendable {
        var message: String

        init(_ message: String) {
            self.message = message
        }
    }
}
