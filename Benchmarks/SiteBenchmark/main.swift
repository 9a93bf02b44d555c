// site-benchmark: how fast docbuild renders the site, measured against baselines in the same run.
//
//   swift run -c release site-benchmark
//
// 1. Render-only time for a generated corpus of 200 articles (parse with cmark-gfm, extract
//    samples, render every page, the search index and the catalog; nothing compiled, run or
//    written), against Debian's `cmark-gfm` command-line tool rendering the same files with the
//    same four extensions: once per file (how a
//    site generator would call it, one page each) and all files in one process (its pure
//    rendering speed, though it joins them into a single document).
// 2. The Swift highlighter's throughput, against plain HTML escaping of the same code.
// 3. The search index's size as a share of the site's HTML.
import DocBasics
import DocBuildKit
import DocMarkdown
import DocSite
import Doctest
import Foundation
import SampleToolchain
import SwiftHighlighting

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Wall-clock and CPU time (every thread of this process and the children it waited for).
struct Timing {
    var wall: Double
    var cpu: Double
}

/// CPU time used so far by this process's threads and its waited-for children.
func cpuSeconds() -> Double {
    var total = 0.0
    #if os(Linux)
        let whom = [__rusage_who_t(RUSAGE_SELF.rawValue), __rusage_who_t(RUSAGE_CHILDREN.rawValue)]
    #else
        let whom = [RUSAGE_SELF, RUSAGE_CHILDREN]
    #endif
    for who in whom {
        var usage = rusage()
        getrusage(who, &usage)
        total += Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        total += Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }
    return total
}

/// The best of `runs` timings: the least disturbed by the other work on a shared machine.
func timing(bestOf runs: Int, _ body: () async throws -> Void) async rethrows -> Timing {
    var timings: [Timing] = []
    for _ in 0..<runs {
        let cpu = cpuSeconds()
        let start = ContinuousClock.now
        try await body()
        let elapsed = ContinuousClock.now - start
        timings.append(
            Timing(
                wall: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
                cpu: cpuSeconds() - cpu))
    }
    return timings.min { $0.wall < $1.wall }!
}

/// The best of `runs` wall-clock times.
func best(of runs: Int, _ body: () async throws -> Void) async rethrows -> Double {
    try await timing(bestOf: runs, body).wall
}

func format(_ value: Double) -> String { String(format: "%.3f", value) }

// MARK: - The corpus

let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("site-benchmark-\(getpid())")
let articles = corpus.appendingPathComponent("Articles")
try FileManager.default.createDirectory(at: articles, withIntermediateDirectories: true)
try Data("// swift-tools-version: 6.0\n".utf8).write(to: corpus.appendingPathComponent("Package.swift"))
defer { try? FileManager.default.removeItem(at: corpus) }

let articleCount = 200
var summary = "# Summary\n\n"
var files: [String] = []
for number in 0..<articleCount {
    let name = "Article\(number).md"
    summary += number % 40 == 0 ? "\n# Part \(number / 40 + 1)\n\n" : ""
    summary += "- [Article \(number)](\(name))\n"
    try CorpusArticle.text(number: number, count: articleCount)
        .write(to: articles.appendingPathComponent(name), atomically: true, encoding: .utf8)
    files.append(articles.appendingPathComponent(name).path)
}
try summary.write(to: articles.appendingPathComponent("SUMMARY.md"), atomically: true, encoding: .utf8)
let markdownBytes = files.reduce(0) { $0 + ((try? Data(contentsOf: URL(fileURLWithPath: $1)).count) ?? 0) }
print("Corpus: \(articleCount) articles, \(markdownBytes / 1024) KiB of Markdown, 6 Swift samples each")

// MARK: - 1. Render-only time

let theme = try SiteTheme.load()
let stamp = SiteStamp(swiftVersion: "Swift 6.3.1", commit: "benchmark")
var site: SiteBuilder.Result?
// `--profile-render N` renders N times and stops, for a profiler (`perf record`) to see only that.
let profileRounds = CommandLine.arguments.firstIndex(of: "--profile-render").flatMap {
    CommandLine.arguments.indices.contains($0 + 1) ? Int(CommandLine.arguments[$0 + 1]) : nil
}
let renderTiming = try await timing(bestOf: profileRounds ?? 5) {
    // As docbuild's first stage loads them: read, parsed and extracted on every core.
    let loaded = ArticleLoader(packageDirectory: corpus.path, articlesDirectory: articles.path).load(files)
    let documents = loaded.map(\.document)
    let reports = loaded.map { article in
        let results = article.extraction.samples.map {
            SampleResult(sample: $0, status: .passed, output: $0.expectations.map { $0.text + "\n" }.joined())
        }
        return DocumentReport(document: article.document, results: results, diagnostics: [])
    }
    let summaryText = try String(contentsOf: articles.appendingPathComponent("SUMMARY.md"), encoding: .utf8)
    let content = SiteContent(
        packageDirectory: corpus.path, summary: CMarkParser.parse(summaryText, path: "Articles/SUMMARY.md"),
        documents: documents, reports: reports, examples: [])
    site = SiteBuilder(content: content, theme: theme, stamp: stamp).build()
}
let render = renderTiming.wall
if profileRounds != nil { exit(0) }
guard let site, site.diagnostics.isEmpty else {
    print("The corpus has problems: \(site?.diagnostics.prefix(3).map(\.message) ?? [])")
    exit(1)
}

