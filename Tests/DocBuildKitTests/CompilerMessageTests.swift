import Testing

@testable import DocBuildKit
@testable import SampleToolchain

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

    /// lld names the places that reference a symbol it cannot find; through `#sourceLocation`
    /// they are the samples' Markdown lines. Each becomes an error there.
    @Test func linkErrorsAreLocatedAtEveryReferencingLine() {
        let log = """
            error: link command failed with exit code 1 (use -v to see invocation)
            ld.lld: error: undefined symbol: quartet_missing
            >>> referenced by Link.md:6 (Articles/Link Error: A.md:6)
            >>>               /tmp/s/.build/release/A001_Link.build/main.swift.o:(A001_Link_main)
            >>> referenced by Link.md:9 (Articles/Link Error: A.md:9)
            >>>               /tmp/s/.build/release/A001_Link.build/main.swift.o:(A001_Link_main)

            ld.lld: error: undefined symbol: sqrt
            >>> referenced by LibcShims.h:158 (/opt/swift/usr/lib/swift/shims/LibcShims.h:158)
            >>> referenced by Link.md:6 (Articles/Link Error: A.md:6)
            clang: error: linker command failed with exit code 1 (use -v to see invocation)
            >>> referenced by Other.md:2 (Articles/Other.md:2)
            """
        let messages = CompilerMessage.parse(log)
        #expect(
            messages.map { "\($0.path):\($0.line):\($0.column)" } == [
                "Articles/Link Error: A.md:6:1", "Articles/Link Error: A.md:9:1",
                "/opt/swift/usr/lib/swift/shims/LibcShims.h:158:1", "Articles/Link Error: A.md:6:1",
            ])
        #expect(messages.allSatisfy { $0.severity == .error && $0.isLinkError })
        #expect(messages[0].message.hasSuffix("undefined symbol: quartet_missing"))
        #expect(messages[3].message.hasSuffix("undefined symbol: sqrt"))
    }

    @Test func articlePathMayContainSpacesAndColons() {
        let message = CompilerMessage.parseLine("Articles/My Article: Part 2.md:3:9: error: oops")
        #expect(message?.path == "Articles/My Article: Part 2.md")
        #expect(message?.line == 3 && message?.column == 9 && message?.message == "oops")
    }
}
