/// HTML escaping for text and attribute values.
///
/// Everything the site shows that came from an article, a sample or its output passes through
/// here, so a sample that prints `<script>` shows the text `<script>`.
package enum HTMLEscaping {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities, safe in text and in quoted
    /// attribute values.
    ///
    /// ```swift
    /// HTMLEscaping.escape("a < b && \"c\"")  // "a &lt; b &amp;&amp; &quot;c&quot;"
    /// ```
    package static func escape(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: { entity(for: $0) != nil }) else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(utf8.count + 16)
        appendEscaping(utf8, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `bytes`, escaped, to `output`.
    ///
    /// Concrete, not generic over the collection: the highlighter calls it from its own module for
    /// every stretch of code, and a generic entry point ran there unspecialized, a witness-table call
    /// per byte (a quarter of the throughput).
    package static func append(escaping bytes: ArraySlice<UInt8>, to output: inout [UInt8]) {
        appendEscaping(bytes, to: &output)
    }

    private static func appendEscaping(_ bytes: some Collection<UInt8>, to output: inout [UInt8]) {
        for byte in bytes {
            if let entity = entity(for: byte) {
                output.append(contentsOf: entity)
            } else {
                output.append(byte)
            }
        }
    }

    private static let ampersand = Array("&amp;".utf8)
    private static let lessThan = Array("&lt;".utf8)
    private static let greaterThan = Array("&gt;".utf8)
    private static let quote = Array("&quot;".utf8)
    private static let apostrophe = Array("&#39;".utf8)

    @inline(__always)
    private static func entity(for byte: UInt8) -> [UInt8]? {
        switch byte {
        case UInt8(ascii: "&"): ampersand
        case UInt8(ascii: "<"): lessThan
        case UInt8(ascii: ">"): greaterThan
        case UInt8(ascii: "\""): quote
        case UInt8(ascii: "'"): apostrophe
        default: nil
        }
    }
}
