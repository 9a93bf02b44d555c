import Testing

@testable import SwiftHighlighting

@Suite struct SwiftScopesTests {
    @Test func scopesAreFoundOutermostFirstWithTheLinesTheirHeadersStartOn() {
        let source = """
            @available(macOS 14, *)
            @MainActor
            struct S {
                func f(
                    a: Int
                ) -> Int {
                    [a].map { $0 }.first ?? 0
                }
            }
            """
        let scopes = SwiftScopes(in: source)
        #expect(
            scopes.scopes == [
                .init(headerLine: 0, openingLine: 2, closingLine: 8),
                .init(headerLine: 3, openingLine: 5, closingLine: 7),
                .init(headerLine: 6, openingLine: 6, closingLine: 6),
            ])
        #expect(scopes.enclosing(line: 6).map(\.openingLine) == [2, 5])
        #expect(scopes.enclosing(lines: 4...8).map(\.openingLine) == [])
    }

    @Test func aHeaderIncludesAGenericClauseAndABraceOnLinesOfTheirOwnButNoComparison() {
        let source = """
            final class Model: Base<
                Int, String
            >
            {
                func f(a: Int) {
                    if a > 1 {
                    }
                }
            }
            """
        #expect(
            SwiftScopes(in: source).scopes.map(\.headerLine) == [0, 4, 5])
    }

    @Test func bracesInStringsCommentsAndInterpolationsAreNotScopes() {
        let source = """
            let a = "{"  // {
            /* { /* nested { */ } */
            let b = \"""
                }
                \""" + "\\(["}": 1].count)"
            enum E {
            }
            """
        #expect(SwiftScopes(in: source).scopes == [.init(headerLine: 5, openingLine: 5, closingLine: 6)])
    }

    @Test func unbalancedSourceGivesTheScopesThatBalance() {
        #expect(
            SwiftScopes(in: "} struct S {\n  func f() {\n}").scopes == [
                .init(headerLine: 1, openingLine: 1, closingLine: 2)
            ])
    }
}
