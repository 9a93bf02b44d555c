/// Escaping of URLs placed in `href` and `src`, following cmark: characters that may not appear
/// in a URL are percent-encoded, `&` and `'` become entities, `%` escapes already present stay.
package enum URLEscaping {
    package static func href(_ url: String) -> String {
        // Most URLs need nothing escaped: a site's relative links are written once per page.
        if !url.utf8.contains(where: needsEscaping) { return url }
        var output = ""
        output.reserveCapacity(url.utf8.count)
        for byte in url.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output += "&amp;"
            case UInt8(ascii: "'"): output += "&#39;"
            case _ where !needsEscaping(byte):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                output += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return output
    }

    /// True for a byte that ``href(_:)`` replaces: one outside printable ASCII, a quote, an angle
    /// bracket, a backslash, a caret, a backtick, a brace or a bar, and `&` and `'`.
    private static func needsEscaping(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"), UInt8(ascii: "^"),
            UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: "}"), UInt8(ascii: "&"),
            UInt8(ascii: "'"):
            true
        default: !(0x21...0x7E).contains(byte)
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
