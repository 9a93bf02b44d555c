import DocBasics

/// The prebuilt search index, written as a script (`search-index.js`) so that search works when
/// the site is opened from `file://`, where a page cannot fetch a JSON file.
///
/// The script calls `docbuildSearchIndexLoaded(index)`, defined by the theme's `search.js`, with:
///
/// ```json
/// { "pages":    [["Interactors", "Interactors.html"], …],
///   "sections": [[pageIndex, "anchor", "Heading", "snippet"], …,
///                [pageIndex, "load(_:_:)", "load(_:_:)", "snippet", "interactor load"]],
///   "terms":    "gate 3,1|interactor 0,1,4|…",
///   "stopWords": "a an and …" }
/// ```
///
/// A section of the API reference has a fifth element: the symbol's path in lowercased base
/// names, which a search that names it exactly (`load`, `Interactor load`) ranks first.
///
/// `terms` is an inverted index: each word, then the sections it occurs in as base-36 gaps
/// from the previous section (so `3,1` means sections 3 and 4). Words are lowercased; Swift
/// identifiers are also indexed by their camel-case parts (`TaskGate` → `taskgate`, `task`, `gate`).
/// Only the start of each section's text is kept (``snippetLength`` characters), which keeps the
/// index small; the page shows a window of it around the first word that matched. `stopWords`
/// are the words too common to be indexed, which a query leaves out, so that a phrase of common
/// words ("when to choose") still finds the heading it matches.
enum SearchIndex {
    /// Words too common to be worth indexing.
    private static let stopWords: Set<String> = [
        "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "from", "has", "have", "if", "in",
        "into", "is", "it", "its", "not", "of", "on", "or", "so", "that", "the", "then", "there", "this",
        "to", "was", "we", "what", "when", "which", "with", "you", "your",
    ]

    /// The number of characters of a section's text kept for its snippet: enough for the search
    /// box to show the matched words in context, not only the section's first line.
    static let snippetLength = 280

    /// The script for `documents`.
    static func script(for documents: [SearchDocument]) -> String {
        var pages: [(String, String)] = []
        var pageIndices: [String: Int] = [:]
        var postings: [String: [Int]] = [:]
        var sectionIndices: [Int] = []
        for document in documents {
            if let known = pageIndices[document.pagePath] {
                sectionIndices.append(known)
            } else {
                sectionIndices.append(pages.count)
                pageIndices[document.pagePath] = pages.count
                pages.append((document.pageTitle, document.pagePath))
            }
        }
        // Each section's words and entry are independent of the others: found on every core.
        let indexed = parallelMap(Array(zip(documents, sectionIndices))) { document, pageIndex in
            (words: indexedWords(of: document), entry: entry(for: document, pageIndex: pageIndex))
        }
        for (sectionIndex, section) in indexed.enumerated() {
            for word in section.words {
                postings[word, default: []].append(sectionIndex)
            }
        }
        let sections = indexed.map(\.entry)
        let terms = postings.keys.sorted().map { word in
            var previous = 0
            let gaps = postings[word]!.map { section -> String in
                defer { previous = section }
                return String(section - previous, radix: 36)
            }
            return word + " " + gaps.joined(separator: ",")
        }
        let pageList = pages.map { "[\(json($0.0)),\(json($0.1))]" }.joined(separator: ",")
        return "docbuildSearchIndexLoaded({\"pages\":[\(pageList)],\n\"sections\":[\n"
            + sections.joined(separator: ",\n") + "],\n\"terms\":" + json(terms.joined(separator: "|"))
            + ",\n\"stopWords\":" + json(stopWords.sorted().joined(separator: " ")) + "});\n"
    }

    /// Every word a search can find `document` by: its page's title, heading, text and identifiers.
    private static func indexedWords(of document: SearchDocument) -> Set<String> {
        var words = Set<String>()
        for text in [document.pageTitle, document.heading ?? "", document.text] {
            words.formUnion(self.words(in: text))
        }
        for identifier in document.identifiers {
            words.formUnion(identifierWords(identifier))
        }
        return words
    }

