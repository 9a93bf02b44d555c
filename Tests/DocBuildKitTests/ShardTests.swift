import TestSupport
import Testing

@testable import DocBasics
@testable import DocBuildKit
@testable import Doctest

/// `--shard I/N`: deterministic parts of the articles that together make one full run.
@Suite struct ShardTests {
    @Test func shardsDealTheSortedArticlesRoundRobinAndCoverEachOnce() throws {
        let files = ["a", "b", "c", "d", "e"]
        let shards = (1...3).map { Shard(index: $0, count: 3).select(files) }
        #expect(shards == [["a", "d"], ["b", "e"], ["c"]])
        #expect(shards.flatMap { $0 }.sorted() == files)
        #expect(Shard(index: 1, count: 1).select(files) == files)
    }

    @Test(arguments: ["0/2", "3/2", "1/0", "a/b", "1", "1/2/3", ""])
    func badShardsAreUsageErrors(text: String) {
        #expect(Shard(text) == nil)
        #expect(throws: UsageError.self) { try Options(arguments: ["--shard", text]) }
    }

    @Test func theShardsOfTheArticlesTogetherAreOneFullRun() async throws {
        let (full, _) = try await Fixture.passing.value
        let package = try Fixture.copy()
        var parts: [DocumentReport] = []
        for index in 1...2 {
            var options = Options()
            options.packageDirectory = package
            options.shard = Shard(index: index, count: 2)
            options.useCache = false
            let shard = try await withChildSlot("docbuild --check") { [options] in
                try await DocBuildRun.check(options)
            }
            #expect(!shard.articles.isEmpty)
            parts += shard.articles
        }
        #expect(parts.map(\.path).sorted() == full.articles.map(\.path))
        for article in full.articles {
            let part = try #require(parts.first { $0.path == article.path })
            #expect(part.results == article.results, "\(article.path)")
            #expect(part.diagnostics == article.diagnostics, "\(article.path)")
        }
    }
}
