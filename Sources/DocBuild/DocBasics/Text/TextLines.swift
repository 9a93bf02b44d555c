// `@inlinable`: these walk every byte of every article and source file, and are called from the
// layers above; unspecialized across the module boundary, each byte cost a witness-table call
// (a warm check of the benchmark corpus took 5 % longer once DocBuildKit was split in layers).
extension StringProtocol {
    /// The text split into lines at `\n` and `\r\n`, without the line endings; a final line ending
    /// yields a last, empty line.
    ///
    /// Splitting at `"\n"` alone is wrong in Swift: `"\r\n"` is one `Character`, not equal to `"\n"`,
    /// so CRLF files would come out as one line.
    @inlinable package var textLines: [SubSequence] {
        lines(breakingAtLoneCarriageReturns: false)
    }

    /// The text split into lines at `\n`, `\r\n` and, when `breakingAtLoneCarriageReturns`, a `\r`
    /// on its own, without the line endings; a final line ending yields a last, empty line.
    ///
    /// Scans UTF-8 bytes rather than `Character`s: the line endings are ASCII, so a byte can
    /// never be part of a longer scalar, and grapheme breaking (which is what made `split` on
    /// `Character`s a tenth of rendering the site) is not needed to find them.
    @inlinable package func lines(breakingAtLoneCarriageReturns: Bool) -> [SubSequence] {
        let bytes = utf8
        var lines: [SubSequence] = []
        var lineStart = bytes.startIndex
        var index = lineStart
        while index != bytes.endIndex {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                bytes.formIndex(after: &index)
                continue
            }
            let lineEnd = index
            bytes.formIndex(after: &index)
            if byte == UInt8(ascii: "\r") {
                if index != bytes.endIndex, bytes[index] == UInt8(ascii: "\n") {
                    bytes.formIndex(after: &index)
                } else if !breakingAtLoneCarriageReturns {
                    continue
                }
            }
            lines.append(self[lineStart..<lineEnd])
            lineStart = index
        }
        lines.append(self[lineStart..<bytes.endIndex])
        return lines
    }
}