    /// The section's entry in the index: its page, anchor, heading and snippet, and a symbol's
    /// exact-search key (``SearchDocument/symbol``).
    private static func entry(for document: SearchDocument, pageIndex: Int) -> String {
        "[\(pageIndex),\(json(document.anchor ?? "")),\(json(document.heading ?? "")),"
            + "\(json(snippet(of: document.text)))" + (document.symbol.map { ",\(json($0))" } ?? "") + "]"
    }

    /// The lowercased words of `text` worth indexing.
    ///
    /// Works on Unicode scalars rather than characters, and collects each word's UTF-8 bytes: word
    /// boundaries here are letters and digits against the rest, which needs no grapheme breaking
    /// (the slow part of `Character`), and ASCII, most of any text, needs no Unicode properties.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        var length = 0
        func finishWord() {
            if length >= 2 {
                let word = String(decoding: current, as: UTF8.self)
                if !stopWords.contains(word) { words.append(word) }
            }
            current.removeAll(keepingCapacity: true)
            length = 0
        }
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x61...0x7A, 0x30...0x39, 0x5F:
                current.append(UInt8(value))
                length += 1
            case 0x41...0x5A:
                current.append(UInt8(value + 0x20))
                length += 1
            case 0x80...0x10FFFF where scalar.properties.isAlphabetic || scalar.properties.numericType != nil:
                current.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
                length += 1
            default:
                finishWord()
            }
        }
        finishWord()
        return words
    }

    /// `TaskGate` → `taskgate`, `task`, `gate`.
    static func identifierWords(_ identifier: String) -> [String] {
        if identifier.utf8.allSatisfy({ $0 < 0x80 }) { return asciiIdentifierWords(identifier) }
        var parts: [String] = []
        var current = ""
        for character in identifier {
            if character.isUppercase, let last = current.last, !last.isUppercase {
                parts.append(current)
                current = ""
            }
            if character == "_" {
                if !current.isEmpty { parts.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { parts.append(current) }
        let whole = identifier.lowercased()
        return [whole] + parts.map { $0.lowercased() }.filter { $0.count >= 3 && $0 != whole }
    }

    /// ``identifierWords(_:)`` of an ASCII identifier (almost every one), on its bytes: the same
    /// parts, without the Unicode properties of `Character`, which were most of the index's time.
    private static func asciiIdentifierWords(_ identifier: String) -> [String] {
        func isUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func lowercased(_ bytes: [UInt8]) -> String {
            String(decoding: bytes.map { isUppercase($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
        }
        var parts: [[UInt8]] = []
        var current: [UInt8] = []
        for byte in identifier.utf8 {
            if isUppercase(byte), let last = current.last, !isUppercase(last) {
                parts.append(current)
                current = []
            }
            if byte == UInt8(ascii: "_") {
                if !current.isEmpty { parts.append(current) }
                current = []
            } else {
                current.append(byte)
            }
        }
        if !current.isEmpty { parts.append(current) }
        let whole = lowercased(Array(identifier.utf8))
        return [whole] + parts.map(lowercased).filter { $0.utf8.count >= 3 && $0 != whole }
    }

    /// The start of `text`, white space collapsed, cut at a word near ``snippetLength``.
    private static func snippet(of text: String) -> String {
        var bytes: [UInt8] = []
        var isSpacePending = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\r")
            {
                isSpacePending = !bytes.isEmpty
                continue
            }
            if isSpacePending {
                bytes.append(UInt8(ascii: " "))
                isSpacePending = false
            }
            bytes.append(byte)
            // Four bytes per character at most: enough for the snippet, however the text is written.
            if bytes.count > snippetLength * 4 { break }
        }
        let collapsed = String(decoding: bytes, as: UTF8.self)
        guard collapsed.count > snippetLength else { return collapsed }
        let cut = collapsed.prefix(snippetLength)
        let atWord = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return atWord + "…"
    }

    /// `text` as a JSON string literal, with `<` escaped so the script cannot close a tag.
    static func json(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "<": output += "\\u003c"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
