import Foundation
import Testing

@testable import DocBasics
@testable import DocBuildKit
@testable import DocSite
@testable import Doctest
@testable import SampleToolchain

/// `test` blocks: Swift Testing tests that see the blocks before them, run after the program's
/// blocks as `swift test` runs them (`Fixtures/Greeter/TestBlocks`).
@Suite struct TestSampleTests {
    static var testBlocks: Fixture.SharedRun {
        Fixture.sharedRun("testBlocks") { try await Fixture.check(articles: "TestBlocks") }
    }

    @Test func aTestBlockSeesTheBlocksBeforeItAndShowsEachTestsVerdict() async throws {
        let (report, _) = try await Self.testBlocks.value
        let passing = try #require(report.article("Passing"))
        #expect(passing.diagnostics.filter { $0.severity == .error }.isEmpty, "\(passing.diagnostics)")
        #expect(passing.results.map(\.status) == [.passed, .passed, .passed, .passed])
        #expect(
            passing.results[1].output
                == "✔ Test welcomesByName() passed\n✔ Test keepsTheGreeting() passed\n"
                + "✔ Test endsWithAnExclamationMark(name:) passed\n")
        // A named program's test block runs its program's tests.
        #expect(passing.results[3].output == "✔ Test saysGoodbye() passed\n")
    }

    @Test func aFailingExpectationIsAnErrorAtItsLineAndABlockWithoutATestFails() async throws {
        let (report, _) = try await Self.testBlocks.value
        let failing = try #require(report.article("Failing"))
        #expect(failing.results.map(\.status) == [.passed, .failed, .failed])
        #expect(
            failing.results[1].output
                == "✔ Test shoutsInCapitals() passed\n✘ Test addsAnExclamationMark() failed\n")
        let errors = failing.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.location) == ["TestBlocks/Failing.md:15:5", "TestBlocks/Failing.md:21:1"])
        #expect(errors.map(\.identifier) == [.testFailed, .noTestsInSample])
    }

    @Test func aTestBlockIsBadgedTested() {
        #expect(SampleHTML.badge(for: .test, status: .passed).label == "Tested")
        #expect(SampleHTML.badge(for: .test, status: .failed).label == "Failed")
    }
}
