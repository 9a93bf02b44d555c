import DocBasics

/// The words after `swift` in a fence's info string, parsed.
///
/// ```swift
/// let info = try FenceInfo(parsing: #"swift compile-fail="cannot assign" isolated"#)
/// // info.kind == .compileFail(expected: "cannot assign"), info.isIsolated == true
/// ```
///
/// Words: none (run), `no-run`, `compile-fail="text"`, `crashes="text"`, `apple` (or `apple="parse"`,
/// only ever parsed off Apple platforms), `ignore`, `test` (Swift Testing tests, run after the
/// program's blocks), `isolated`,
/// `include="Examples/…/File.swift#region"` (with `doc-comments="hidden"`, the region's `///`
/// lines are hidden lines, which the reader can show), `program="name"`, which makes the blocks of one name
/// a program of their own, in order, apart from the article's, and `tab="Title"`, which puts the
/// block in a tab group with the tabbed blocks next to it, and `file="path"`, which names the file the
/// block shows above it (a file of the reader's own package, in a tutorial). A value is a double-quoted string in which `\"` and
/// `\\` are escapes.
package struct FenceInfo: Hashable, Sendable {
    var kind: SampleKind = .run
    var isIsolated = false
    var include: RegionReference?
    /// `doc-comments="hidden"`: an included region's documentation comments are hidden lines.
    var hidesDocComments = false
    /// `tab="Title"`: the block is the tab `Title` of the tab group it stands in.
    package var tab: String?
    /// `program="name"`: the block belongs to the program `name` instead of the article's.
    var program: String?
    /// `file="path"`: the file the block shows, named above it.
    var file: String?
    /// `apple="parse"`: off Apple platforms the block is only parsed, even against an interface of
    /// the frameworks, because it needs what no interface gives (an API of one operating system).
    var isParseOnly = false

    init(
        kind: SampleKind = .run, isIsolated: Bool = false, include: RegionReference? = nil, tab: String? = nil
    ) {
        self.kind = kind
        self.isIsolated = isIsolated
        self.include = include
        self.tab = tab
    }

    /// Every fence word, with what it asks of its block: the documentation's table of them
    /// (`docbuild --help-markdown`) and the words an unknown one is told to be instead.
    package static let reference: [(word: String, meaning: String)] = [
        ("no-run", "Compile the block, seeing the blocks before it; do not run it."),
        ("compile-fail=\"text\"", "The block must not compile, with an error that contains text."),
        (
            "crashes=\"text\"",
            "The block must trap, with a message that contains text; it runs as a program of its own."
        ),
        (
            "apple",
            "The block needs SwiftUI, UIKit or AppKit: compiled against them, or against an interface of them "
                + "(-Xapple), or else only parsed; never run."
        ),
        ("apple=\"parse\"", "Like apple, but off Apple platforms only parsed, even against an interface."),
        ("ignore", "Show the block as written; neither compile nor run it."),
        (
            "test",
            "The block holds Swift Testing tests, run after the program's blocks, each of which must pass."
        ),
        ("isolated", "The block is a program of its own, seeing no other block."),
        ("program=\"name\"", "The block joins the program name, in order, apart from the article's."),
        ("tab=\"Title\"", "The block is the tab Title of the tab group it stands in."),
        (
            "include=\"File.swift#region\"",
            "Show the region of a file of the package instead; the block stays empty."
        ),
        ("doc-comments=\"hidden\"", "With include: fold the region's /// lines behind a toggle."),
        (
            "file=\"path\"",
            "Name above the block the file it shows (one the reader creates, say); any code block takes it."
        ),
    ]

    /// Parses a whole info string, starting with its language word.
    ///
    /// - Throws: ``FenceInfoError`` naming the first word that is unknown, repeated, conflicting
    ///   or missing its value.
    package init(parsing info: String) throws(FenceInfoError) {
        var words = try Self.words(in: info)
        if !words.isEmpty {
            words.removeFirst()  // the language, `swift`
        }
        var kindWord: String?
        for (name, value) in words {
            guard Self.kindWords.contains(name) else {
                try take(name, value)
                continue
            }
            if let kindWord {
                throw FenceInfoError(
                    .conflictingFenceWords, "'\(name)' conflicts with '\(kindWord)': a sample has one kind")
            }
            kindWord = name
            (kind, isParseOnly) = try Self.kind(name, value)
        }
        try checkCombination()
    }

    /// The words that say what is done to a block, of which a block has one.
    private static let kindWords: Set = ["no-run", "compile-fail", "crashes", "apple", "ignore", "test"]

    /// The kind one of ``kindWords`` gives, with `value`, and whether the block is only parsed.
    private static func kind(_ name: String, _ value: String?) throws(FenceInfoError) -> (SampleKind, Bool) {
        switch (name, value) {
        case ("no-run", nil): return (.noRun, false)
        case ("apple", nil): return (.apple, false)
        case ("apple", "parse"): return (.apple, true)
        case ("apple", .some):
            throw FenceInfoError(
                .unexpectedFenceValue, #"apple takes no value but "parse": apple or apple="parse""#)
        case ("ignore", nil): return (.ignore, false)
        case ("test", nil): return (.test, false)
        case ("compile-fail", let expected?) where !expected.isEmpty:
            return (.compileFail(expected: expected), false)
        case ("compile-fail", _):
            throw FenceInfoError(
                .missingFenceValue, #"compile-fail needs the expected error text: compile-fail="…""#)
        case ("crashes", let expected?) where !expected.isEmpty: return (.crashes(expected: expected), false)
        case ("crashes", _):
            throw FenceInfoError(.missingFenceValue, #"crashes needs the expected trap message: crashes="…""#)
        default:
            throw FenceInfoError(.unexpectedFenceValue, "'\(name)' takes no value")
        }
    }

    /// Takes a word that is not one of ``kindWords``.
    private mutating func take(_ name: String, _ value: String?) throws(FenceInfoError) {
        switch (name, value) {
        case ("isolated", nil):
            if isIsolated { throw FenceInfoError(.repeatedFenceWord, "'isolated' is repeated") }
            isIsolated = true
        case ("isolated", .some):
            throw FenceInfoError(.unexpectedFenceValue, "'isolated' takes no value")
        case ("include", let reference?):
            include = try Self.region(reference)
        case ("include", nil):
            throw FenceInfoError(
                .missingFenceValue, #"include needs a file and region: include="Examples/…/File.swift#name""#)
        case ("tab", _):
            tab = try Self.name(value, of: "tab", isRepeated: tab != nil, needs: #"a title: tab="Title""#)
        case ("program", _):
            program = try Self.name(
                value, of: "program", isRepeated: program != nil, needs: #"a name: program="name""#)
        case ("file", _):
            file = try Self.name(
                value, of: "file", isRepeated: file != nil,
                needs: #"a path: file="Sources/Shapes/Square.swift""#)
        case ("doc-comments", "hidden"):
            if hidesDocComments { throw FenceInfoError(.repeatedFenceWord, "'doc-comments' is repeated") }
            hidesDocComments = true
        case ("doc-comments", _):
            throw FenceInfoError(
                .unexpectedFenceValue, #"doc-comments takes one value: doc-comments="hidden""#)
        default:
            throw FenceInfoError(
                .unknownFenceWord,
                "unknown fence word '\(name)'; expected one of "
                    + Self.reference.map(\.word).joined(separator: ", "))
        }
    }

    /// Words that each parse but do not go together.
    private func checkCombination() throws(FenceInfoError) {
        if isIsolated, let program {
            throw FenceInfoError(
                .conflictingFenceWords,
                "'isolated' conflicts with program=\"\(program)\": a sample is its own program or part of one"
            )
        }
        if case .crashes = kind, let program {
            throw FenceInfoError(
                .conflictingFenceWords,
                "'crashes' conflicts with program=\"\(program)\": a block that must crash is a program of its own"
            )
        }
        if include != nil, kind != .run || isIsolated || program != nil {
            throw FenceInfoError(
                .conflictingFenceWords,
                "an included block takes no word but tab and doc-comments: it is shown, and compiled with its file"
            )
        }
        if let include, file != nil {
            throw FenceInfoError(
                .conflictingFenceWords,
                "file=\"…\" conflicts with include=\"\(include.path)#\(include.region)\": an included region names its file"
            )
        }
        if hidesDocComments, include == nil {
            throw FenceInfoError(
                .conflictingFenceWords,
                #"doc-comments="hidden" hides the documentation of an included region: it needs include="…""#)
        }
    }

    /// The `file="path"` of the info string of a block in another language (```` ```yaml file="ci.yml" ````),
    /// whose other words are not docbuild's: `nil` when it has none, or when its words do not parse.
    package static func file(inInfo info: String) -> String? {
        guard let words = try? words(in: info) else { return nil }
        return words.dropFirst().last { $0.0 == "file" }?.1.flatMap {
            $0.contains(where: { !$0.isWhitespace }) ? $0 : nil
        }
    }

    /// The value of `tab`, `program` or `file`: present, not blank, not given twice.
    private static func name(_ value: String?, of word: String, isRepeated: Bool, needs: String)
        throws(FenceInfoError) -> String
    {
        guard !isRepeated else { throw FenceInfoError(.repeatedFenceWord, "'\(word)' is repeated") }
        guard let value, value.contains(where: { !$0.isWhitespace }) else {
            throw FenceInfoError(.missingFenceValue, "\(word) needs \(needs)")
        }
        return value
    }

    private static func region(_ reference: String) throws(FenceInfoError) -> RegionReference {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw FenceInfoError(
                .malformedFenceValue,
                "include=\"\(reference)\" must name a file and a region: \"path/File.swift#region\"")
        }
        return RegionReference(path: String(parts[0]), region: String(parts[1]))
    }

    /// Splits `a b="c d" e` into `[(a, nil), (b, "c d"), (e, nil)]`.
    private static func words(in info: String) throws(FenceInfoError) -> [(String, String?)] {
        var words: [(String, String?)] = []
        var characters = info[...]
        while true {
            characters = characters.drop(while: \.isWhitespace)
            guard !characters.isEmpty else { return words }
            let name = characters.prefix { !$0.isWhitespace && $0 != "=" }
            characters = characters.dropFirst(name.count)
            guard characters.first == "=" else {
                words.append((String(name), nil))
                continue
            }
            characters = characters.dropFirst()
            guard characters.first == "\"" else {
                throw FenceInfoError(
                    .malformedFenceValue, "the value of '\(name)' must be in double quotes: \(name)=\"…\"")
            }
            characters = characters.dropFirst()
            var value = ""
            var isClosed = false
            while let character = characters.popFirst() {
                if character == "\"" {
                    isClosed = true
                    break
                }
                if character == "\\", let escaped = characters.popFirst() {
                    value.append(escaped)
                } else {
                    value.append(character)
                }
            }
            guard isClosed else {
                throw FenceInfoError(.malformedFenceValue, "the value of '\(name)' has no closing quote")
            }
            words.append((String(name), value))
        }
    }
}

/// Why a fence's info string was rejected; reported at the fence's line.
package struct FenceInfoError: Error, Hashable, Sendable {
    /// Which problem: ``Diagnostic/Identifier/unknownFenceWord`` and the other fence identifiers.
    package var identifier: Diagnostic.Identifier
    var message: String

    init(_ identifier: Diagnostic.Identifier, _ message: String) {
        self.identifier = identifier
        self.message = message
    }
}
