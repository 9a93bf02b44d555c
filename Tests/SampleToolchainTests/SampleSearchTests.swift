import TestSupport
import Testing

@testable import DocMarkdown
@testable import Doctest
@testable import SampleToolchain

/// The search that follows a failed build checks each remaining program as far as SIL, so that
/// an error of SIL's mandatory passes is found with the type errors, not one build at a time.
@Suite struct SampleSearchTests {
    @Test func theSearchFindsAnErrorOnlySILReports() async throws {
        let folder = try TemporaryDirectory(prefix: "sil-search")
        defer { folder.remove() }
        let swiftc = try #require(ProcessRunner.executablePath(named: "swiftc"))
        let markdown = "```swift\nfunc value() -> Int {\n    let x: Int\n    return x\n}\n```\n"
        let samples = SampleExtractor(packageDirectory: nil).extract(
            from: CMarkParser.parse(markdown, path: "A.md")
        ).samples
        let scratch = ScratchPackage(directory: folder.path, packageDirectory: folder.path)
        let messages = try await withChildSlot("swiftc -typecheck") {
            try await SampleTypeChecker(scratch: scratch, swiftc: swiftc).typeCheck(
                ScratchTarget(name: "A000_A", program: ProgramSource(samples: samples)))
        }
        #expect(messages.filter { $0.severity == .error }.map { "\($0.path):\($0.line)" } == ["A.md:4"])
    }
}
