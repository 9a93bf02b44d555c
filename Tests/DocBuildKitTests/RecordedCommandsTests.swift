import Foundation
import TestSupport
import Testing

@testable import DocBuildKit
@testable import DocSite
@testable import Doctest
@testable import SampleToolchain

/// A program whose source alone changed is compiled and linked with the commands SwiftPM
/// recorded for it (``ProgramCommands``), not by `swift build`, and the check comes out exactly
/// as `swift build`'s would: the same statuses, output and diagnostics, edit after edit.
@Suite struct RecordedCommandsTests {
    /// An article of three blocks (a notebook) and an isolated one; each edit replaces it.
    static let article = """
        # Greetings

        ```swift
        let greeter = Greeter()
        print(greeter.greet("Ada"))  // Prints "Hello, Ada!"
        ```

        ```swift
        let loud = Greeter(greeting: "HEY")
        print(loud.greet("Bo"))  // Prints "HEY, Bo!"
        ```

        ```swift
        print(greeter.greet("Cy"))  // Prints "Hello, Cy!"
        ```

        ```swift isolated
        print(Greeter(greeting: "Hi").greet("Di"))  // Prints "Hi, Di!"
        ```

        """

    /// The edits, each of ``article``, in turn: another output, a type error (its block fails
    /// alone), a wrong `// Prints`, a trap (the blocks after it run without it), a warning, the
    /// isolated sample's own type error, a block made a `test` block (its program now links Swift
    /// Testing); and then the article as it was.
    /// The third element says whether the edit makes a repair, a program SwiftPM never planned and
    /// so builds.
    static let edits: [(String, String, Bool)] = [
        ("\"Ada\"))  // Prints \"Hello, Ada!\"", "\"Eve\"))  // Prints \"Hello, Eve!\"", false),
        ("Greeter(greeting: \"HEY\")", "Greeter(greting: \"HEY\")", true),
        ("Prints \"Hello, Cy!\"", "Prints \"Hello, Cyd!\"", false),
        ("let loud = Greeter(greeting: \"HEY\")", "let loud = Greeter(greeting: [String]()[0])", false),
        (
            "let loud = Greeter(greeting: \"HEY\")", "var unused = 1\nlet loud = Greeter(greeting: \"HEY\")",
            false
        ),
        ("Greeter(greeting: \"Hi\").greet(\"Di\")", "Greeter(greeting: \"Hi\").greet(42)", false),
        (
            "```swift\nprint(greeter.greet(\"Cy\"))  // Prints \"Hello, Cy!\"",
            "```swift test\nimport Testing\n@MainActor @Test func greetsCy() { #expect(greeter.greet(\"Cy\") == \"Hello, Cy!\") }",
            false
        ),
    ]

    /// What a check says of the article, as the site and the summary read it.
    struct Verdict: Equatable, CustomStringConvertible {
        var statuses: [SampleStatus]
        var outputs: [String?]
        var diagnostics: [String]

        init(_ report: CheckReport) throws {
            let article = try #require(report.article("Greetings"))
            statuses = article.results.map(\.status)
            outputs = article.results.map(\.output)
            diagnostics = article.diagnostics.map {
                "\($0.location ?? "-") \($0.identifier) \($0.message)"
            }
        }

        var description: String { "\(statuses) \(outputs) \(diagnostics)" }
    }

    private func package() throws -> String {
        let package = try Fixture.copy()
        try FileManager.default.createDirectory(
            atPath: "\(package)/Greetings", withIntermediateDirectories: true)
        return package
    }

    private func check(
        _ package: String, text: String, recorded: Bool, progress: ProgressLines = ProgressLines()
    ) async throws -> CheckReport {
        try Data(text.utf8).write(to: URL(fileURLWithPath: "\(package)/Greetings/Greetings.md"))
        var options = Options()
        options.packageDirectory = package
        options.articleFolders = ["\(package)/Greetings"]
        options.usesRecordedCommands = recorded
        return try await withChildSlot("docbuild --check") { [options] in
            try await DocBuildRun.check(options, progress: progress.append)
        }
    }

