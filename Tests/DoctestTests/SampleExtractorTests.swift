import Foundation
import Testing

@testable import DocBasics
@testable import DocMarkdown
@testable import Doctest

@Suite struct SampleExtractorTests {
    /// docbuild's fixture package, whose files the `include=` samples name.
    static let greeter = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("DocBuildKitTests/Fixtures/Greeter").path

    private func extract(_ text: String) -> SampleExtraction {
        SampleExtractor(packageDirectory: Self.greeter).extract(
            from: CMarkParser.parse(text, path: "A.md"))
    }

    @Test func onlySwiftFencesAreSamples() {
        let extraction = extract(
            "```swift\nlet a = 1\n```\n\n```python\nx = 1\n```\n\n    indented()\n\n```Swift no-run\nlet b = 2\n```\n"
        )
        #expect(extraction.samples.map(\.fenceLine) == [1, 11])
        #expect(extraction.samples.map(\.kind) == [.run, .noRun])
        #expect(extraction.samples.map(\.index) == [0, 1])
        #expect(extraction.diagnostics.isEmpty)
    }

    @Test func shellTranscriptsAreReadBesideTheSamples() {
        let extraction = extract(
            """
            ```swift
            let a = 1
            ```

            ```console
            $ greet Ada
            Hello Ada!
            ```

            ```
            % greet --shout Ada
            HELLO ADA!
            ```

            ```python
            $ not a shell
            ```

                $ swift build

            """)
        #expect(extraction.samples.count == 1)
        #expect(
            extraction.transcripts.map { $0.commands.map(\.text) } == [
                ["greet Ada"], ["greet --shout Ada"], ["swift build"],
            ])
        #expect(extraction.transcripts.map { $0.commands[0].line } == [6, 11, 19])
        #expect(extraction.transcripts[0].commands[0].output == ["Hello Ada!"])
    }

    @Test func hiddenLinesAreCompiledButNotVisible() {
        let sample = extract("```swift\n# import Greeter\n#\nlet a = 1\n#if DEBUG\n#endif\n```\n").samples[0]
        #expect(sample.code == "import Greeter\n\nlet a = 1\n#if DEBUG\n#endif\n")
        #expect(sample.visibleCode == "let a = 1\n#if DEBUG\n#endif\n")
        #expect(sample.hiddenLineIndices == [0, 1])
        #expect(sample.lines.map(\.line) == [2, 3, 4, 5, 6])
    }

    @Test func hiddenLinesAfterVisibleCodeAreReportedOncePerRun() {
        let extraction = extract(
            "```swift\n# let a = 1\n\n# let b = 2\nprint(a)\n# let c = 3\n# let d = 4\n```\n")
        #expect(extraction.diagnostics.map(\.location) == ["A.md:6:1"])
        #expect(extraction.diagnostics.map(\.identifier) == [.hiddenLineAfterVisibleCode])
        #expect(extraction.invalidSamples == [0])
    }

    @Test func printsCommentsBecomeExpectationsWithEscapesDecoded() {
        let text = """
            ```swift
            print(1)  // Prints "1"
            // Prints "tab\\there \\"quoted\\" \\u{1F600}"
            # print("x")  // Prints "x"
            ```

            """
        let expectations = extract(text).samples[0].expectations
        #expect(expectations.map(\.text) == ["1", "tab\there \"quoted\" 😀", "x"])
        #expect(expectations.map(\.line) == [2, 3, 4])
        #expect(expectations.map(\.column) == [11, 1, 15])
    }

    @Test func theBooksClosingPeriodIsProseNotOutput() {
        let text = "```swift\nprint(1)  // Prints \"1\".\nprint(\"a.\")  // Prints \"a.\". \n```\n"
        let extraction = extract(text)
        #expect(extraction.diagnostics.isEmpty)
        #expect(extraction.samples[0].expectations.map(\.text) == ["1", "a."])
    }

    @Test(arguments: [
        (#"print(1)  // Prints 1"#, Diagnostic.Identifier.printsWithoutString),
        (#"print(1)  // Prints "1"#, .malformedPrintsString),
        (#"print(1)  // Prints "1" and more"#, .textAfterPrintsString),
        (#"print(1)  // Prints "1".."#, .textAfterPrintsString),
    ])
    func malformedPrintsCommentIsAnErrorAtTheComment(line: String, identifier: Diagnostic.Identifier) {
        let extraction = extract("```swift\n\(line)\n```\n")
        #expect(extraction.diagnostics.count == 1)
        #expect(extraction.diagnostics.first?.identifier == identifier)
        #expect(extraction.diagnostics.first?.location == "A.md:2:11")
        #expect(extraction.invalidSamples == [0])
    }

    @Test func printsTwoLinesReadsTheCommentLinesAfterIt() {
        let text = """
            ```swift
            print("one\\ntwothree")
            // Prints two lines:
            // one
            //   twothree
            print("")  // Prints 1 line:
            //
            // Prints "x"
            ```

            """
        let extraction = extract(text)
        #expect(extraction.diagnostics.isEmpty)
        #expect(extraction.samples[0].expectations.map(\.text) == ["one\n  twothree", "", "x"])
        #expect(extraction.samples[0].expectations.map(\.line) == [3, 6, 8])
    }

    @Test func printsLinesWithTooFewCommentLinesIsAnErrorAtTheComment() {
        let extraction = extract("```swift\nprint(1)\n// Prints three lines:\n// 1\nprint(2)\n```\n")
        #expect(extraction.diagnostics.map(\.identifier) == [.printsLinesMissing])
        #expect(extraction.diagnostics.map(\.location) == ["A.md:3:1"])
    }

    @Test(arguments: [
        (#"// Prints "She said "hi".""#, #"She said "hi"."#),
        (#"// Prints "She said "hi"".  "#, #"She said "hi""#),
        (#"// Prints "\(name) \q""#, #"\(name) \q"#),
        (#"// Prints "a\tb""#, "a\tb"),
    ])
    func printsTextThatIsNoStringLiteralIsTakenAsWritten(line: String, expected: String) {
        let extraction = extract("```swift\nprint(1)\n\(line)\n```\n")
        #expect(extraction.diagnostics.isEmpty)
        #expect(extraction.samples[0].expectations.map(\.text) == [expected])
    }

    @Test func errorMarkersMakeMarkedSamplesFailWhereMarked() {
        let text = """
            ```swift
            let limit = 10
            limit = 11  // Error: a constant
            ```

            ```swift
            print([1][3])  // This triggers a runtime error
            ```

            ```swift
            // Errors are values
            print(1)
            ```

            ```swift no-run
            x = 3  // Error
            ```

            """
        let markers = ErrorMarkers(compile: ["// Error"], crash: ["// this triggers a runtime error"])
        let samples = markers.apply(to: extract(text)).samples
        #expect(samples.map(\.kind) == [.compileFail(expected: ""), .crashes(expected: ""), .run, .noRun])
        #expect(samples.map(\.markedErrorLines) == [[3], [], [], []])
        #expect(samples.map(\.markedCrashLine) == [nil, 7, nil, nil])
        #expect(samples[1].isIsolated)
    }

    @Test func includeShowsTheRegionInsideItsTypeWithTheMembersItSkipsElided() {
        let sample = extract(#"```swift include="Sources/Greeter/Greeter.swift#greet""# + "\n```\n").samples[
            0]
        #expect(sample.include?.region == "greet")
        #expect(
            sample.visibleCode == """
                public struct Greeter: Sendable {
                    // …
                    public func greet(_ name: String) -> String {
                        "\\(greeting), \\(name)!"
                    }
                    // …
                }

                """)
        #expect(sample.lines.map(\.line) == [2, 3, 10, 11, 12, 15, 20])
    }

    @Test func anIncludedCaseShowsItsSwitchFunctionAndTypeWithTheirAttributesAndWholeSignatures() {
        let sample = extract(#"```swift include="Excerpts/Moods.swift#loud""# + "\n```\n").samples[0]
        #expect(
            sample.visibleCode == """
                @MainActor
                final class MoodModel<Mood: Hashable>
                where Mood: Sendable {
                    // …
                    func react(
                        to mood: Mood,
                        loudly: Bool
                    ) async throws -> String {
                        switch loudly {
                        case true:
                            return "Hooray!"
                        // …
                        }
                    }
                    // …
                }

                """)
        // Each elision is numbered as the first line it stands for.
        #expect(sample.lines.map(\.line) == [2, 3, 4, 5, 8, 9, 10, 11, 12, 14, 15, 17, 19, 20, 23, 28])
    }

    @Test func anIncludeCanHideItsDocumentationCommentsAsHiddenLines() {
        let sample = extract(
            #"```swift include="Sources/Greeter/Greeter.swift#greet" doc-comments="hidden""# + "\n```\n"
        ).samples[0]
        // The `// …` for the skipped doc comment stays: it stands for lines the region leaves out.
        #expect(sample.lines.filter(\.isHidden).isEmpty)
        let documented = extract(
            #"```swift include="Excerpts/Moods.swift#calm" doc-comments="hidden""# + "\n```\n"
        ).samples[0]
        #expect(documented.lines.filter(\.isHidden).map(\.text) == ["    /// Calms down."])
        #expect(!documented.visibleCode.contains("///"))
    }

    @Test func aTopLevelRegionIsShownAlone() {
        let sample = extract(#"```swift include="Excerpts/Moods.swift#top""# + "\n```\n").samples[0]
        #expect(sample.visibleCode == "let topLevel = 1\n")
    }

    @Test func aRegionMarkedTwiceShowsBothPiecesWithAnElisionBetween() {
        let sample = extract(#"```swift include="Pieces.txt#pieces""# + "\n```\n").samples[0]
        #expect(sample.visibleCode == "case .happy:\n    cheer()\n// …\nfunc cheer() {}\n")
        #expect(sample.lines.map(\.line) == [3, 4, 10, 11])
    }

    @Test(arguments: [
        (#"include="Nope.swift#greet""#, Diagnostic.Identifier.unreadableIncludedFile),
        (#"include="Sources/Greeter/Greeter.swift#nope""#, .missingRegion),
        (#"include="../Greeter/Package.swift#x""#, .includeOutsidePackage),
    ])
    func badIncludeIsAnErrorAtTheFence(words: String, identifier: Diagnostic.Identifier) {
        let extraction = extract("Intro\n\n```swift \(words)\n```\n")
        #expect(extraction.diagnostics.map(\.location) == ["A.md:3:1"])
        #expect(extraction.diagnostics.map(\.identifier) == [identifier])
    }

    @Test func includedBlockMustBeEmpty() {
        let extraction = extract(
            #"```swift include="Sources/Greeter/Greeter.swift#greet""# + "\nlet x = 1\n```\n")
        #expect(extraction.diagnostics.map(\.identifier) == [.includedBlockNotEmpty])
        #expect(extraction.diagnostics.map(\.location) == ["A.md:1:1"])
    }

    @Test func whitespaceOnlySampleIsEmpty() {
        let extraction = extract("```swift\n   \n\n```\n")
        #expect(extraction.diagnostics.map(\.identifier) == [.emptySample])
        #expect(extraction.diagnostics.map(\.location) == ["A.md:1:1"])
    }
}
