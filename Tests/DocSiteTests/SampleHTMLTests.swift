import Testing

@testable import DocBasics
@testable import DocMarkdown
@testable import DocSite
@testable import Doctest

@Suite struct SampleHTMLTests {
    private func sample(_ kind: SampleKind, lines: [SampleLine], isolated: Bool = false) -> Sample {
        Sample(
            articlePath: "Articles/A.md", index: 0, fenceLine: 3, kind: kind, isIsolated: isolated,
            lines: lines)
    }

    @Test func eachKindHasItsBadge() {
        let labels = [SampleKind.run, .noRun, .compileFail(expected: "x"), .apple, .ignore].map {
            SampleHTML.badge(for: $0, status: $0 == .ignore ? .skipped : .passed).label
        }
        #expect(labels == ["Verified", "Compile-only", "Does not compile", "Syntax-checked", "Not checked"])
        #expect(SampleHTML.badge(for: .run, status: .failed).label == "Failed")
        #expect(SampleHTML.badge(for: .crashes(expected: "x"), status: .passed).label == "Must crash")
    }

    /// A listing a book's test checks is badged by what its test did, and counted once: the
    /// test itself is never on the page, nor in the counts.
    @Test func aListingIsBadgedByItsTestAndTheTestIsNotCounted() {
        let code = [SampleLine(text: "print(1)", isHidden: false, line: 4)]
        var listing = sample(.run, lines: code)
        listing.listing = ListingLink(tests: ["one"], checksOutput: true)
        var test = sample(.run, lines: code)
        test.index = 1
        test.listingTest = ListingTestInfo(name: "one", nameLine: 8, diagnostics: [])
        let results = [
            SampleResult(sample: listing, status: .passed), SampleResult(sample: test, status: .passed),
        ]
        #expect(SampleHTML.badge(for: results[0]).label == "Verified")
        listing.listing?.checksOutput = false
        #expect(SampleHTML.badge(for: SampleResult(sample: listing, status: .passed)).label == "Ran")
        let tally = SampleTally(results)
        #expect(tally.total == 1)
        #expect(tally.count(of: "Verified") == 1)
    }

    /// A block with `file="path"` names its file in its bar: a sample beside its badge, a block in
    /// another language in a frame of its own, with a Copy button and no badge.
    @Test func aBlockThatShowsAFileNamesItAboveItsCode() throws {
        var shown = sample(.ignore, lines: [SampleLine(text: "let a = 1", isHidden: false, line: 4)])
        shown.file = "Sources/Shapes/<Square>.swift"
        let html = SampleHTML.html(for: SampleResult(sample: shown, status: .skipped))
        #expect(
            html.contains(
                ">Not checked</span><span class=\"sample-source\" title=\"The file it shows\">Sources/Shapes/&lt;Square&gt;.swift</span>"
            ))

