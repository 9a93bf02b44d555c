import Foundation

/// The generated corpus: a small library package and `articles × samples` samples that use it.
///
/// Every sample is self-contained (so the naive way can compile it alone) and its names are unique
/// in the whole corpus (so the floor can hold every sample in one program).
struct Corpus {
    var articles = 50
    var samplesPerArticle = 20

    static let librarySource = """
        /// A running total, for the benchmark samples.
        public struct Tally: Sendable {
            public private(set) var total = 0
            public private(set) var entries: [Int] = []

            public init() {}

            public mutating func add(_ value: Int) {
                total += value
                entries.append(value)
            }

            public var average: Double {
                entries.isEmpty ? 0 : Double(total) / Double(entries.count)
            }
        }

        public func describe(_ tally: Tally) -> String {
            "total \\(tally.total) over \\(tally.entries.count)"
        }

        """

    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Corpus",
            products: [.library(name: "CorpusKit", targets: ["CorpusKit"])],
            targets: [.target(name: "CorpusKit")],
            swiftLanguageModes: [.v6]
        )

        """

    /// The code of sample `sample` of article `article`, and the line it prints. With
    /// `sharingNames`, every sample of an article declares the same names, as a book's listings
    /// give another version of one type.
    func sample(article: Int, sample: Int, sharingNames: Bool = false) -> (code: String, output: String) {
        let name = sharingNames ? "" : "A\(article)S\(sample)"
        let count = 3 + (article + sample) % 5
        var tally = 0
        for value in 1...count {
            tally += value * (sample + 1)
        }
        let code = """
            # import CorpusKit
            struct Shelf\(name) {
                var items: [String] = []

                mutating func stock(_ item: String) {
                    items.append(item.uppercased())
                }

                var summary: String { items.joined(separator: ",") }
            }

            func fill\(name)(_ count: Int) -> Tally {
                var tally = Tally()
                for value in 1...count {
                    tally.add(value * \(sample + 1))
                }
                return tally
            }

            var shelf\(name) = Shelf\(name)()
            shelf\(name).stock("a\(article)")
            let tally\(name) = fill\(name)(\(count))
            print(describe(tally\(name)), shelf\(name).summary)  // Prints "total \(tally) over \(count) A\(article)"

            """
        return (code, "total \(tally) over \(count) A\(article)")
    }

    /// Writes the library package, with its articles under `Articles/`, into `directory`.
    func writePackage(to directory: String) throws {
        try write(Self.manifest, to: "\(directory)/Package.swift")
        try write(Self.librarySource, to: "\(directory)/Sources/CorpusKit/Tally.swift")
        for article in 0..<articles {
            try write(articleText(article), to: "\(directory)/Articles/Article\(article).md")
        }
    }

    /// The Markdown of article `article`.
    func articleText(_ article: Int, sharingNames: Bool = false) -> String {
        var text = "# Article \(article)\n\nThe samples of article \(article).\n"
        for index in 0..<samplesPerArticle {
            text +=
                "\nSample \(index):\n\n```swift\n"
                + sample(article: article, sample: index, sharingNames: sharingNames).code + "```\n"
        }
        return text
    }

    /// The sample's code as a plain Swift file: hidden-line markers removed.
    func plainSource(article: Int, sample: Int) -> String {
        self.sample(article: article, sample: sample).code.split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map { $0.hasPrefix("# ") ? String($0.dropFirst(2)) : String($0) }
        .joined(separator: "\n")
    }

    func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

extension Corpus {
    /// A package whose articles hold `articles × samplesPerArticle` isolated samples, each its own
    /// program; with `failing`, every other one has a type error: a package adopting docbuild on
    /// docs that have rotted.
    func writeProgramsPackage(to directory: String, failing: Bool) throws {
        try writeArticlesPackage(
            to: directory, intro: "Each sample is a program of its own.", fence: "swift isolated"
        ) {
            article, index in
            failing && index % 2 == 1 ? "let broken\(article)x\(index): Int = \"not a number\"\n" : ""
        }
    }

    /// Writes the library package with its articles, each sample's code followed by what
    /// `appending` gives for it (by article and sample), in a fence of the info string `fence`.
    private func writeArticlesPackage(
        to directory: String, intro: String, fence: String, appending: (Int, Int) -> String
    ) throws {
        try write(Self.manifest, to: "\(directory)/Package.swift")
        try write(Self.librarySource, to: "\(directory)/Sources/CorpusKit/Tally.swift")
        for article in 0..<articles {
            var text = "# Article \(article)\n\n\(intro)\n"
            for index in 0..<samplesPerArticle {
                let code = sample(article: article, sample: index).code + appending(article, index)
                text += "\nSample \(index):\n\n```\(fence)\n" + code + "```\n"
            }
            try write(text, to: "\(directory)/Articles/Article\(article).md")
        }
    }
}

extension Corpus {
    /// The samples of an article that ``writeNotebooksPackage(to:broken:)`` breaks: one that does
    /// not compile and, after it, one that traps.
    static let brokenSamples = (compile: 3, trap: 8)

    /// The corpus as notebooks; with `broken`, in every article one block has a type error and a
    /// later one traps after printing: a book with a mistake in two listings of each chapter.
    func writeNotebooksPackage(to directory: String, broken: Bool) throws {
        try writeArticlesPackage(to: directory, intro: "A notebook.", fence: "swift") { article, index in
            switch index {
            case Self.brokenSamples.compile where broken: "let broken\(article): Int = \"not a number\"\n"
            case Self.brokenSamples.trap where broken: "let trap\(article) = [Int]()[\(article)]\n"
            default: ""
            }
        }
    }
}
