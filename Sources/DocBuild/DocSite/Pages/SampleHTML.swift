import DocBasics
import DocMarkdown
import Doctest
import SwiftHighlighting

/// The HTML of a Swift sample: a badge saying how it was checked, its visible code highlighted,
/// the output it printed when it ran (unless its `// Prints` lines already show all of it), and
/// a copy button.
///
/// ```html
/// <figure class="sample sample-run">
///   <figcaption class="sample-bar"><span class="badge">Verified</span>…<button class="copy-button">
///   <pre class="sample-code"><code class="language-swift">…</code></pre>
///   <div class="sample-output"><div class="sample-output-label">Output</div><pre><samp>42</samp></pre></div>
/// </figure>
/// ```
///
/// The copy button is `hidden` until the site's script shows it, so the page reads the same
/// with JavaScript off. A sample's hidden (`# `) lines are in the code, each in a
/// `<span class="hidden-line">` that the theme's CSS does not display; the site's script adds a
/// toggle to the samples that have them, which shows them, dimmed and marked "hidden".
package enum SampleHTML {
    /// The badge of `result`: what the page shows and what the site's counts count (``SampleTally``).
    static func badge(for result: SampleResult) -> (label: String, detail: String) {
        // A listing's test is what ran: its output lines are what was checked.
        if let runs = result.commandRuns, result.status == .passed { return commandBadge(runs: runs) }
        return badge(
            for: result.sample.kind, status: result.status, isIncluded: result.sample.include != nil,
            checksOutput: result.sample.listing?.checksOutput ?? !result.sample.expectations.isEmpty,
            appleCheck: result.appleCheck ?? .parsed)
    }

    /// The badge of a `@main` sample, a command, that built: checked through the `runs`
    /// transcript lines that ran it, or compiled only when none did.
    static func commandBadge(runs: Int) -> (label: String, detail: String) {
        guard runs > 0 else { return badge(for: .noRun, status: .passed) }
        return (
            "Verified command",
            "A @main program: compiled on its own, and run by each transcript line of the page that names "
                + "it, with its arguments, what it printed checked there"
        )
    }

    /// Every badge a sample can have, with what it says was done to the sample: the
    /// documentation's table of them (`docbuild --help-markdown`).
    package static var allBadges: [(label: String, detail: String)] {
        [
            badge(for: .run, status: .passed), badge(for: .run, status: .passed, checksOutput: false),
            commandBadge(runs: 1), badge(for: .test, status: .passed), badge(for: .noRun, status: .passed),
            badge(for: .compileFail(expected: ""), status: .passed),
            badge(for: .crashes(expected: ""), status: .passed),
            badge(for: .apple, status: .passed, appleCheck: .compiled),
            badge(for: .apple, status: .passed, appleCheck: .compiledAgainstInterface),
            badge(for: .apple, status: .passed, appleCheck: .parsed), badge(for: .ignore, status: .skipped),
            badge(for: .run, status: .passed, isIncluded: true), badge(for: .run, status: .failed),
        ]
    }

    /// The badge's label and its tooltip, for a sample of `kind` that came out as `status`.
    ///
    /// An included region (`isIncluded`) is not compiled into the article: it is the package's
    /// own code, built and tested with the package, and its badge says so rather than "Verified".
    /// A run sample is "Verified" only when it has `// Prints` lines (`checksOutput`) to check; an
    /// `apple` sample's badge says what was done to it (`appleCheck`).
    static func badge(
        for kind: SampleKind, status: SampleStatus, isIncluded: Bool = false, checksOutput: Bool = true,
        appleCheck: AppleCheck = .parsed
    ) -> (label: String, detail: String) {
        if status == .failed { return ("Failed", "This sample failed its check") }
        if isIncluded {
            return (
                "From the package", "Shown as it is in the package's file, which is built and tested with it"
            )
        }
        switch kind {
        case .run where !checksOutput:
            return ("Ran", "Compiled and run; it has no // Prints line, so nothing it prints is checked")
        case .run: return ("Verified", "Compiled, run, and its printed output checked")
        case .test:
            return (
                "Tested",
                "Compiled, and its tests run with Swift Testing, as swift test runs them: each passed"
            )
        case .noRun: return ("Compile-only", "Compiled against the library, not run")
        case .compileFail: return ("Does not compile", "Checked to fail to compile with the error shown")
        case .crashes: return ("Must crash", "Run on its own, and checked to trap with the message shown")
        case .apple:
            switch appleCheck {
            case .compiled: return ("Compiled with SwiftUI", "Needs SwiftUI: compiled against it, not run")
            case .compiledAgainstInterface:
                return (
                    "Compiled against SwiftUI's interface",
                    "Needs SwiftUI, which the site was built without: compiled against an interface of "
                        + "its API (names, labels, types, isolation), not run"
                )
            case .parsed:
                return ("Syntax-checked", "Needs SwiftUI, which the site was built without: only parsed")
            }
        case .ignore: return ("Not checked", "Shown as written; not compiled or run")
        }
    }

    /// The HTML of `result`; `includeURL` links an included region to its source page.
    ///
    /// A failed sample shows why, in place of its output: `problems`, the report's diagnostics at
    /// its lines, as `docbuild --check` prints them. A written site never holds one (it is not
    /// written when a sample fails); `docbuild preview` shows the page while it is being fixed.
    static func html(for result: SampleResult, includeURL: String? = nil, problems: [Diagnostic] = [])
        -> String
    {
        let sample = result.sample
        let (label, detail) = badge(for: result)
        // A failure shows first, then an included region; "ran" (run, no `// Prints` line) is
        // styled apart from "run" ("Verified").
        var kindClass = sample.kind.badge
        if sample.kind == .run && sample.expectations.isEmpty { kindClass = "ran" }
        if let runs = result.commandRuns { kindClass = runs > 0 ? "run" : "no-run" }
        if sample.include != nil { kindClass = "included" }
        if result.status == .failed { kindClass = "failed" }
        // An included region's hidden lines are its documentation comments (`doc-comments="hidden"`),
        // not set-up: the site's script names them so on their toggle.
        let hiddenLines =
            sample.include != nil && sample.lines.contains(where: \.isHidden)
            ? " data-hidden-lines=\"documentation\"" : ""
        var html =
            "<figure class=\"sample sample-\(kindClass)\"\(hiddenLines)>\n<figcaption class=\"sample-bar\">"
        html += "<span class=\"badge\" title=\"\(detail)\">\(label)</span>"
        if sample.isIsolated { html += "<span class=\"sample-tag\">isolated</span>" }
        if let program = sample.program {
            html += "<span class=\"sample-tag\" title=\"Part of the program of this name\">"
            html += "program: \(HTMLEscaping.escape(program))</span>"
        }
        if let file = sample.file { html += fileName(file) }
        if let include = sample.include {
            let name = HTMLEscaping.escape("\(include.path) · \(include.region)")
            if let includeURL {
                html += "<a class=\"sample-source\" href=\"\(URLEscaping.href(includeURL))\">\(name)</a>"
            } else {
                html += "<span class=\"sample-source\">\(name)</span>"
            }
        }
        html += copyButton + "</figcaption>\n"
        html += "<pre class=\"sample-code\"><code class=\"language-swift\">"
        html += codeHTML(for: sample)
        html += "</code></pre>\n"
        if let expectation = expectationHTML(for: sample) {
            html += "<div class=\"sample-expected\">\(expectation)</div>\n"
        }
        if result.status == .failed, !problems.isEmpty {
            html += problemsHTML(problems)
        } else if let output = result.output, !output.isEmpty,
            !(result.status == .passed && sample.showsItsOutputInItsCode)
        {
            html += "<div class=\"sample-output\"><div class=\"sample-output-label\">Output</div>"
            html += "<pre><samp>\(HTMLEscaping.escape(output))</samp></pre></div>\n"
        }
        html += "</figure>\n"
        return html
    }

    /// What a sample that must fail is checked to do: the error it must not compile with, or the
    /// trap it must crash with, as its fence word names it; where a book's comment marks the
    /// line instead (``ErrorMarkers``), that it fails there. `nil` for a sample that must not fail.
    static func expectationHTML(for sample: Sample) -> String? {
        func label(_ text: String) -> String { "<span class=\"sample-output-label\">\(text)</span> " }
        func marked(_ lines: [Int]) -> String {
            let visible = lines.compactMap { line in
                sample.lines.filter { !$0.isHidden }.firstIndex { $0.line == line }.map { $0 + 1 }
            }
            guard !visible.isEmpty else { return "on the marked line" }
            return (visible.count == 1 ? "on line " : "on lines ")
                + visible.map(String.init).joined(separator: ", ") + ", where the comment marks it"
        }
        switch sample.kind {
        case .compileFail(let expected) where !expected.isEmpty:
            return label("Expected error") + "<code>\(HTMLEscaping.escape(expected))</code>"
        case .compileFail:
            return label("Expected error") + marked(sample.markedErrorLines)
        case .crashes(let expected) where !expected.isEmpty:
            return label("Expected trap") + "<code>\(HTMLEscaping.escape(expected))</code>"
        case .crashes:
            return label("Expected trap") + marked(sample.markedCrashLine.map { [$0] } ?? [])
        default:
            return nil
        }
    }

    /// The highlighted code of `sample`: its visible lines, and its hidden lines each in a
    /// `<span class="hidden-line">` (with its newline, so that hiding it leaves no blank line).
    ///
    /// The code is lexed as compiled, hidden lines included; without hidden lines the HTML is
    /// that of ``Sample/visibleCode``, as before.
    static func codeHTML(for sample: Sample) -> String {
        guard sample.lines.contains(where: \.isHidden) else {
            return SwiftHighlighter.html(for: sample.visibleCode)
        }
        let lines = SwiftHighlighter.htmlLines(for: sample.code)
        guard lines.count == sample.lines.count else {
            preconditionFailure("\(sample.articlePath):\(sample.fenceLine): a sample line holds a newline")
        }
        return zip(sample.lines, lines).map { line, html in
            line.isHidden ? "<span class=\"hidden-line\">\(html)\n</span>" : html + "\n"
        }.joined()
    }

    /// A Swift block the engine reported nothing for (should not happen in a verified build):
    /// highlighted, without a badge.
    static func html(forUnverified block: CodeBlock) -> String {
        let visible = block.literal.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !($0.hasPrefix("# ") || $0 == "#") }
            .joined(separator: "\n")
        return "<pre class=\"sample-code\"><code class=\"language-swift\">"
            + SwiftHighlighter.html(for: visible) + "</code></pre>\n"
    }
}

