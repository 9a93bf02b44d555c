import DocMarkdown

/// A terminal transcript: the prompt lines of a block, each with the output shown beneath it.
///
/// ````markdown
/// ```console
/// % greet Ada
/// Hello Ada!
/// % greet --shout Ada
/// HELLO ADA!
/// ```
/// ````
///
/// A block is a transcript when its first line that is not blank starts with a shell's prompt,
/// `$ ` or `% ` (`CodeBlock.isTranscript`), as no line of Swift does. Each later line that starts
/// with a prompt (after the block's indentation) begins the next command; a command is one line.
package struct Transcript: Hashable, Sendable {
    /// One prompt line and what the transcript shows it printed.
    package struct Command: Hashable, Sendable {
        /// The prompt's line and column in the Markdown file.
        package var line: Int
        package var column: Int
        /// What follows the prompt, as written: `greet --shout Ada`.
        package var text: String
        /// The lines shown beneath it, up to the next prompt or the end of the block, blank lines
        /// at their end dropped.
        package var output: [String]
        /// The Markdown line of the first output line (the line after the prompt).
        package var outputLine: Int { line + 1 }

        /// The words of ``text``, split as a shell would (``ShellWords``): the command's name, then
        /// its arguments; `nil` when a quote is left open.
        package var words: [String]? { try? ShellWords.split(text) }

        /// The command's name, the first word of ``text``; `nil` when it has none or cannot be
        /// split as a shell would (an open quote).
        package var name: String? { words?.first }
    }

    package var commands: [Command]
    /// The Markdown file it is in (a doc comment's source file), relative to the package.
    package var path = ""

    /// The transcript of a block whose text is `literal`, its first line at Markdown line
    /// `firstLine` and column `column`; `nil` when the block is no transcript.
    package static func parse(_ literal: String, firstLine: Int, column: Int) -> Transcript? {
        var lines = literal.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        // The indentation of the first prompt is the block's (a doc comment's indented code).
        guard let first = lines.firstIndex(where: { !$0.allSatisfy(\.isWhitespace) }),
            let indentation = CodeBlock.promptIndentation(of: lines[first])
        else { return nil }
        var commands: [Command] = []
        for (offset, text) in lines.enumerated() where offset >= first {
            let body = text.dropFirst(min(indentation, text.prefix { $0 == " " || $0 == "\t" }.count))
            if CodeBlock.promptIndentation(of: body) == 0 || body == "$" || body == "%" {
                commands.append(
                    Command(
                        line: firstLine + offset, column: column + indentation,
                        text: String(body.dropFirst(2)), output: []))
            } else {
                commands[commands.count - 1].output.append(String(body))
            }
        }
        for index in commands.indices {
            while commands[index].output.last?.allSatisfy(\.isWhitespace) == true {
                commands[index].output.removeLast()
            }
        }
        return Transcript(commands: commands)
    }
}

/// How a transcript's shown output is compared with what a command printed.
///
/// Lines are compared without the spaces at their ends (a terminal shows none). The shown output
/// may say ``noOutput`` alone (`(no output)`), for a command that printed nothing, and a line that
/// is ``elision`` alone (`...`) stands for any number of lines, none included: the long help of
/// a command, say, shown in part. Both words can be set in `docbuild.json`.
package struct TranscriptOutputRules: Codable, Hashable, Sendable {
    /// The line that says a command printed nothing.
    package var noOutput = "(no output)"
    /// The line that stands for any lines.
    package var elision = "..."

    package init(noOutput: String = "(no output)", elision: String = "...") {
        self.noOutput = noOutput
        self.elision = elision
    }

    /// Whether `printed` is what `shown` shows.
    package func matches(shown: [String], printed: String) -> Bool {
        let actual = Self.lines(of: printed)
        let expected = shown.map(Self.trimmed)
        if expected == [noOutput] { return actual.isEmpty }
        return Self.match(expected[...], actual[...], elision: elision)
    }

    /// The lines of a command's output, without the spaces at their ends.
    package static func lines(of output: String) -> [String] {
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map {
            trimmed(String($0))
        }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    private static func trimmed(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }

    /// Lines matched in order, each elision line taking as few lines as lets the rest match.
    private static func match(_ expected: ArraySlice<String>, _ actual: ArraySlice<String>, elision: String)
        -> Bool
    {
        guard let first = expected.first else { return actual.isEmpty }
        if first == elision {
            let rest = expected.dropFirst()
            return actual.indices.contains { match(rest, actual[$0...], elision: elision) }
                || match(rest, actual[actual.endIndex...], elision: elision)
        }
        guard actual.first == first else { return false }
        return match(expected.dropFirst(), actual.dropFirst(), elision: elision)
    }
}

/// What was done to one prompt line of a transcript.
package enum TranscriptCommandStatus: String, Hashable, Sendable, Codable {
    /// Its command is a `@main` sample of the document: run with the line's arguments, and what it
    /// printed is the output shown.
    case passed
    /// Run, and it printed something else; or its command did not build, or the run was stopped.
    case failed
    /// It names no command of the document (`swift build`, `brew install`): shown as written.
    case notChecked
}

/// One prompt line's verdict, and what the command printed when it ran.
package struct TranscriptCommandResult: Hashable, Sendable, Codable {
    package var status: TranscriptCommandStatus
    /// Standard output and standard error, merged as a terminal shows them; `nil` when it was not
    /// run.
    package var output: String?
    /// The index of the `@main` sample whose run this is: of several versions of a command on a
    /// page, the one that printed what the line shows, or else the nearest.
    package var command: Int?

    package init(status: TranscriptCommandStatus, output: String? = nil, command: Int? = nil) {
        self.status = status
        self.output = output
        self.command = command
    }
}

/// A transcript with the verdict of each of its prompt lines, in order.
package struct TranscriptResult: Hashable, Sendable {
    package var transcript: Transcript
    package var commands: [TranscriptCommandResult]

    package init(transcript: Transcript, commands: [TranscriptCommandResult]) {
        self.transcript = transcript
        self.commands = commands
    }

    /// The Markdown line of its first prompt: how the page finds it.
    package var firstLine: Int? { transcript.commands.first?.line }

    /// The prompt lines that were run.
    package var checkedCount: Int { commands.count { $0.status != .notChecked } }
    /// True when one of its lines was run and printed other than it shows, or could not be run.
    package var hasFailed: Bool { commands.contains { $0.status == .failed } }
}
