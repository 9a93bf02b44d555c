import Doctest

/// The Swift source of one generated program: samples in order, each preceded by a block marker and a
/// `#sourceLocation` naming its Markdown file and line.
///
/// ```swift
/// __docbuildBlock(0)
/// #sourceLocation(file: "Articles/Intro.md", line: 12)
/// let answer = 42
/// #sourceLocation()
/// ```
///
/// Compiler diagnostics, `fatalError` messages and crash backtraces therefore name the Markdown file,
/// and the markers (written by ``BlockMarker/supportFiles``) attribute each block's output to it.
/// The tests of the `test` blocks are run after the blocks (``TestEvents``). A command's program
/// (``isCommand``) is one `@main` block, run as the attribute runs it (``MainAttribute``).
package struct ProgramSource: Hashable, Sendable {
    /// The samples compiled into this program, in order.
    package var samples: [Sample]
    /// Modules imported before the samples: the package's libraries, for a program that writes
    /// no `import` (see `ImportLibraries`).
    package var implicitImports: [String] = []
    /// Indices of samples compiled and run only for what they declare: another program checks
    /// them (a notebook's block that a later redeclaration's program needs).
    package var replayed: Set<Int> = []
    /// True for a `@main` sample's program, run by the transcripts that name it: its output is the
    /// command's, so it writes no block markers, and its `main()` is called as the attribute would,
    /// its standard output line-buffered as on a terminal (``BlockMarker/commandFunctionName``).
    package var isCommand = false

    package init(
        samples: [Sample], implicitImports: [String] = [], replayed: Set<Int> = [], isCommand: Bool = false
    ) {
        self.samples = samples
        self.implicitImports = implicitImports
        self.replayed = replayed
        self.isCommand = isCommand
    }

    /// True when a sample of the program has an `import` declaration: then its imports are the
    /// ones it writes. `import Testing`, which a test block writes as a test file does, imports
    /// no module of the package and does not count.
    package var writesImports: Bool { !importedModules.isEmpty }

    /// True when the program has `test` blocks, whose tests it runs after its blocks.
    package var runsTests: Bool { samples.contains { $0.kind == .test } }

    /// Imports `modules` unless the program writes its own imports, before those it has been given
    /// already (a command's, which are the page's: see ``importedModules``).
    package mutating func addImports(_ modules: [String]) {
        if !writesImports { implicitImports = modules + implicitImports.filter { !modules.contains($0) } }
    }

    /// The modules the program's samples import (`import struct Foundation.URL` imports
    /// `Foundation`), in order, each once, but `Testing`.
    package var importedModules: [String] {
        var modules: [String] = []
        for line in samples.flatMap(\.lines) {
            guard let module = Self.importedModule(line.text), module != "Testing", !modules.contains(module)
            else { continue }
            modules.append(module)
        }
        return modules
    }

    /// `import M`, `@testable import M`, `public import M`, `import struct M.T`, …
    static func isImport(_ line: String) -> Bool {
        importedModule(line) != nil
    }

    /// The module `line` imports, `nil` for a line that is no `import` declaration.
    static func importedModule(_ line: String) -> String? {
        var words = line.split(whereSeparator: \.isWhitespace)[...]
        while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
        if let first = words.first,
            ["public", "package", "internal", "fileprivate", "private"].contains(first)
        {
            words = words.dropFirst()
        }
        guard words.first == "import", let path = words.last, words.count >= 2 else { return nil }
        return path.split(separator: ".").first.map(String.init)
    }

    /// `main.swift`. With `markers: false` (type-checking), no marker calls are emitted, so the
    /// program needs no support file, and its tests are not run.
    func mainSource(markers: Bool = true) -> String {
        layout(markers: markers).source
    }

    /// The sample whose code is on `line` of the generated `main.swift` (1-based): where Swift
    /// Testing places a test that sample declares.
    package func sample(atGeneratedLine line: Int) -> Sample? {
        layout(markers: true).firstLines.last { $0.line <= line }.flatMap { first in
            samples.first { $0.index == first.sampleIndex && line < first.line + $0.lines.count }
        }
    }

    /// `main.swift`, and the line of it where each sample's code starts.
    private func layout(markers: Bool) -> (source: String, firstLines: [(sampleIndex: Int, line: Int)]) {
        let importsSupport = markers
        let markers = markers && !isCommand
        var firstLines: [(sampleIndex: Int, line: Int)] = []
        var source = "// Generated by docbuild. Edit the article instead.\n"
        if importsSupport {
            source += "import \(ScratchPackage.supportTarget)\n"
        }
        if markers && runsTests { source += "import Testing\n" }
        for module in implicitImports {
            source += "import \(module)\n"
        }
        var mains: [(sample: Sample, main: MainAttribute)] = []
        for sample in samples {
            if markers {
                source += "\(BlockMarker.functionName)(\(sample.index))\n"
            }
            var compiled = sample
            // A listing test's `@main` is the book's, which may expect the compiler to reject it.
            if sample.listingTest == nil, let main = MainAttribute.find(in: sample) {
                compiled = main.blanked(sample)
                mains.append((sample, main))
            }
            source +=
                "#sourceLocation(file: \(Self.literal(sample.articlePath)), line: \(sample.firstCodeLine))\n"
            firstLines.append((sample.index, source.utf8.count { $0 == UInt8(ascii: "\n") } + 1))
            // A listing test's lines skip its output and compiler lines: each jump is located anew.
            for (offset, line) in compiled.lines.enumerated() {
                if offset > 0, line.line != compiled.lines[offset - 1].line + 1 {
                    source +=
                        "#sourceLocation(file: \(Self.literal(sample.articlePath)), line: \(line.line))\n"
                }
                source += line.text + "\n"
            }
            source += "#sourceLocation()\n"
        }
        // A `@main` type runs after the blocks (`main.swift` is top-level code, where the attribute
        // is not allowed), its output the block's that declares it.
        for (sample, main) in mains {
            if markers {
                source += "\(BlockMarker.functionName)(\(sample.index))\n"
            } else if importsSupport {
                source += "\(BlockMarker.commandFunctionName)()\n"
            }
            source += main.call
        }
        if markers && runsTests { source += Self.testRunner }
        return (source, firstLines)
    }

    /// Runs the program's tests after its blocks, one at a time and in the order Swift Testing finds
    /// them, as `swift test` would run them, writing their events to ``TestEvents/fileName`` and
    /// nothing to the console: the page shows each test's verdict, read from those events.
    private static let testRunner = """
        // Generated by docbuild: the tests above, run as `swift test` runs them.
        var __docbuildTests = __CommandLineArguments_v0()
        __docbuildTests.parallel = false
        __docbuildTests.quiet = true
        __docbuildTests.eventStreamOutputPath = "\(TestEvents.fileName)"
        __docbuildTests.eventStreamSchemaVersion = "0"
        _ = await __swiftPMEntryPoint(passing: __docbuildTests) as CInt

        """

    /// `path` as a Swift string literal.
    static func literal(_ path: String) -> String {
        "\"" + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            + "\""
    }

    /// The Markdown lines this program's code comes from, to attribute a compiler diagnostic.
    package func contains(path: String, line: Int) -> Bool {
        samples.contains { $0.contains(path: path, line: line) }
    }

    /// The sample whose code is on `line` of its article.
    package func sample(atLine line: Int) -> Sample? {
        samples.first { sample in sample.lines.contains { $0.line == line } }
    }
}