extension SampleHTML {
    /// A Swift block no check reached (an inherited comment's, a module overview's), with a badge
    /// that says so: "Not checked", as an `ignore` sample's.
    static func html(forNotChecked block: CodeBlock) -> String {
        let (label, detail) = badge(for: .ignore, status: .skipped)
        return "<figure class=\"sample sample-ignore\">\n<figcaption class=\"sample-bar\">"
            + "<span class=\"badge\" title=\"\(detail)\">\(label)</span>"
            + copyButton + "</figcaption>\n" + html(forUnverified: block) + "</figure>\n"
    }

    /// Why a block failed, as `docbuild --check` prints its `problems`.
    static func problemsHTML(_ problems: [Diagnostic]) -> String {
        let text = problems.map(DiagnosticFormatter(isForGitHub: false, sources: [:]).format)
        return "<div class=\"sample-problems\" role=\"alert\"><div class=\"sample-output-label\">"
            + "Why it failed</div><pre><samp>\(HTMLEscaping.escape(text.joined(separator: "\n")))"
            + "</samp></pre></div>\n"
    }

    /// The Copy button of a framed block's bar: hidden until site.js wires it.
    static let copyButton = "<button class=\"copy-button\" type=\"button\" hidden>Copy</button>"

    /// The name of the file a block shows (`file="path"`), in its bar.
    static func fileName(_ file: String) -> String {
        "<span class=\"sample-source\" title=\"The file it shows\">\(HTMLEscaping.escape(file))</span>"
    }
}
