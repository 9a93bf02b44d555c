import Testing

@testable import Doctest
@testable import SampleToolchain

/// The names a transcript may run a sample's `@main` type by (``MainAttribute/commandNames(in:)``).
@Suite struct CommandNameTests {
    private func sample(_ code: String) -> Sample {
        Sample(
            articlePath: "Articles/Greet.md", index: 0, fenceLine: 1, kind: .run,
            lines: code.split(separator: "\n").enumerated().map {
                SampleLine(text: String($1), isHidden: false, line: $0 + 2)
            })
    }

    @Test func aCommandIsNamedByItsTypeInKebabCase() throws {
        let greet = sample("@main\nstruct GreetUser {\n    static func main() {}\n}")
        let main = try #require(MainAttribute.find(in: greet))
        #expect(main.commandNames(in: greet) == ["greet-user"])
    }

    @Test func aCommandNameTheSampleSetsComesFirst() throws {
        let greet = sample(
            """
            @main
            struct Greet: ParsableCommand {
                static let configuration = CommandConfiguration(commandName: "hello")
            }
            """)
        let main = try #require(MainAttribute.find(in: greet))
        #expect(main.commandNames(in: greet) == ["hello", "greet"])
    }

    /// A name a shell would not look up on `PATH` names no command: a line that runs a path
    /// (`tools/greet`) is another tool's.
    @Test func aNameThatIsAPathOrNotOneWordIsNone() throws {
        let greet = sample(
            """
            @main
            struct Greet {
                static let commandName = "tools/greet"
                static let other = CommandConfiguration(commandName: "..")
            }
            """)
        let main = try #require(MainAttribute.find(in: greet))
        #expect(main.commandNames(in: greet) == ["greet"])
        #expect(["greet", "greet-user", "g2"].allSatisfy(MainAttribute.isCommandName))
        #expect(!["", ".", "..", "a/b", "a b", "a'b", "a\\b"].contains(where: MainAttribute.isCommandName))
    }

    @Test func kebabCaseSplitsWordsAndAcronymsAsArgumentParsersDo() {
        #expect(MainAttribute.kebabCase("Greet") == "greet")
        #expect(MainAttribute.kebabCase("GreetUser") == "greet-user")
        #expect(MainAttribute.kebabCase("HTTPServer") == "http-server")
        #expect(MainAttribute.kebabCase("SimpleXMLParser") == "simple-xml-parser")
        #expect(MainAttribute.kebabCase("Tool2Go") == "tool2-go")
        #expect(MainAttribute.kebabCase("URL") == "url")
    }
}
