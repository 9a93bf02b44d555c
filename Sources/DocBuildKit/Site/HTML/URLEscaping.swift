/// Escaping of URLs placed in `href` and `src`, following cmark: characters that may not appear
/// in a URL are percent-encoded, `&` and `'` become entities, `%` escapes already present stay.
enum URLEscaping {
    static func href(_ url: String) -> String {
        var output = ""
        output.reserveCapacity(url.utf8.count)
        for byte in url.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output += "&amp;"
            case UInt8(ascii: "'"): output += "&#39;"
            case 0x21...0x7E where !unsafeCharacters.contains(byte):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                output += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return output
    }

    private static let unsafeCharacters: Set<UInt8> = Set("\"<>\\^`{|}".utf8)
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
