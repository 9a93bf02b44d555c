import Testing

@testable import DocMarkdown
@testable import DocSite

@Suite struct SearchIndexTests {
    @Test func identifiersAreIndexedWholeAndByTheirCamelCaseParts() {
        #expect(SearchIndex.identifierWords("TaskGate") == ["taskgate", "task", "gate"])
        #expect(SearchIndex.identifierWords("cancelTasks") == ["canceltasks", "cancel", "tasks"])
        #expect(SearchIndex.identifierWords("URLSession") == ["urlsession"])
        #expect(SearchIndex.identifierWords("load_v2Items") == ["load_v2items", "load", "items"])
        // An identifier that is not ASCII is split the same way, on its characters.
        #expect(SearchIndex.identifierWords("cafeÉtoile") == ["cafeétoile", "cafe", "étoile"])
    }

    @Test func wordsAreLowercasedLettersAndDigitsWithoutStopWords() {
        #expect(
            SearchIndex.words(in: "The Ünïcödé STRASSE, x 42 snake_case—and a-b") == [
                "ünïcödé", "strasse", "42", "snake_case",
            ])
    }

    @Test func sampleIdentifiersExcludeKeywordsStringsAndComments() {
        let names = SwiftIdentifiers.names(in: "let gate = TaskGate() // not comment\nprint(\"not string\")")
        #expect(names == ["gate", "TaskGate", "print"])
    }

    @Test func sampleAttributesAreIndexedByTheirNames() {
        let names = SwiftIdentifiers.names(
            in: "@MainActor final class Screen {\n    @Published var count = 0\n}")
        #expect(names.contains("MainActor"))
        #expect(names.contains("Published"))
        #expect(!names.contains { $0.hasPrefix("@") })
    }

    @Test func scriptListsPagesSectionsAndPostingsAsGaps() {
        let documents = [
            SearchDocument(
                pageTitle: "Alpha", pagePath: "Alpha.html", heading: nil, anchor: nil, text: "gating works",
                identifiers: []),
            SearchDocument(
                pageTitle: "Alpha", pagePath: "Alpha.html", heading: "Gate", anchor: "gate",
                text: "the </script> gating",
                identifiers: ["TaskGate"]),
        ]
        let script = SearchIndex.script(for: documents)
        #expect(script.hasPrefix("docbuildSearchIndexLoaded({\"pages\":[[\"Alpha\",\"Alpha.html\"]],"))
        #expect(script.contains("[0,\"gate\",\"Gate\",\"the \\u003c/script> gating\"]"))
        #expect(script.contains("gating 0,1"))  // sections 0 and 0+1
        #expect(script.contains("|taskgate 1|"))
        #expect(!script.contains("|the "))  // a stop word
    }

    @Test func sectionsFollowHeadingsAndCollectSampleNames() {
        let content = SiteFixture.content("Book")
        let report = content.reports.first { $0.path == "Articles/Guide/Details.md" }!
        let sections = SearchDocument.sections(
            of: report.document, outline: PageOutline(document: report.document), pageTitle: "Details",
            pagePath: "Guide/Details.html", code: { $0.literal })
        #expect(sections.map(\.anchor) == ["details", "counting-things", "resetting"])
        #expect(sections[1].text.contains("TallyCounter"))
        #expect(sections[2].identifiers == ["total", "print"])
    }

    @Test func aTablesCellsAreSearchedAsWordsWithoutItsPipes() {
        let document = CMarkParser.parse(
            "# Compare\n\n| Pattern | Renders |\n| :-- | --: |\n| `Interactor` | **one** per save |\n",
            path: "Articles/Compare.md")
        let sections = SearchDocument.sections(
            of: document, outline: PageOutline(document: document), pageTitle: "Compare",
            pagePath: "Compare.html", code: { $0.literal })
        #expect(sections.map(\.text) == ["Pattern Renders Interactor one per save"])
        #expect(!SearchIndex.script(for: sections).contains("| --"))
    }
}
