import Foundation
import Testing

@testable import DocSite

@Suite struct SiteWriterTests {
    private func files(_ pairs: [String: String]) -> SiteFiles {
        var files = SiteFiles()
        for (path, text) in pairs { files.add(path, text: text) }
        return files
    }

    private func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func writesANewSiteAndReplacesTheOldOneWhole() throws {
        let parent = try SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let output = parent + "/public"
        try SiteWriter.write(files(["index.html": "one", "old/only.html": "gone soon"]), to: output)
        #expect(read(output + "/index.html") == "one")
        try SiteWriter.write(files(["index.html": "two", "a/b/c.html": "deep"]), to: output)
        #expect(read(output + "/index.html") == "two")
        #expect(read(output + "/a/b/c.html") == "deep")
        #expect(read(output + "/old/only.html") == nil)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: parent)
        #expect(leftovers == ["public"])
    }

    @Test func failedWriteLeavesThePreviousSiteUntouched() throws {
        let parent = try SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let output = parent + "/public"
        try SiteWriter.write(files(["index.html": "good"]), to: output)
        // `a` cannot be both a file and a folder: writing fails half-way.
        #expect(throws: SiteWriteError.self) {
            try SiteWriter.write(files(["a": "file", "a/b.html": "inside", "index.html": "bad"]), to: output)
        }
        #expect(read(output + "/index.html") == "good")
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent) == ["public"])
    }

    @Test func refusesToReplaceAFolderDocbuildDidNotWrite() throws {
        let output = try SiteFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: output) }
        try Data("mine".utf8).write(to: URL(fileURLWithPath: output + "/notes.txt"))
        #expect(throws: SiteWriteError.self) {
            try SiteWriter.write(files(["index.html": "x"]), to: output)
        }
        #expect(read(output + "/notes.txt") == "mine")
    }
}
