import Testing

@testable import DocBasics
@testable import DocBuildKit

@Suite struct OptionsTests {
    @Test func defaultsCheckTheCurrentPackage() throws {
        let options = try Options(arguments: ["--check"])
        #expect(options.action == .check && options.isCheckOnly)
        #expect(options.packageDirectory == "." && options.articleFolders.isEmpty)
        #expect(options.timeout == .seconds(30) && options.format == .text && options.useCache)
    }

    @Test func parsesEveryOptionInBothSpellings() throws {
        let options = try Options(arguments: [
            "--check", "--articles", "Docs", "--package=Pkg", "--filter", "Intro", "--timeout", "1.5",
            "--jobs=3", "--format", "github", "--no-cache", "--verbose",
        ])
        #expect(options.articleFolders == ["Docs"] && options.packageDirectory == "Pkg")
        #expect(options.filter == "Intro" && options.timeout == .milliseconds(1500) && options.jobs == 3)
        #expect(options.format == .github && !options.useCache && options.isVerbose)
        #expect(try Options(arguments: ["--help"]).action == .help)
        #expect(try Options(arguments: ["--version"]).action == .version)
    }

    @Test func previewTakesAPortAndOpensABrowserOnlyWhenAsked() throws {
        let preview = try Options(arguments: ["preview", "--port", "0", "--package", "Pkg", "--open"])
        #expect(preview.action == .preview && preview.port == 0 && preview.opensBrowser)
        #expect(preview.packageDirectory == "Pkg")
        let plain = try Options(arguments: ["preview"])
        #expect(plain.port == 8080 && !plain.opensBrowser)
        #expect(throws: UsageError.self) { try Options(arguments: ["preview", "--port", "70000"]) }
        // `preview` is a subcommand: first, or it is a stray word.
        #expect(throws: UsageError.self) { try Options(arguments: ["--check", "preview"]) }
    }

    @Test(arguments: [
        ["--frobnicate"], ["--timeout", "-1"], ["--timeout", "soon"], ["--jobs", "1.5"], ["--format"],
        ["--filter", "--check"], ["extra"],
    ])
    func badCommandLinesAreUsageErrors(arguments: [String]) {
        #expect(throws: UsageError.self) { try Options(arguments: arguments) }
    }

    /// Options that do not go together are refused in one validation, naming the one at fault,
    /// rather than one of them silently winning.
    @Test(arguments: [
        (["--coverage", "--filter", "A"], "--coverage"),
        (["--min-coverage", "sampled=5", "--shard", "1/2"], "--coverage"),
        (["--write-baseline", "--no-baseline"], "--no-baseline"),
        (["--write-baseline", "--output", "site"], "--output"),
        (["--dry-run"], "--dry-run"),
        (["--bless", "--write-baseline"], "--write-baseline"),
        (["--bless", "--output", "site"], "--output"),
        (["preview", "--bless"], "--bless"),
        (["preview", "--check"], "--check"),
        (["preview", "--output", "site"], "--output"),
        (["preview", "--filter", "Intro"], "--filter"),
        (["--port", "8000"], "--port"),
        (["--check", "--open"], "--open"),
    ])
    func conflictingOptionsAreOneUsageErrorNamingTheOption(arguments: [String], option: String) {
        let error = #expect(throws: UsageError.self) { try Options(arguments: arguments) }
        #expect(error?.identifier == .conflictingOptions)
        #expect(error?.option == option)
    }

    @Test(arguments: [
        (["--frobnicate"], "--frobnicate", Diagnostic.Identifier.unknownOption),
        (["extra"], "extra", .unknownOption),
        (["--timeout"], "--timeout", .missingOptionValue), (["--jobs", "0"], "--jobs", .invalidOptionValue),
        (["--min-coverage", "sampled=101"], "--min-coverage", .invalidOptionValue),
    ])
    func aUsageErrorNamesItsProblemAndOption(
        arguments: [String], option: String, identifier: Diagnostic.Identifier
    ) {
        let error = #expect(throws: UsageError.self) { try Options(arguments: arguments) }
        #expect(error?.identifier == identifier)
        #expect(error?.option == option)
    }
}
