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
        append(escaping: utf8, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `bytes`, escaped, to `output`.
    ///
    /// `@inlinable`, so that the layers that render (highlighting, the site) get it specialized
    /// for their byte collections rather than a generic call per byte.
    @inlinable
    package static func append<Bytes: Collection<UInt8>>(escaping bytes: Bytes, to output: inout [UInt8]) {
        for byte in bytes {
            if let entity = entity(for: byte) {
                output.append(contentsOf: entity)
            } else {
                output.append(byte)
            }
        }
    }

    @usableFromInline static let ampersand = Array("&amp;".utf8)
    @usableFromInline static let lessThan = Array("&lt;".utf8)
    @usableFromInline static let greaterThan = Array("&gt;".utf8)
    @usableFromInline static let quote = Array("&quot;".utf8)
    @usableFromInline static let apostrophe = Array("&#39;".utf8)

    @inlinable @inline(__always)
    static func entity(for byte: UInt8) -> [UInt8]? {
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
