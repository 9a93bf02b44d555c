extension SwiftLexer {
    /// Lexes a string literal whose opening hashes (if any) start at `start` and whose opening
    /// quote is at `index`. Interpolations (`\(…)`, or `\#(…)` in a raw string) are lexed as code.
    mutating func lexString(start: Int, hashes: Int) {
        let isMultiline =
            byte(at: index + 1) == UInt8(ascii: "\"") && byte(at: index + 2) == UInt8(ascii: "\"")
        index += isMultiline ? 3 : 1
        var segmentStart = start
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\\") && hasHashes(hashes, at: index + 1) {
                let escapeStart = index
                let afterHashes = index + 1 + hashes
                emit(.string, segmentStart..<escapeStart)
                if byte(at: afterHashes) == UInt8(ascii: "(") {
                    emit(.interpolation, escapeStart..<(afterHashes + 1))
                    index = afterHashes + 1
                    lexCode(stopsAtUnbalancedParenthesis: true)
                    if byte(at: index) == UInt8(ascii: ")") {
                        emit(.interpolation, index..<(index + 1))
                        index += 1
                    }
                } else {
                    index = escapeEnd(after: afterHashes)
                    emit(.stringEscape, escapeStart..<index)
                }
                segmentStart = index
            } else if current == UInt8(ascii: "\"") && closesString(at: index, hashes, isMultiline) {
                index += (isMultiline ? 3 : 1) + hashes
                emit(.string, segmentStart..<index)
                return
            } else if current == UInt8(ascii: "\n") && !isMultiline {
                break  // Unterminated: stop at the end of the line, as the compiler does.
            } else {
                index += 1
            }
        }
        emit(.string, segmentStart..<index)
    }

    private func hasHashes(_ count: Int, at offset: Int) -> Bool {
        (0..<count).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "#") }
    }

    private func closesString(at offset: Int, _ hashes: Int, _ isMultiline: Bool) -> Bool {
        if isMultiline {
            guard byte(at: offset + 1) == UInt8(ascii: "\""), byte(at: offset + 2) == UInt8(ascii: "\"")
            else { return false }
            return hasHashes(hashes, at: offset + 3)
        }
        return hasHashes(hashes, at: offset + 1)
    }

    /// The end of an escape whose character is at `offset`: `\n`, `\u{…}`, or a line continuation.
    ///
    /// An invalid escape such as `\é` ends after the whole character, not its first byte: a span
    /// closed inside a multi-byte character would turn both halves into U+FFFD on the page.
    private func escapeEnd(after offset: Int) -> Int {
        guard byte(at: offset) == UInt8(ascii: "u"), byte(at: offset + 1) == UInt8(ascii: "{") else {
            var end = min(offset + 1, bytes.count)
            while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }  // continuation bytes
            return end
        }
        var end = offset + 2
        while end < bytes.count && bytes[end] != UInt8(ascii: "}") && bytes[end] != UInt8(ascii: "\n") {
            end += 1
        }
        return byte(at: end) == UInt8(ascii: "}") ? end + 1 : end
    }

    /// Lexes a number: decimal, hexadecimal (`0x1F`, `0x1p-2`), octal, binary, with `_`
    /// separators, fractions and exponents. `1..<2` is two numbers, not `1.` and `.<2`.
    mutating func lexNumber() {
        let start = index
        let isDigit: (UInt8) -> Bool
        var exponentMarkers: Set<UInt8> = [UInt8(ascii: "e"), UInt8(ascii: "E")]
        switch (byte(at: index), byte(at: index + 1)) {
        case (UInt8(ascii: "0"), UInt8(ascii: "x")):
            index += 2
            isDigit = { $0.isHexDigit }
            exponentMarkers = [UInt8(ascii: "p"), UInt8(ascii: "P")]
        case (UInt8(ascii: "0"), UInt8(ascii: "b")):
            index += 2
            isDigit = { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") }
            exponentMarkers = []
        case (UInt8(ascii: "0"), UInt8(ascii: "o")):
            index += 2
            isDigit = { (UInt8(ascii: "0")...UInt8(ascii: "7")).contains($0) }
            exponentMarkers = []
        default:
            isDigit = { $0.isDecimalDigit }
        }
        skip { isDigit($0) || $0 == UInt8(ascii: "_") }
        if byte(at: index) == UInt8(ascii: "."), isDigit(byte(at: index + 1)), !exponentMarkers.isEmpty {
            index += 1
            skip { isDigit($0) || $0 == UInt8(ascii: "_") }
        }
        if exponentMarkers.contains(byte(at: index)) {
            var next = index + 1
            if byte(at: next) == UInt8(ascii: "+") || byte(at: next) == UInt8(ascii: "-") { next += 1 }
            if byte(at: next).isDecimalDigit {
                index = next
                skip { $0.isDecimalDigit || $0 == UInt8(ascii: "_") }
            }
        }
        emit(.number, start..<index)
    }

    private mutating func skip(while predicate: (UInt8) -> Bool) {
        while index < bytes.count && predicate(bytes[index]) { index += 1 }
    }

    /// Lexes an identifier and decides whether it is a keyword, a contextual keyword, a type, or
    /// a plain name.
    mutating func lexWord() {
        let start = index
        skip(while: Self.isIdentifierContinuation)
        let word = String(decoding: bytes[start..<index], as: UTF8.self)
        let isMember = previousSignificantByte(before: start) == UInt8(ascii: ".")
        let isCapitalised = bytes[start].isUppercaseLetter
        if isMember {
            if SwiftKeywords.memberKeywords.contains(word) {
                emit(.keyword, start..<index)
            } else if isCapitalised {
                emit(.type, start..<index)
            }
        } else if SwiftKeywords.reserved.contains(word) {
            emit(.keyword, start..<index)
        } else if SwiftKeywords.contextual.contains(word)
            && (!isUsedAsName(wordEnd: index) || isSetterAccess(word, start: start))
        {
            emit(.contextualKeyword, start..<index)
        } else if isCapitalised {
            emit(.type, start..<index)
        }
    }

    /// The last non-space byte before `offset`, ignoring a `.` that belongs to `..`/`...`.
    private func previousSignificantByte(before offset: Int) -> UInt8? {
        var cursor = offset - 1
        while cursor >= 0 && (bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t")) {
            cursor -= 1
        }
        guard cursor >= 0 else { return nil }
        if bytes[cursor] == UInt8(ascii: "."), cursor > 0, bytes[cursor - 1] == UInt8(ascii: ".") {
            return nil
        }
        return bytes[cursor]
    }

    /// `set` in `private(set)`, `public(set)` and the like.
    private func isSetterAccess(_ word: String, start: Int) -> Bool {
        guard word == "set", byte(at: index) == UInt8(ascii: ")") else { return false }
        var cursor = start - 1
        guard cursor >= 0, bytes[cursor] == UInt8(ascii: "(") else { return false }
        let end = cursor
        while cursor > 0 && Self.isIdentifierContinuation(bytes[cursor - 1]) { cursor -= 1 }
        let modifier = String(decoding: bytes[cursor..<end], as: UTF8.self)
        return ["private", "fileprivate", "internal", "package", "public", "open"].contains(modifier)
    }

    /// A contextual keyword followed by `(`, `:`, `=`, `.` or `,` is a name: `open(url)`,
    /// `set: value`, `let optional = 1`.
    private func isUsedAsName(wordEnd: Int) -> Bool {
        var cursor = wordEnd
        while byte(at: cursor) == UInt8(ascii: " ") || byte(at: cursor) == UInt8(ascii: "\t") { cursor += 1 }
        let next = byte(at: cursor)
        let isOperatorEquals = next == UInt8(ascii: "=") && byte(at: cursor + 1) == UInt8(ascii: "=")
        return [
            UInt8(ascii: "("), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ")"),
        ]
        .contains(next) || (next == UInt8(ascii: "=") && !isOperatorEquals)
    }
}

extension UInt8 {
    fileprivate var isDecimalDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
    fileprivate var isHexDigit: Bool {
        isDecimalDigit || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
    fileprivate var isUppercaseLetter: Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self) }
}
