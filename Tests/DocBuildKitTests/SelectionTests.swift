import Testing

@testable import DocBuildKit

/// What a run checks of the package, decided once from `--filter` and `--shard`: the answers every
/// stage that does less in a part of a run takes from it.
@Suite struct SelectionTests {
    @Test func aWholeRunChecksEverythingAndMayWriteTheSite() throws {
        let whole = Selection(try Options(arguments: ["--check"]))
        #expect(whole.isWhole && whole.partOption == nil)
        #expect(whole.checksDemos && whole.checksModuleOverviews)
        #expect(whole.checksDocComments(ofModule: "Shapes"))
        #expect(whole.articles(["a", "b", "c"]) == ["a", "b", "c"])
    }

    @Test func theFirstShardAloneChecksWhatIsNoArticle() throws {
        let first = Selection(try Options(arguments: ["--shard", "1/2"]))
        let second = Selection(try Options(arguments: ["--shard", "2/2"]))
        #expect(first.partOption == "--shard" && !first.isWhole)
        #expect(first.checksDemos && first.checksDocComments(ofModule: "Shapes"))
        #expect(!second.checksDemos && !second.checksDocComments(ofModule: "Shapes"))
        #expect(first.checksModuleOverviews && second.checksModuleOverviews)
        #expect(first.articles(["a", "b", "c"]) == ["a", "c"])
        #expect(second.articles(["a", "b", "c"]) == ["b"])
    }

    @Test func aFilterChecksTheModulesItMatchesAndNoDemoOrOverview() throws {
        let filtered = Selection(try Options(arguments: ["--filter", "sources/sha"]))
        #expect(filtered.partOption == "--filter" && !filtered.isWhole)
        #expect(!filtered.checksDemos && !filtered.checksModuleOverviews)
        #expect(filtered.checksDocComments(ofModule: "Shapes"))
        #expect(!filtered.checksDocComments(ofModule: "Geometry"))
    }
}
