import Testing

@testable import DocMarkdown

@Suite struct CMarkParserTests {
    @Test func fencedBlockKeepsInfoStringLiteralAndLines() {
        let document = CMarkParser.parse("# Title\n\n```swift no-run\nlet x = 1\n```\n", path: "A.md")
        #expect(document.path == "A.md")
        guard case .codeBlock(let block) = document.blocks.last else {
            Issue.record("expected a code block, got \(document.blocks)")
            return
        }
        #expect(block.info == "swift no-run")
        #expect(block.language == "swift")
        #expect(block.literal == "let x = 1\n")
        #expect(block.isFenced && block.isClosed)
        #expect(block.range.start == SourcePosition(line: 3, column: 1))
        #expect(block.range.end.line == 5)
    }

    @Test func indentedBlockIsNotFenced() {
        let document = CMarkParser.parse("Text\n\n    let x = 1\n", path: "A.md")
        guard case .codeBlock(let block) = document.blocks.last else {
            Issue.record("expected a code block")
            return
        }
        #expect(!block.isFenced)
        #expect(block.info == "")
    }

    @Test func fenceRunningToTheEndIsUnterminated() {
        let document = CMarkParser.parse("```swift\nprint(1)\n", path: "A.md")
        guard case .codeBlock(let block) = document.blocks.first else {
            Issue.record("expected a code block")
            return
        }
        #expect(!block.isClosed)
    }

    @Test func longerClosingFenceCloses() {
        let document = CMarkParser.parse("~~~~swift\nprint(1)\n~~~~~~\n", path: "A.md")
        guard case .codeBlock(let block) = document.blocks.first else {
            Issue.record("expected a code block")
            return
        }
        #expect(block.isFenced && block.isClosed)
    }

    @Test func linksCarryTheLineTheyAreOn() {
        let text = "First [a](a.md) line\nsecond line  \nthird [b](b.md \"Bee\")\n"
        let document = CMarkParser.parse(text, path: "A.md")
        guard case .paragraph(let inlines, _) = document.blocks.first else {
            Issue.record("expected a paragraph")
            return
        }
        let links = inlines.compactMap { inline -> (String, String, Int)? in
            if case .link(let destination, let title, _, let line) = inline {
                return (destination, title, line)
            }
            return nil
        }
        #expect(links.map(\.0) == ["a.md", "b.md"])
        #expect(links.map(\.1) == ["", "Bee"])
        #expect(links.map(\.2) == [1, 3])
        #expect(inlines.contains(.softBreak) && inlines.contains(.lineBreak))
    }

    @Test func crlfLiteralHasPlainNewlinesAndLinesCountOnce() {
        let document = CMarkParser.parse(
            "Intro\r\n\r\n```swift\r\nlet a = 1\r\nlet b = 2\r\n```\r\n", path: "A.md")
        guard case .codeBlock(let block) = document.blocks.last else {
            Issue.record("expected a code block")
            return
        }
        #expect(block.literal == "let a = 1\nlet b = 2\n")
        #expect(block.range.start.line == 3 && block.range.end.line == 6)
        #expect(block.isClosed)
    }

