import Testing

@testable import DocBuildKit

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
