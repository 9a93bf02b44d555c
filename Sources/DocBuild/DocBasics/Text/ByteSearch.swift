extension StringProtocol {
    /// Whether `needle` occurs in the text, as a run of the same UTF-8 bytes.
    ///
    /// Foundation's `contains(_:)` bridges both strings to `NSString` and searches UTF-16: on the
    /// articles of a site, two such searches per article (for `{{repository}}` and `{{version}}`)
    /// were an eighth of rendering it. Equal UTF-8 bytes are equal text here, where the needle is
    /// ASCII markup; no Unicode equivalence is looked for.
    @inlinable package func containsBytes(of needle: some StringProtocol) -> Bool {
        let needle = Array(needle.utf8)
        guard let first = needle.first else { return true }
        let bytes = utf8
        var index = bytes.startIndex
        while let start = bytes[index...].firstIndex(of: first) {
            var candidate = start
            var matched = 0
            while matched < needle.count, candidate != bytes.endIndex, bytes[candidate] == needle[matched] {
                bytes.formIndex(after: &candidate)
                matched += 1
            }
            if matched == needle.count { return true }
            index = bytes.index(after: start)
        }
        return false
    }
}
