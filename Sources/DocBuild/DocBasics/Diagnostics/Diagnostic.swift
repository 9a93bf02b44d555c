/// A problem in the user's content, located in a file: a sample that fails, an unknown fence word,
/// a `// Prints` mismatch.
///
/// Diagnostics are values: every stage collects them, and they are printed together at the end by a
/// ``DiagnosticFormatter``, so one run reports every problem rather than the first.
///
/// Each has an ``identifier`` naming the kind of problem (as swift-docc's `Diagnostic.identifier`),
/// which tests and tools match on instead of the wording.
///
/// ```swift
/// Diagnostic(
///     .error, .unknownFenceWord, "unknown fence word 'norun'", path: "Articles/Intro.md", line: 12,
///     column: 1)
/// ```
package struct Diagnostic: Hashable, Sendable, Codable {
    /// How bad the problem is; only errors fail a check.
    package enum Severity: String, Hashable, Sendable, Codable {
        case error
        case warning
        case note
    }

    /// What kind of problem this is: `docbuild.PrintsMismatch`.
    package struct Identifier: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
        package var rawValue: String
        package init(rawValue: String) { self.rawValue = rawValue }
        package var description: String { rawValue }
    }

    /// Where in a file a problem is: from `start` up to `end`, both 1-based; `end` is `start` when
    /// only one place is known.
    package struct SourceRange: Hashable, Sendable, Codable {
        package struct Position: Hashable, Sendable, Codable {
            package var line: Int
            /// `nil` when the problem concerns the whole line.
            package var column: Int?
        }

        package var start: Position
        package var end: Position
    }

    /// A place that explains a diagnostic, printed beneath it, as a compiler's notes are: the
    /// candidates of an ambiguous name, in the library that declares them.
    package struct Note: Hashable, Sendable, Codable {
        package var message: String
        /// Relative to the package when inside it.
        package var path: String?
        package var line: Int?
        package var column: Int?

        package init(_ message: String, path: String? = nil, line: Int? = nil, column: Int? = nil) {
            self.message = message
            self.path = path
            self.line = line
            self.column = column
        }

        /// `path:line:column`, as far as it is known.
        package var location: String? {
            guard let path else { return nil }
            guard let line else { return path }
            return "\(path):\(line):\(column ?? 1)"
        }
    }

    package var severity: Severity
    package var identifier: Identifier
    /// The one-line summary.
    package var message: String
    /// The file the problem is in, relative to the package (e.g. `Articles/Intro.md`); `nil` for a
    /// problem with no place, such as a build that failed outside every article.
    package var path: String?
    /// `nil` when the problem concerns the whole file.
    package var range: SourceRange?
    /// Lines printed beneath the source excerpt: expected and actual output, a diff, the tail of a
    /// crash log.
    package var explanation: String?
    /// The notes that explain it, printed after the explanation.
    package var notes: [Note] = []
    /// An error of a sample the baseline lists, demoted to a warning: printed `(in the baseline)`
    /// before the message, which is left as it is.
    package var isBaselined = false

    package init(
        _ severity: Severity,
        _ identifier: Identifier,
        _ message: String,
        path: String? = nil,
        line: Int? = nil,
        column: Int? = nil,
        explanation: String? = nil
    ) {
        self.severity = severity
        self.identifier = identifier
        self.message = message
        self.path = path
        if let line {
            let position = SourceRange.Position(line: line, column: column)
            range = SourceRange(start: position, end: position)
        }
        self.explanation = explanation
    }

    /// The line the problem starts on, 1-based; `nil` when it concerns the whole file.
    package var line: Int? { range?.start.line }
    /// The column the problem starts at, 1-based.
    package var column: Int? { range?.start.column }

    /// `path:line:column`, as far as it is known.
    package var location: String? {
        guard let path else { return nil }
        guard let line else { return path }
        return "\(path):\(line):\(column ?? 1)"
    }
}

extension Diagnostic: Comparable {
    /// Orders by file, then line, then column, so that reports read top to bottom.
    package static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.path ?? "", lhs.line ?? 0, lhs.column ?? 0, lhs.message)
            < (rhs.path ?? "", rhs.line ?? 0, rhs.column ?? 0, rhs.message)
    }
}

extension Diagnostic.Identifier {
    private static func docbuild(_ name: String) -> Self { Self(rawValue: "docbuild." + name) }