    @Test func nestedStructureAndRawHTMLArePreserved() {
        let text = "> quoted *em* **strong** `code`\n\n1. one\n2. two\n\n<div>raw</div>\n\n---\n"
        let blocks = CMarkParser.parse(text, path: "A.md").blocks
        guard blocks.count == 4, case .blockQuote(let quoted, _) = blocks[0],
            case .list(let list) = blocks[1],
            case .htmlBlock(let html, _) = blocks[2], case .thematicBreak = blocks[3]
        else {
            Issue.record("unexpected blocks \(blocks)")
            return
        }
        #expect(
            quoted == [
                .paragraph(
                    [
                        .text("quoted "), .emphasis([.text("em")]), .text(" "), .strong([.text("strong")]),
                        .text(" "),
                        .code("code"),
                    ],
                    SourceRange(start: .init(line: 1, column: 3), end: .init(line: 1, column: 31)))
            ])
        #expect(list.isOrdered && list.start == 1 && list.items.count == 2)
        #expect(html == "<div>raw</div>\n")
    }

    @Test func emptyDocumentHasNoBlocks() {
        #expect(CMarkParser.parse("", path: "A.md").blocks.isEmpty)
    }

    @Test func aTableKeepsItsAlignmentsItsRowsAndTheLineOfEachRow() throws {
        let text =
            "Intro\n\n| Name | Count | Note |\n|:-----|------:|:----:|\n| [a](a.md) | `1\\|2` |\n\n"
            + "| b | 2 | ~~no~~ | extra |\n"
        let blocks = CMarkParser.parse(text, path: "A.md").blocks
        // A blank line ends a table: the last row is a paragraph of its own.
        guard case .table(let table) = blocks[1] else {
            Issue.record("expected a table, got \(blocks)")
            return
        }
        #expect(table.alignments == [.left, .right, .center])
        #expect(table.header.cells == [[.text("Name")], [.text("Count")], [.text("Note")]])
        #expect(table.header.line == 3)
        #expect(table.rows.map(\.line) == [5])
        #expect(
            table.rows[0].cells == [
                [.link(destination: "a.md", title: "", children: [.text("a")], line: 5)], [.code("1|2")], [],
            ])
        #expect(table.range.start.line == 3 && table.range.end.line == 5)
        guard case .paragraph(let inlines, _) = blocks[2] else {
            Issue.record("expected the paragraph after the table, got \(blocks[2])")
            return
        }
        #expect(inlines.contains(.strikethrough([.text("no")])))
    }

    @Test func taskListItemsCarryTheirCheckboxAndOthersNone() throws {
        let blocks = CMarkParser.parse("- [x] done\n- [ ] todo\n- plain\n", path: "A.md").blocks
        guard case .list(let list) = blocks.first else {
            Issue.record("expected a list, got \(blocks)")
            return
        }
        #expect(list.items.map(\.checkbox) == [.checked, .unchecked, nil])
        #expect(list.items.map { MarkdownPlainText.text(of: $0.blocks) } == ["done", "todo", "plain"])
    }

    /// cmark-gfm's table extension takes the autolink characters out of a global table while it
    /// parses a row: without ``CMarkParser``'s lock, a parse on another thread meanwhile missed
    /// `www.` links (a parallel run of the suite under AddressSanitizer failed so).
    @Test func parsesOnManyThreadsAtOnceFindEveryAutolink() async {
        let withTables = String(repeating: "| a | b |\n|---|---|\n| c | d |\n\n", count: 50)
        let withLinks = String(repeating: "see www.swift.org and a.b:c.\n\n", count: 50)
        let linkCounts = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var found = 0
                    for _ in 0..<40 {
                        if task.isMultiple(of: 2) {
                            _ = CMarkParser.parse(withTables, path: "Tables.md")
                        } else {
                            let blocks = CMarkParser.parse(withLinks, path: "Links.md").blocks
                            for case .paragraph(let inlines, _) in blocks {
                                found += inlines.filter { if case .link = $0 { true } else { false } }.count
                            }
                        }
                    }
                    return found
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(linkCounts.filter { $0 > 0 } == Array(repeating: 40 * 50, count: 4))
    }

    @Test func autolinksAreLinksOnTheirLine() {
        let text = "First line\nsee https://swift.org and www.swift.org.\n"
        let blocks = CMarkParser.parse(text, path: "A.md").blocks
        guard case .paragraph(let inlines, _) = blocks.first else {
            Issue.record("expected a paragraph")
            return
        }
        let links = inlines.compactMap { inline -> (String, Int)? in
            if case .link(let destination, _, _, let line) = inline { return (destination, line) }
            return nil
        }
        #expect(links.map(\.0) == ["https://swift.org", "http://www.swift.org"])
        #expect(links.map(\.1) == [2, 2])
    }

    @Test func theLinkedLibraryIsCmarkGFM() {
        #expect(CMarkParser.libraryVersion.contains(".gfm."))
    }
}
