extension StringProtocol {
    /// The text split into lines at `\n` and `\r\n`, without the line endings; a final line ending
    /// yields a last, empty line.
    ///
    /// Splitting at `"\n"` alone is wrong in Swift: `"\r\n"` is one `Character`, not equal to `"\n"`,
    /// so CRLF files would come out as one line.
    package var textLines: [SubSequence] {
        split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    }
}
