import DocBasics
import DocBuildKit
import Foundation
import SampleToolchain

/// A book in the format of *The Swift Programming Language*'s listing tests (``ListingTests``),
/// generated: `articles × samplesPerArticle` listings of ``Corpus``'s samples, each followed by an
/// HTML comment holding its test, of which one in seven is a listing that must not compile, with
/// the compiler's message it expects (the book: about 130 of 1,100 comment blocks).
///
/// Checked cold with `"listingTests": "swifttest"` against the compiler's floor for the same
/// programs one per article (``ListingsFloor``), and warm, which must build and run nothing.
struct ListingsCorpus {
    var corpus: Corpus

    /// Whether test `test` of an article expects an error instead of running.
    static func expectsError(_ test: Int) -> Bool { test % 7 == 6 }

    static let errorCode = (
        line: "let broken: Int = \"one\"",
        message: "cannot convert value of type 'String' to specified type 'Int'"
    )

    /// The test's code as the reader sees it, without the sample's hidden import.
    func code(article: Int, test: Int) -> [String] {
        if Self.expectsError(test) {
            return ["func failing\(article)x\(test)() {", "    \(Self.errorCode.line)", "}"]
        }
        return corpus.sample(article: article, sample: test).code.split(separator: "\n").map(String.init)
            .filter { !$0.hasPrefix("# ") }
            .map { $0.replacing(#/  \/\/ Prints .*$/#, with: "") }
    }

    /// The Markdown of article `article`: each listing, then its test.
    func articleText(_ article: Int) -> String {
        var text = "# Article \(article)\n\nThe listings of article \(article), each with its test.\n"
        for test in 0..<corpus.samplesPerArticle {
            let lines = code(article: article, test: test)
            text += "\nListing \(test):\n\n```swift\n" + lines.map { $0 + "\n" }.joined() + "```\n\n"
            text += "<!--\n  - test: `a\(article)t\(test)`\n\n  ```swifttest\n"
            for line in lines {
                // A top-level line starts with a marker; the lines inside a body continue it.
                text +=
                    line.first?.isWhitespace == true || line.hasPrefix("}")
                    ? "     \(line)\n" : "  -> \(line)\n"
            }
            if Self.expectsError(test) {
                text += "  !$ error: \(Self.errorCode.message)\n"
            } else {
                text += "  <- \(corpus.sample(article: article, sample: test).output)\n"
            }
            text += "  ```\n-->\n"
        }
        return text
    }

    /// The library package with the book's articles and the `docbuild.json` that turns its tests on.
    func writePackage(to directory: String) throws {
        try corpus.write(Corpus.manifest, to: "\(directory)/Package.swift")
        try corpus.write(Corpus.librarySource, to: "\(directory)/Sources/CorpusKit/Tally.swift")
        try corpus.write(#"{ "listingTests": "swifttest" }"#, to: "\(directory)/docbuild.json")
        for article in 0..<corpus.articles {
            try corpus.write(articleText(article), to: "\(directory)/Articles/Article\(article).md")
        }
    }

    /// How many tests the corpus has, and how many of them run.
    var tests: (all: Int, running: Int) {
        let all = corpus.articles * corpus.samplesPerArticle
        return (all, corpus.articles * (0..<corpus.samplesPerArticle).filter { !Self.expectsError($0) }.count)
    }
}

extension Measurements {
    /// A cold `docbuild --check` of a fresh copy of the listings corpus, then a warm one: each
    /// test must pass, and the warm check must build and run nothing.
    func listingsCheck(_ listings: ListingsCorpus, round: Int) async throws -> (cold: Cost, warm: Cost) {
        let package = "\(workspace)/listings\(round)/Corpus"
        try listings.writePackage(to: package)
        var options = Options()
        options.packageDirectory = package
        func check(expectingWork: Bool) async throws -> Cost {
            let work = Counter()
            var report: CheckReport?
            let cost = try await Cost.measure {
                report = try await DocBuildRun.check(options) { line in
                    if line.hasPrefix("Building ") || line.hasPrefix("Compiling ")
                        || line.hasPrefix("Type-checking ")
                        || line.hasPrefix("Running ")
                    {
                        work.increment()
                    }
                }
            }
            let expected = "; \(listings.tests.all) listing tests: \(listings.tests.all) passed, 0 failed"
            guard let report, report.hasPassed, report.summary.hasSuffix(expected) else {
                throw BenchmarkFailure(
                    "the listings corpus did not pass: \(report?.summary ?? "") \(report?.diagnostics ?? [])")
            }
            guard (work.value > 0) == expectingWork else {
                throw BenchmarkFailure(
                    "a warm check of the listings corpus built or ran \(work.value) time(s)")
            }
            return cost
        }
        let cold = try await check(expectingWork: true)
        let warm = try await check(expectingWork: false)
        return (cold, warm)
    }

    /// The compiler's floor for the listings corpus: the library built once, then each article's
    /// tests that run as one program, compiled and linked by a single `swiftc` and run, and its
    /// tests that must fail compiled as one file to SIL, as docbuild compiles them (the articles
    /// as many at a time as there are cores).
    func listingsFloor(_ listings: ListingsCorpus, round: Int) async throws -> Cost {
        let corpus = listings.corpus
        let package = "\(workspace)/listings-floor\(round)/Corpus"
        try corpus.writePackage(to: package)
        try FileManager.default.removeItem(atPath: "\(package)/Articles")
        let swift = try swiftPath()
        let built = "\(package)/.build/\(SampleBuilder.configuration)"
        @Sendable func compile(_ article: Int) async throws {
            let directory = "\(package)/programs/\(article)"
            let tests = 0..<corpus.samplesPerArticle
            let running = tests.filter { !ListingsCorpus.expectsError($0) }.map {
                listings.code(article: article, test: $0).joined(separator: "\n") + "\n"
            }
            let failing = tests.filter(ListingsCorpus.expectsError).map {
                listings.code(article: article, test: $0).joined(separator: "\n") + "\n"
            }
            try corpus.write("import CorpusKit\n" + running.joined(), to: "\(directory)/main.swift")
            try corpus.write(failing.joined(), to: "\(directory)/failing/main.swift")
            let objects: [String] = try FileManager.default.contentsOfDirectory(
                atPath: "\(built)/CorpusKit.build"
            )
            .filter { $0.hasSuffix(".o") }.map { "\(built)/CorpusKit.build/\($0)" }
            var arguments = Self.floorFlags
            arguments += ["-I", "\(built)/Modules", "main.swift"]
            arguments += objects + ["-o", "program"]
            try await expectSuccess(swift + "c", arguments, in: directory)
            try await expectSuccess("\(directory)/program", [], in: directory)
            let diagnosed = try await ProcessRunner.run(
                swift + "c",
                ["-swift-version", "6", "-DDEBUG", "-emit-sil", "-o", "/dev/null", "main.swift"],
                in: "\(directory)/failing")
            guard !diagnosed.succeeded else { throw BenchmarkFailure("the floor's failing tests compiled") }
        }
        return try await Cost.measure {
            try await expectSuccess(
                swift, ["build", "--package-path", package] + SampleBuilder.buildFlags, in: package)
            _ = try await concurrentMap(
                Array(0..<corpus.articles), limit: ProcessInfo.processInfo.activeProcessorCount
            ) {
                try await compile($0)
            }
        }
    }
}
