import Foundation

@testable import DocMarkdown
@testable import DocSite
@testable import Doctest

/// The site's fixture books (folders under `Fixtures/`), loaded as docbuild loads a package, with
/// the samples' outcomes supplied instead of built and run.
enum SiteFixture {
    static let fixturesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    static let stamp = SiteStamp(swiftVersion: "Swift 6.3.1", commit: "0123456789ab")

    static func directory(_ name: String) -> String { "\(fixturesDirectory)/\(name)" }

    static func theme() throws -> SiteTheme {
        try SiteTheme.load()
    }

    /// The text of the file at `path`, relative to the fixture `name`.
    static func text(_ name: String, _ path: String) -> String {
        (try? String(contentsOfFile: "\(directory(name))/\(path)", encoding: .utf8)) ?? ""
    }

    /// Reads and parses the Markdown file at `path`, relative to the fixture `name`.
    static func document(_ name: String, _ path: String) -> MarkdownDocument {
        CMarkParser.parse(text(name, path), path: path)
    }

    /// The fixture as verified content: every sample passed (or was skipped), and a run sample's
    /// output is what its `// Prints` comments say, or `outputs[articlePath]`.
    static func content(_ name: String, outputs: [String: String] = [:]) -> SiteContent {
        let packageDirectory = directory(name)
        let articles = (FileManager.default.subpaths(atPath: "\(packageDirectory)/Articles") ?? [])
            .filter { $0.hasSuffix(".md") && $0 != "SUMMARY.md" }
            .sorted()
            .map { "Articles/\($0)" }
        let documents = articles.map { document(name, $0) }
        let extractor = SampleExtractor(packageDirectory: packageDirectory)
        let reports = documents.map { document in
            let results = extractor.extract(from: document).samples.map { sample in
                let output =
                    sample.kind == .run
                    ? outputs[document.path] ?? sample.expectations.map { $0.text + "\n" }.joined() : nil
                return SampleResult(
                    sample: sample, status: sample.kind == .ignore ? .skipped : .passed, output: output)
            }
            return DocumentReport(document: document, results: results, diagnostics: [])
        }
        var examples = ExampleEntry.loadAll(packageDirectory: packageDirectory)
        for index in examples.indices {
            examples[index].transcript = "taps: 1\n<done>\n"
        }
        return SiteContent(
            packageDirectory: packageDirectory, summary: document(name, "Articles/SUMMARY.md"),
            documents: documents, reports: reports, examples: examples, siteTitle: "Quartet")
    }

    /// A fresh empty folder under the system's temporary directory.
    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "site-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
