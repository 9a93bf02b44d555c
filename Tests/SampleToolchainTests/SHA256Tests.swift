import Testing

@testable import SampleToolchain

@Suite struct SHA256Tests {
    @Test func matchesTheStandardTestVectors() {
        var empty = SHA256()
        empty.update([UInt8]())
        #expect(empty.hexDigest == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        var abc = SHA256()
        abc.update(Array("abc".utf8))
        #expect(abc.hexDigest == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        var long = SHA256()
        long.update(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        #expect(long.hexDigest == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func cacheKeyChangesWithTheArticleAndTheEnvironment() {
        let key = ResultCache.key(articleText: "a", path: "A.md", environment: "e")
        #expect(key == ResultCache.key(articleText: "a", path: "A.md", environment: "e"))
        #expect(key != ResultCache.key(articleText: "b", path: "A.md", environment: "e"))
        #expect(key != ResultCache.key(articleText: "a", path: "A.md", environment: "f"))
        #expect(
            key
                != ResultCache.key(
                    articleText: "a", path: "A.md", included: ["let x = 1\n"], environment: "e"))
    }
}