    @Test func everyEditComesOutAsSwiftBuildsWould() async throws {
        let direct = try package()
        let swiftPM = try package()
        let first = try await check(direct, text: Self.article, recorded: true)
        #expect(first.hasPassed, "\(first.diagnostics)")
        #expect(try Verdict(first) == Verdict(await check(swiftPM, text: Self.article, recorded: false)))
        for (old, new, repairs) in Self.edits + [("", "", false)] {
            let text = Self.article.replacingOccurrences(of: old, with: new)
            #expect(text != Self.article || old.isEmpty, "the edit \(old) matched nothing")
            let progress = ProgressLines()
            let compiledDirectly = try Verdict(
                await check(direct, text: text, recorded: true, progress: progress))
            let built = try Verdict(await check(swiftPM, text: text, recorded: false))
            #expect(compiledDirectly == built, "after replacing \(old)")
            if new.contains("swift test") {
                #expect(
                    compiledDirectly.outputs.contains("✔ Test greetsCy() passed\n"), "\(compiledDirectly)")
            }
            // The article's two programs (a repair, which SwiftPM never planned, goes through it);
            // the article as it was comes from the cache.
            #expect(
                progress.all.contains("Compiling 2 programs with SwiftPM's commands") != old.isEmpty,
                "\(progress.all)")
            #expect(progress.all.contains { $0.hasPrefix("Building") } == repairs, "\(progress.all)")
        }
    }

    @Test func aRecordOfAnotherEnvironmentIsNotUsedAndIsReplaced() async throws {
        let package = try package()
        _ = try await check(package, text: Self.article, recorded: true)
        let scratch = ScratchPackage(
            directory: ScratchPackage.directory(inPackage: package), packageDirectory: package)
        let recorded = try #require(ProgramCommands.load(for: scratch))
        #expect(recorded.programs.keys.sorted() == ["A000_Greetings", "A000_Greetings_S3"])

        // The library changes: its products are rebuilt, so its programs are built by SwiftPM.
        let source = "\(package)/Sources/Greeter/Greeter.swift"
        let library = try String(contentsOfFile: source, encoding: .utf8)
        try Data((library + "\npublic let changed = 1\n").utf8).write(to: URL(fileURLWithPath: source))
        let progress = ProgressLines()
        let edited = try await check(
            package, text: Self.article.replacingOccurrences(of: "Ada", with: "Eve"), recorded: true,
            progress: progress)
        #expect(edited.hasPassed, "\(edited.diagnostics)")
        #expect(progress.all.contains { $0.hasPrefix("Building ") }, "\(progress.all)")
        #expect(!progress.all.contains { $0.contains("with SwiftPM's commands") }, "\(progress.all)")
        let replaced = try #require(ProgramCommands.load(for: scratch))
        #expect(replaced.environment != recorded.environment)
    }

    @Test func theCommandsAreReadFromTheBuildDescription() {
        let description = """
            client:
              name: basic
            commands:
              "C.A000_Intro-x86_64-unknown-linux-gnu-release.exe":
                tool: shell
                inputs: ["/p/A000_Intro.build/main.swift.o"]
                description: "Linking A000_Intro"
                args: ["/usr/bin/swiftc","-o","/p/A000_Intro","@/p/A000_Intro.product/Objects.LinkFileList"]

              "C.A000_Intro-x86_64-unknown-linux-gnu-release.module":
                tool: shell
                args: ["/usr/bin/swiftc","-module-name","A000_Intro","-parseable-output","-c","@/p/A000_Intro.build/sources"]

              "C.Greeter-x86_64-unknown-linux-gnu-release.module":
                tool: shell
                args: ["/usr/bin/swiftc","-module-name","Greeter"]

            """
        let commands = ProgramCommands.read(fromBuildDescription: description, programs: ["A000_Intro"])
        #expect(
            commands == [
                "A000_Intro": ProgramCommands.Commands(
                    compile: [
                        "/usr/bin/swiftc", "-module-name", "A000_Intro", "-c", "@/p/A000_Intro.build/sources",
                    ],
                    link: [
                        "/usr/bin/swiftc", "-o", "/p/A000_Intro",
                        "@/p/A000_Intro.product/Objects.LinkFileList",
                    ])
            ])
    }
}
