/// A classified stretch of Swift source, as found by ``SwiftLexer``.
///
/// Only classified text becomes a token; whatever lies between two tokens (identifiers,
/// operators, punctuation, white space) is shown as plain text.
package struct SwiftToken: Hashable, Sendable {
    /// What a token is, which decides its colour on the page.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A reserved word: `func`, `let`, `return`, `true`, `self`.
        case keyword
        /// A word that is a keyword only in some positions: `mutating`, `some`, `async`, `get`.
        case contextualKeyword
        /// A capitalised identifier, by Swift convention a type: `String`, `Interactor`.
        case type
        /// The text of a string literal, its quotes and hashes included.
        case string
        /// An escape sequence inside a string literal: `\n`, `\u{1F600}`, `\#t`.
        case stringEscape
        /// The `\(` and `)` around an interpolation; the code between them is lexed as code.
        case interpolation
        /// A line, block (nested or not) or documentation comment.
        case comment
        /// An integer or floating-point literal in any base.
        case number
        /// An attribute: `@MainActor`, `@available`.
        case attribute
        /// A compiler directive or macro: `#if`, `#available`, `#sourceLocation`, `#expect`.
        case directive
        /// A backticked identifier: `` `default` `` is a name, never a keyword.
        case backtickedIdentifier

        /// The short CSS class the theme styles this kind with.
        package var cssClass: String {
            switch self {
            case .keyword: "k"
            case .contextualKeyword: "ck"
            case .type: "t"
            case .string: "s"
            case .stringEscape: "se"
            case .interpolation: "si"
            case .comment: "c"
            case .number: "n"
            case .attribute: "a"
            case .directive: "d"
            case .backtickedIdentifier: "bi"
            }
        }
    }

    package var kind: Kind
    /// Byte offsets into the UTF-8 source.
    package var range: Range<Int>

}
