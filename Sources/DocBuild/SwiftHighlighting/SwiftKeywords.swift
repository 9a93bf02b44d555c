/// The words ``SwiftLexer`` colours as keywords, from The Swift Programming Language's
/// "Lexical Structure" chapter (Swift 6).
enum SwiftKeywords {
    /// Reserved everywhere (except after a `.`, and when backticked).
    static let reserved: Set<String> = [
        // Declarations
        "associatedtype", "class", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// Keywords only in particular contexts; elsewhere they are ordinary names (`let open = 1`).
    static let contextual: Set<String> = [
        "actor", "any", "async", "borrowing", "consuming", "convenience", "didSet", "dynamic", "each",
        "final", "get", "indirect",
        "infix", "isolated", "lazy", "macro", "mutating", "nonisolated", "nonmutating", "open", "optional",
        "override",
        "package", "postfix", "prefix", "required", "sending", "set", "some", "unowned", "weak",
        "willSet",
    ]

    /// Reserved words that stay keywords after a `.`: `Foo.self`, `.init(…)`, `T.Type`.
    static let memberKeywords: Set<String> = ["self", "init", "Type", "Protocol"]
}
