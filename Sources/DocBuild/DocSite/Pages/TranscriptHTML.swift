import DocBasics
import DocMarkdown
import Doctest

/// The HTML of a terminal transcript: framed as a sample, with a badge saying what was done to
/// it, when one of its lines ran a command of the page; as plain text, without a badge, when
/// none did (`swift build`, `brew install`: shown as written).
enum TranscriptHTML {
    /// The badge of `result`: `nil` when none of its lines was run.
    static func badge(for result: TranscriptResult) -> (label: String, detail: String)? {
        if result.checkedCount == 0 { return nil }
        if result.hasFailed {
            return (
                "Failed",
                "A line of this transcript printed other than it shows, or its command could not be run"
            )
        }
        if result.checkedCount == result.commands.count {
            return (
                "Verified",
                "Each line runs a @main sample of this page with the arguments shown, and what it printed "
                    + "is checked against the lines under it"
            )
        }
        return (
            "Partly verified",
            "The lines that run a @main sample of this page were run with the arguments shown and what "
                + "they printed checked; the others (another tool's) are shown as written"
        )
    }

    /// `results` counted by badge, most checked first: what the overview's stats line prints.
    static func tally(_ results: some Sequence<TranscriptResult>) -> [(
        label: String, detail: String, count: Int
    )] {
        var counts: [String: (detail: String, count: Int)] = [:]
        for result in results {
            guard let (label, detail) = badge(for: result) else { continue }
            counts[label, default: (detail, 0)].count += 1
        }
        return ["Verified", "Partly verified", "Failed"].compactMap { label in
            counts[label].map { (label, $0.detail, $0.count) }
        }
    }

    /// The block of `result`; a failed one shows its `problems` (on the preview; a written site
    /// holds no failure).
    static func html(for block: CodeBlock, result: TranscriptResult, problems: [Diagnostic]) -> String {
        guard let (label, detail) = badge(for: result) else { return CodeBlockHTML.plain(block) }
        let kindClass = result.hasFailed ? "failed" : "run"
        let language = block.isFenced && !block.language.isEmpty ? block.language : "console"
        var html =
            "<figure class=\"sample sample-\(kindClass) sample-transcript\">\n<figcaption class=\"sample-bar\">"
        html +=
            "<span class=\"badge\" title=\"\(HTMLEscaping.escape(detail))\">\(HTMLEscaping.escape(label))</span>"
        html += SampleHTML.copyButton + "</figcaption>\n"
        html += "<pre class=\"sample-code\"><code class=\"language-\(HTMLEscaping.escape(language))\">"
        html += HTMLEscaping.escape(block.literal) + "</code></pre>\n"
        if result.hasFailed, !problems.isEmpty {
            html += SampleHTML.problemsHTML(problems)
        }
        return html + "</figure>\n"
    }
}
