import Testing

@testable import DocSite
@testable import SymbolReference

@Suite struct DeclarationWrapTests {
    /// Fragments as `swift symbolgraph-extract` splits a declaration: words in kinds, the rest text.
    private func fragments(_ parts: [(String, String)]) -> [SymbolGraph.Fragment] {
        parts.map { SymbolGraph.Fragment(kind: $0.0, spelling: $0.1) }
    }

    private func text(_ fragments: [SymbolGraph.Fragment]) -> String {
        fragments.map(\.spelling).joined()
    }

    @Test func aLongDeclarationShowsOneParameterPerLineAndNestedCommasStay() {
        let long = fragments([
            ("attribute", "@discardableResult"), ("text", " "), ("keyword", "func"), ("text", " "),
            ("identifier", "asyncTask"), ("text", "<"), ("genericParameter", "Key"), ("text", ">("),
            ("externalParam", "gate"), ("text", ": "), ("typeIdentifier", "TaskGate"), ("text", ", "),
            ("externalParam", "_"), ("text", " "), ("internalParam", "task"), ("text", ": "),
            ("keyword", "@escaping"), ("text", " () "), ("keyword", "async"), ("text", " "),
            ("keyword", "throws"), ("text", " -> "), ("typeIdentifier", "Void"), ("text", ", "),
            ("externalParam", "finally"), ("text", ": ("), ("typeIdentifier", "Int"), ("text", ", "),
            ("typeIdentifier", "Int"), ("text", ") -> "), ("typeIdentifier", "Void"), ("text", ") -> "),
            ("typeIdentifier", "Task"), ("text", "<"), ("typeIdentifier", "Int"), ("text", ", "),
            ("typeIdentifier", "Never"), ("text", ">"),
        ])
        #expect(
            text(ReferenceHTML.wrapped(long)) == """
                @discardableResult func asyncTask<Key>(
                    gate: TaskGate,
                    _ task: @escaping () async throws -> Void,
                    finally: (Int, Int) -> Void
                ) -> Task<Int, Never>
                """)
    }

    @Test func aShortDeclarationOrOneWithoutParametersIsUnchanged() {
        let short = fragments([
            ("keyword", "func"), ("text", " "), ("identifier", "load"), ("text", "("),
            ("externalParam", "id"),
            ("text", ": "), ("typeIdentifier", "Int"), ("text", ")"),
        ])
        #expect(ReferenceHTML.wrapped(short) == short)
        let empty = fragments([
            ("attribute", "@MainActor"), ("text", " "), ("keyword", "func"), ("text", " "),
            ("identifier", "aFunctionWithAVeryLongNameThatTakesNothingAtAllAndReturns"), ("text", "() -> "),
            ("typeIdentifier", "Int"),
        ])
        #expect(ReferenceHTML.wrapped(empty) == empty)
    }
}

@Suite struct PageDescriptionTests {
    @Test func aPagesDescriptionIsItsFirstSentenceCutAfterAWordWhenLong() {
        #expect(
            SiteBuilder.firstSentence(of: "Check samples, e.g. this one. Then publish.")
                == "Check samples, e.g. this one.")
        #expect(SiteBuilder.firstSentence(of: "Version 0.1.0 is out") == "Version 0.1.0 is out")
        #expect(SiteBuilder.firstSentence(of: "Calls `load(_:)`. Then waits.") == "Calls `load(_:)`.")
        let long = String(repeating: "word ", count: 60) + "end."
        let description = SiteBuilder.description(of: [.paragraph([.text(long)], .none)])
        #expect(description.hasSuffix("word…"))
        #expect(description.count <= 200)
    }
}
