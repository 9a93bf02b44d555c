/// Every identifier docbuild reports, with what causes it and how to fix it, in groups: the
/// source of the documentation's index of diagnostics (`docbuild --help-markdown`). A test holds
/// it to the identifiers ``Diagnostic/Identifier`` declares, so a new one cannot be left out.
extension Diagnostic.Identifier {
    /// One identifier, explained in a line each.
    package struct Explanation: Sendable {
        package var identifier: Diagnostic.Identifier
        package var cause: String
        package var fix: String
    }

    /// The groups of ``explanations``, each titled by what its identifiers concern.
    package static let explanations: [(title: String, entries: [Explanation])] = [
        (
            "Articles and their samples",
            [
                .init(unreadableArticle, "An article cannot be read.", "Check the file's permissions."),
                .init(invalidUTF8, "An article is not UTF-8.", "Save it as UTF-8."),
                .init(
                    noSamples, "A note: an article has no `swift` block, so nothing in it is verified.",
                    "Nothing, if it has no Swift to show; otherwise mark its code blocks `swift`."),
                .init(
                    repositoryNotConfigured,
                    "`{{repository}}` in an article, and no `repository` in docbuild.json.",
                    "Add `repository` to docbuild.json."),
                .init(
                    versionNotConfigured, "`{{version}}` in an article, and no `version` in docbuild.json.",
                    "Add `version` to docbuild.json."),
                .init(
                    invalidInclude,
                    "A `{{#include path}}` whose file, anchor or lines do not exist, is outside the package, is not "
                        + "Markdown, holds a `swift` block or includes a file itself.",
                    "Point it at a Markdown file of the package, and its anchor or lines at ones the file has."
                ),
                .init(
                    unterminatedFence, "A code fence is never closed.",
                    "Close it with a fence of the same length."),
                .init(
                    emptySample, "A `swift` block holds nothing but white space.",
                    "Write its code, or mark it `ignore`."),
                .init(
                    hiddenLineAfterVisibleCode,
                    "A hidden (`# `) line comes after a visible line of its block.",
                    "Move it before the visible code: hidden lines are set-up, which comes first."),
            ]
        ),
        (
            "Fence words",
            [
                .init(
                    unknownFenceWord, "A word after `swift` that is no fence word (`norun`).",
                    "Use one of the fence words, or remove it."),
                .init(
                    conflictingFenceWords,
                    "Words that do not go together: two kinds, `isolated` or `crashes` with `program`, `include` "
                        + "with a word but `tab` and `doc-comments`.",
                    "Keep one of them."),
                .init(repeatedFenceWord, "A fence word is given twice.", "Give it once."),
                .init(
                    missingFenceValue,
                    "A word that needs a value has none: `compile-fail`, `crashes`, `include`, `tab`, `program`, `file`.",
                    "Give it its value in double quotes: `tab=\"Title\"`."),
                .init(
                    unexpectedFenceValue,
                    "A value for a word that takes none, or not one it takes: `no-run=\"x\"`.",
                    "Remove the value, or give one the word takes."),
                .init(
                    malformedFenceValue,
                    "A value not in double quotes, with no closing quote, or an `include` without `#region`.",
                    "Write it `word=\"value\"`; an include as `include=\"File.swift#region\"`."),
            ]
        ),
        (
            "Included regions",
            [
                .init(
                    includedBlockNotEmpty, "An `include=` block has code of its own.",
                    "Leave it empty: its code is the region's."),
                .init(
                    includeOutsidePackage,
                    "An `include=` file is outside the package, or there is no package.",
                    "Include a file of the package, by its path from the package's folder."),
                .init(
                    unreadableIncludedFile, "An `include=` file does not exist or is not UTF-8.",
                    "Fix the path, or save the file as UTF-8."),
                .init(
                    missingRegion,
                    "The included file has no `// region: name`, or no `// endregion` after it.",
                    "Mark the region in the file, or fix its name."),
            ]
        ),
        (
            "// Prints comments",
            [
                .init(
                    printsWithoutString,
                    "A `// Prints` comment is not followed by a string literal: `// Prints 3`.",
                    "Quote the output: `// Prints \"3\"`."),
                .init(
                    textAfterPrintsString, "Text after a `// Prints` string literal.",
                    "End the comment at the literal (a closing period may follow it)."),
                .init(
                    malformedPrintsString,
                    "A `// Prints` literal that is not valid Swift: an unterminated string, a bad escape.",
                    "Write it as a Swift string literal."),
                .init(
                    printsLinesMissing,
                    "A `// Prints two lines:` comment with fewer comment lines after it than it counts.",
                    "Add the missing lines, or count the ones there are."),
                .init(
                    printsMismatch, "A block printed something other than its `// Prints` comments say.",
                    "Fix the code, or the comment, to what the diagnostic shows it printed (`--bless` writes it)."
                ),
                .init(
                    cannotBless,
                    "A warning of `--bless`: a failing block's output was left as it is, since it cannot be "
                        + "told which comment printed which line, or the comment is not in the file as written.",
                    "Write the output by hand, or give each line its own `// Prints` comment."),
            ]
        ),
        (
            "Snippets",
            [
                .init(
                    snippetNotFound,
                    "A `@Snippet(path: \"Package/Snippets/Name\")` directive names no file `Snippets/Name.swift`.",
                    "Fix the path: the package's name, `Snippets`, any folders, the file's name without `.swift`."
                ),
                .init(
                    snippetSliceNotFound,
                    "A `@Snippet(path:slice:)` directive names a slice the snippet does not mark.",
                    "Mark it in the snippet with `// snippet.name`, or name one of the slices the message lists."
                ),
            ]
        ),
        (
            "Listing tests (`listingTests`)",
            [
                .init(
                    malformedListingTest,
                    "A test comment without a name, without its ```swifttest block, or with a line that "
                        + "starts with no marker.",
                    "Write `- test: `name``, then the block, each line starting with a marker."),
                .init(
                    listingDiffersFromTest,
                    "A listing's code is not the `->` lines of the test after it: the reader sees other code "
                        + "than the test runs.",
                    "Make the two the same (comments and blank lines do not count)."),
                .init(
                    listingOutputMismatch, "A test printed other than its `<<`, `<-` and `</` lines say.",
                    "Fix the code, or the lines, to what the diagnostic shows it printed (`--bless` writes it)."
                ),
                .init(
                    listingDiagnosticChanged,
                    "The compiler gives an expected diagnostic with another message now.",
                    "Update the `!!` (or `!$`) line to the message shown."),
                .init(
                    listingNoLongerDiagnosed, "The compiler no longer gives a diagnostic the test expects.",
                    "Remove the `!!` lines, or change the code back to what fails."),
                .init(
                    listingNewDiagnostic, "The compiler gives an error or warning the test does not expect.",
                    "Fix the code, or add the diagnostic to the test as a `!$` line."),
            ]
        ),
        (
            "Compiling and running",
            [
                .init(
                    compiler, "The compiler's error or warning, at the sample's line.",
                    "Fix the code as the message says."),
                .init(
                    linker, "A program compiled but did not link: a symbol is missing.",
                    "Make the symbol public in a library product, or define it in the article."),
                .init(
                    compileFailCompiled, "A `compile-fail` block compiled.",
                    "Make it fail as the article says, or remove `compile-fail`."),
                .init(
                    compileFailOtherError,
                    "A `compile-fail` block failed with another error than the one it names.",
                    "Fix the expected text, or the code."),
                .init(
                    markedLineCompiled,
                    "A line that a book's comment marks as an error (`errorMarkers`) compiled.",
                    "Make the line an error, or remove the marker."),
                .init(
                    crashAtUnmarkedLine,
                    "A block that a book's comment marks as trapping trapped at another line.",
                    "Mark the line that traps."),
                .init(
                    dependsOnFailingBlock,
                    "A block was left out of its program: it uses what a failing block declares.",
                    "Fix the failing block; this one then runs."),
                .init(
                    unlocatedCompilerFailure,
                    "The compiler failed on a sample without an error at one of its lines.",
                    "Run with --verbose to see the compiler's output."),
                .init(
                    packageBuildFailed,
                    "The samples' package failed to build: the project itself, or linking.",
                    "Build the package with `swift build`, and fix what it reports."),
                .init(
                    programCrashed, "A program trapped while running a block.",
                    "Fix the code, or mark the block `crashes=\"message\"` if it must trap."),
                .init(
                    programExited, "A program exited before its last block.",
                    "Remove the `exit` call, or move it to the end."),
                .init(
                    programTimedOut, "A program ran longer than --timeout (30 s).",
                    "Make it end sooner (a `TestClock`, no sleeps), or raise --timeout."),
                .init(
                    programOutputTruncated, "A program wrote more than the output limit, and was stopped.",
                    "Print less: a sample's output is for a reader."),
                .init(
                    programLeftProcessesRunning,
                    "A program ended while processes it started were running; they were killed.",
                    "Wait for the processes the sample starts."),
                .init(
                    programClosedStandardOutput,
                    "A block closed or replaced standard output, so later output has no block.",
                    "Leave standard output open."),
                .init(
                    expectedCrashDidNotHappen, "A `crashes=\"text\"` block did not trap.",
                    "Make it trap, or remove `crashes`."),
                .init(
                    crashMessageMismatch, "A `crashes=\"text\"` block trapped with a message without `text`.",
                    "Fix the expected text to part of the trap's message."),
            ]
        ),
        (
            "Transcripts",
            [
                .init(
                    transcriptMismatch,
                    "A transcript's command (a `@main` sample of the page) printed other than the lines "
                        + "under its prompt show.",
                    "Fix the command, or the lines, to what the diagnostic shows it printed (`--bless` writes it)."
                ),
                .init(
                    transcriptUnterminatedQuote,
                    "A prompt line that runs a command leaves a quote open, so it has no arguments a shell would "
                        + "give it.", "Close the quote."),
            ]
        ),
        (
            "Tests in samples",
            [
                .init(
                    testFailed,
                    "A test of a `test` block recorded an issue: a failed `#expect`, a thrown error.",
                    "Fix the code or the expectation, at the issue's line."),
                .init(
                    noTestsInSample, "A `test` block declares no `@Test` function or `@Suite` type.",
                    "Add a test, or remove the word `test`."),
                .init(
                    testsDidNotRun, "A `test` block's program ended, or was stopped, before its tests ran.",
                    "Fix the block that stopped the program."),
            ]
        ),
        (
            "Examples",
            [
                .init(
                    demoBuildFailed, "An example's demo failed to build.",
                    "Build it with `swift build --product <demo>`, and fix what it reports."),
                .init(
                    demoFailed, "An example's demo trapped or exited with a failure.",
                    "Run it, and fix what fails."),
                .init(demoTimedOut, "An example's demo ran longer than --timeout.", "Make it end sooner."),
                .init(
                    exampleSwiftUIFailed,
                    "An example's SwiftUI files do not compile (against SwiftUI's interface off Apple platforms).",
                    "Fix them as the compiler's message says."),
            ]
        ),
        (
            "The site",
            [
                .init(
                    brokenLink,
                    "A link to a file that does not exist or is not an article, or a DocC link to no article.",
                    "Fix the path."),
                .init(
                    missingAnchor, "A link to a heading the article does not have.",
                    "Link to a heading it has."),
                .init(
                    linkOutsidePackage, "A link or image that leads outside the package.",
                    "Link to a file of the package, or a URL."),
                .init(
                    remoteImage, "An image from the network: the site must work offline.",
                    "Add the image to the package."),
                .init(brokenImage, "An image whose file does not exist.", "Fix the path, or add the file."),
                .init(
                    brokenSymbolLink, "A ``` ``Symbol`` ``` link of a DocC catalog names no public symbol.",
                    "Name a public symbol, by its path from the module."),
                .init(
                    missingSummary,
                    "A note: there is no SUMMARY.md, so the articles are listed in name order.",
                    "List them in SUMMARY.md, one `- [Title](File.md)` a line."),
                .init(
                    summaryListsMissingArticle, "SUMMARY.md lists an article that does not exist.",
                    "Fix or remove the line."),
                .init(summaryListsArticleTwice, "SUMMARY.md lists an article twice.", "List it once."),
                .init(
                    articleNotInSummary, "An article is not listed in SUMMARY.md.",
                    "List it, or remove the article."),
                .init(
                    unreadableLinkedFile, "A file an article links to cannot be read.",
                    "Check the file's permissions."),
            ]
        ),
        (
            "Coverage and the baseline",
            [
                .init(
                    coverageBelowMinimum, "A module's documented or sampled share is under --min-coverage.",
                    "Document its public symbols, or show them in verified samples."),
                .init(
                    undocumentedSymbol,
                    "A note: a public symbol has no doc comment, and its module is under the minimum.",
                    "Write its doc comment."),
                .init(
                    baselinedSamplesNowPass,
                    "A note: samples the baseline lists pass now, or no longer exist.",
                    "Run --write-baseline to drop them from it."),
                .init(
                    corruptedCacheEntry,
                    "A note: a cached result was truncated or did not match its checksum; it is rebuilt.",
                    "Nothing."),
            ]
        ),
        (
            "The command line (exit status 64)",
            [
                .init(
                    unknownOption, "An option docbuild does not know, or an argument where none is taken.",
                    "See --help."),
                .init(
                    missingOptionValue, "An option is given without its value: `--jobs` last.",
                    "Give the value."),
                .init(
                    invalidOptionValue, "An option's value it cannot take: `--jobs 0`, `--shard 3/2`.",
                    "Give a value it takes."),
                .init(
                    conflictingOptions,
                    "Options that do not go together: `--output` with `--write-baseline`.",
                    "Keep one of them."),
            ]
        ),
        (
            "docbuild.json",
            [
                .init(
                    configurationNotJSON, "docbuild.json is not JSON.", "Fix its syntax at the line given."),
                .init(
                    configurationNotAnObject, "docbuild.json holds JSON, but not one object.",
                    "Make it one `{ … }` object."),
                .init(
                    unknownConfigurationKey, "A key docbuild.json does not know.",
                    "Fix its spelling, or remove it."),
                .init(
                    invalidConfigurationValue,
                    "A key's value has the wrong type, or is not one the key takes.",
                    "Give it a value of the type the message names."),
            ]
        ),
        (
            "The machine and the package (the check cannot run)",
            [
                .init(
                    noPackage,
                    "No Package.swift (nor docbuild.json) where docbuild runs, or where --package points.",
                    "Run it in the package, or pass --package."),
                .init(swiftNotFound, "No `swift` on PATH.", "Install a Swift toolchain, and put it on PATH."),
                .init(
                    cannotStartProcess,
                    "A process docbuild needs (the compiler, git, a program) cannot be started.",
                    "Check that it is installed and runs."),
                .init(
                    cannotWrite, "A file or folder docbuild must write cannot be written.",
                    "Check the permissions and the free space."),
                .init(
                    cannotLock, "The scratch folder's lock file cannot be opened.",
                    "Check the permissions of .build/docbuild/."),
                .init(
                    cannotReadPackage,
                    "`swift package dump-package` failed: the package's products are unknown.",
                    "Run it yourself, and fix the manifest."),
                .init(
                    samplesFolderTaken,
                    "The package has a folder of the name docbuild gives the samples' sources.",
                    "Rename that folder."),
                .init(
                    unextendableManifest,
                    "A manifest without a `// swift-tools-version:` first line or a top-level `let package = Package(`.",
                    "Write the manifest in that shape."),
                .init(
                    noArticles, "No articles folder, no `*.md` in it, or none that --filter matches.",
                    "Write an article, or pass --articles."),
                .init(missingBaseline, "--baseline names no file.", "Fix the path, or run --write-baseline."),
                .init(
                    invalidBaseline,
                    "A baseline that cannot be read, is not a baseline, or has another format version.",
                    "Write it again with --write-baseline."),
                .init(
                    invalidTheme,
                    "A theme that is missing or unreadable, or whose page.html is not a page template.",
                    "Fix the theme folder, or remove `theme` from docbuild.json."),
                .init(
                    cannotWriteSite, "The site cannot be written; the previous one is untouched.",
                    "Check the output folder's permissions."),
            ]
        ),
    ]
}

extension Diagnostic.Identifier.Explanation {
    fileprivate init(_ identifier: Diagnostic.Identifier, _ cause: String, _ fix: String) {
        self.init(identifier: identifier, cause: cause, fix: fix)
    }
}