// Started with a bare posix_spawn, output to /dev/null: Foundation's `Process` costs about 50 ms
// a start on Linux, and docbuild's ProcessRunner adds a shell and capture files; either would
// make the per-file baseline measure process plumbing rather than cmark-gfm.
guard let cmark = ProcessRunner.executablePath(named: "cmark-gfm") else {
    print("cmark-gfm is missing: install it with `apt-get install cmark-gfm`")
    exit(1)
}
/// cmark-gfm's options for what docbuild reads: raw HTML kept, and the extensions it attaches.
let cmarkOptions = ["--unsafe"] + CMarkParser.extensionNames.flatMap { ["-e", $0] }
func runCmark(_ arguments: [String]) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let argv = ([cmark] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid = pid_t()
    var status: Int32 = 0
    guard posix_spawn(&pid, cmark, &actions, nil, argv, environ) == 0, waitpid(pid, &status, 0) == pid,
        status == 0
    else {
        print("cmark-gfm \(arguments.joined(separator: " ").prefix(80)) failed")
        exit(1)
    }
}
let cmarkPerFile = await best(of: 3) {
    for file in files { runCmark(cmarkOptions + [file]) }
}
let cmarkOnce = await best(of: 3) { runCmark(cmarkOptions + files) }

print("")
print("1. Render-only, \(articleCount) articles (best of 3; docbuild's best of 5)")
print("   cmark-gfm, one process per file:  \(format(cmarkPerFile)) s   (baseline)")
print("   cmark-gfm, all files at once:     \(format(cmarkOnce)) s")
print(
    "   docbuild render:                  \(format(render)) s   (\(format(renderTiming.cpu)) s CPU on "
        + "\(ProcessInfo.processInfo.activeProcessorCount) cores)")
print(
    "   docbuild / cmark-gfm per file:    \(format(render / cmarkPerFile))×   (target ≤ 3×: "
        + (render / cmarkPerFile <= 3 ? "met" : "NOT met") + ")")
print(
    "   docbuild / cmark-gfm all at once: \(format(render / cmarkOnce))×   (target ≤ 4.5×: "
        + (render / cmarkOnce <= 4.5 ? "met" : "NOT met")
        + "; docbuild also highlights, builds the sidebar, search index and pages)")

// MARK: - 2. Highlighter throughput

var swiftSource = ""
let sourceFolder = root.appendingPathComponent("Sources").path
for path in (FileManager.default.subpaths(atPath: sourceFolder) ?? []).sorted() where path.hasSuffix(".swift")
{
    swiftSource += (try? String(contentsOfFile: sourceFolder + "/" + path, encoding: .utf8)) ?? ""
}
while swiftSource.utf8.count < 2_000_000 { swiftSource += swiftSource }
let sourceMegabytes = Double(swiftSource.utf8.count) / 1_048_576
var highlightedLength = 0
let highlight = await best(of: 3) { highlightedLength = SwiftHighlighter.html(for: swiftSource).utf8.count }
let escape = await best(of: 3) { _ = HTMLEscaping.escape(swiftSource) }
print("")
print("2. Swift highlighter, \(format(sourceMegabytes)) MiB of this package's sources (best of 3)")
print("   plain HTML escaping:          \(format(sourceMegabytes / escape)) MiB/s   (baseline)")
print("   highlighting:                 \(format(sourceMegabytes / highlight)) MiB/s")
print("   highlighting / escaping time: \(format(highlight / escape))×")
print(
    "   markup added:                 \(format(Double(highlightedLength) / Double(swiftSource.utf8.count)))× the source"
)

// MARK: - 3. Search index size

let html = site.files.size(ofFilesEndingWith: ".html")
let index = site.files.size(ofFilesEndingWith: SiteLayout.searchIndex)
print("")
print("3. Search index")
print("   HTML of the site:             \(html / 1024) KiB   (baseline)")
print("   search-index.js:              \(index / 1024) KiB")
print(
    "   index / HTML:                 \(String(format: "%.1f", 100 * Double(index) / Double(html))) %   "
        + "(target ≤ 15 %: " + (Double(index) / Double(html) <= 0.15 ? "met" : "NOT met") + ")")
