import DocMarkdown
import Doctest
import Foundation
import TestSupport
import Testing

/// Follows `Articles/Tutorial.md` as its reader would, in an empty folder: each code block with
/// `file="path"` is written to that path (a later one replaces an earlier one, as the reader's
/// edit does), and each `docbuild` command of a `console` block runs there, in order, and must
/// print exactly the lines under its prompt. The page's other commands (installing cmark-gfm,
/// building docbuild, `cd`) make what this test already has, a built docbuild; since nothing
/// checks their output, the page may show none.
///
/// It compares whole lines, where other tests compare a diagnostic's identifier and place: the
/// page shows the text, so a change to it is a change the page must show. A failure prints the
/// block as docbuild printed it, to paste into the article.
@Suite struct TutorialTests {
    static let article = "Articles/Tutorial.md"

    /// One thing the reader does, in the page's order.
    enum Step {
        /// Create or replace `file` with `text`.
        case write(file: String, text: String)
        /// Run docbuild with `arguments`; it prints `printed`. `line` is the prompt's.
        case docbuild(arguments: [String], printed: [String], line: Int)
        /// A command this test does not run, and what the page shows it print.
        case shown(command: String, printed: [String], line: Int)
    }

    /// The steps of `markdown`, a tutorial.
    static func steps(of markdown: String) -> [Step] {
        var steps: [Step] = []
        for case .codeBlock(let block) in CMarkParser.parse(markdown, path: article).blocks
        where block.isFenced {
            if let file = FenceInfo.file(inInfo: block.info) {
                steps.append(.write(file: file, text: block.literal))
            } else if block.language == "console" {
                steps += commands(in: block)
            }
        }
        return steps
    }

    /// A transcript's commands: each `$ ` line, and the lines under it up to the next.
    static func commands(in block: CodeBlock) -> [Step] {
        var steps: [Step] = []
        var current: (command: Substring, line: Int)?
        var printed: [String] = []
        func finish() {
            guard let (command, line) = current else { return }
            let words = command.split(separator: " ").map(String.init)
            steps.append(
                words.first == "docbuild"
                    ? .docbuild(arguments: Array(words.dropFirst()), printed: printed, line: line)
                    : .shown(command: String(command), printed: printed, line: line))
        }
        for (offset, line) in block.literal.split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast()
            .enumerated()
        {
            if line.hasPrefix("$ ") {
                finish()
                current = (line.dropFirst(2), block.range.start.line + 1 + offset)
                printed = []
            } else {
                printed.append(String(line))
            }
        }
        finish()
        return steps
    }

    @Test func theTutorialPrintsWhatItShowsWhenFollowed() async throws {
        let markdown = try String(
            contentsOf: DocBuildCommandTests.root.appendingPathComponent(Self.article), encoding: .utf8)
        let steps = Self.steps(of: markdown)
        let base = FileManager.default.temporaryDirectory.appendingPathComponent(
            "docbuild-tutorial-\(UUID())")
        let package = base.appendingPathComponent("shapes")
        defer { try? FileManager.default.removeItem(at: base) }
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)

        var runs: [[String]] = []
        var workflows: [String] = []
        for step in steps {
            switch step {
            case .write(let file, let text):
                if file.hasPrefix(".github/workflows/") { workflows.append(text) }
                let url = package.appendingPathComponent(file)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            case .shown(let command, let printed, let line):
                #expect(
                    printed.isEmpty, "\(Self.article):\(line): `\(command)` is not run, so it shows no output"
                )
            case .docbuild(let arguments, let printed, let line):
                runs.append(arguments)
                // One stream, as a terminal shows the two.
                let run = try await TestProcess.run(
                    "/bin/sh", ["-c", #"exec "$0" "$@" 2>&1"#, DocBuildCommandTests.executable] + arguments,
                    directory: package.path)
                let actual = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(
                    String.init
                )
                .dropLast(run.stdout.hasSuffix("\n") ? 1 : 0)
                #expect(
                    Array(actual) == printed,
                    """
                    \(Self.article):\(line): `docbuild \(arguments.joined(separator: " "))` printed:
                    \(run.stdout)
                    """)
                // The summary's count of failures is what the exit status says.
                let failed = printed.last.map { !$0.contains(" 0 failed") } ?? true
                #expect(run.status == (failed ? 1 : 0), "\(Self.article):\(line): exit status \(run.status)")
            }
        }
        #expect(runs.count >= 4, "the tutorial runs docbuild at each step")
        // The workflow runs docbuild only as the page did, where the reader saw what it prints.
        let workflowRuns = workflows.flatMap { $0.split(separator: "\n") }.compactMap { line in
            line.firstMatch(of: /run: docbuild (.*)/).map { $0.1.split(separator: " ").map(String.init) }
        }
        #expect(workflowRuns.count >= 2, "the workflow checks and writes the site")
        for arguments in workflowRuns {
            #expect(runs.contains(arguments), "the workflow's docbuild \(arguments.joined(separator: " "))")
        }
        // What the page says the site has.
        for page in ["index.html", "Squares.html", "reference/Shapes/Square.html", "search-index.js"] {
            #expect(
                FileManager.default.fileExists(atPath: package.appendingPathComponent("site/\(page)").path),
                "site/\(page)")
        }
    }

    /// The reading of a transcript the test depends on: a prompt's output runs to the next prompt.
    @Test func aTranscriptIsItsPromptsEachWithTheLinesUnderIt() throws {
        let document = CMarkParser.parse(
            "Text\n\n```console\n$ cd shapes\n$ docbuild --check\nChecking\n1 passed\n$ ls\n```\n",
            path: "A.md")
        guard case .codeBlock(let block) = document.blocks.last else {
            Issue.record("no code block")
            return
        }
        let steps = Self.commands(in: block)
        #expect(steps.count == 3)
        guard steps.count == 3 else { return }
        if case .shown(let command, let printed, let line) = steps[0] {
            #expect(command == "cd shapes" && printed.isEmpty && line == 4)
        } else {
            Issue.record("\(steps[0])")
        }
        if case .docbuild(let arguments, let printed, let line) = steps[1] {
            #expect(arguments == ["--check"] && printed == ["Checking", "1 passed"] && line == 5)
        } else {
            Issue.record("\(steps[1])")
        }
        if case .shown(let command, _, let line) = steps[2] {
            #expect(command == "ls" && line == 8)
        } else {
            Issue.record("\(steps[2])")
        }
    }
}
