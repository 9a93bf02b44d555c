import Testing

@testable import Doctest
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

    /// The candidates of an ambiguous name are notes in the libraries: each goes with the error
    /// before it, and the error printed again by a second compile job brings none twice.
    @Test func notesGoWithTheErrorBeforeThem() {
        let log = """
            Articles/A.md:6:13: error: ambiguous use of 'init()'
            /p/Sources/Core/Deque.swift:3:12: note: found this candidate in module 'Core'
            /p/Sources/Umbrella/Umbrella.swift:7:12: note: found this candidate in module 'Umbrella'
            Articles/A.md:6:13: error: ambiguous use of 'init()'
            /p/Sources/Core/Deque.swift:3:12: note: found this candidate in module 'Core'
            Articles/A.md:9:1: warning: initialization of 'x' was never used
            """
        let messages = CompilerMessage.parse(log)
        #expect(messages.map(\.severity) == [.error, .note, .note, .warning])
        #expect(
            messages[0].notes.map(\.location) == [
                "/p/Sources/Core/Deque.swift:3:12", "/p/Sources/Umbrella/Umbrella.swift:7:12",
            ])
        #expect(messages[3].notes.isEmpty)
    }

    /// What the reader reads: a note's path in the project, not in docbuild's copy of it, no note in
    /// the generated sources, and no program module before the reader's names.
    @Test func messagesNameTheReadersFilesAndTypes() {
        let scratch = ScratchPackage(directory: "/p/.build/docbuild", packageDirectory: "/p")
        let log = """
            Articles/A.md:6:20: error: cannot convert value of type 'Core.Deque' to specified type 'A002_Names.Deque'
            /p/.build/docbuild/package/Sources/Core/Deque.swift:3:12: note: declared here
            /p/.build/docbuild/package/DocBuildSamples/A002_Names/main.swift:2:1: note: generated
            /p/Sources/Umbrella/Umbrella.swift:7:12: note: 'DocBuildSample.Point' is here
            """
        let message = scratch.messages(in: log)[0]
        #expect(message.message.contains("type 'Deque'") && !message.message.contains("A002"))
        #expect(
            message.notes.map(\.location) == [
                "Sources/Core/Deque.swift:3:12", "Sources/Umbrella/Umbrella.swift:7:12",
            ])
        #expect(message.notes.last?.message.contains("'Point'") == true)
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

/// A program that fails to link through code a library emitted into it: the linker names its
/// object, not a sample line, and the program alone fails.
@Suite struct LinkedProgramTests {
    static let log = """
        error: link command failed with exit code 1 (use -v to see invocation)
        ld.lld: error: undefined symbol: collections_missing_answer
        >>> referenced by <compiler-generated>:0 (/<compiler-generated>:0)
        >>>               /p/.build/docbuild/package/.build/x86_64-unknown-linux-gnu/release/A002_Link.build/main.swift.o:($s4Core6answers5Int32VyF)
        clang: error: linker command failed with exit code 1 (use -v to see invocation)
        [7/10] Linking A002_Link
        """

    @Test func theLinkerNamesTheProgramByItsObject() {
        let messages = CompilerMessage.parse(Self.log)
        #expect(messages.map(\.program) == ["A002_Link"])
        #expect(messages.map(\.isLinkError) == [true])
    }

    @Test func onlyTheProgramTheLinkerNamesFails() {
        func target(_ name: String) -> ScratchTarget {
            let sample = Sample(articlePath: "\(name).md", index: 0, fenceLine: 3, kind: .run, lines: [])
            return ScratchTarget(name: name, program: ProgramSource(samples: [sample]))
        }
        let failing = SampleBuilder.failingTargets(
            [target("A001_Chosen"), target("A002_Link")], messages: CompilerMessage.parse(Self.log))
        #expect(Array(failing.keys) == ["A002_Link"])
    }
}
