import Testing

@testable import SymbolReference

@Suite struct SymbolLinkResolutionTests {
    @Test func aCodeSpanOfOtherBackticksShowsALinkWithoutBeingOne() {
        let links = SymbolLink.links(in: "Write ``` ``Type/member`` ``` to link, as ``Real`` does.\n")
        #expect(links.map(\.path) == ["Real"])
        #expect(links.first?.column == 43)
    }

    @Test func aLinkIsLookedUpFromTheDocumentedSymbolOutwards() {
        let index = SymbolIndex(
            modules: ["M"], paths: ["M/T", "M/T/m()", "M/T/n()", "_Concurrency/AsyncSequence/x()"])
        #expect(index.resolves("m()", from: "M", scope: ["T", "n()"]))
        #expect(!index.resolves("m()", from: "M"))
        #expect(index.resolves("T/m()", from: "M"))
        // An extension's member, named by the module it extends, as DocC names it.
        #expect(index.resolves("_Concurrency/AsyncSequence/x()", from: "M"))
        #expect(!index.resolves("T/missing()", from: "M", scope: ["T"]))
    }
}
