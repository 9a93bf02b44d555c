import Testing

@testable import DocBasics
@testable import DocBuildKit

/// Each kind of failure is reported at the right file, line and column; one shared run over
/// `Fixtures/Greeter/Failures`, where every article fails in its own way.
@Suite struct FailureReportTests {
    /// The error diagnostics of one failure article, as `line:column: message`.
    private func errors(in name: String) async throws -> [Diagnostic] {
        let (report, _) = try await Fixture.failures.value
        return try #require(report.article(name)).diagnostics.filter { $0.severity == .error }
    }

    @Test func compileErrorIsReportedAtTheMarkdownLineAndColumn() async throws {
        let errors = try await errors(in: "CompileError")
        #expect(errors.map(\.location) == ["Failures/CompileError.md:6:18"])
        #expect(errors.map(\.identifier) == [.compiler])
    }

    @Test func compileErrorInOneArticleDoesNotHideTheOthers() async throws {
        let (report, _) = try await Fixture.failures.value
        let mismatch = try #require(report.article("PrintsMismatch"))
        #expect(mismatch.results.first?.output == "2\n")
        #expect(report.article("Crash")?.results.first?.status == .passed)
    }

    @Test func printsMismatchIsReportedAtTheCommentWithExpectedAndActual() async throws {
        let errors = try await errors(in: "PrintsMismatch")
        #expect(errors.map(\.location) == ["Failures/PrintsMismatch.md:4:15"])
        #expect(errors.map(\.identifier) == [.printsMismatch])
        #expect(errors.first?.explanation?.contains("expected:\n  \"3\"\nactual:\n  \"2\"") == true)
    }

