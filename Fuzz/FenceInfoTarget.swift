@testable import DocBuildKit
@testable import Doctest

/// Fence info strings: any text after the opening fence of a code block.
///
/// Invariants: parsing throws or returns; an error has a message; a parsed info string, written
/// back out with every value quoted and escaped, parses to the same value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFenceInfo(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput.text(data, size)
    let info: FenceInfo
    do {
        info = try FenceInfo(parsing: text)
    } catch {
        require(!error.message.isEmpty, "an empty error message for \(text.debugDescription)")
        return 0
    }
    let written = infoString(of: info)
    let reparsed = Result { () throws(FenceInfoError) in try FenceInfo(parsing: written) }
    require(
        (try? reparsed.get()) == info,
        "\(text.debugDescription) parsed to \(info), but \(written.debugDescription) to \(reparsed)")
    return 0
}

/// The canonical info string of `info`: the words in a fixed order, each value escaped.
private func infoString(of info: FenceInfo) -> String {
    var words = ["swift"]
    switch info.kind {
    case .run: break
    case .noRun: words.append("no-run")
    case .compileFail(let expected): words.append("compile-fail=\(quoted(expected))")
    case .crashes(let expected): words.append("crashes=\(quoted(expected))")
    case .apple: words.append("apple")
    case .ignore: words.append("ignore")
    }
    if info.isIsolated { words.append("isolated") }
    if let include = info.include { words.append("include=\(quoted(include.path + "#" + include.region))") }
    if let tab = info.tab { words.append("tab=\(quoted(tab))") }
    if let program = info.program { words.append("program=\(quoted(program))") }
    return words.joined(separator: " ")
}

/// `value` in double quotes, with `"` and `\` escaped: character by character, as the parser reads.
private func quoted(_ value: String) -> String {
    var result = "\""
    for character in value {
        if character == "\"" || character == "\\" { result.append("\\") }
        result.append(character)
    }
    return result + "\""
}