    // Articles and their samples.
    package static let unreadableArticle = docbuild("UnreadableArticle")
    package static let invalidUTF8 = docbuild("InvalidUTF8")
    package static let noSamples = docbuild("NoSamples")
    /// `{{repository}}` in an article, and no `repository` in `docbuild.json` to put there.
    package static let repositoryNotConfigured = docbuild("RepositoryNotConfigured")
    /// `{{version}}` in an article, and no `version` in `docbuild.json` to put there.
    package static let versionNotConfigured = docbuild("VersionNotConfigured")
    /// A `{{#include path}}` paragraph whose file is outside the package, missing, not Markdown,
    /// holds Swift samples, or includes a file itself.
    package static let invalidInclude = docbuild("InvalidInclude")
    // A fence's info string (``FenceInfo``), each problem its own identifier.
    /// A word that is no fence word: `norun`.
    package static let unknownFenceWord = docbuild("UnknownFenceWord")
    /// Words that do not go together: two kinds, `isolated` with `program`, `crashes` with
    /// `program`, `include` with any word but `tab`.
    package static let conflictingFenceWords = docbuild("ConflictingFenceWords")
    /// A word given twice: `isolated isolated`, two `tab`s.
    package static let repeatedFenceWord = docbuild("RepeatedFenceWord")
    /// A word without the value it needs: `compile-fail`, `crashes`, `include`, `tab`, `program`.
    package static let missingFenceValue = docbuild("MissingFenceValue")
    /// A value for a word that takes none: `no-run="x"`, `apple="x"` but `"parse"`.
    package static let unexpectedFenceValue = docbuild("UnexpectedFenceValue")
    /// A value written wrong: not in double quotes, no closing quote, an `include` without `#region`.
    package static let malformedFenceValue = docbuild("MalformedFenceValue")
    // A sample's text.
    /// A code fence with no closing fence.
    package static let unterminatedFence = docbuild("UnterminatedFence")
    /// A `swift` block with nothing but white space.
    package static let emptySample = docbuild("EmptySample")
    /// An `include=` block with code of its own: its code is the region's.
    package static let includedBlockNotEmpty = docbuild("IncludedBlockNotEmpty")
    /// An `include=` whose file is outside the package, or that has no package to look in.
    package static let includeOutsidePackage = docbuild("IncludeOutsidePackage")
    /// An `include=` whose file does not exist, or is not UTF-8.
    package static let unreadableIncludedFile = docbuild("UnreadableIncludedFile")
    /// An `include=` whose region the file does not hold, or does not end.
    package static let missingRegion = docbuild("MissingRegion")
    /// A `// Prints` comment not followed by a string literal: `// Prints 3`.
    package static let printsWithoutString = docbuild("PrintsWithoutString")
    /// Text after the string literal of a `// Prints` comment.
    package static let textAfterPrintsString = docbuild("TextAfterPrintsString")
    /// A `// Prints` string literal that is not valid Swift: an unterminated string, a bad escape.
    package static let malformedPrintsString = docbuild("MalformedPrintsString")
    /// A `// Prints two lines:` comment followed by fewer comment lines than it counts.
    package static let printsLinesMissing = docbuild("PrintsLinesMissing")
    /// A hidden (`# `) line after a visible line of the same block: set-up must come first.
    package static let hiddenLineAfterVisibleCode = docbuild("HiddenLineAfterVisibleCode")
    // What the compiler and the runs found.
    /// An error, warning or note of the compiler, with its own message.
    package static let compiler = docbuild("Compiler")
    /// A program that compiled and did not link (an undefined symbol), at each sample line that
    /// references what is missing; the other programs still build and run.
    package static let linker = docbuild("Linker")
    package static let compileFailCompiled = docbuild("CompileFailCompiled")
    package static let compileFailOtherError = docbuild("CompileFailOtherError")
    /// A line a book's comment marks as a compile error (`errorMarkers`) that compiled.
    package static let markedLineCompiled = docbuild("MarkedLineCompiled")
    /// A block a book's comment marks as trapping at a line that trapped at another.
    package static let crashAtUnmarkedLine = docbuild("CrashAtUnmarkedLine")
    /// A notebook block left out of its program because it uses what a failing block (one that
    /// did not compile, or whose run trapped) declares; the blocks that do not are run without
    /// them.
    package static let dependsOnFailingBlock = docbuild("DependsOnFailingBlock")
    package static let unlocatedCompilerFailure = docbuild("UnlocatedCompilerFailure")
    package static let packageBuildFailed = docbuild("PackageBuildFailed")
    package static let printsMismatch = docbuild("PrintsMismatch")
    /// `--bless` left a failing sample's expected output as it is: which comment printed which
    /// line cannot be told, or the comment is not in the file as written.
    package static let cannotBless = docbuild("CannotBless")
    /// A `@Snippet(path:)` directive whose snippet file does not exist.
    package static let snippetNotFound = docbuild("SnippetNotFound")
    /// A `@Snippet(path:slice:)` directive whose snippet has no such slice.
    package static let snippetSliceNotFound = docbuild("SnippetSliceNotFound")
    /// A listing test's comment that cannot be read (``ListingTests``).
    package static let malformedListingTest = docbuild("MalformedListingTest")
    /// A listing whose code is not the `->` lines of the test after it.
    package static let listingDiffersFromTest = docbuild("ListingDiffersFromTest")
    /// A listing test printed other than its `<<`, `<-` and `</` lines.
    package static let listingOutputMismatch = docbuild("ListingOutputMismatch")
    /// A listing test's expected diagnostic that the compiler gives with another message.
    package static let listingDiagnosticChanged = docbuild("ListingDiagnosticChanged")
    /// A listing test's expected diagnostic that the compiler no longer gives.
    package static let listingNoLongerDiagnosed = docbuild("ListingNoLongerDiagnosed")
    /// A compiler error or warning in a listing test that the test does not expect.
    package static let listingNewDiagnostic = docbuild("ListingNewDiagnostic")
    package static let programCrashed = docbuild("ProgramCrashed")
    /// A transcript's prompt line whose command printed other than the lines beneath it show.
    package static let transcriptMismatch = docbuild("TranscriptMismatch")
    /// A transcript's prompt line that names a command and leaves a quote open: it cannot be
    /// split into arguments as a shell would.
    package static let transcriptUnterminatedQuote = docbuild("TranscriptUnterminatedQuote")
    package static let programExited = docbuild("ProgramExited")
    package static let programTimedOut = docbuild("ProgramTimedOut")
    /// A program that wrote more than ``SampleRunner/outputLimit`` to stdout or stderr: stopped.
    package static let programOutputTruncated = docbuild("ProgramOutputTruncated")
    /// A program that ended while processes it started were still running: they were killed.
    package static let programLeftProcessesRunning = docbuild("ProgramLeftProcessesRunning")
    /// A block that closed (or replaced) the program's stdout: later output cannot be attributed.
    package static let programClosedStandardOutput = docbuild("ProgramClosedStandardOutput")
    /// A `crashes="text"` block that ran to the end, or exited, without trapping.
    package static let expectedCrashDidNotHappen = docbuild("ExpectedCrashDidNotHappen")
    /// A `crashes="text"` block that trapped with a message not containing `text`.
    package static let crashMessageMismatch = docbuild("CrashMessageMismatch")
    /// A test of a `test` block that recorded an issue (a failed `#expect`, a thrown error), at the
    /// issue's line.
    package static let testFailed = docbuild("TestFailed")
    /// A `test` block that declares no `@Test` function or `@Suite` type.
    package static let noTestsInSample = docbuild("NoTestsInSample")
    /// A `test` block whose program ended, or was stopped, before its tests ran.
    package static let testsDidNotRun = docbuild("TestsDidNotRun")
    // docbuild's own files.
    /// A cache entry that is truncated or does not match its checksum (a note: it is rebuilt).
    package static let corruptedCacheEntry = docbuild("CorruptedCacheEntry")
    // Example demos.
    package static let demoBuildFailed = docbuild("DemoBuildFailed")
    package static let demoFailed = docbuild("DemoFailed")
    package static let demoTimedOut = docbuild("DemoTimedOut")
    package static let exampleSwiftUIFailed = docbuild("ExampleSwiftUIFailed")
    // The site.
    /// A link to a file that does not exist, or is not an article; a DocC link to no article.
    package static let brokenLink = docbuild("BrokenLink")
    /// A link to an article's heading that it does not have.
    package static let missingAnchor = docbuild("MissingAnchor")
    /// A link or image that leads outside the package.
    package static let linkOutsidePackage = docbuild("LinkOutsidePackage")
    /// An image from the network: the site must work offline.
    package static let remoteImage = docbuild("RemoteImage")
    /// An image whose file does not exist.
    package static let brokenImage = docbuild("BrokenImage")
    /// A ``` ``Symbol`` ``` link of a DocC catalog that names no public symbol.
    package static let brokenSymbolLink = docbuild("BrokenSymbolLink")
    /// A module's documented or sampled share under `--min-coverage`.
    package static let coverageBelowMinimum = docbuild("CoverageBelowMinimum")
    /// A public symbol without a doc comment, noted when the documented share is under the minimum.
    package static let undocumentedSymbol = docbuild("UndocumentedSymbol")
    package static let missingSummary = docbuild("MissingSummary")
    package static let summaryListsMissingArticle = docbuild("SummaryListsMissingArticle")
    package static let summaryListsArticleTwice = docbuild("SummaryListsArticleTwice")
    package static let articleNotInSummary = docbuild("ArticleNotInSummary")
    package static let unreadableLinkedFile = docbuild("UnreadableLinkedFile")
    // The baseline.
    /// Samples the baseline lists that pass now, or no longer exist: a note.
    package static let baselinedSamplesNowPass = docbuild("BaselinedSamplesNowPass")
    // The command line (``UsageError``), exit status 64.
    /// An option docbuild does not know, or an argument where none is taken.
    package static let unknownOption = docbuild("UnknownOption")
    /// An option given without its value: `--jobs` last.
    package static let missingOptionValue = docbuild("MissingOptionValue")
    /// An option whose value it cannot take: `--jobs 0`, `--shard 3/2`.
    package static let invalidOptionValue = docbuild("InvalidOptionValue")
    /// Options that do not go together: `--coverage` with `--filter`.
    package static let conflictingOptions = docbuild("ConflictingOptions")
    // `docbuild.json` (`ConfigurationError`), at its line.
    /// A `docbuild.json` that is not JSON.
    package static let configurationNotJSON = docbuild("ConfigurationNotJSON")
    /// A `docbuild.json` that holds JSON but not one object.
    package static let configurationNotAnObject = docbuild("ConfigurationNotAnObject")
    /// A key `docbuild.json` does not know.
    package static let unknownConfigurationKey = docbuild("UnknownConfigurationKey")
    /// A known key whose value has the wrong type, or is not one of the values it takes.
    package static let invalidConfigurationValue = docbuild("InvalidConfigurationValue")
    // The machine, the package and docbuild's files (``EnvironmentError``): the check cannot run.
    /// No `Package.swift` where docbuild runs (or `--package` points).
    package static let noPackage = docbuild("NoPackage")
    /// No `swift` on `PATH`.
    package static let swiftNotFound = docbuild("SwiftNotFound")
    /// A process docbuild needs (the compiler, `git`, a program) that cannot be started.
    package static let cannotStartProcess = docbuild("CannotStartProcess")
    /// A file or folder docbuild must write (scratch, graphs, baseline, temporary) that it cannot.
    package static let cannotWrite = docbuild("CannotWrite")
    /// The scratch folder's lock file cannot be opened.
    package static let cannotLock = docbuild("CannotLock")
    /// `swift package dump-package` failed: the package's library products are unknown.
    package static let cannotReadPackage = docbuild("CannotReadPackage")
    /// The project has a folder of the name docbuild needs for the samples' sources.
    package static let samplesFolderTaken = docbuild("SamplesFolderTaken")
    /// A manifest docbuild cannot extend: no `// swift-tools-version:` line first, or no top-level
    /// `let package = Package(`.
    package static let unextendableManifest = docbuild("UnextendableManifest")
    /// No articles folder, no `*.md` in it, or none that `--filter` matches.
    package static let noArticles = docbuild("NoArticles")
    /// `--baseline FILE` names no file.
    package static let missingBaseline = docbuild("MissingBaseline")
    /// A baseline that cannot be read, is not a baseline, or has another format version.
    package static let invalidBaseline = docbuild("InvalidBaseline")
    /// A theme that is missing or cannot be read, or whose `page.html` is not a page template.
    package static let invalidTheme = docbuild("InvalidTheme")
    /// The site cannot be written; the previous one is untouched.
    package static let cannotWriteSite = docbuild("CannotWriteSite")
    /// A test's stand-in.
    static let unspecified = docbuild("Unspecified")
}
