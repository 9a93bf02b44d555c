import Foundation
import Testing

@testable import DocBasics
@testable import DocBuildKit
@testable import DocSite
@testable import Doctest
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
        #expect(configuration.articles == ["Articles"])
        #expect(configuration.examples == "Examples/*/*")
        #expect(configuration.mode == .notebook)
        #expect(configuration.tagline == nil && configuration.repository == nil && configuration.theme == nil)
        #expect(configuration.title.hasPrefix("config-"), "the package folder's name")
    }

    @Test func theDefaultTitleIsTheNameTheManifestGivesThePackage() throws {
        let folder = try TemporaryDirectory.holding(
            [
                "Package.swift":
                    "// swift-tools-version: 6.0\nlet package = Package(\n    name: \"Shapes\",\n)\n"
            ],
            prefix: "plug")
        defer { folder.remove() }
        #expect(try Configuration.load(packageDirectory: folder.path).title == "Shapes")
    }

    @Test(arguments: [
        (#"let package = Package(name: "Shapes")"#, String?("Shapes")),
        ("let package = Package(\n    name: \"Shapes\",\n    products: [])", "Shapes"),
        (#"let package = Package(name: "A \"B\"")"#, #"A \"B\""#),
        ("// let package = Package(name: \"Old\")\nlet package = Package(name: \"New\")", "New"),
        (#"let name = "X"; let package = Package(name: name)"#, nil),
        (#".package(name: "Dependency", path: "../d")"#, nil),
    ])
    func theManifestsPackageNameIsReadFromItsText(manifest: String, name: String?) {
        #expect(PackageName.parse(manifest) == name)
    }

    @Test func placeholdersAreReadByName() throws {
        let configuration = try load(
            #"{"placeholders": {"apt-get-install": "sudo apt-get install x", "brew-2": "brew install y"}}"#)
        #expect(
            configuration.placeholders == [
                "apt-get-install": "sudo apt-get install x", "brew-2": "brew install y",
            ])
        #expect(try load(nil).placeholders.isEmpty)
    }

    @Test func theExamplesPageSaysWhatThePackageGivesIt() throws {
        let configuration = try load(
            #"{"examplesPage": {"introduction": "Apps, *one* folder each.", "summary": "Apps.", "groupLabel": "Level"}}"#
        )
        #expect(
            configuration.examplesWording
                == .init(introduction: "Apps, *one* folder each.", summary: "Apps.", groupLabel: "Level"))
        #expect(try load(nil).examplesWording == .init())
    }

    @Test func everyKeyIsRead() throws {
        let configuration = try load(
            #"{"title": "T", "tagline": "L", "repository": "https://x", "articles": "Docs", "theme": "th", "examples": "Samples/*", "mode": "isolated"}"#
        )
        #expect(
            [configuration.title, configuration.tagline, configuration.repository]
                == ["T", "L", "https://x"])
        #expect(configuration.articles == ["Docs"])
        #expect(
            try load(#"{"articles": ["Docs", "Sources/A/A.docc"]}"#).articles == ["Docs", "Sources/A/A.docc"])
        #expect(configuration.theme == "th" && configuration.examples == "Samples/*")
        #expect(configuration.mode == .isolated)
        #expect(configuration.version == nil && !configuration.repositoryIsPlaceholder)
        #expect(configuration.exampleGroups.isEmpty)
        let release = try load(
            #"{"version": "1.2.0", "repositoryIsPlaceholder": true, "exampleGroups": ["Basics", "Compare"]}"#)
        #expect(release.version == "1.2.0" && release.repositoryIsPlaceholder)
        #expect(release.exampleGroups == ["Basics", "Compare"])
        #expect(try load(#"{"exclude": ["Articles/Drafts", "**/CHANGELOG.md"]}"#).exclude.count == 2)
    }

    @Test func importsAndSwiftSettingsAreRead() throws {
        let configuration = try load(
            #"{"imports": ["Umbrella"], "swiftSettings": {"languageMode": "5", "upcomingFeatures": ["ExistentialAny"], "experimentalFeatures": ["Embedded"], "defines": ["DOCS"]}}"#
        )
        #expect(configuration.imports == ["Umbrella"])
        #expect(
            configuration.swiftSettings
                == SampleSettings(
                    languageMode: "5", upcomingFeatures: ["ExistentialAny"],
                    experimentalFeatures: ["Embedded"],
                    defines: ["DOCS"]))
        #expect(try load(nil).imports == nil && load(nil).swiftSettings == SampleSettings())
        let markers = try load(#"{"errorMarkers": {"compile": ["// Error"], "crash": ["// traps"]}}"#)
            .errorMarkers
        #expect(markers == ErrorMarkers(compile: ["// Error"], crash: ["// traps"]))
        #expect(try load(#"{"listingTests": "swifttest"}"#).listingTests)
        #expect(try !load(nil).listingTests)
    }

    @Test func commandNamesAndTheTranscriptWordsAreRead() throws {
        let configuration = try load(
            #"{"commands": {"greet": "GreetUser", "hi": "GreetUser"}, "transcripts": {"noOutput": "(nothing)"}}"#
        )
        #expect(configuration.commands == ["greet": "GreetUser", "hi": "GreetUser"])
        #expect(configuration.transcripts == TranscriptOutputRules(noOutput: "(nothing)", elision: "..."))
        #expect(try load(nil).commands.isEmpty && load(nil).transcripts == TranscriptOutputRules())
    }

    @Test(arguments: [
        ("{\n\"mode\": \"rustdoc\"\n}", 2, Diagnostic.Identifier.invalidConfigurationValue, String?("mode")),
        ("{\n\n\"title\": 3\n}", 3, .invalidConfigurationValue, "title"),
        ("[1]", 1, .configurationNotAnObject, nil),
        ("{\"title\": ", 1, .configurationNotJSON, nil),
        (
            "{\n\"repositoryIsPlaceholder\": \"yes\"\n}", 2, .invalidConfigurationValue,
            "repositoryIsPlaceholder"
        ),
        ("{\n\n\"exampleGroups\": \"Basics\"\n}", 3, .invalidConfigurationValue, "exampleGroups"),
        ("{\n\"articles\": []\n}", 2, .invalidConfigurationValue, "articles"),
        ("{\n\"titel\": \"A\"\n}", 2, .unknownConfigurationKey, "titel"),
        ("{\n\"imports\": [\"Core Umbrella\"]\n}", 2, .invalidConfigurationValue, "imports"),
        ("{\n\"swiftSettings\": [\"6\"]\n}", 2, .invalidConfigurationValue, "swiftSettings"),
        (
            "{\"swiftSettings\": {\n\"languageMode\": \"7\"}\n}", 2, .invalidConfigurationValue,
            "swiftSettings.languageMode"
        ),
        (
            "{\"swiftSettings\": {\n\n\"defines\": [\"A=1\"]}\n}", 3, .invalidConfigurationValue,
            "swiftSettings.defines"
        ),
        (
            "{\"swiftSettings\": {\n\"features\": []}\n}", 2, .unknownConfigurationKey,
            "swiftSettings.features"
        ),
        ("{\n\"errorMarkers\": [\"// Error\"]\n}", 2, .invalidConfigurationValue, "errorMarkers"),
        ("{\n\n\"listingTests\": \"doctest\"\n}", 3, .invalidConfigurationValue, "listingTests"),
        (
            "{\"errorMarkers\": {\n\"compile\": [\" \"]}\n}", 2, .invalidConfigurationValue,
            "errorMarkers.compile"
        ),
        ("{\"errorMarkers\": {\n\"trap\": []}\n}", 2, .unknownConfigurationKey, "errorMarkers.trap"),
        ("{\n\"examplesPage\": \"Apps\"\n}", 2, .invalidConfigurationValue, "examplesPage"),
        ("{\n\"placeholders\": [\"a\"]\n}", 2, .invalidConfigurationValue, "placeholders"),
        (
            "{\"placeholders\": {\n\"Install\": \"brew\"}\n}", 2, .invalidConfigurationValue,
            "placeholders.Install"
        ),
        (
            "{\"placeholders\": {\n\"version\": \"1\"}\n}", 2, .invalidConfigurationValue,
            "placeholders.version"
        ),
        ("{\"placeholders\": {\n\n\"install\": 3}\n}", 3, .invalidConfigurationValue, "placeholders.install"),
        ("{\"examplesPage\": {\n\"intro\": \"A\"}\n}", 2, .unknownConfigurationKey, "examplesPage.intro"),
        (
            "{\"examplesPage\": {\n\n\"groupLabel\": \" \"}\n}", 3, .invalidConfigurationValue,
            "examplesPage.groupLabel"
        ),
        ("{\n\"commands\": [\"greet\"]\n}", 2, .invalidConfigurationValue, "commands"),
        ("{\"commands\": {\n\"my tool\": \"Tool\"}\n}", 2, .invalidConfigurationValue, "commands.my tool"),
        ("{\"commands\": {\n\"bin/tool\": \"Tool\"}\n}", 2, .invalidConfigurationValue, "commands.bin/tool"),
        ("{\"commands\": {\n\n\"tool\": \"My Tool\"}\n}", 3, .invalidConfigurationValue, "commands.tool"),
        ("{\n\"transcripts\": \"...\"\n}", 2, .invalidConfigurationValue, "transcripts"),
        ("{\"transcripts\": {\n\"ellipsis\": \"…\"}\n}", 2, .unknownConfigurationKey, "transcripts.ellipsis"),
        (
            "{\"transcripts\": {\n\n\"noOutput\": \" \"}\n}", 3, .invalidConfigurationValue,
            "transcripts.noOutput"
        ),
    ])
    func aBadFileIsAnErrorAtItsLine(json: String, line: Int, identifier: Diagnostic.Identifier, key: String?)
    {
        #expect {
            try load(json)
        } throws: { error in
            let error = error as? ConfigurationError
            return error?.identifier == identifier && error?.key == key && error?.line == line
                && error?.path == "docbuild.json"
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
