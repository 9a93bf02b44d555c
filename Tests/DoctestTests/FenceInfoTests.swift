import Testing

@testable import DocBasics
@testable import Doctest

@Suite struct FenceInfoTests {
    @Test(arguments: [
        ("swift", SampleKind.run, false),
        ("swift no-run", .noRun, false),
        ("swift apple", .apple, false),
        ("swift ignore", .ignore, false),
        ("swift test", .test, false),
        ("swift test isolated", .test, true),
        ("swift isolated", .run, true),
        ("swift no-run isolated", .noRun, true),
        (#"swift compile-fail="cannot assign""#, .compileFail(expected: "cannot assign"), false),
        (#"swift crashes="Index out of range""#, .crashes(expected: "Index out of range"), false),
        (
            #"swift isolated compile-fail="say \"hi\" \\ there""#,
            .compileFail(expected: #"say "hi" \ there"#), true
        ),
    ])
    func parsesEveryWord(info: String, kind: SampleKind, isIsolated: Bool) throws {
        let parsed = try FenceInfo(parsing: info)
        #expect(parsed.kind == kind)
        #expect(parsed.isIsolated == isIsolated)
        #expect(parsed.include == nil)
    }

    @Test func includeNamesFileAndRegion() throws {
        let parsed = try FenceInfo(parsing: #"swift include="Examples/A/B/File.swift#setup""#)
        #expect(parsed.include == RegionReference(path: "Examples/A/B/File.swift", region: "setup"))
    }

    @Test func anIncludeMayHideItsDocumentationComments() throws {
        #expect(try FenceInfo(parsing: #"swift include="A.swift#r" doc-comments="hidden""#).hidesDocComments)
        #expect(try !FenceInfo(parsing: #"swift include="A.swift#r""#).hidesDocComments)
    }

    @Test func tabNamesItsTitleBesideOtherWords() throws {
        let parsed = try FenceInfo(parsing: #"swift no-run tab="Plain @Observable""#)
        #expect(parsed.tab == "Plain @Observable")
        #expect(parsed.kind == .noRun)
        #expect(try FenceInfo(parsing: "swift").tab == nil)
        #expect(try FenceInfo(parsing: #"swift include="A.swift#r" tab="A""#).tab == "A")
        #expect(try FenceInfo(parsing: #"swift no-run program="setup""#).program == "setup")
    }

    /// `file="path"` names a shown file; any other block takes it too, its other words not docbuild's.
    @Test func fileNamesTheFileAShownBlockIs() throws {
        #expect(try FenceInfo(parsing: #"swift ignore file="Package.swift""#).file == "Package.swift")
        #expect(try FenceInfo(parsing: #"swift ignore file="Package.swift""#).kind == .ignore)
        #expect(try FenceInfo(parsing: "swift").file == nil)
        #expect(
            FenceInfo.file(inInfo: #"yaml file=".github/workflows/docs.yml""#) == ".github/workflows/docs.yml"
        )
        #expect(FenceInfo.file(inInfo: #"markdown linenos file="Docs/A.md""#) == "Docs/A.md")
        #expect(FenceInfo.file(inInfo: #"yaml title="ci.yml""#) == nil)
        #expect(FenceInfo.file(inInfo: #"yaml file="unclosed"#) == nil)
        #expect(FenceInfo.file(inInfo: #"yaml file="  ""#) == nil)
        // The language word is never the file, even when it looks like one.
        #expect(FenceInfo.file(inInfo: #"file="a""#) == nil)
    }

    @Test func appleParseIsAnAppleSampleThatIsOnlyParsed() throws {
        let parsed = try FenceInfo(parsing: #"swift apple="parse""#)
        #expect(parsed.kind == .apple)
        #expect(parsed.isParseOnly)
        #expect(try !FenceInfo(parsing: "swift apple").isParseOnly)
    }

    @Test(arguments: [
        ("swift tab", Diagnostic.Identifier.missingFenceValue),
        (#"swift program="""#, .missingFenceValue),
        (#"swift program="a" isolated"#, .conflictingFenceWords),
        (#"swift include="A.swift#r" program="a""#, .conflictingFenceWords),
        (#"swift tab="  ""#, .missingFenceValue),
        (#"swift tab="A" tab="B""#, .repeatedFenceWord),
        (#"swift doc-comments="hidden""#, .conflictingFenceWords),
        (#"swift include="A.swift#r" doc-comments="shown""#, .unexpectedFenceValue),
        (#"swift include="A.swift#r" doc-comments="hidden" doc-comments="hidden""#, .repeatedFenceWord),
        ("swift norun", .unknownFenceWord),
        ("swift no-run apple", .conflictingFenceWords),
        ("swift test no-run", .conflictingFenceWords),
        (#"swift test="yes""#, .unexpectedFenceValue),
        ("swift compile-fail", .missingFenceValue),
        ("swift crashes", .missingFenceValue),
        (#"swift crashes="""#, .missingFenceValue),
        (#"swift crashes="x" no-run"#, .conflictingFenceWords),
        (#"swift crashes="x" program="a""#, .conflictingFenceWords),
        (#"swift include="A.swift#r" crashes="x""#, .conflictingFenceWords),
        (#"swift compile-fail="""#, .missingFenceValue),
        (#"swift compile-fail="open"#, .malformedFenceValue),
        ("swift compile-fail=bare", .malformedFenceValue),
        (#"swift isolated="yes""#, .unexpectedFenceValue),
        (#"swift apple="compile""#, .unexpectedFenceValue),
        ("swift isolated isolated", .repeatedFenceWord),
        (#"swift include="File.swift""#, .malformedFenceValue),
        (#"swift include="A.swift#r" no-run"#, .conflictingFenceWords),
        (#"swift include="A.swift#r" file="A.swift""#, .conflictingFenceWords),
        (#"swift file="""#, .missingFenceValue),
        (#"swift file="A" file="B""#, .repeatedFenceWord),
    ])
    func rejectsBadWords(info: String, identifier: Diagnostic.Identifier) {
        #expect {
            try FenceInfo(parsing: info)
        } throws: { error in
            (error as? FenceInfoError)?.identifier == identifier
        }
    }
}
