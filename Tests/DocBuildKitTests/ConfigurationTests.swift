import Foundation
import Testing

@testable import DocBuildKit
@testable import SampleToolchain

@Suite struct ConfigurationTests {
    private func load(_ json: String?) throws(ConfigurationError) -> Configuration {
        let folder = try! TemporaryDirectory.holding(
            json.map { ["docbuild.json": $0] } ?? [:], prefix: "config")
        defer { folder.remove() }
        return try Configuration.load(packageDirectory: folder.path)
    }

    @Test func withoutAFileEverythingHasItsDefault() throws {
        let configuration = try load(nil)
        #expect(configuration.articles == "Articles")
        #expect(configuration.examples == "Examples/*/*")
        #expect(configuration.mode == .notebook)
        #expect(configuration.tagline == nil && configuration.repository == nil && configuration.theme == nil)
        #expect(configuration.title.hasPrefix("config-"), "the package folder's name")
    }

    @Test func everyKeyIsRead() throws {
        let configuration = try load(
            #"{"title": "T", "tagline": "L", "repository": "https://x", "articles": "Docs", "theme": "th", "examples": "Samples/*", "mode": "isolated"}"#
        )
        #expect(
            [configuration.title, configuration.tagline, configuration.repository, configuration.articles]
                == ["T", "L", "https://x", "Docs"])
        #expect(configuration.theme == "th" && configuration.examples == "Samples/*")
        #expect(configuration.mode == .isolated)
        #expect(configuration.version == nil && !configuration.repositoryIsPlaceholder)
        #expect(configuration.exampleGroups.isEmpty)
        let release = try load(
            #"{"version": "1.2.0", "repositoryIsPlaceholder": true, "exampleGroups": ["Basics", "Compare"]}"#)
        #expect(release.version == "1.2.0" && release.repositoryIsPlaceholder)
        #expect(release.exampleGroups == ["Basics", "Compare"])
    }

    @Test(arguments: [
        ("{\n\"mode\": \"rustdoc\"\n}", 2, #"'mode' must be "notebook" or "isolated""#),
        ("{\n\n\"title\": 3\n}", 3, "'title' must be a non-empty string"),
        ("[1]", 1, "one JSON object"),
        ("{\"title\": ", 1, "not valid JSON"),
        ("{\n\"repositoryIsPlaceholder\": \"yes\"\n}", 2, "must be true or false"),
        ("{\n\n\"exampleGroups\": \"Basics\"\n}", 3, "must be a list of non-empty strings"),
    ])
    func aBadFileIsAnErrorAtItsLine(json: String, line: Int, message: String) {
        #expect {
            try load(json)
        } throws: { error in
            let error = error as? ConfigurationError
            return error?.line == line && error?.path == "docbuild.json"
                && error?.message.contains(message) == true
        }
    }

    @Test(arguments: [
        ("import Geometry", true), ("@testable import Geometry", true), ("public import Units", true),
        ("@preconcurrency import struct Units.Centimetres", true), ("let important = 1", false),
        ("// import Geometry", false), ("import", false),
    ])
    func importDeclarationsAreRecognised(line: String, isImport: Bool) {
        #expect(ProgramSource.isImport(line) == isImport)
    }
}