    /// The block that traps fails alone: the block after it, which does not use it, runs in the
    /// program built again without it.
    @Test func crashIsReportedAtTheTrappingLineAndTheLaterBlocksRunWithoutIt() async throws {
        let (report, _) = try await Fixture.failures.value
        let crash = try #require(report.article("Crash"))
        let errors = crash.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.location) == ["Failures/Crash.md:9:1"])
        #expect(errors.map(\.identifier) == [.programCrashed])
        #expect(crash.results.map(\.status) == [.passed, .failed, .passed])
        #expect(crash.results.map(\.output) == ["before\n", "", "after\n"])
    }

    @Test func nonZeroExitIsReportedAtTheRunningBlock() async throws {
        let errors = try await errors(in: "NonZeroExit")
        #expect(errors.map(\.location) == ["Failures/NonZeroExit.md:3:1"])
        #expect(errors.map(\.identifier) == [.programExited])
    }

    @Test func timeOutNamesTheRunningBlock() async throws {
        let (report, _) = try await Fixture.failures.value
        let timeout = try #require(report.article("Timeout"))
        let errors = timeout.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.location) == ["Failures/Timeout.md:7:1"])
        #expect(errors.map(\.identifier) == [.programTimedOut])
        #expect(timeout.results.map(\.status) == [.passed, .failed])
    }

    @Test func crashesBlockThatDoesNotTrapIsAnErrorAtItsFence() async throws {
        let errors = try await errors(in: "CrashesDidNotHappen")
        #expect(errors.map(\.location) == ["Failures/CrashesDidNotHappen.md:3:1"])
        #expect(errors.map(\.identifier) == [.expectedCrashDidNotHappen])
    }

    @Test func crashesBlockThatTrapsWithAnotherMessageShowsThatMessage() async throws {
        let errors = try await errors(in: "CrashesOtherMessage")
        #expect(errors.map(\.location) == ["Failures/CrashesOtherMessage.md:3:1"])
        #expect(errors.map(\.identifier) == [.crashMessageMismatch])
        #expect(
            errors.first?.explanation?.contains("Unexpectedly found nil while unwrapping an Optional value")
                == true)
    }

    @Test func compileFailThatCompilesIsAnError() async throws {
        let errors = try await errors(in: "CompileFailCompiles")
        #expect(errors.map(\.location) == ["Failures/CompileFailCompiles.md:3:1"])
        #expect(errors.map(\.identifier) == [.compileFailCompiled])
    }

    @Test func compileFailWithTheWrongMessageShowsTheActualError() async throws {
        let errors = try await errors(in: "CompileFailWrongMessage")
        #expect(errors.map(\.location) == ["Failures/CompileFailWrongMessage.md:3:1"])
        #expect(errors.map(\.identifier) == [.compileFailOtherError])
        #expect(errors.first?.explanation?.contains("cannot convert value of type 'String'") == true)
    }

    @Test func unknownFenceWordIsAnErrorAtTheFence() async throws {
        let errors = try await errors(in: "UnknownWord")
        #expect(errors.map(\.location) == ["Failures/UnknownWord.md:3:1"])
        #expect(errors.map(\.identifier) == [.unknownFenceWord])
    }

    @Test func emptySampleMissingModuleMissingRegionAndOpenFenceAreEachLocated() async throws {
        let errors = try await errors(in: "Problems")
        #expect(
            errors.map(\.location) == [
                "Failures/Problems.md:5:1", "Failures/Problems.md:11:8", "Failures/Problems.md:16:1",
                "Failures/Problems.md:21:1",
            ])
        #expect(errors.map(\.identifier) == [.emptySample, .compiler, .missingRegion, .unterminatedFence])
    }

    @Test func articleWithoutSamplesIsANoteAndNonUTF8ArticleIsAnError() async throws {
        let (report, _) = try await Fixture.failures.value
        let noSamples = try #require(report.article("NoSamples")).diagnostics
        #expect(noSamples.map(\.location) == ["Failures/NoSamples.md:1:1"])
        #expect(noSamples.map(\.identifier) == [.noSamples])
        #expect(noSamples.map(\.severity) == [.note])
        let latin1 = try await errors(in: "Latin1")
        #expect(latin1.map(\.location) == ["Failures/Latin1.md:3:1"])
        #expect(latin1.map(\.identifier) == [.invalidUTF8])
    }

    @Test func noRunSampleThatDoesNotCompileIsAnError() async throws {
        #expect(try await errors(in: "NoRunError").map(\.location) == ["Failures/NoRunError.md:5:24"])
    }

    @Test func appleSampleWithASyntaxErrorFailsTheParse() async throws {
        let errors = try await errors(in: "AppleSyntax")
        #expect(errors.map(\.location) == ["Failures/AppleSyntax.md:9:5"])
    }

    @Test func errorOnAHiddenLineInABlockQuoteHasTheMarkdownColumn() async throws {
        // `> # let hidden: Int = "s"`: the quote marker and the hidden `# ` shift the column.
        #expect(try await errors(in: "HiddenError").map(\.location) == ["Failures/HiddenError.md:6:23"])
    }

    @Test func hiddenLineAfterVisibleCodeIsAnErrorAtThatLine() async throws {
        let errors = try await errors(in: "HiddenAfterVisible")
        #expect(
            errors.map(\.location) == [
                "Failures/HiddenAfterVisible.md:6:1", "Failures/HiddenAfterVisible.md:13:1",
            ])
        #expect(errors.map(\.identifier) == [.hiddenLineAfterVisibleCode, .hiddenLineAfterVisibleCode])
    }

    /// The linker names the sample line that references the missing symbol: that program fails
    /// there, and the others build and run, as with a compile error.
    @Test func aLinkErrorFailsItsProgramAtTheReferencingLineAndTheOthersRun() async throws {
        let (report, _) = try await Fixture.linkFailure.value
        let article = try #require(report.article("LinkError"))
        let errors = article.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.location) == ["LinkFailure/LinkError.md:7:1"])
        #expect(errors.map(\.identifier) == [.linker])
        #expect(article.results.map(\.status) == [.failed])
        #expect(report.article("Passing")?.results.map(\.status) == [.passed])
        #expect(report.article("Passing")?.results.first?.output == "Hello, Linker!\n")
    }

    @Test func crlfArticleReportsTheRightLine() async throws {
        #expect(try await errors(in: "CRLF").map(\.location) == ["Failures/CRLF.md:7:13"])
    }

    /// Two of the programs fail: the first build finds one or both, the type-checks find the
    /// rest, and the others build once more: two builds, not one per failure; a third builds the
    /// notebook that trapped without its trapping block.
    @Test func failingProgramsCostOneMoreBuildNotOneEach() async throws {
        _ = try await Fixture.failures.value
        let builds = Fixture.failuresProgress.all.filter { $0.hasPrefix("Building ") }
        #expect(builds.count == 3, "\(builds)")
    }

    @Test func summaryCountsEveryFailureAndTheCheckFails() async throws {
        let (report, _) = try await Fixture.failures.value
        #expect(!report.hasPassed)
        #expect(report.failedCount >= 12)
        #expect(report.summary == "\(report.passedCount) passed, \(report.failedCount) failed, 0 skipped")
    }
}
