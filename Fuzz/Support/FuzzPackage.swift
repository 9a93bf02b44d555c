import Foundation

/// A small package on disk that the site targets check links against: SUMMARY.md, two articles
/// and a source file, in `$FUZZ_WORK` (the fuzz script's folder under `.build/fuzz`).
///
/// The link checker and the source pages read the disk, so what they read must exist; it is
/// made once per process, not per input, because libFuzzer runs millions of inputs.
enum FuzzPackage {
    /// The article under test, rewritten for each input.
    static let articlePath = "Articles/Fuzz.md"
    static let summaryPath = "Articles/SUMMARY.md"
    static let summary = "# Summary\n\n- [Fuzz](Fuzz.md)\n  - [Other](Guide/Other.md)\n"
    /// Another article, so that links between pages and their anchors are checked.
    static let otherArticlePath = "Articles/Guide/Other.md"
    static let otherArticle = "# Other\n\n## A heading\n"

    static let directory: String = {
        let base = ProcessInfo.processInfo.environment["FUZZ_WORK"] ?? NSTemporaryDirectory()
        let directory = base + "/package-\(ProcessInfo.processInfo.processIdentifier)"
        let files = [
            summaryPath: summary,
            otherArticlePath: otherArticle,
            "Sources/Fuzz/Fuzz.swift": "/// A source page.\nlet answer = 42\n",
        ]
        for (path, text) in files { write(text, to: directory + "/" + path) }
        return directory
    }()

    /// Writes the article under test, which the link checker reads again for a broken link's column.
    static func writeArticle(_ text: String) {
        write(text, to: directory + "/" + articlePath)
    }

    private static func write(_ text: String, to file: String) {
        try? FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: file, contents: Data(text.utf8)) else {
            fatalError("cannot write \(file): the fuzz targets need a writable FUZZ_WORK")
        }
    }
}