        let document = CMarkParser.parse(
            "```yaml file=\"ci.yml\"\non: push\n```\n\n```yaml\non: push\n```\n", path: "A.md")
        let blocks = document.blocks.compactMap { block -> CodeBlock? in
            if case .codeBlock(let code) = block { return code }
            return nil
        }
        try #require(blocks.count == 2)
        #expect(
            CodeBlockHTML.plain(blocks[0])
                == "<figure class=\"sample sample-file\">\n<figcaption class=\"sample-bar\">"
                + "<span class=\"sample-source\" title=\"The file it shows\">ci.yml</span>"
                + "<button class=\"copy-button\" type=\"button\" hidden>Copy</button></figcaption>\n"
                + "<pre class=\"sample-code\"><code class=\"language-yaml\">on: push\n</code></pre>\n</figure>\n"
        )
        #expect(
            CodeBlockHTML.plain(blocks[1]) == "<pre><code class=\"language-yaml\">on: push\n</code></pre>\n")
    }

    @Test func hiddenLinesAreInTheCodeMarkedHiddenAndOutputIsShownEscapedBelowTheCode() {
        let lines = [
            SampleLine(text: "import Secret", isHidden: true, line: 4),
            SampleLine(text: "print(\"<b>\")", isHidden: false, line: 5),
        ]
        let html = SampleHTML.html(
            for: SampleResult(sample: sample(.run, lines: lines), status: .passed, output: "<b>\n"))
        // The theme's CSS does not display `.hidden-line`; site.js adds the toggle that shows it.
        #expect(
            html.contains(
                "<code class=\"language-swift\"><span class=\"hidden-line\"><span class=\"k\">import</span> <span class=\"t\">Secret</span>\n</span>print("
            ))
        // Run, but with no `// Prints` line: "Ran", styled apart from "Verified".
        #expect(html.contains("<figure class=\"sample sample-ran\">"))
        #expect(html.contains("<span class=\"s\">&quot;&lt;b&gt;&quot;</span>"))
        #expect(html.contains("<pre><samp>&lt;b&gt;\n</samp></pre>"))
        let code = html.range(of: "sample-code")!.lowerBound
        let output = html.range(of: "sample-output")!.lowerBound
        #expect(code < output)
        #expect(html.contains("<button class=\"copy-button\" type=\"button\" hidden>Copy</button>"))
    }

    @Test func aVerifiedSampleShowsItsOutputOnceInItsPrintsLinesUnlessOneIsHidden() {
        var verified = sample(
            .run,
            lines: [
                .init(text: "print(1)", isHidden: true, line: 4),
                .init(text: "print(2)  // Prints \"2\"", isHidden: false, line: 5),
            ])
        verified.expectations = [OutputExpectation(text: "2", line: 5, column: 11)]
        let once = SampleHTML.html(for: SampleResult(sample: verified, status: .passed, output: "2\n"))
        #expect(once.contains("sample-run"))
        #expect(!once.contains("sample-output"))
        // What a hidden line expects is not on the page: the output box shows it.
        verified.expectations.insert(OutputExpectation(text: "1", line: 4, column: 11), at: 0)
        let hidden = SampleHTML.html(for: SampleResult(sample: verified, status: .passed, output: "1\n2\n"))
        #expect(hidden.contains("<pre><samp>1\n2\n</samp></pre>"))
    }

    @Test func anIncludedRegionsHiddenLinesAreNamedDocumentation() {
        var included = sample(
            .run,
            lines: [
                .init(text: "/// Greets.", isHidden: true, line: 9),
                .init(text: "func greet() {}", isHidden: false, line: 10),
            ])
        included.include = RegionReference(path: "Sources/G/G.swift", region: "greet")
        let html = SampleHTML.html(for: SampleResult(sample: included, status: .passed))
        #expect(
            html.contains("<figure class=\"sample sample-included\" data-hidden-lines=\"documentation\">"))
        #expect(html.contains("<span class=\"hidden-line\">"))
        let plain = SampleHTML.html(
            for: SampleResult(
                sample: sample(.run, lines: [.init(text: "x()", isHidden: true, line: 4)]), status: .passed))
        #expect(!plain.contains("data-hidden-lines"))
    }

    @Test func aSampleWithoutHiddenLinesHasNoHiddenLineSpans() {
        let html = SampleHTML.html(
            for: SampleResult(
                sample: sample(.run, lines: [.init(text: "print(1)", isHidden: false, line: 4)]),
                status: .passed))
        #expect(!html.contains("hidden-line"))
        #expect(html.contains("<code class=\"language-swift\">print(<span class=\"n\">1</span>)\n</code>"))
    }

    @Test func eachHiddenLineIsItsOwnSpanAndATokenOverLinesIsClosedAtEachNewline() {
        let lines = [
            SampleLine(text: "/* set", isHidden: true, line: 4),
            SampleLine(text: "up */", isHidden: true, line: 5),
            SampleLine(text: "", isHidden: true, line: 6),
            SampleLine(text: "f()", isHidden: false, line: 7),
        ]
        let code = SampleHTML.codeHTML(for: sample(.run, lines: lines))
        #expect(
            code
                == "<span class=\"hidden-line\"><span class=\"c\">/* set</span>\n</span>"
                + "<span class=\"hidden-line\"><span class=\"c\">up */</span>\n</span>"
                + "<span class=\"hidden-line\">\n</span>f()\n")
        // Without the hidden lines, the text is exactly the visible code.
        let visible = code.replacing(/<span class="hidden-line">.*?\n<\/span>/, with: "")
            .replacing(/<[^>]*>/, with: "")
        #expect(visible == sample(.run, lines: lines).visibleCode)
    }

    /// What `docbuild preview` shows of a sample that fails: why, in place of its output, as the
    /// terminal prints it; a sample that passed shows its output whatever is said near it.
    @Test func aFailedSampleShowsItsProblemsInPlaceOfItsOutput() {
        let lines = [SampleLine(text: "let x: Int = \"<no>\"", isHidden: false, line: 4)]
        let problem = Diagnostic(
            .error, .compiler, "cannot convert value of type 'String' to '<Int>'", path: "Articles/A.md",
            line: 4, column: 14)
        let failed = SampleHTML.html(
            for: SampleResult(sample: sample(.run, lines: lines), status: .failed, output: "partial\n"),
            problems: [problem])
        #expect(failed.contains("<div class=\"sample-problems\" role=\"alert\">"))
        #expect(
            failed.contains(
                "<samp>Articles/A.md:4:14: error: cannot convert value of type &#39;String&#39; to &#39;&lt;Int&gt;&#39; [docbuild.Compiler]</samp>"
            ))
        #expect(!failed.contains("partial"))
        let passed = SampleHTML.html(
            for: SampleResult(sample: sample(.run, lines: lines), status: .passed, output: "42\n"),
            problems: [problem])
        #expect(!passed.contains("sample-problems") && passed.contains("<samp>42\n</samp>"))
        // Its problems are the report's at its lines, fence to closing fence.
        let report = DocumentReport(
            document: MarkdownDocument(path: "Articles/A.md", blocks: []),
            results: [SampleResult(sample: sample(.run, lines: lines), status: .failed)],
            diagnostics: [
                problem, Diagnostic(.error, .compiler, "elsewhere", path: "Articles/A.md", line: 9),
                Diagnostic(.error, .compiler, "another file", path: "Articles/B.md", line: 4),
            ])
        #expect(report.problems(of: sample(.run, lines: lines)) == [problem])
    }

    @Test func compileFailShowsTheExpectedDiagnostic() {
        let html = SampleHTML.html(
            for: SampleResult(
                sample: sample(
                    .compileFail(expected: "cannot assign to <let>"),
                    lines: [.init(text: "x = 2", isHidden: false, line: 4)]),
                status: .passed))
        #expect(html.contains("sample-compile-fail"))
        #expect(html.contains("<code>cannot assign to &lt;let&gt;</code>"))
        #expect(!html.contains("sample-output\""))
    }

    @Test func aSampleThatMustFailSaysHowTheTrapOrTheMarkedLine() {
        let crash = SampleHTML.html(
            for: SampleResult(
                sample: sample(
                    .crashes(expected: "Index out of range"),
                    lines: [.init(text: "a[3]", isHidden: false, line: 4)]),
                status: .passed))
        #expect(crash.contains("Expected trap</span> <code>Index out of range</code>"))
        // A book marks the line with a comment (`errorMarkers`): the fence names no text.
        var marked = sample(
            .compileFail(expected: ""),
            lines: [
                .init(text: "let x = 1", isHidden: false, line: 4),
                .init(text: "x = 2  // Error", isHidden: false, line: 5),
            ])
        marked.markedErrorLines = [5]
        let error = SampleHTML.html(for: SampleResult(sample: marked, status: .passed))
        #expect(error.contains("Expected error</span> on line 2, where the comment marks it"))
        #expect(!error.contains("<code></code>"))
    }

    @Test func isolatedAndIncludedSamplesSayWhereTheyComeFrom() {
        var included = sample(.run, lines: [.init(text: "f()", isHidden: false, line: 6)], isolated: true)
        included.include = RegionReference(path: "Examples/P/E/F.swift", region: "load")
        let html = SampleHTML.html(
            for: SampleResult(sample: included, status: .passed),
            includeURL: "source/Examples/P/E/F.swift.html")
        #expect(html.contains("<span class=\"sample-tag\">isolated</span>"))
        #expect(
            html.contains(
                "<a class=\"sample-source\" href=\"source/Examples/P/E/F.swift.html\">Examples/P/E/F.swift · load</a>"
            ))
        // Not compiled into the article: its badge must not claim that docbuild ran it.
        #expect(html.hasPrefix("<figure class=\"sample sample-included\">"))
        #expect(html.contains(">From the package</span>"))
        #expect(!html.contains("Verified"))
    }

    /// A transcript is framed with a badge when a line of it ran a command of its page, and
    /// says whether every line did; one that ran nothing is plain text, as any other block.
    @Test func aTranscriptIsBadgedByWhatItsLinesDid() throws {
        let text = "```console\n$ greet Ada\nHello, Ada!\n$ swift build\nBuild complete!\n```\n"
        let document = CMarkParser.parse(text, path: "A.md")
        let transcript = try #require(
            SampleExtractor(packageDirectory: nil).extract(from: document).transcripts.first)
        let block = try #require(
            document.blocks.compactMap { block -> CodeBlock? in
                if case .codeBlock(let code) = block { return code }
                return nil
            }.first)
        func result(_ statuses: TranscriptCommandStatus...) -> TranscriptResult {
            TranscriptResult(
                transcript: transcript, commands: statuses.map { TranscriptCommandResult(status: $0) })
        }
        #expect(TranscriptHTML.badge(for: result(.notChecked, .notChecked)) == nil)
        #expect(
            TranscriptHTML.html(for: block, result: result(.notChecked, .notChecked), problems: [])
                == CodeBlockHTML.plain(block))
        #expect(TranscriptHTML.badge(for: result(.passed, .passed))?.label == "Verified")
        #expect(TranscriptHTML.badge(for: result(.passed, .notChecked))?.label == "Partly verified")
        let problem = Diagnostic(
            .error, .transcriptMismatch, "`greet Ada` printed other", path: "A.md", line: 2, column: 1)
        let failed = TranscriptHTML.html(
            for: block, result: result(.failed, .notChecked), problems: [problem])
        #expect(failed.contains("<figure class=\"sample sample-failed sample-transcript\">"))
        #expect(failed.contains(">Failed</span>") && failed.contains("docbuild.TranscriptMismatch"))
        let tally = TranscriptHTML.tally([
            result(.passed, .passed), result(.passed, .notChecked), result(.notChecked, .notChecked),
        ])
        #expect(tally.map { "\($0.count) \($0.label)" } == ["1 Verified", "1 Partly verified"])
    }
}
