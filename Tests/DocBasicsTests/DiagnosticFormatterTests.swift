import Testing

@testable import DocBasics

@Suite struct DiagnosticFormatterTests {
    let diagnostic = Diagnostic(
        .error, .compiler, "cannot find 'totl' in scope", path: "A.md", line: 2, column: 7,
        explanation: "a note\nsecond"
    )

    @Test func textShowsLocationSourceLineCaretAndExplanation() {
        let formatter = DiagnosticFormatter(isForGitHub: false, sources: ["A.md": "# T\r\nprint(totl)\r\n"])
        #expect(
            formatter.format(diagnostic) == """
                A.md:2:7: error: cannot find 'totl' in scope [docbuild.Compiler]
                    2 | print(totl)
                      |       ^
                    a note
                    second
                """)
    }

    @Test func githubEscapesNewlinesAndPropertySeparators() {
        let formatter = DiagnosticFormatter(isForGitHub: true, sources: [:])
        var located = diagnostic
        located.path = "Dir,1/A:b.md"
        #expect(
            formatter.format(located)
                == "::error file=Dir%2C1/A%3Ab.md,line=2,col=7,title=docbuild.Compiler::"
                + "cannot find 'totl' in scope%0Aa note%0Asecond"
        )
        #expect(
            formatter.format(Diagnostic(.warning, .unspecified, "100% done"))
                == "::warning title=docbuild.Unspecified::100%25 done")
    }

    @Test func aBaselinedDiagnosticIsMarkedBeforeItsMessage() {
        var baselined = diagnostic
        baselined.severity = .warning
        baselined.isBaselined = true
        let text = DiagnosticFormatter(isForGitHub: false, sources: [:]).format(baselined)
        #expect(
            text.hasPrefix(
                "A.md:2:7: warning: (in the baseline) cannot find 'totl' in scope [docbuild.Compiler]"))
        #expect(baselined.message == diagnostic.message)
    }
}
