import Foundation
import Testing

/// Holds the suite to its rule about heavy work (Tests/README.md): whatever starts a child process
/// (a compiler, docbuild, a server) runs inside ``withChildSlot(_:bound:slots:lastOutput:sourceLocation:_:)``
/// or through ``TestProcess``, which take a slot, so that no test can start one without it.
@Suite struct HeavyWorkConventionTests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// What starts a child: Foundation's and docbuild's doors to `posix_spawn`, and the docbuild
    /// calls that build and run samples or ask the toolchain.
    static let spawners = [
        "Process()", "posix_spawn(", "ProcessRunner.run(", "DocBuildRun.check(", "DocBuildCommand.run(",
        "run.check()", "run.recheck(", "run.checkSite()", "run.renderSite()", "run.writeSite()",
        ".typeCheck(", "CheckExampleSwiftUI.check(", "ToolchainVersion.read(",
    ]

    /// What takes a slot around the code in its closure.
    static let slotTakers = ["withChildSlot(", "TestProcess.withStarted(", "TestProcess.run("]

    /// The test sources, without fixtures (packages the tests build) and without the sanitizer's
    /// fixtures (programs `scripts/sanitize` compiles on their own).
    static func sources() throws -> [URL] {
        let walker = try #require(FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil))
        return walker.compactMap { $0 as? URL }.filter { url in
            url.pathExtension == "swift" && !url.path.contains("/Fixtures/")
                && !url.path.contains("/SanitizerFixtures/") && !url.path.contains("/TestSupport/")
                && url.lastPathComponent != "HeavyWorkConventionTests.swift"
        }
    }

    @Test func everyChildIsStartedHoldingASlot() throws {
        var unslotted: [String] = []
        for file in try Self.sources() {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (line, spawner) in Self.spawnsOutsideASlot(in: text) {
                unslotted.append("\(file.lastPathComponent):\(line): \(spawner)")
            }
        }
        #expect(unslotted.isEmpty, "Start children through TestProcess or inside withChildSlot: \(unslotted)")
    }

    @Test func theCheckSeesASpawnOutsideASlotAndNotOneInside() {
        let text = """
            func a() async throws {
                let report = try await DocBuildRun.check(options)
                let other = try await withChildSlot("docbuild --check") {
                    try await DocBuildRun.check(options) { line in print(line) }
                }
                let process = Process()
                let seen = try await withChildSlot("docbuild --check", lastOutput: lines.last) {
                    [options] in
                    try await DocBuildRun.check(options)
                }
                try await UnderLoadTests().updatesArriveInThisProcess()
                if done { return }
                try await DocBuildCommand.run(arguments: [])
            }
            """
        #expect(Self.spawnsOutsideASlot(in: text).map(\.line) == [2, 6, 13])
    }

    /// The lines of `text` that name a spawner outside every closure of a slot taker.
    ///
    /// Braces are counted outside string literals and comments. A closure belongs to a slot taker
    /// when the taker's name comes before its brace in the same statement; a statement starts with
    /// a line that begins with a keyword or a call, and continues past the closures it passes.
    static func spawnsOutsideASlot(in text: String) -> [(line: Int, spawner: String)] {
        var found: [(Int, String)] = []
        // One per open brace: whether it opens a slot taker's closure, and the statement before it.
        var braces: [(isSlotted: Bool, statement: String)] = []
        var statement = ""
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Self.code(of: String(rawLine))
            if Self.startsStatement(line) { statement = "" }
            if !braces.contains(where: \.isSlotted) {
                for spawner in Self.spawners(in: line) {
                    let before = line.components(separatedBy: spawner)[0]
                    if !slotTakers.contains(where: { before.contains($0) }) {
                        found.append((index + 1, spawner))
                    }
                }
            }
            for character in line {
                switch character {
                case "{":
                    braces.append((slotTakers.contains { statement.contains($0) }, statement))
                    statement = ""
                case "}":
                    statement = (braces.popLast()?.statement ?? "") + "{}"
                default: statement.append(character)
                }
            }
            statement.append(" ")
        }
        return found
    }

    /// The spawners `line` names, each as a whole name (`Process()`, not `InThisProcess()`).
    private static func spawners(in line: String) -> [String] {
        spawners.filter { spawner in
            line.components(separatedBy: spawner).dropLast().contains { before in
                guard let last = before.last else { return true }
                return !(last.isLetter || last.isNumber || last == "_")
            }
        }
    }

    private static func startsStatement(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " }
        return [
            "let ", "var ", "_ = ", "return ", "try ", "await ", "if ", "guard ", "for ", "while ", "#expect",
        ]
        .contains { trimmed.hasPrefix($0) }
    }

    /// `line` without its comment and with its string literals emptied.
    private static func code(of line: String) -> String {
        var code = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if !inString, character == "/", previous == "/" {
                code.removeLast()
                break
            }
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString || character == "\"" { code.append(character) }
            previous = character
        }
        return code
    }
}
