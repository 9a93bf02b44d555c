import DocBasics
import DocSite
import Doctest
import Foundation
import SymbolReference

/// The command line of `docbuild`, parsed by hand: docbuild depends on nothing but the toolchain.
///
/// Each option is declared once, in ``declarations`` (its names, its value, its help and what it
/// sets); the parser and ``usage`` both read that table.
///
/// ```swift
/// let options = try Options(arguments: ["--check", "--filter", "Doctests"])
/// ```
package struct Options: Hashable, Sendable {
    /// What the invocation asks for.
    enum Action: Hashable, Sendable {
        case check
        /// `docbuild preview`: serve the site, check and render again what each change affects.
        case preview
        case help
        /// `--help-markdown`: the help as the documentation's command-line reference shows it.
        case helpMarkdown
        case version
    }

    /// How diagnostics are printed.
    enum Format: String, Hashable, Sendable {
        /// `path:line:column: error: message` and the source lines beneath.
        case text
        /// GitHub workflow commands: `::error file=…,line=…::message`.
        case github
    }

    var action: Action = .check
    /// `--check`: verify only, write nothing. Plain `docbuild` verifies, then writes the site.
    var isCheckOnly = false
    /// Whether the run writes the site: not with `--check`, nor with `--write-baseline` or
    /// `--bless`, whose runs write the failures or the outputs instead (``validate()`` rejects
    /// `--output` with them).
    var writesSite: Bool { !isCheckOnly && !isWritingBaseline && !isBlessing }
    /// `--bless`: check, then write each failing sample's real output into its expected-output
    /// lines (``BlessOutputs``).
    var isBlessing = false
    /// `--dry-run` (with `--bless`): print what `--bless` would change, and change nothing.
    var isDryRun = false
    /// `--output DIR`: where the site is written; `nil`: `<package>/site/public`.
    var outputDirectory: String?
    package var packageDirectory = "."
    /// `--articles DIR`, once per folder; empty: `docbuild.json`'s, or `<package>/Articles`.
    var articleFolders: [String] = []
    /// Only articles whose path contains this text.
    var filter: String?
    /// Only this shard of the articles.
    var shard: Shard?
    var timeout: Duration = .seconds(30)
    var jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
    var format = Format.text
    var useCache = true
    var isVerbose = false
    /// Whether a program whose commands the last build recorded is compiled and linked with them
    /// directly, instead of by `swift build` (``ProgramCommands``); no option turns it off, but a
    /// test compares the two ways.
    var usesRecordedCommands = true
    /// `-Xapple FLAG`, repeated: the `swiftc` flags that type-check `apple` samples against an
    /// interface of the Apple frameworks they import, where the frameworks do not exist.
    var appleFlags: [String] = []
    /// `--baseline FILE`: the baseline to read (and to write with `--write-baseline`); `nil`:
    /// `<package>/docbuild-baseline.json`.
    var baselineFile: String?
    /// `--diagnostics-file PATH`: where every diagnostic of the run is written as JSON.
    var diagnosticsFile: String?
    /// `--no-baseline`: every failure fails, whatever the baseline lists.
    var usesBaseline = true
    /// `--write-baseline [FILE]`: check, then record the failing samples as the baseline.
    var isWritingBaseline = false
    /// The `FILE` of `--write-baseline FILE`.
    var writeBaselineFile: String?
    /// `--coverage` (or `--min-coverage`): print the public API's coverage (``APICoverage``).
    var isMeasuringCoverage = false
    /// `--min-coverage documented=P,sampled=P`: the least coverage, in percent, of every module.
    var minimumCoverage = APICoverage.Minimum()
    /// `preview --port N`: the port the preview listens on, on loopback; 0 for any free one.
    package var port: UInt16 = 8080
    /// Whether `--port` was given (it means nothing without `preview`).
    var isPortGiven = false
    /// `preview --open`: open the site in the default browser once it is served.
    var opensBrowser = false

    package init() {}

    /// Parses `arguments` (without the program name).
    ///
    /// - Throws: ``UsageError`` for an unknown flag, a missing or bad value.
    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        if remaining.first == "preview" {
            remaining.removeFirst()
            action = .preview
        }
        while let argument = remaining.popFirst() {
            var flag = argument
            var attached: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                flag = String(argument[..<equals])
                attached = String(argument[argument.index(after: equals)...])
            }
            guard let declaration = Self.declarations.first(where: { $0.names.contains(flag) }) else {
                throw UsageError(
                    .unknownOption, option: argument,
                    argument.hasPrefix("-")
                        ? "unknown option '\(argument)'" : "unexpected argument '\(argument)'")
            }
            var value = ""
            if declaration.isValueOptional {
                // docbuild takes no other argument, so a word that is not an option is the value.
                if attached == nil, let next = remaining.first, !next.hasPrefix("-") {
                    attached = remaining.popFirst()
                }
                value = attached ?? ""
            } else if declaration.value != nil {
                guard let next = attached ?? remaining.popFirst(),
                    declaration.takesDashedValue || !next.hasPrefix("--")
                else {
                    throw UsageError(.missingOptionValue, option: flag, "\(flag) needs a value")
                }
                value = next
            }
            try declaration.apply(&self, value)
        }
        try validate()
    }

    /// The one check of the options together, after each was parsed on its own: options that do
    /// not go together are a usage error, never one silently winning over the other.
    ///
    /// - Throws: ``UsageError`` (``Diagnostic/Identifier/conflictingOptions``) naming the option
    ///   that conflicts.
    func validate() throws(UsageError) {
        if action == .preview {
            // A preview serves the whole site from memory: what these options do has no place in it.
            let excluded: [(Bool, String)] = [
                (isCheckOnly, "--check"), (outputDirectory != nil, "--output"), (filter != nil, "--filter"),
                (shard != nil, "--shard"), (isWritingBaseline, "--write-baseline"),
                (isMeasuringCoverage, "--coverage"), (diagnosticsFile != nil, "--diagnostics-file"),
                (format != .text, "--format"), (isBlessing, "--bless"),
            ]
            if let (_, option) = excluded.first(where: \.0) {
                throw UsageError(
                    .conflictingOptions, option: option,
                    "docbuild preview serves the whole site from memory: leave out \(option)")
            }
        } else if isPortGiven || opensBrowser {
            let option = isPortGiven ? "--port" : "--open"
            throw UsageError(
                .conflictingOptions, option: option,
                "\(option) is an option of docbuild preview: write docbuild preview \(option)")
        }
        if isMeasuringCoverage, filter != nil || shard != nil {
            throw UsageError(
                .conflictingOptions, option: "--coverage",
                "--coverage counts the samples of the whole package: it cannot be combined with --filter or --shard"
            )
        }
        if isWritingBaseline, !usesBaseline {
            throw UsageError(
                .conflictingOptions, option: "--no-baseline",
                "--write-baseline writes the baseline that --no-baseline ignores: give one of them")
        }
        if isDryRun, !isBlessing {
            throw UsageError(
                .conflictingOptions, option: "--dry-run",
                "--dry-run shows what --bless would write: add --bless")
        }
        if isBlessing, isWritingBaseline || outputDirectory != nil {
            let option = isWritingBaseline ? "--write-baseline" : "--output"
            throw UsageError(
                .conflictingOptions, option: option,
                "--bless rewrites the failing outputs and writes no site or baseline: leave out \(option)")
        }
        if isWritingBaseline, outputDirectory != nil {
            throw UsageError(
                .conflictingOptions, option: "--output",
                "--write-baseline records the failures and writes no site: leave out --output")
        }
    }

    /// One option: its spellings, the placeholder of its value (`nil` for a flag), its help, and
    /// what it sets.
    struct Declaration: Sendable {
        var names: [String]
        var value: String?
        var help: String
        /// The value may be left out (`--write-baseline [FILE]`): `apply` then gets "".
        var isValueOptional = false
        var apply: @Sendable (inout Options, String) throws(UsageError) -> Void

        /// The value's placeholder as the usage shows it: `FILE`, or `[FILE]` when it is optional.
        var valueLabel: String? { value.map { isValueOptional ? "[\($0)]" : $0 } }

        /// A value that is itself a compiler flag (`-Xapple -I`), which may start with dashes.
        var takesDashedValue: Bool { names.contains { $0.hasPrefix("-X") } }
    }

    /// Every option, in the order `--help` lists them.
    static let declarations: [Declaration] = [
        Declaration(names: ["--check"], help: "Verify the articles and their links; write nothing.") { o, _ in
            o.isCheckOnly = true
        },
        Declaration(
            names: ["--bless"],
            help: "Check, then rewrite in place each sample's `// Prints` lines (a listing test's output "
                + "lines) from what it printed, where that is all that failed; print the changes as a "
                + "unified diff. Writes no site."
        ) { o, _ in o.isBlessing = true },
        Declaration(
            names: ["--dry-run"], help: "With --bless: print the diff, change no file."
        ) { o, _ in o.isDryRun = true },
        Declaration(
            names: ["--output", "-o"], value: "DIR",
            help: "Where to write the site (default: <package>/site/public)."
        ) { $0.outputDirectory = $1 },
        Declaration(
            names: ["--articles"], value: "DIR",
            help: "The articles (default: <package>/Articles), or a DocC catalog: Sources/X/X.docc; "
                + "repeat it for several folders."
        ) {
            $0.articleFolders.append($1)
        },
        Declaration(
            names: ["--package"], value: "DIR",
            help: "The Swift package the samples compile against (default: .)."
        ) { $0.packageDirectory = $1 },
        Declaration(names: ["--filter"], value: "TEXT", help: "Check only articles whose path contains TEXT.")
        {
            $0.filter = $1
        },
        Declaration(
            names: ["--shard"], value: "I/N",
            help: "Check only the I-th of N parts of the articles (for CI matrices)."
        ) { options, text throws(UsageError) in
            guard let shard = Shard(text) else {
                throw UsageError(
                    .invalidOptionValue, option: "--shard", "--shard needs I/N with 1 ≤ I ≤ N, not '\(text)'")
            }
            options.shard = shard
        },
        Declaration(
            names: ["--timeout"], value: "SECONDS", help: "Time limit for each program (default: 30)."
        ) {
            options, text throws(UsageError) in
            guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
                throw UsageError(
                    .invalidOptionValue, option: "--timeout",
                    "--timeout needs a positive number of seconds, not '\(text)'")
            }
            options.timeout = .milliseconds(Int64(seconds * 1000))
        },
        Declaration(
            names: ["--jobs", "-j"], value: "N",
            help: "Parallel builds and runs (default: the number of cores)."
        ) { options, text throws(UsageError) in
            guard let count = Int(text), count > 0 else {
                throw UsageError(
                    .invalidOptionValue, option: "--jobs",
                    "--jobs needs a positive whole number, not '\(text)'")
            }
            options.jobs = count
        },
        Declaration(
            names: ["--format"], value: "text|github",
            help: "Diagnostics as text, or as GitHub workflow annotations."
        ) { options, text throws(UsageError) in
            guard let format = Format(rawValue: text) else {
                throw UsageError(
                    .invalidOptionValue, option: "--format", "--format must be text or github, not '\(text)'")
            }
            options.format = format
        },
        Declaration(
            names: ["--diagnostics-file"], value: "PATH",
            help: "Also write every diagnostic to PATH as JSON (DocC's format, with identifiers), "
                + "for editors and CI annotations."
        ) { $0.diagnosticsFile = $1 },
        Declaration(
            names: ["-Xapple"], value: "FLAG",
            help: "Pass FLAG to swiftc for `apple` samples off Apple platforms (repeat it), e.g. -I DIR "
                + "of an interface of SwiftUI: they are then compiled against it, not only parsed."
        ) { $0.appleFlags.append($1) },
        Declaration(
            names: ["--write-baseline"], value: "FILE",
            help: "Check, then record the failing samples in FILE "
                + "(default: the --baseline file), so that later checks fail only on new failures; "
                + "writes no site.",
            isValueOptional: true
        ) { options, file in
            options.isWritingBaseline = true
            options.writeBaselineFile = file.isEmpty ? nil : file
        },
        Declaration(
            names: ["--baseline"], value: "FILE",
            help: "The failing samples to tolerate (default: <package>/docbuild-baseline.json, if present)."
        ) { $0.baselineFile = $1 },
        Declaration(names: ["--no-baseline"], help: "Ignore the baseline: every failure fails.") { o, _ in
            o.usesBaseline = false
        },
        Declaration(
            names: ["--coverage"],
            help: "Also print, per library module, its public symbols, how many are documented, and how "
                + "many appear in a verified sample."
        ) { o, _ in o.isMeasuringCoverage = true },
        Declaration(
            names: ["--min-coverage"], value: "documented=P,sampled=P",
            help: "Like --coverage, and fail when a module's documented or sampled share is under P %."
        ) { options, text throws(UsageError) in
            options.minimumCoverage = try APICoverage.Minimum(parsing: text)
            options.isMeasuringCoverage = true
        },
        Declaration(
            names: ["--port"], value: "N",
            help: "preview: the port to serve on, on 127.0.0.1 only (default: 8080; 0: any free one)."
        ) { options, text throws(UsageError) in
            guard let port = UInt16(text) else {
                throw UsageError(
                    .invalidOptionValue, option: "--port",
                    "--port needs a port number (0 to 65535), not '\(text)'")
            }
            options.port = port
            options.isPortGiven = true
        },
        Declaration(names: ["--open"], help: "preview: open the site in the default browser.") { o, _ in
            o.opensBrowser = true
        },
        Declaration(names: ["--no-cache"], help: "Ignore cached results; build and run everything.") { o, _ in
            o.useCache = false
        },
        Declaration(names: ["--verbose", "-v"], help: "Show the commands docbuild runs and their output.") {
            o, _ in
            o.isVerbose = true
        },
        Declaration(names: ["--version"], help: "Print the version.") { o, _ in o.action = .version },
        Declaration(names: ["-h", "--help"], help: "Print this help.") { o, _ in o.action = .help },
        Declaration(
            names: ["--help-markdown"],
            help: "Print this help as Markdown, as the documentation's command-line reference includes it."
        ) { o, _ in o.action = .helpMarkdown },
    ]

    /// The options preview alone takes, which the check's synopsis leaves out.
    private static let previewOnly: Set<String> = ["--port", "--open"]

    /// What `docbuild` does, a paragraph a line.
    private static let checkSummary = [
        "Compiles and runs every Swift sample in the articles, checks each `// Prints \"…\"` comment",
        "against the output, checks links, anchors, images and SUMMARY.md, and reports every problem",
        "as path:line:column. Then, unless --check is given, writes the site (atomically: a failed",
        "run leaves the previous site untouched).",
    ]

    private static let previewSynopsis =
        "docbuild preview [--port N] [--open] [--package DIR] [--articles DIR] [-Xapple FLAG …]"

    /// What `docbuild preview` does.
    private static let previewSummary = [
        "Serves the site from memory on 127.0.0.1, watches the articles, the package's sources,",
        "docbuild.json and the theme, and on each change checks and renders again only what it",
        "affects, then reloads the open pages that changed. A failing sample shows its diagnostic in",
        "the page and in the terminal. It never writes the site's folder.",
    ]

    /// Each exit status and when docbuild ends with it.
    private static let exitStatuses = [
        ("0", "every sample passed (or failed as the baseline expects)"),
        ("1", "any failed, or the check could not run (no Package.swift, no articles, no swift on PATH)"),
        ("64", "a usage error"),
    ]

    /// The check's synopsis items: `[--check]`, `[--output DIR]`, … (not help, version or preview's).
    private static var synopsisItems: [String] {
        declarations.filter {
            !["--version", "--help", "--help-markdown"].contains($0.names.last)
                && !previewOnly.contains($0.names[0])
        }.map { option in
            "[\(option.names[0])\(option.valueLabel.map { " " + $0 } ?? "")]"
        }
    }

    /// The command-line reference of the documentation, generated from ``declarations`` as
    /// ``usage`` is, so that neither can drift from the options docbuild parses: the synopsis, a
    /// table of the options, one of the exit statuses, and the index of every diagnostic's
    /// identifier with its cause and fix (``Diagnostic/Identifier/explanations``).
    /// `docbuild --help-markdown` prints it.
    static let markdownReference: String = {
        func cell(_ text: String) -> String {
            // `<package>` is no HTML tag, and a pipe would end the cell.
            text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "<", with: "\\<")
                .replacingOccurrences(of: "|", with: "\\|")
        }
        var lines =
            ["## Synopsis", "", "```sh"] + wrappedSynopsis(prefix: "docbuild") + [previewSynopsis, "```"]
        lines += [
            "",
            checkSummary.joined(separator: " "),
            "",
            // "Serves the site…" as the sentence goes on: "`docbuild preview` serves the site…".
            "`docbuild preview` s" + previewSummary.joined(separator: " ").dropFirst(),
            "",
            "## Options",
            "",
            "| Option | What it does |",
            "| --- | --- |",
        ]
        for option in declarations {
            let names = option.names.sorted { $0.count > $1.count }.map { name in
                "`\(name)\(option.valueLabel.map { " " + $0 } ?? "")`"
            }
            lines.append("| \(cell(names.joined(separator: ", "))) | \(cell(option.help)) |")
        }
        lines += ["", "## Exit status", "", "| Exit status | When |", "| --- | --- |"]
        lines += exitStatuses.map { "| \($0.0) | \(cell($0.1)) |" }
        lines += [
            "", "## Fence words", "",
            "A `swift` block with no word joins the article's program, runs, and has its `// Prints` lines "
                + "checked. A word after `swift` asks something else of it:",
            "", "| After swift | What it asks of the block |", "| --- | --- |",
        ]
        lines += FenceInfo.reference.map { "| `\($0.word)` | \(cell($0.meaning)) |" }
        lines += ["", "## Badges", "", "| Badge | What was done to the sample |", "| --- | --- |"]
        lines += SampleHTML.allBadges.map { "| \(cell($0.label)) | \(cell($0.detail)) |" }
        lines += [
            "", "## Diagnostics", "",
            "Every problem docbuild reports carries one of these identifiers, in the text it prints, in "
                + "`--format github`'s annotations and in `--diagnostics-file`'s JSON.",
        ]
        for group in Diagnostic.Identifier.explanations {
            lines += ["", "### " + group.title, "", "| Identifier | Cause | Fix |", "| --- | --- | --- |"]
            lines += group.entries.map { "| `\($0.identifier)` | \(cell($0.cause)) | \(cell($0.fix)) |" }
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    /// `prefix` and the check's synopsis items, in lines of at most 100 columns, each after the
    /// first indented under the first item.
    private static func wrappedSynopsis(prefix: String) -> [String] {
        var lines = [prefix]
        for item in synopsisItems {
            if lines[lines.count - 1].count + item.count + 1 > 100 {
                lines.append(String(repeating: " ", count: prefix.count))
            }
            lines[lines.count - 1] += " " + item
        }
        return lines
    }

    /// The text of `docbuild --help`, generated from ``declarations``.
    static let usage: String = {
        var lines = wrappedSynopsis(prefix: "USAGE: docbuild")
        lines +=
            [""] + checkSummary + ["", "USAGE: " + previewSynopsis, ""] + previewSummary + ["", "OPTIONS:"]
        for option in declarations {
            let names = option.names.sorted { $0.count < $1.count }.joined(separator: ", ")
            let label = names + (option.valueLabel.map { " " + $0 } ?? "")
            let padded =
                label.count < 21 ? label.padding(toLength: 21, withPad: " ", startingAt: 0) : label + " "
            lines.append("  " + padded + option.help)
        }
        lines +=
            ["", "EXIT STATUS:"]
            + exitStatuses.map { "  " + $0.0.padding(toLength: 4, withPad: " ", startingAt: 0) + $0.1 }
        return lines.joined(separator: "\n")
    }()
}