/// The line a program writes to stdout before each block, so docbuild can cut stdout into blocks.
enum BlockMarker {
    static let functionName = "__docbuildBlock"
    /// The function a command's program calls first: it makes standard output line-buffered, as
    /// it is on a terminal, so that output and errors interleave in a transcript as the reader's
    /// terminal shows them (written to a file, stdout would be flushed only when full).
    static let commandFunctionName = "__docbuildCommand"
    /// The text of the marker after its first character, the ASCII record separator, which never
    /// appears in ordinary output; the block's index follows.
    static let word = "docbuild-block "
    /// What starts each marker line: the record separator, then ``word``.
    static let prefix = "\u{1E}" + word

    /// The line the support library writes to stderr, once, when the program's stdout is no
    /// longer the file docbuild gave it (closed, or replaced with `dup2`).
    static let closedStandardOutput = "\u{1E}docbuild-stdout-closed\n"

    /// The support library every program imports: a C target whose one function writes the
    /// marker. Its first call makes stdout unbuffered, so that a crash loses no output and
    /// output interleaves with the markers in order; `print` and the marker share C's `stdout`.
    /// Each call, and the program's exit, also checks that stdout is still the file it started
    /// with (one `fstat`), and otherwise writes ``closedStandardOutput`` to stderr.
    ///
    /// C, not Swift, because a Swift target would have to import Glibc (or Darwin) for
    /// `setvbuf`: building that clang module, and loading it in every program, cost 12 % of a
    /// cold check of the benchmark's corpus. This header includes nothing.
    static let supportFiles: [(path: String, contents: String)] = [
        (
            "include/DocBuildSupport.h",
            """
            // Generated by docbuild.
            /// Writes the marker that starts block `index` to stdout, unbuffered from the first call.
            void \(functionName)(long index);
            /// Makes stdout line-buffered, as on a terminal: a command's program calls it first.
            void \(commandFunctionName)(void);

            """
        ),
        (
            "BlockMarker.c",
            """
            // Generated by docbuild.
            #include <stdio.h>
            #include <stdlib.h>
            #include <sys/stat.h>
            #include "DocBuildSupport.h"

            static struct stat original;

            static void checkStdout(void) {
                static int isReported = 0;
                struct stat now;
                if (isReported || (fstat(1, &now) == 0 && now.st_dev == original.st_dev
                                   && now.st_ino == original.st_ino)) {
                    return;
                }
                isReported = 1;
                fputs("\\x1e" "docbuild-stdout-closed\\n", stderr);
            }

            void \(functionName)(long index) {
                static int isStarted = 0;
                if (!isStarted) {
                    setvbuf(stdout, NULL, _IONBF, 0);
                    fstat(1, &original);
                    atexit(checkStdout);
                    isStarted = 1;
                }
                checkStdout();
                printf("\\x1e" "\(word)%ld\\n", index);
            }

            void \(commandFunctionName)(void) {
                setvbuf(stdout, NULL, _IOLBF, 0);
            }

            """
        ),
    ]

    /// Cuts `output` at the markers.
    ///
    /// - Returns: each block's output by sample index, and the index of the last block that
    ///   started (the one running when the program stopped).
    static func split(_ output: String) -> (outputs: [Int: String], lastStarted: Int?) {
        var outputs: [Int: String] = [:]
        var current: Int?
        var remaining = output[...]
        while let range = remaining.range(of: prefix) {
            if let current {
                outputs[current, default: ""] += remaining[..<range.lowerBound]
            }
            let rest = remaining[range.upperBound...]
            let number = rest.prefix { $0 != "\n" }
            current = Int(number)
            remaining = rest.dropFirst(number.count + 1)
        }
        if let current {
            outputs[current, default: ""] += remaining
        }
        return (outputs, current)
    }
}
