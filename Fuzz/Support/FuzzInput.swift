/// What every fuzz target does with libFuzzer's bytes before it hands them to docbuild.
enum FuzzInput {
    /// The bytes as docbuild reads a file: invalid UTF-8 is repaired, as `String(decoding:as:)`
    /// repairs it, because no article reaches a parser as anything but a `String`.
    static func text(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
        guard let data, size > 0 else { return "" }
        return String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    }
}

/// Stops the run when an invariant of the code under test does not hold, so that libFuzzer saves
/// the input as a crash: an invariant broken is a bug as surely as a trap is.
///
/// `fatalError` rather than `precondition`: it also stops a build made with `-Ounchecked`.
func require(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if !condition() {
        fatalError("invariant broken: \(message())", file: file, line: line)
    }
}

/// How many times `needle` occurs in `text`, byte by byte: comparing `Character`s would miss a
/// tag whose `>` a combining mark that follows joins into one character.
func occurrences(of needle: String, in text: String) -> Int {
    let bytes = Array(text.utf8)
    let pattern = Array(needle.utf8)
    guard bytes.count >= pattern.count else { return 0 }
    return (0...(bytes.count - pattern.count)).count {
        bytes[$0..<($0 + pattern.count)].elementsEqual(pattern)
    }
}

/// The start of `text`, quoted, for a message that must stay readable when the input is long.
func excerpt(_ text: String, limit: Int = 400) -> String {
    text.count <= limit ? text.debugDescription : String(text.prefix(limit)).debugDescription + "…"
}
