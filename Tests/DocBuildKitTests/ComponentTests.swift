import Foundation
import Testing

@testable import DocBuildKit

@Suite struct BlockMarkerTests {
    @Test func outputIsCutAtTheMarkersEvenMidLine() {
        let output =
            "\u{1E}docbuild-block 0\nfirst\n\u{1E}docbuild-block 2\nno newline\u{1E}docbuild-block 5\n"
        let (outputs, last) = BlockMarker.split(output)
        #expect(outputs == [0: "first\n", 2: "no newline", 5: ""])
        #expect(last == 5)
    }

    @Test func programThatPrintedNoMarkerStartedNoBlock() {
        #expect(BlockMarker.split("").lastStarted == nil)
    }
}

@Suite struct CompilerMessageTests {
    @Test func parsesLocatedMessagesOnceEach() {
        let log = """
            [5/17] Emitting module A
            Articles/B.md:10:14: error: cannot convert value of type 'String' to specified type 'Int'
             8 | let x: Int = "s"
            Articles/B.md:10:14: error: cannot convert value of type 'String' to specified type 'Int'
            /work/Sources/X/File.swift:3:1: warning: variable 'y' was never used
            Articles/B.md:11:1: note: did you mean 'z'?
            error: emit-module command failed with exit code 1 (use -v to see invocation)
            """
        let messages = CompilerMessage.parse(log)
        #expect(messages.map(\.path) == ["Articles/B.md", "/work/Sources/X/File.swift", "Articles/B.md"])
        #expect(messages.map(\.severity) == [.error, .warning, .note])
        #expect(messages[0].line == 10 && messages[0].column == 14)
        #expect(messages[1].message == "variable 'y' was never used")
    }

    @Test func articlePathMayContainSpacesAndColons() {
        let message = CompilerMessage.parseLine("Articles/My Article: Part 2.md:3:9: error: oops")
        #expect(message?.path == "Articles/My Article: Part 2.md")
        #expect(message?.line == 3 && message?.column == 9 && message?.message == "oops")
    }
}

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
    }
}

@Suite struct OptionsTests {
    @Test func defaultsCheckTheCurrentPackage() throws {
        let options = try Options(arguments: ["--check"])
        #expect(options.action == .check && options.isCheckOnly)
        #expect(options.packageDirectory == "." && options.articlesDirectory == nil)
        #expect(options.timeout == .seconds(30) && options.format == .text && options.useCache)
    }

    @Test func parsesEveryOptionInBothSpellings() throws {
        let options = try Options(arguments: [
            "--check", "--articles", "Docs", "--package=Pkg", "--filter", "Intro", "--timeout", "1.5",
            "--jobs=3", "--format", "github", "--no-cache", "--verbose",
        ])
        #expect(options.articlesDirectory == "Docs" && options.packageDirectory == "Pkg")
        #expect(options.filter == "Intro" && options.timeout == .milliseconds(1500) && options.jobs == 3)
        #expect(options.format == .github && !options.useCache && options.isVerbose)
        #expect(try Options(arguments: ["--help"]).action == .help)
        #expect(try Options(arguments: ["--version"]).action == .version)
    }

    @Test(arguments: [
        ["--frobnicate"], ["--timeout", "-1"], ["--timeout", "soon"], ["--jobs", "1.5"], ["--format"],
        ["--filter", "--check"], ["extra"],
    ])
    func badCommandLinesAreUsageErrors(arguments: [String]) {
        #expect(throws: UsageError.self) { try Options(arguments: arguments) }
    }
}

@Suite struct DiagnosticFormatterTests {
    let diagnostic = Diagnostic(
        .error, "cannot find 'totl' in scope", path: "A.md", line: 2, column: 7, explanation: "a note\nsecond"
    )

    @Test func textShowsLocationSourceLineCaretAndExplanation() {
        let formatter = DiagnosticFormatter(format: .text, sources: ["A.md": "# T\r\nprint(totl)\r\n"])
        #expect(
            formatter.format(diagnostic) == """
                A.md:2:7: error: cannot find 'totl' in scope
                    2 | print(totl)
                      |       ^
                    a note
                    second
                """)
    }

    @Test func githubEscapesNewlinesAndPropertySeparators() {
        let formatter = DiagnosticFormatter(format: .github, sources: [:])
        var located = diagnostic
        located.path = "Dir,1/A:b.md"
        #expect(
            formatter.format(located)
                == "::error file=Dir%2C1/A%3Ab.md,line=2,col=7::cannot find 'totl' in scope%0Aa note%0Asecond"
        )
        #expect(formatter.format(Diagnostic(.warning, "100% done")) == "::warning::100%25 done")
    }
}

@Suite struct ProcessRunnerTests {
    @Test func capturesOutputAndExitStatusInTheGivenDirectory() async throws {
        let directory = try TemporaryDirectory(prefix: "docbuild-runner-test")
        defer { directory.remove() }
        let output = try await ProcessRunner.run(
            "/bin/sh", ["-c", "pwd; echo oops >&2; echo $DOCBUILD_TEST; exit 7"], in: directory.path,
            environment: ["DOCBUILD_TEST": "set"])
        #expect(output.exitStatus == 7 && output.signal == nil && !output.timedOut)
        #expect(output.standardOutput.hasSuffix("\(directory.path.split(separator: "/").last!)\nset\n"))
        #expect(output.standardError == "oops\n")
    }

    @Test func timeOutKillsTheWholeProcessTree() async throws {
        // The shell starts a grandchild and waits; both must die when the time runs out.
        let output = try await ProcessRunner.run(
            "/bin/sh", ["-c", "sleep 60 & echo $!; wait"], in: "/", timeout: .milliseconds(300))
        #expect(output.timedOut)
        #expect(output.signal == SIGKILL)
        let grandchild = try #require(
            Int32(output.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)))
        let state = (try? String(contentsOfFile: "/proc/\(grandchild)/stat", encoding: .utf8))?
            .split(separator: " ").dropFirst(2).first
        #expect(state == nil || state == "Z", "the grandchild \(grandchild) is still running")
    }

    @Test func findsExecutablesOnPath() {
        #expect(ProcessRunner.executablePath(named: "sh", path: "/nonexistent:/bin") == "/bin/sh")
        #expect(ProcessRunner.executablePath(named: "sh", path: "/nonexistent") == nil)
    }
}
