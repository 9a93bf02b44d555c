import Testing

@testable import DocBuildKit
@testable import Doctest

@Suite struct FenceInfoTests {
    @Test(arguments: [
        ("swift", SampleKind.run, false),
        ("swift no-run", .noRun, false),
        ("swift apple", .apple, false),
        ("swift ignore", .ignore, false),
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

    @Test func tabNamesItsTitleBesideOtherWords() throws {
        let parsed = try FenceInfo(parsing: #"swift no-run tab="Plain @Observable""#)
        #expect(parsed.tab == "Plain @Observable")
        #expect(parsed.kind == .noRun)
        #expect(try FenceInfo(parsing: "swift").tab == nil)
        #expect(try FenceInfo(parsing: #"swift include="A.swift#r" tab="A""#).tab == "A")
        #expect(try FenceInfo(parsing: #"swift no-run program="setup""#).program == "setup")
    }

    @Test func appleParseIsAnAppleSampleThatIsOnlyParsed() throws {
        let parsed = try FenceInfo(parsing: #"swift apple="parse""#)
        #expect(parsed.kind == .apple)
        #expect(parsed.isParseOnly)
        #expect(try !FenceInfo(parsing: "swift apple").isParseOnly)
    }

    @Test(arguments: [
        ("swift tab", "tab needs a title"),
        (#"swift program="""#, "program needs a name"),
        (#"swift program="a" isolated"#, "'isolated' conflicts with program=\"a\""),
        (#"swift include="A.swift#r" program="a""#, "an included block takes no word but tab"),
        (#"swift tab="  ""#, "tab needs a title"),
        (#"swift tab="A" tab="B""#, "'tab' is repeated"),
        ("swift norun", "unknown fence word 'norun'"),
        ("swift no-run apple", "'apple' conflicts with 'no-run'"),
        ("swift compile-fail", "compile-fail needs the expected error text"),
        ("swift crashes", "crashes needs the expected trap message"),
        (#"swift crashes="""#, "crashes needs the expected trap message"),
        (#"swift crashes="x" no-run"#, "'no-run' conflicts with 'crashes'"),
        (#"swift crashes="x" program="a""#, "'crashes' conflicts with program=\"a\""),
        (#"swift include="A.swift#r" crashes="x""#, "an included block takes no word but tab"),
        (#"swift compile-fail="""#, "compile-fail needs the expected error text"),
        (#"swift compile-fail="open"#, "the value of 'compile-fail' has no closing quote"),
        ("swift compile-fail=bare", "the value of 'compile-fail' must be in double quotes"),
        (#"swift isolated="yes""#, "'isolated' takes no value"),
        (#"swift apple="compile""#, #"apple takes no value but "parse""#),
        ("swift isolated isolated", "'isolated' is repeated"),
        (#"swift include="File.swift""#, "must name a file and a region"),
        (#"swift include="A.swift#r" no-run"#, "an included block takes no word but tab"),
    ])
    func rejectsBadWords(info: String, message: String) {
        #expect {
            try FenceInfo(parsing: info)
        } throws: { error in
            (error as? FenceInfoError)?.message.contains(message) == true
        }
    }
}
