import Foundation

/// The command line of `docbuild`, parsed by hand (swift-argument-parser cannot be fetched here).
///
/// ```swift
/// let options = try Options(arguments: ["--check", "--filter", "Doctests"])
/// ```
package struct Options: Hashable, Sendable {
    /// What the invocation asks for.
    package enum Action: Hashable, Sendable {
        case check
        case help
        case version
    }

    /// How diagnostics are printed.
    package enum Format: String, Hashable, Sendable {
        /// `path:line:column: error: message` and the source lines beneath.
        case text
        /// GitHub workflow commands: `::error file=…,line=…::message`.
        case github
    }

    package var action: Action = .check
    /// `--check`: verify only, write nothing. Plain `docbuild` verifies, then writes the site.
    package var isCheckOnly = false
    /// `--output DIR`: where the site is written; `nil`: `<package>/site/public`.
    package var outputDirectory: String?
    package var packageDirectory = "."
    /// `nil`: `<package>/Articles`.
    package var articlesDirectory: String?
    /// Only articles whose path contains this text.
    package var filter: String?
    package var timeout: Duration = .seconds(30)
    package var jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
    package var format = Format.text
    package var useCache = true
    package var isVerbose = false

    package init() {}

    /// Parses `arguments` (without the program name).
    ///
    /// - Throws: ``UsageError`` for an unknown flag, a missing or bad value.
    package init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        func value(for flag: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                throw UsageError("\(flag) needs a value")
            }
            return value
        }
        while let argument = remaining.popFirst() {
            var flag = argument
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                flag = String(argument[..<equals])
                remaining.insert(String(argument[argument.index(after: equals)...]), at: remaining.startIndex)
            }
            switch flag {
            case "--check": isCheckOnly = true
            case "--help", "-h": action = .help
            case "--version": action = .version
            case "--no-cache": useCache = false
            case "--verbose", "-v": isVerbose = true
            case "--package": packageDirectory = try value(for: flag)
            case "--articles": articlesDirectory = try value(for: flag)
            case "--output", "-o": outputDirectory = try value(for: flag)
            case "--filter": filter = try value(for: flag)
            case "--timeout":
                let text = try value(for: flag)
                guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
                    throw UsageError("--timeout needs a positive number of seconds, not '\(text)'")
                }
                timeout = .milliseconds(Int64(seconds * 1000))
            case "--jobs", "-j":
                let text = try value(for: flag)
                guard let count = Int(text), count > 0 else {
                    throw UsageError("--jobs needs a positive whole number, not '\(text)'")
                }
                jobs = count
            case "--format":
                let text = try value(for: flag)
                guard let format = Format(rawValue: text) else {
                    throw UsageError("--format must be text or github, not '\(text)'")
                }
                self.format = format
            default:
                throw UsageError(
                    argument.hasPrefix("-")
                        ? "unknown option '\(argument)'" : "unexpected argument '\(argument)'")
            }
        }
    }

    /// The text of `docbuild --help`.
    package static let usage = """
        USAGE: docbuild [--check] [--output DIR] [--articles DIR] [--package DIR] [--filter TEXT]
                        [--timeout SECONDS] [--jobs N] [--format text|github] [--no-cache] [--verbose]

        Compiles and runs every Swift sample in the articles, checks each `// Prints "…"` comment
        against the output, checks links, anchors, images and SUMMARY.md, and reports every problem
        as path:line:column. Then, unless --check is given, writes the site (atomically: a failed
        run leaves the previous site untouched).

        OPTIONS:
          --check              Verify the articles and their links; write nothing.
          --output DIR         Where to write the site (default: <package>/site/public).
          --articles DIR       The articles (default: <package>/Articles).
          --package DIR        The Swift package the samples compile against (default: .).
          --filter TEXT        Check only articles whose path contains TEXT.
          --timeout SECONDS    Time limit for each program (default: 30).
          --jobs N             Parallel builds and runs (default: the number of cores).
          --format text|github Diagnostics as text, or as GitHub workflow annotations.
          --no-cache           Ignore cached results; build and run everything.
          --verbose            Show the commands docbuild runs and their output.
          --version            Print the version.
          -h, --help           Print this help.

        Exit status: 0 when every sample passed; 1 when any failed or the check could not run
        (no Package.swift, no articles, no swift on PATH); 64 for a usage error.
        """
}

/// A bad command line: printed with the usage, exit status 64 (`EX_USAGE`).
package struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
    package static let exitStatus: Int32 = 64
}
